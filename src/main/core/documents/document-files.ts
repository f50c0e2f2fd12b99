import { mkdirSync } from 'node:fs';
import { open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { CoreError } from '../errors';
import type { DataVault } from '../crypto/data-vault';

/** The integrity context a document's file is sealed under: a file cannot pass for another's. */
const fileContext = (id: string): string => `document:${id}:file`;
const FILE_SUFFIX = '.doc';
const TEMP_SUFFIX = '.tmp';

/**
 * Copies of documents waiting for upload, in `<data folder>/documents`, each sealed by the data
 * vault. A copy is durable (written, fsynced, renamed, directory fsynced) before its database row
 * is committed; a crash between the two leaves an orphan file that `sweep` removes on start.
 */
export interface DocumentFiles {
  readonly dir: string;
  /** Seals and writes the bytes; resolves to the stored file's name once it is on disk. */
  write(id: string, bytes: Uint8Array): Promise<string>;
  /** Reads and unseals; LOCAL_DATA_DAMAGED when the copy is missing or fails its check. */
  read(id: string, name: string): Promise<Buffer>;
  remove(name: string): Promise<void>;
  /** The names a document's copy has on disk (the file and its temporary while written). */
  namesOf(id: string): string[];
  /** Removes every file not named in `keep` (orphans of a crash, temp files). Returns how many. */
  sweep(keep: ReadonlySet<string>): Promise<number>;
}

/** Disk failures a user can act on, in words; anything else unchanged. */
function explainFileError(error: unknown): unknown {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return new CoreError(
      'DISK_FULL',
      'The document was not saved: the disk is full. Nothing was queued; free some space and try again.',
      { cause: error },
    );
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return new CoreError(
      'DISK_FULL',
      "The document was not saved: the app's data folder cannot be written. Nothing was queued.",
      { cause: error },
    );
  }
  return error;
}

async function fsyncPath(target: string, flags: string): Promise<void> {
  const handle = await open(target, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function createDocumentFiles(dir: string, vault: DataVault): DocumentFiles {
  mkdirSync(dir, { recursive: true, mode: 0o700 });

  return {
    dir,
    async write(id, bytes) {
      const name = `${id}${FILE_SUFFIX}`;
      const sealed = vault.seal(bytes, fileContext(id));
      const temp = path.join(dir, `${name}${TEMP_SUFFIX}`);
      try {
        const handle = await open(temp, 'w', 0o600);
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
        throw explainFileError(error);
      }
    },
    async read(id, name) {
      let sealed: Buffer;
      try {
        sealed = await readFile(path.join(dir, name));
      } catch (error) {
        throw new CoreError(
          'LOCAL_DATA_DAMAGED',
          'The copy of this document kept on this computer is missing; pick the file again.',
          { cause: error },
        );
      }
      return vault.open(sealed, fileContext(id));
    },
    namesOf: (id) => [`${id}${FILE_SUFFIX}`, `${id}${FILE_SUFFIX}${TEMP_SUFFIX}`],
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
