import type { ProxyChallenge, ProxyCredentials } from './proxy-login';

/**
 * The proxy sign-in dialog as a page without JavaScript: a form whose submission is a navigation
 * to SUBMIT_URL, which the shell reads and cancels (will-navigate) before anything is sent; the
 * window's own session refuses every request anyway. The user name and password so travel only
 * inside the app's memory, in that address, and are never written anywhere.
 *
 * The proxy's host and realm come from the network (a proxy names its realm freely): they are
 * shown as text only, escaped, and the page's policy allows no script, style or image at all.
 */

/** Where the form goes: a reserved name (RFC 2606 `.invalid`) that can never be reached. */
export const SUBMIT_URL = 'https://proxy-login.invalid/submit';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The whole dialog page for one challenge; `refused` says the last credentials were not accepted. */
export function proxyLoginPage(challenge: ProxyChallenge, refused: boolean): string {
  const where = escapeHtml(`${challenge.host}:${challenge.port}`);
  const realm = challenge.realm ? ` (it calls itself “${escapeHtml(challenge.realm)}”)` : '';
  const again = refused
    ? '<p><strong>The proxy did not accept the user name and password given. Check them and try once more.</strong></p>'
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; form-action ${SUBMIT_URL}">
<title>Proxy sign-in</title>
</head>
<body>
<h1>Proxy sign-in</h1>
<p>This computer reaches the internet through the proxy server ${where}${realm}, which asks for a user name and password before Clinic Companion can reach the platform.</p>
${again}
<p>Your IT team gives these. They are kept only until the app closes and are never saved.</p>
<form method="get" action="${SUBMIT_URL}" autocomplete="off">
<p><label>User name <input name="username" autofocus required spellcheck="false"></label></p>
<p><label>Password <input name="password" type="password"></label></p>
<p><button type="submit" name="action" value="sign-in">Sign in</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></p>
</form>
</body>
</html>`;
}

export type ProxyLoginSubmission =
  { action: 'sign-in'; credentials: ProxyCredentials } | { action: 'cancel' };

/**
 * The form's answer from the address it navigated to; undefined when the address is not the
 * form's (any other navigation, which the shell refuses as well).
 */
export function readProxyLoginSubmission(url: string): ProxyLoginSubmission | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (`${parsed.origin}${parsed.pathname}` !== SUBMIT_URL) return undefined;
  const query = parsed.searchParams;
  const username = query.get('username') ?? '';
  if (query.get('action') !== 'sign-in' || username === '') return { action: 'cancel' };
  return { action: 'sign-in', credentials: { username, password: query.get('password') ?? '' } };
}
