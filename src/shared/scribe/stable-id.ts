/**
 * A short id that depends only on its key: two FNV-1a hashes (32-bit, different offsets) of the
 * key's UTF-16 code units, as 16 hex digits. Not cryptographic; it names suggestions so that
 * reading the same result again gives the same ids. Pure and the same in Node and the renderer.
 */
export function stableId(key: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let index = 0; index < key.length; index += 1) {
    const unit = key.charCodeAt(index);
    a = Math.imul(a ^ unit, 0x01000193) >>> 0;
    b = Math.imul(b ^ unit, 0x01000193) >>> 0;
  }
  return `scribe-${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}
