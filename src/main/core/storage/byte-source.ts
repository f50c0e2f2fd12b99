import { CoreError } from '../errors';

/**
 * Bytes that can be read, from the start, as many times as needed (a retry, or the replay after a
 * token renewal, reads them again), with their length known before the first read. A sealed file
 * on disk is one (SealedFiles.readStream), bytes in memory another.
 */
export interface ByteSource {
  /** The exact number of bytes `chunks()` yields. */
  readonly size: number;
  chunks(): AsyncIterable<Uint8Array>;
}

/** Bytes already in memory, handed out in slices of at most `sliceBytes`. */
export function bytesSource(bytes: Uint8Array, sliceBytes = 1024 * 1024): ByteSource {
  return {
    size: bytes.byteLength,
    async *chunks() {
      for (let at = 0; at < bytes.byteLength; at += sliceBytes) {
        yield bytes.subarray(at, at + sliceBytes);
        // A microtask boundary per slice, so a consumer can interleave like with a file.
        await Promise.resolve();
      }
    },
  };
}

/** Reads the whole source into one buffer (for forms that need every byte first, like multipart). */
export async function collectBytes(source: ByteSource): Promise<Buffer> {
  const out = Buffer.allocUnsafe(source.size);
  let at = 0;
  for await (const chunk of source.chunks()) {
    if (at + chunk.byteLength > out.length) throw changedWhileRead();
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  if (at !== out.length) throw changedWhileRead();
  return out;
}

/** A source that yielded another number of bytes than it said: the file changed under the reader. */
export function changedWhileRead(): CoreError {
  return new CoreError(
    'LOCAL_DATA_DAMAGED',
    'Stored data changed on disk while it was being read; try again.',
  );
}
