import { createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';
import {
  CANONICAL_PROTECTED,
  cbcHs256Tag,
  JWE_ALG,
  JWE_ENC,
  JweError,
  LEGACY_TAG_BYTES,
  TAG_BYTES,
  checkIv,
  decodeBase64Url,
  encryptRequest,
  isJweError,
  jweKeyBytes,
  parseJson,
  readFields,
  type JweResponseEnvelope,
} from './jwe';

/*
 * The receiving side of the platform's JWE (jwe.ts holds the format and the sending side): the
 * sandbox decrypts requests and encrypts answers; the client decrypts answers in the forms
 * docs/platform.md lists, in its order.
 */

/**
 * Decrypts with jose after the envelope's fields were checked, so jose only ever reports a failed
 * integrity check. `algorithms` exists for the RFC 7516 A.3 vector (A128KW); the app uses `dir`.
 * jose is loaded here, on the first answer to decrypt: the core's start does not need it.
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
  const { errors: joseErrors, flattenedDecrypt } = await import('jose');
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
  const { alg, enc, crit, zip } = (header ?? {}) as Record<string, unknown>;
  if (alg !== JWE_ALG || enc !== JWE_ENC) {
    throw new JweError(
      'UNSUPPORTED_HEADER',
      `The JWE protected header must say alg "${JWE_ALG}" and enc "${JWE_ENC}".`,
      'protected',
    );
  }
  // What jose refused before requests were decrypted here: critical extensions (none is known)
  // and compression (the contract's header holds alg and enc only).
  if (crit !== undefined || zip !== undefined) {
    throw new JweError(
      'UNSUPPORTED_HEADER',
      'The JWE protected header names an extension or compression this side does not support.',
      'protected',
    );
  }
}

/**
 * A128CBC-HS256 decryption (RFC 7518 §5.2.2.2) on node:crypto: the tag is checked, in constant
 * time, before anything is decrypted. For requests, whose documents reach 18 MB: jose decoded
 * Base64URL in JavaScript and went through WebCrypto copies, about 0.2 s for a 10 MB document.
 */
function decryptCbcHs256(
  protectedText: string,
  iv: Buffer,
  ciphertext: Buffer,
  tag: Buffer,
  key: Uint8Array,
): Buffer {
  const aad = Buffer.from(protectedText, 'latin1');
  const expected = cbcHs256Tag(key, aad, iv, ciphertext);
  if (tag.length !== TAG_BYTES || !timingSafeEqual(expected, tag)) {
    throw new JweError('INTEGRITY', 'The JWE failed its integrity check.', 'tag');
  }
  try {
    const decipher = createDecipheriv('aes-128-cbc', key.subarray(16, 32), iv);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch (error) {
    // Authentic but not decryptable (bad padding): the sender did not use this scheme.
    throw new JweError('INTEGRITY', 'The JWE failed its integrity check.', 'ciphertext', error);
  }
}

/**
 * The receiving side of a request (the sandbox): checks every field, finds the key by `kid`, and
 * returns the parsed payload.
 */
export function decryptRequest(
  envelope: unknown,
  secretFor: (kid: string) => string | undefined,
): Promise<unknown> {
  try {
    return Promise.resolve(parseJson(openRequestPlaintext(envelope, secretFor)));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * `decryptRequest` up to the plaintext bytes (not yet read as JSON), for a receiver that also
 * needs them as they came (the sandbox fingerprints a retry by them). Throws JweError.
 */
export function openRequestPlaintext(
  envelope: unknown,
  secretFor: (kid: string) => string | undefined,
): Buffer {
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
  const ciphertext = decodeBase64Url(fields.ciphertext, 'ciphertext');
  const tag = decodeBase64Url(fields.tag, 'tag');
  const iv = decodeBase64Url(fields.iv, 'iv');
  return decryptCbcHs256(fields.protected, iv, ciphertext, tag, key);
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
 * Decrypts a response envelope, trying in order (docs/platform.md): (1) A128CBC-HS256 with the
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
