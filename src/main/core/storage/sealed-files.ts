import { open, readdir, readFile, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { CoreError, isCoreError } from '../errors';
import { SEALED_OVERHEAD_BYTES, type DataVault } from '../crypto/data-vault';
import type { ByteSource } from './byte-source';
import { mkdirPrivateSync, openPrivate } from './private-files';

const TEMP_SUFFIX = '.tmp';

/**
 * Patient files kept in a folder of the data folder (documents waiting for upload, audio chunks),
 * each sealed by the data vault under a context naming its owner, so a file cannot pass for
 * another's. A file is durable (written, fsynced, renamed, directory fsynced) when `write`
 * resolves; its database row is committed after that, so a crash between the two leaves an orphan
 * that `sweep` removes on start, never a row without its file.
 */
export interface SealedFiles {
  readonly dir: string;
  /** Seals and writes the bytes; resolves to the stored file's name once it is on disk. */
  write(id: string, bytes: Uint8Array): Promise<string>;
  /** Reads and unseals; LOCAL_DATA_DAMAGED when the file is missing or fails its check. */
  read(id: string, name: string): Promise<Buffer>;
  /**
   * The unsealed bytes as a stream read from disk in slices (a large document is never held
   * whole); its size is known from the file's. The file is checked whole first (a pass that keeps
   * nothing), so errors are `read`'s, thrown before any byte is handed out.
   */
  readStream(id: string, name: string): Promise<ByteSource>;
  remove(name: string): Promise<void>;
  /** The names an id's file has on disk (the file and its temporary while written). */
  namesOf(id: string): string[];
  /** Removes every file not named in `keep` (orphans of a crash, temp files). Returns how many. */
  sweep(keep: ReadonlySet<string>): Promise<number>;
}

export interface SealedFilesOptions {
  dir: string;
  vault: DataVault;
  /** The seal context of an id's file, e.g. `document:<id>:file`. */
  context(id: string): string;
  /** The stored file's name for an id (no path separators). */
  fileName(id: string): string;
  /** Said when a write fails: "The document was not saved". */
  notSaved: string;
  /** Said when the file is missing: "The copy of this document kept on this computer is missing; pick the file again." */
  missing: string;
}

/** Disk failures a user can act on, in words; anything else unchanged. */
function explainFileError(error: unknown, notSaved: string): unknown {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return new CoreError(
      'DISK_FULL',
      `${notSaved}: the disk is full. Nothing was queued; free some space and try again.`,
      { cause: error },
    );
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return new CoreError(
      'DISK_FULL',
      `${notSaved}: the app's data folder cannot be written. Nothing was queued.`,
      { cause: error },
    );
  }
  return error;
}

/**
 * Slices a sealed file is read in: what each step makes from one (Base64 and Base64URL text
 * included) stays small enough to die young, so the collector frees it often.
 */
const READ_SLICE_BYTES = 64 * 1024;

async function fsyncPath(target: string, flags: string): Promise<void> {
  const handle = await open(target, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function createSealedFiles(options: SealedFilesOptions): SealedFiles {
  const { dir, vault } = options;
  mkdirPrivateSync(dir);

  return {
    dir,
    async write(id, bytes) {
      const name = options.fileName(id);
      const sealed = vault.seal(bytes, options.context(id));
      const temp = path.join(dir, `${name}${TEMP_SUFFIX}`);
      try {
        const handle = await openPrivate(temp, 'w');
        try {
          await handle.writeFile(sealed);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, path.join(dir, name));
        // The rename itself must survive a power cut: sync the directory entry too.
        if (process.platform !== 'win32') await fsyncPath(dir, 'r');
        return name;
      } catch (error) {
        await rm(temp, { force: true }).catch(() => undefined);
        throw explainFileError(error, options.notSaved);
      }
    },
    async read(id, name) {
      let sealed: Buffer;
      try {
        sealed = await readFile(path.join(dir, name));
      } catch (error) {
        throw new CoreError('LOCAL_DATA_DAMAGED', options.missing, { cause: error });
      }
      return vault.open(sealed, options.context(id));
    },
    async readStream(id, name) {
      const file = path.join(dir, name);
      const missing = (error: unknown): CoreError =>
        new CoreError('LOCAL_DATA_DAMAGED', options.missing, { cause: error });
      let sealedSize: number;
      try {
        sealedSize = (await stat(file)).size;
      } catch (error) {
        throw missing(error);
      }
      const context = options.context(id);
      // One buffer, read into again and again: the vault decrypts each slice (into a new buffer)
      // before asking for the next, and a stream's fresh buffer per slice would be garbage that
      // the collector lets pile up (about the file's size again, measured).
      async function* sealed(): AsyncGenerator<Uint8Array> {
        let handle: FileHandle | undefined;
        try {
          handle = await open(file, 'r');
          const slice = Buffer.allocUnsafe(READ_SLICE_BYTES);
          for (let position = 0; ;) {
            const { bytesRead } = await handle.read(slice, 0, slice.length, position);
            if (bytesRead === 0) return;
            position += bytesRead;
            yield slice.subarray(0, bytesRead);
          }
        } catch (error) {
          throw isCoreError(error) ? error : missing(error);
        } finally {
          await handle?.close();
        }
      }
      // Checked whole before the source is handed out: a damaged copy is never partly sent.
      const reader = await vault.openStream(sealed, context);
      return { size: Math.max(0, sealedSize - SEALED_OVERHEAD_BYTES), chunks: reader };
    },
    namesOf: (id) => {
      const name = options.fileName(id);
      return [name, `${name}${TEMP_SUFFIX}`];
    },
    async remove(name) {
      await rm(path.join(dir, name), { force: true });
    },
    async sweep(keep) {
      let removed = 0;
      for (const entry of await readdir(dir)) {
        if (keep.has(entry)) continue;
        await rm(path.join(dir, entry), { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
