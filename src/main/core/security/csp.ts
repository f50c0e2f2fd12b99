/**
 * The renderer's Content-Security-Policy: no inline script or style, no eval, nothing from
 * elsewhere. Sent as a header by the app protocol (and by the browser-test server) and repeated
 * in index.html's meta tag; a test keeps the two equal.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
