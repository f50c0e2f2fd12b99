import { createCipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * The platform's JWE (docs/platform.md, "Encrypted transport
 * (JWE)"): JSON serialization, `alg: dir`, `enc: A128CBC-HS256`, the 32-byte key being the
 * UTF-8 bytes of a 16-character shared secret written twice, a random IV per request, and a `kid`
 * naming the key beside the standard fields. Responses carry no `protected` field, so decryption
 * tries the forms docs/platform.md lists, in its order.
 *
 * Every failure is a `JweError` whose code says what failed. Messages name the field, never its
 * content: envelopes carry Aadhaar numbers and clinical documents.
 */

export const JWE_ALG = 'dir';
export const JWE_ENC = 'A128CBC-HS256';
/** Base64URL of `{"alg":"dir","enc":"A128CBC-HS256"}`, the header requests carry. */
export const CANONICAL_PROTECTED = 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMTI4Q0JDLUhTMjU2In0';
export const JWE_SECRET_CHARACTERS = 16;
const KEY_BYTES = 32;
const IV_BYTES = 16;
export const TAG_BYTES = 16;
export const LEGACY_TAG_BYTES = 32;

export type JweErrorCode =
  | 'BAD_ENVELOPE'
  | 'BAD_BASE64URL'
  | 'BAD_IV_LENGTH'
  | 'BAD_KEY_LENGTH'
  | 'UNKNOWN_KID'
  | 'UNSUPPORTED_HEADER'
  | 'INTEGRITY'
  | 'NOT_JSON';

export class JweError extends Error {
  readonly code: JweErrorCode;
  /** The envelope field at fault, when one is. */
  readonly field: string | undefined;

  constructor(code: JweErrorCode, message: string, field?: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'JweError';
    this.code = code;
    this.field = field;
  }
}

export function isJweError(error: unknown): error is JweError {
  return error instanceof JweError;
}

export interface JweRequestEnvelope {
  protected: string;
  iv: string;
  ciphertext: string;
  tag: string;
  kid: string;
}

export interface JweResponseEnvelope {
  ciphertext: string;
  iv: string;
  tag: string;
}

export interface JweKey {
  kid: string;
  /** The shared secret: 16 characters whose UTF-8 bytes, written twice, are the 32-byte key. */
  secret: string;
}

/** The 32-byte key: the secret's UTF-8 bytes twice (16 MAC-key bytes, then 16 AES-key bytes). */
export function jweKeyBytes(secret: string): Uint8Array {
  const once = Buffer.from(secret, 'utf8');
  const key = Buffer.concat([once, once]);
  if (key.length !== KEY_BYTES) {
    throw new JweError(
      'BAD_KEY_LENGTH',
      `The JWE key must be ${KEY_BYTES} bytes (a secret of ${JWE_SECRET_CHARACTERS} single-byte characters, written twice); this one gives ${key.length}.`,
    );
  }
  return key;
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * Strict Base64URL (RFC 7515 §2, no padding): the alphabet only, no length that cannot occur, and
 * canonical trailing bits, so two different texts never decode to the same bytes.
 */
export function decodeBase64Url(text: string, field: string): Buffer {
  if (!BASE64URL.test(text) || text.length % 4 === 1) {
    throw new JweError('BAD_BASE64URL', `The JWE field "${field}" is not valid Base64URL.`, field);
  }
  const bytes = Buffer.from(text, 'base64url');
  // With the alphabet checked, only the last partial group can carry stray bits: re-encoding it
  // alone says as much as re-encoding the whole (12 ms for an 18 MB document envelope).
  const whole = Math.floor(text.length / 4);
  if (bytes.subarray(whole * 3).toString('base64url') !== text.slice(whole * 4)) {
    throw new JweError(
      'BAD_BASE64URL',
      `The JWE field "${field}" is not canonical Base64URL (stray bits at its end).`,
      field,
    );
  }
  return bytes;
}

export function readFields<K extends string>(
  value: unknown,
  fields: readonly K[],
  what: string,
): Record<K, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new JweError('BAD_ENVELOPE', `The ${what} is not a JSON object.`);
  }
  const record = value as Record<string, unknown>;
  const out = {} as Record<K, string>;
  for (const field of fields) {
    const text = record[field];
    if (typeof text !== 'string') {
      throw new JweError('BAD_ENVELOPE', `The ${what} has no text field "${field}".`, field);
    }
    out[field] = text;
  }
  return out;
}

export function checkIv(iv: string): void {
  const bytes = decodeBase64Url(iv, 'iv');
  if (bytes.length !== IV_BYTES) {
    throw new JweError(
      'BAD_IV_LENGTH',
      `The JWE iv must be ${IV_BYTES} bytes; it is ${bytes.length}.`,
      'iv',
    );
  }
}

export function parseJson(plaintext: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext));
  } catch (error) {
    throw new JweError(
      'NOT_JSON',
      'The decrypted JWE content is not UTF-8 JSON.',
      undefined,
      error,
    );
  }
}

/**
 * Encrypts `payload` (as UTF-8 JSON) into the request envelope, with a fresh random IV.
 *
 * RFC 7518 §5.2.2.1 written directly on node:crypto rather than through jose's general encrypt:
 * for a 10 MiB document jose copied the plaintext several times and encoded Base64URL in
 * JavaScript, at a twentieth of the speed (`npm run bench`, jwe_envelope_10mib). Decryption stays
 * with jose, and the tests check that jose (and an independent implementation) read what this makes.
 */
export function encryptRequest(payload: unknown, key: JweKey): Promise<JweRequestEnvelope> {
  try {
    return Promise.resolve(sealPlaintext(Buffer.from(JSON.stringify(payload), 'utf8'), key));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * The encrypted document upload's envelope, whose plaintext is `{"file": "<standard Base64>"}`.
 * Built without `JSON.stringify`, which spent 55 ms scanning a 13 MiB Base64 string for characters
 * to escape that the Base64 alphabet cannot contain. Same bytes as `encryptRequest({file})`.
 * The upload itself streams (jwe-stream.ts, `documentEnvelope`); this whole-buffer form is what
 * the tests compare the stream with, byte for byte.
 */
export function encryptDocument(
  file: Uint8Array,
  key: JweKey,
  /** Random unless given: tests give one to compare with the streamed builder (jwe-stream.ts). */
  iv?: Uint8Array,
): Promise<JweRequestEnvelope> {
  try {
    const base64 = Buffer.from(file.buffer, file.byteOffset, file.byteLength).toString('base64');
    const plaintext = Buffer.concat([
      Buffer.from('{"file":"', 'ascii'),
      Buffer.from(base64, 'latin1'),
      Buffer.from('"}', 'ascii'),
    ]);
    return Promise.resolve(sealPlaintext(plaintext, key, iv));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * The envelope as JSON bytes, exactly as `JSON.stringify(envelope)` writes them, without making
 * one JavaScript string of a 13 MB ciphertext first: Base64URL needs no escaping, so the fields
 * are joined as bytes (only the key id, which anyone may type, goes through JSON.stringify).
 */
export function envelopeJsonBytes(envelope: JweRequestEnvelope): Buffer {
  const ascii = (text: string): Buffer => Buffer.from(text, 'latin1');
  return Buffer.concat([
    ascii(`{"protected":"${envelope.protected}","iv":"${envelope.iv}","ciphertext":"`),
    ascii(envelope.ciphertext),
    ascii(`","tag":"${envelope.tag}","kid":`),
    Buffer.from(JSON.stringify(envelope.kid), 'utf8'),
    ascii('}'),
  ]);
}

/**
 * The authentication tag of A128CBC-HS256 (RFC 7518 §5.2.2.1): HMAC-SHA-256 under the key's
 * first half over the AAD, the IV, the ciphertext and the AAD's length in bits (64-bit big
 * endian), cut to its first 16 bytes. Sealing writes it; opening compares it in constant time.
 */
export function cbcHs256Tag(
  key: Uint8Array,
  aad: Buffer,
  iv: Uint8Array,
  ciphertext: Uint8Array,
): Buffer {
  const aadBits = Buffer.alloc(8);
  aadBits.writeBigUInt64BE(BigInt(aad.length) * 8n);
  return createHmac('sha256', key.subarray(0, 16))
    .update(aad)
    .update(iv)
    .update(ciphertext)
    .update(aadBits)
    .digest()
    .subarray(0, TAG_BYTES);
}

function sealPlaintext(
  plaintext: Buffer,
  key: JweKey,
  iv: Uint8Array = randomBytes(IV_BYTES),
): JweRequestEnvelope {
  const bytes = jweKeyBytes(key.secret);
  const aad = Buffer.from(CANONICAL_PROTECTED, 'ascii');
  const cipher = createCipheriv('aes-128-cbc', bytes.subarray(16, 32), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const tag = cbcHs256Tag(bytes, aad, iv, ciphertext);
  return {
    protected: CANONICAL_PROTECTED,
    iv: Buffer.from(iv).toString('base64url'),
    ciphertext: ciphertext.toString('base64url'),
    tag: tag.toString('base64url'),
    kid: key.kid,
  };
}
