import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { errors as joseErrors, flattenedDecrypt } from 'jose';

/**
 * The platform's JWE (partner-platform-api.md, Authentication 5; platform-facts.md "Encrypted
 * transport"): JSON serialization, `alg: dir`, `enc: A128CBC-HS256`, the 32-byte key being the
 * UTF-8 bytes of a 16-character shared secret written twice, a random IV per request, and a `kid`
 * naming the key beside the standard fields. Responses carry no `protected` field, so decryption
 * tries the forms platform-facts.md lists, in its order.
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
const TAG_BYTES = 16;
const LEGACY_TAG_BYTES = 32;

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
  if (bytes.toString('base64url') !== text) {
    throw new JweError(
      'BAD_BASE64URL',
      `The JWE field "${field}" is not canonical Base64URL (stray bits at its end).`,
      field,
    );
  }
  return bytes;
}

function readFields<K extends string>(
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

function checkIv(iv: string): void {
  const bytes = decodeBase64Url(iv, 'iv');
  if (bytes.length !== IV_BYTES) {
    throw new JweError(
      'BAD_IV_LENGTH',
      `The JWE iv must be ${IV_BYTES} bytes; it is ${bytes.length}.`,
      'iv',
    );
  }
}

function parseJson(plaintext: Uint8Array): unknown {
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
 */
export function encryptDocument(file: Uint8Array, key: JweKey): Promise<JweRequestEnvelope> {
  try {
    const base64 = Buffer.from(file.buffer, file.byteOffset, file.byteLength).toString('base64');
    const plaintext = Buffer.concat([
      Buffer.from('{"file":"', 'ascii'),
      Buffer.from(base64, 'latin1'),
      Buffer.from('"}', 'ascii'),
    ]);
    return Promise.resolve(sealPlaintext(plaintext, key));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

function sealPlaintext(plaintext: Buffer, key: JweKey): JweRequestEnvelope {
  const bytes = jweKeyBytes(key.secret);
  const iv = randomBytes(IV_BYTES);
  const aad = Buffer.from(CANONICAL_PROTECTED, 'ascii');
  const cipher = createCipheriv('aes-128-cbc', bytes.subarray(16, 32), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const aadBits = Buffer.alloc(8);
  aadBits.writeBigUInt64BE(BigInt(aad.length) * 8n);
  const tag = createHmac('sha256', bytes.subarray(0, 16))
    .update(aad)
    .update(iv)
    .update(ciphertext)
    .update(aadBits)
    .digest()
    .subarray(0, TAG_BYTES);
  return {
    protected: CANONICAL_PROTECTED,
    iv: iv.toString('base64url'),
    ciphertext: ciphertext.toString('base64url'),
    tag: tag.toString('base64url'),
    kid: key.kid,
  };
}

/**
 * Decrypts with jose after the envelope's fields were checked, so jose only ever reports a failed
 * integrity check. `algorithms` exists for the RFC 7516 A.3 vector (A128KW); the app uses `dir`.
 */
export async function decryptFlattened(
  fields: {
    protected: string;
    iv: string;
    ciphertext: string;
    tag: string;
    encrypted_key?: string;
  },
  key: Uint8Array,
  algorithms: readonly string[] = [JWE_ALG],
): Promise<Uint8Array> {
  try {
    const { plaintext } = await flattenedDecrypt(
      {
        protected: fields.protected,
        iv: fields.iv,
        ciphertext: fields.ciphertext,
        tag: fields.tag,
        ...(fields.encrypted_key !== undefined ? { encrypted_key: fields.encrypted_key } : {}),
      },
      key,
      { keyManagementAlgorithms: [...algorithms], contentEncryptionAlgorithms: [JWE_ENC] },
    );
    return plaintext;
  } catch (error) {
    if (
      error instanceof joseErrors.JOSEAlgNotAllowed ||
      error instanceof joseErrors.JOSENotSupported
    ) {
      throw new JweError(
        'UNSUPPORTED_HEADER',
        'The JWE header names an algorithm this app does not use.',
        'protected',
        error,
      );
    }
    if (error instanceof joseErrors.JWEInvalid) {
      throw new JweError(
        'UNSUPPORTED_HEADER',
        'The JWE protected header is not valid.',
        'protected',
        error,
      );
    }
    throw new JweError('INTEGRITY', 'The JWE failed its integrity check.', 'tag', error);
  }
}

function checkProtected(text: string): void {
  const bytes = decodeBase64Url(text, 'protected');
  let header: unknown;
  try {
    header = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new JweError(
      'UNSUPPORTED_HEADER',
      'The JWE protected header is not JSON.',
      'protected',
      error,
    );
  }
  const { alg, enc } = (header ?? {}) as { alg?: unknown; enc?: unknown };
  if (alg !== JWE_ALG || enc !== JWE_ENC) {
    throw new JweError(
      'UNSUPPORTED_HEADER',
      `The JWE protected header must say alg "${JWE_ALG}" and enc "${JWE_ENC}".`,
      'protected',
    );
  }
}

/**
 * The receiving side of a request (the sandbox): checks every field, finds the key by `kid`, and
 * returns the parsed payload.
 */
export async function decryptRequest(
  envelope: unknown,
  secretFor: (kid: string) => string | undefined,
): Promise<unknown> {
  const fields = readFields(
    envelope,
    ['protected', 'iv', 'ciphertext', 'tag', 'kid'],
    'JWE envelope',
  );
  const secret = secretFor(fields.kid);
  if (secret === undefined) {
    throw new JweError(
      'UNKNOWN_KID',
      'The JWE names a key id (kid) this side does not know.',
      'kid',
    );
  }
  const key = jweKeyBytes(secret);
  checkProtected(fields.protected);
  checkIv(fields.iv);
  decodeBase64Url(fields.ciphertext, 'ciphertext');
  decodeBase64Url(fields.tag, 'tag');
  return parseJson(await decryptFlattened(fields, key));
}

/**
 * The platform's encrypted answer: `{ciphertext, iv, tag}` with the canonical header as AAD (the
 * first form a client tries). Used by the sandbox.
 */
export async function encryptResponse(
  payload: unknown,
  secret: string,
): Promise<JweResponseEnvelope> {
  const envelope = await encryptRequest(payload, { kid: '', secret });
  return { ciphertext: envelope.ciphertext, iv: envelope.iv, tag: envelope.tag };
}

/**
 * Decrypts a response envelope, trying in order (platform-facts.md): (1) A128CBC-HS256 with the
 * canonical protected header as AAD; (2) with the `protected` value the request carried; (3) the
 * legacy form (AES-128-CBC, then a full 32-byte HMAC-SHA256 over the ciphertext alone). A form
 * whose integrity check fails is never accepted; if none passes, the error is INTEGRITY.
 */
export async function decryptResponse(
  envelope: unknown,
  secret: string,
  requestProtected?: string,
): Promise<unknown> {
  const fields = readFields(envelope, ['ciphertext', 'iv', 'tag'], 'encrypted response');
  const key = jweKeyBytes(secret);
  checkIv(fields.iv);
  const ciphertext = decodeBase64Url(fields.ciphertext, 'ciphertext');
  const tag = decodeBase64Url(fields.tag, 'tag');

  if (tag.length === TAG_BYTES) {
    const headers = [CANONICAL_PROTECTED];
    if (requestProtected && requestProtected !== CANONICAL_PROTECTED)
      headers.push(requestProtected);
    for (const header of headers) {
      try {
        return parseJson(await decryptFlattened({ ...fields, protected: header }, key));
      } catch (error) {
        if (!(isJweError(error) && error.code === 'INTEGRITY')) throw error;
      }
    }
    throw new JweError('INTEGRITY', 'The encrypted response failed its integrity check.', 'tag');
  }
  if (tag.length === LEGACY_TAG_BYTES) {
    return parseJson(decryptLegacy(key, decodeBase64Url(fields.iv, 'iv'), ciphertext, tag));
  }
  throw new JweError(
    'INTEGRITY',
    `The encrypted response's tag is ${tag.length} bytes; ${TAG_BYTES} (or ${LEGACY_TAG_BYTES} in the legacy form) were expected.`,
    'tag',
  );
}

/** The legacy response form of an old docs sample; the MAC is checked before anything is decrypted. */
function decryptLegacy(key: Uint8Array, iv: Buffer, ciphertext: Buffer, tag: Buffer): Buffer {
  const expected = createHmac('sha256', key.subarray(16, 32)).update(ciphertext).digest();
  if (!timingSafeEqual(expected, tag)) {
    throw new JweError('INTEGRITY', 'The encrypted response failed its integrity check.', 'tag');
  }
  try {
    const decipher = createDecipheriv('aes-128-cbc', key.subarray(0, 16), iv);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch (error) {
    // Authentic but undecryptable means the sender used another scheme: still not acceptable.
    throw new JweError(
      'INTEGRITY',
      'The encrypted response could not be decrypted.',
      'ciphertext',
      error,
    );
  }
}
