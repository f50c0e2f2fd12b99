/*
 * Deterministic `urn:uuid:` ids for the FHIR export: the same pad always exports with the same
 * fullUrls, and two pads never share one.
 *
 * Each resource's id is a name-based UUID (RFC 9562 version 5, SHA-1) in the pad's own namespace:
 * uuidV5(pad.id, "item/<localId>") for a finding or procedure, uuidV5(pad.id, "vital/<vitalId>")
 * for a vital. Deriving from the pad id, rather than reusing the local id, keeps fullUrls distinct
 * even if a pad is ever copied with its local ids. SHA-1 is written here because src/shared runs
 * in the renderer too (no node:crypto) and WebCrypto's digest is asynchronous; it serves as a
 * naming function here, not for security.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(text: string): boolean {
  return UUID.test(text);
}

const rotl = (x: number, n: number) => (x << n) | (x >>> (32 - n));

/** SHA-1 (FIPS 180-4) of the bytes: 20 bytes. */
export function sha1(bytes: Uint8Array): Uint8Array {
  const bitLength = bytes.length * 8;
  const padded = new Uint8Array((((bytes.length + 8) >> 6) + 1) * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 2 ** 32));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];
  const w = new Array<number>(80).fill(0);
  for (let block = 0; block < padded.length; block += 64) {
    for (let t = 0; t < 16; t++) w[t] = view.getUint32(block + t * 4);
    for (let t = 16; t < 80; t++) {
      w[t] = rotl((w[t - 3] ?? 0) ^ (w[t - 8] ?? 0) ^ (w[t - 14] ?? 0) ^ (w[t - 16] ?? 0), 1);
    }
    let [a, b, c, d, e] = h as [number, number, number, number, number];
    for (let t = 0; t < 80; t++) {
      const [f, k] =
        t < 20
          ? [(b & c) | (~b & d), 0x5a827999]
          : t < 40
            ? [b ^ c ^ d, 0x6ed9eba1]
            : t < 60
              ? [(b & c) | (b & d) | (c & d), 0x8f1bbcdc]
              : [b ^ c ^ d, 0xca62c1d6];
      const temp = (rotl(a, 5) + f + e + k + (w[t] ?? 0)) | 0;
      e = d;
      d = c;
      c = rotl(b, 30);
      b = a;
      a = temp;
    }
    h[0] = ((h[0] ?? 0) + a) | 0;
    h[1] = ((h[1] ?? 0) + b) | 0;
    h[2] = ((h[2] ?? 0) + c) | 0;
    h[3] = ((h[3] ?? 0) + d) | 0;
    h[4] = ((h[4] ?? 0) + e) | 0;
  }
  const out = new Uint8Array(20);
  const outView = new DataView(out.buffer);
  h.forEach((word, i) => outView.setUint32(i * 4, word >>> 0));
  return out;
}

function uuidBytes(uuid: string): Uint8Array {
  const hex = uuid.replace(/-/g, '');
  return Uint8Array.from({ length: 16 }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16));
}

function formatUuid(bytes: Uint8Array): string {
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The version-5 UUID of `name` (UTF-8) in `namespace` (a UUID), lower case. */
export function uuidV5(namespace: string, name: string): string {
  if (!isUuid(namespace)) throw new Error('The namespace of a version-5 UUID must be a UUID.');
  const nameBytes = new TextEncoder().encode(name);
  const input = new Uint8Array(16 + nameBytes.length);
  input.set(uuidBytes(namespace));
  input.set(nameBytes, 16);
  const hash = sha1(input).slice(0, 16);
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  return formatUuid(hash);
}

/** The fullUrl of a pad entry (finding or procedure) in the export of pad `padId`. */
export function itemFullUrl(padId: string, localId: string): string {
  return `urn:uuid:${uuidV5(padId, `item/${localId}`)}`;
}

/** The fullUrl of a vital, panel or calculated vital in the export of pad `padId`. */
export function vitalFullUrl(padId: string, vitalId: string): string {
  return `urn:uuid:${uuidV5(padId, `vital/${vitalId}`)}`;
}
