import {
  createCipheriv,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  type DecipherGCM,
} from 'node:crypto';
import { CoreError, isCoreError } from '../errors';
import type { DataKeys, DataKeyStore } from './data-key-store';

export { DATA_KEY_SETTING } from './data-key-store';

const FORMAT_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;
/** What sealing adds to a value's length (version, IV, tag), so a sealed file's size gives the plaintext's. */
export const SEALED_OVERHEAD_BYTES = HEADER_BYTES;

/**
 * Patient data at rest (docs/design-rules.md, "Local data"): AES-256-GCM under one random data
 * key, which is itself stored only as OS-keychain ciphertext. Where the OS offers no keychain the
 * vault refuses (fails closed) instead of keeping patient data readable on disk.
 *
 * `context` is bound into each seal as associated data (for example `document:<id>:file`), so a
 * sealed value moved to another row or purpose fails its integrity check.
 */
export interface DataVault {
  seal(plaintext: Uint8Array, context: string): Buffer;
  open(sealed: Uint8Array, context: string): Buffer;
  sealText(text: string, context: string): Buffer;
  openText(sealed: Uint8Array, context: string): string;
  /**
   * `open` for a sealed value too large to hold twice (a document), read from `sealed` (called once
   * per pass). Checks the value whole first, in a pass that keeps nothing (and finds which of the
   * folder's keys opens it), so damage is reported before any of it is used; then resolves to a
   * reader that yields it in slices and checks it again at its end (the file could have changed):
   * the last slice comes, or LOCAL_DATA_DAMAGED is thrown, only after that check passed. Each
   * slice of `sealed` is used before the next is asked for, so its reader may reuse one buffer.
   */
  openStream(
    sealed: () => AsyncIterable<Uint8Array>,
    context: string,
  ): Promise<() => AsyncGenerator<Buffer>>;
  /**
   * Loads (or makes) the data key now: throws KEYCHAIN_UNAVAILABLE, with its sentence, where the
   * keychain cannot be used. For work that must not start unless it can be kept.
   */
  ensureKey(): void;
  /**
   * A 32-byte key for one purpose other than sealing (`purpose`, e.g. a search index's tokens),
   * derived from the data key with HKDF-SHA256 (RFC 5869): it never equals the data key, and
   * knowing it tells nothing of the data key or of another purpose's key. Throws as `ensureKey`.
   */
  deriveKey(purpose: string): Buffer;
}

/** HKDF's salt: fixed, naming the application (RFC 5869 §3.1: a salt need not be secret). */
const DERIVE_SALT = Buffer.from('clinic-companion data key v1', 'utf8');

const INTEGRITY_MESSAGE =
  'Stored patient data failed its integrity check: it was damaged or changed on disk.';

function unknownFormat(): CoreError {
  return new CoreError('LOCAL_DATA_DAMAGED', 'Stored patient data is damaged (unknown format).');
}

function integrityFailed(cause: unknown): CoreError {
  return new CoreError('LOCAL_DATA_DAMAGED', INTEGRITY_MESSAGE, { cause });
}

const isIntegrity = (error: CoreError): boolean => error.message === INTEGRITY_MESSAGE;

export function createDataVault(store: DataKeyStore): DataVault {
  let keys: DataKeys | undefined;

  function loadKeys(): DataKeys {
    if (keys) return keys;
    // Throws KEYCHAIN_UNAVAILABLE, with its sentence, when there is no keychain.
    keys = store.load();
    if (keys) return keys;
    const fresh = randomBytes(32);
    store.create(fresh);
    keys = { key: fresh, others: [] };
    return keys;
  }

  const dataKey = (): Buffer => loadKeys().key;

  function openWith(key: Buffer, data: Buffer, context: string): Buffer {
    const iv = data.subarray(1, 1 + IV_BYTES);
    const tag = data.subarray(1 + IV_BYTES, HEADER_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data.subarray(HEADER_BYTES)), decipher.final()]);
  }

  function seal(plaintext: Uint8Array, context: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', dataKey(), iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    // One copy of the ciphertext (a 640 KB audio chunk is sealed on its save's critical path).
    const body = cipher.update(plaintext);
    const last = cipher.final();
    return Buffer.concat([Buffer.of(FORMAT_VERSION), iv, cipher.getAuthTag(), body, last]);
  }

  function open(sealed: Uint8Array, context: string): Buffer {
    const data = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
    if (data.length < HEADER_BYTES || data[0] !== FORMAT_VERSION) throw unknownFormat();
    const { key, others } = loadKeys();
    try {
      return openWith(key, data, context);
    } catch (error) {
      // Another key this data folder once had (see DataKeyStore); GCM's tag rejects a wrong one.
      for (const other of others) {
        try {
          return openWith(other, data, context);
        } catch {
          // not this one either
        }
      }
      throw integrityFailed(error);
    }
  }

  async function* openStreamWith(
    key: Buffer,
    sealed: AsyncIterable<Uint8Array>,
    context: string,
    checkOnly = false,
  ): AsyncGenerator<Buffer> {
    let header: Buffer = Buffer.alloc(0);
    let decipher: DecipherGCM | undefined;
    for await (const chunk of sealed) {
      let data: Buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      if (!decipher) {
        // A view of the first slice only when the header is whole in it: a reader may reuse
        // its buffer for the next slice.
        header =
          header.length === 0 && data.length >= HEADER_BYTES ? data : Buffer.concat([header, data]);
        if (header.length < HEADER_BYTES) continue;
        if (header[0] !== FORMAT_VERSION) throw unknownFormat();
        decipher = createDecipheriv('aes-256-gcm', key, header.subarray(1, 1 + IV_BYTES));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(header.subarray(1 + IV_BYTES, HEADER_BYTES)));
        data = header.subarray(HEADER_BYTES);
        header = Buffer.alloc(0);
      }
      if (data.length === 0) continue;
      // The check pass keeps nothing: its output as text, which dies young on the JavaScript
      // heap, rather than Buffers the collector frees late (less peak memory, measured).
      if (checkOnly) decipher.update(data, undefined, 'latin1');
      else yield decipher.update(data);
    }
    if (!decipher) throw unknownFormat();
    let last: Buffer;
    try {
      last = decipher.final();
    } catch (error) {
      throw integrityFailed(error);
    }
    if (last.length > 0) yield last;
  }

  async function openStream(
    sealed: () => AsyncIterable<Uint8Array>,
    context: string,
  ): Promise<() => AsyncGenerator<Buffer>> {
    const { key, others } = loadKeys();
    // Which key sealed it, and whether it is intact, show only at the end: a first pass that
    // keeps nothing checks it whole before any of it is handed on.
    for (const candidate of [key, ...others]) {
      try {
        for await (const slice of openStreamWith(candidate, sealed(), context, true)) void slice;
        return () => openStreamWith(candidate, sealed(), context);
      } catch (error) {
        // Only a failed check means "not this key"; a missing file or unknown format stays.
        if (!(isCoreError(error) && isIntegrity(error))) throw error;
      }
    }
    throw integrityFailed(undefined);
  }

  return {
    seal,
    open,
    openStream,
    sealText: (text, context) => seal(Buffer.from(text, 'utf8'), context),
    openText: (sealed, context) => open(sealed, context).toString('utf8'),
    ensureKey: () => {
      dataKey();
    },
    deriveKey: (purpose) =>
      Buffer.from(hkdfSync('sha256', dataKey(), DERIVE_SALT, Buffer.from(purpose, 'utf8'), 32)),
  };
}

/**
 * A keychain refusal said for the patient data it stopped: `lead` says what happened ("The
 * document was not saved."), `kept` names what is kept encrypted ("Patient documents wait").
 * Any other error is returned unchanged.
 */
export function keychainRefusal(error: unknown, lead: string, kept: string): unknown {
  if (!isCoreError(error) || error.code !== 'KEYCHAIN_UNAVAILABLE') return error;
  return new CoreError(
    'KEYCHAIN_UNAVAILABLE',
    `${lead} ${kept} on this computer only encrypted with a key the operating system's keychain protects, and the keychain cannot be used: ${error.message}`,
    { cause: error },
  );
}
