/**
 * The origin of a frame URL as `scheme://host[:port]`. WHATWG URL reports `null` for schemes it
 * does not know (such as the app's own `app://`), so the origin is built from its parts.
 */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (!parsed.host) return undefined;
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return undefined;
  }
}

/** An exact-match allow-list of origins. */
export function allowOrigins(origins: readonly string[]): (origin: string) => boolean {
  const allowed = new Set(origins);
  return (origin) => allowed.has(origin);
}
