import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { changedWhileRead, type ByteSource } from '../storage/byte-source';
import { CANONICAL_PROTECTED, JweError, TAG_BYTES, jweKeyBytes, type JweKey } from './jwe';

/**
 * The encrypted document upload's envelope (docs/platform.md, "Documents": the JWE
 * whose plaintext is `{"file": "<standard Base64 of the bytes>"}`), made as a stream: Base64 of
 * each slice of the file, then AES-128-CBC and HMAC-SHA256 over AAD || IV || ciphertext || AL as
 * the slices come (RFC 7518 §5.2.2.1), then Base64URL, with the JSON around it written before and
 * after. No step ever holds the whole Base64 text, ciphertext or envelope: memory stays a few
 * slices whatever the file's size.
 *
 * The bytes are exactly those of `envelopeJsonBytes(await encryptDocument(file, key, iv))` (the
 * tests compare them), and their number is known before the first is made (`length`), so the
 * upload can announce its Content-Length. The JWE tag, and so the envelope's end, is only written
 * after the source finished without error: a sealed copy that fails its integrity check at its end
 * never becomes a complete envelope.
 */
export interface DocumentEnvelope {
  /** The exact length of the envelope's JSON bytes. */
  readonly length: number;
  /** The envelope's `protected` value (an AAD an encrypted answer may use). */
  readonly protectedHeader: string;
  /** The envelope's bytes, from the start; every call reads the source again, same IV, same bytes. */
  pieces(): AsyncGenerator<Buffer>;
}

const IV_BYTES = 16;
const BLOCK_BYTES = 16;
const PLAINTEXT_HEAD = '{"file":"';
const PLAINTEXT_TAIL = '"}';
const AAD = Buffer.from(CANONICAL_PROTECTED, 'latin1');
const EMPTY = Buffer.alloc(0);

/** Length of the Base64 text of `bytes` bytes: padded (standard) or not (Base64URL). */
export function base64Length(bytes: number, padded: boolean): number {
  const whole = Math.floor(bytes / 3) * 4;
  const rest = bytes % 3;
  if (rest === 0) return whole;
  return whole + (padded ? 4 : rest + 1);
}

/** Length of the A128CBC-HS256 ciphertext of `bytes` plaintext bytes (PKCS#7 always pads). */
export function cbcCiphertextLength(bytes: number): number {
  return (Math.floor(bytes / BLOCK_BYTES) + 1) * BLOCK_BYTES;
}

/**
 * Base64 of a byte stream, slice by slice: each slice's text is what the whole text has at that
 * place, because only whole 3-byte groups are encoded until the end (at most 2 bytes wait).
 */
export function base64Encoder(encoding: 'base64' | 'base64url'): {
  push(chunk: Uint8Array): string;
  end(): string;
} {
  let carry = EMPTY;
  return {
    push(chunk) {
      let rest = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      let head = '';
      if (carry.length > 0) {
        const need = 3 - carry.length;
        if (rest.length < need) {
          carry = Buffer.concat([carry, rest]);
          return '';
        }
        head = Buffer.concat([carry, rest.subarray(0, need)]).toString(encoding);
        rest = rest.subarray(need);
      }
      const whole = rest.length - (rest.length % 3);
      // Copied: a view would keep the whole slice alive until the next push.
      carry = Buffer.from(rest.subarray(whole));
      const body = rest.subarray(0, whole).toString(encoding);
      return head === '' ? body : head + body;
    },
    end() {
      const last = carry.toString(encoding);
      carry = EMPTY;
      return last;
    },
  };
}

function envelopeHead(iv: string): Buffer {
  return Buffer.from(`{"protected":"${CANONICAL_PROTECTED}","iv":"${iv}","ciphertext":"`, 'latin1');
}

function envelopeTail(tag: string, kid: string): Buffer {
  // Only the key id, which anyone may type, needs JSON escaping; the rest is Base64URL.
  return Buffer.concat([
    Buffer.from(`","tag":"${tag}","kid":`, 'latin1'),
    Buffer.from(JSON.stringify(kid), 'utf8'),
    Buffer.from('}', 'latin1'),
  ]);
}

/**
 * The envelope of `source` under `key`. `iv` is random unless given (tests give one to compare
 * with the whole-buffer builder). Throws JweError BAD_KEY_LENGTH at once for a bad key.
 */
export function documentEnvelope(
  source: ByteSource,
  key: JweKey,
  iv: Uint8Array = randomBytes(IV_BYTES),
): DocumentEnvelope {
  const keyBytes = jweKeyBytes(key.secret);
  if (iv.byteLength !== IV_BYTES) {
    throw new JweError('BAD_IV_LENGTH', `The JWE iv must be ${IV_BYTES} bytes.`, 'iv');
  }
  const ivText = Buffer.from(iv).toString('base64url');
  const plaintextLength =
    PLAINTEXT_HEAD.length + base64Length(source.size, true) + PLAINTEXT_TAIL.length;
  const tagTextLength = base64Length(TAG_BYTES, false);
  const length =
    envelopeHead(ivText).length +
    base64Length(cbcCiphertextLength(plaintextLength), false) +
    envelopeTail('A'.repeat(tagTextLength), key.kid).length;

  async function* pieces(): AsyncGenerator<Buffer> {
    const cipher = createCipheriv('aes-128-cbc', keyBytes.subarray(16, 32), iv);
    const mac = createHmac('sha256', keyBytes.subarray(0, 16)).update(AAD).update(iv);
    const file = base64Encoder('base64');
    const out = base64Encoder('base64url');
    // Text stays text until the network needs bytes: strings of a slice die young on the
    // JavaScript heap, where the collector frees them often, while every Buffer is memory it
    // frees late (measured: the peak growth of a 10 MB upload fell by a third).
    const seal = (plain: string): Buffer => {
      const ciphertext = cipher.update(plain, 'latin1');
      mac.update(ciphertext);
      return Buffer.from(out.push(ciphertext), 'latin1');
    };

    yield envelopeHead(ivText);
    // The plaintext's opening is sealed with the first slice, to keep pieces few and large.
    let pending = PLAINTEXT_HEAD;
    let read = 0;
    for await (const chunk of source.chunks()) {
      read += chunk.byteLength;
      if (read > source.size) throw changedWhileRead();
      const text = file.push(chunk);
      const piece = seal(pending + text);
      pending = '';
      if (piece.length > 0) yield piece;
    }
    if (read !== source.size) throw changedWhileRead();
    const last = Buffer.concat([
      cipher.update(pending + file.end() + PLAINTEXT_TAIL, 'latin1'),
      cipher.final(),
    ]);
    const bits = Buffer.alloc(8);
    bits.writeBigUInt64BE(BigInt(AAD.length) * 8n);
    const tag = mac.update(last).update(bits).digest().subarray(0, TAG_BYTES);
    yield Buffer.concat([
      Buffer.from(out.push(last) + out.end(), 'latin1'),
      envelopeTail(tag.toString('base64url'), key.kid),
    ]);
  }

  return { length, protectedHeader: CANONICAL_PROTECTED, pieces };
}

/**
 * The envelope as a web ReadableStream (what fetch and Electron's net.fetch take as a streamed
 * body), pulled one piece at a time so the network's pace sets how much is ever made ahead.
 * `onProgress` hears the bytes handed over so far and the total; `onError` hears why the source
 * failed (fetch itself only reports that the body did).
 */
export function envelopeStream(
  envelope: DocumentEnvelope,
  hooks: {
    onProgress?: (sent: number, total: number) => void;
    onError?: (error: unknown) => void;
  } = {},
): ReadableStream<Uint8Array> {
  const iterator = envelope.pieces();
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let next: IteratorResult<Buffer>;
      try {
        next = await iterator.next();
      } catch (error) {
        hooks.onError?.(error);
        controller.error(error);
        return;
      }
      if (next.done) {
        controller.close();
        return;
      }
      sent += next.value.length;
      controller.enqueue(next.value);
      hooks.onProgress?.(sent, envelope.length);
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
}
