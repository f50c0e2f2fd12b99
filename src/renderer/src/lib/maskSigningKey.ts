/** A fixed-width mask, so the shown text does not give away the key's length. */
const MASK = '••••••••';

/**
 * Masks a signing key for display, keeping at most its last 4 characters so an integrator can tell
 * keys apart. Short keys show fewer (at most a quarter of the key), so the tail never gives most of
 * a short key away.
 */
export function maskSigningKey(key: string): string {
  const visible = Math.min(4, Math.floor(key.length / 4));
  return visible > 0 ? MASK + key.slice(-visible) : MASK;
}
