import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { openPrivateSync } from './private-files';

/**
 * Writes a small file so that a crash or power cut leaves either the old file or the new one,
 * never a torn one: a temp file beside it, fsynced, renamed over it, then the folder fsynced so
 * the rename itself is durable. The file is the user's alone (0600).
 */
export function writeFileAtomicSync(file: string, data: string | Buffer): void {
  const temp = `${file}.tmp-${process.pid}`;
  try {
    const fd = openPrivateSync(temp, 'w');
    try {
      const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
      writeSync(fd, bytes, 0, bytes.length, 0);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  fsyncFolderSync(path.dirname(file));
}

/** Makes renames in a folder durable. Windows cannot open a folder for this and needs no call. */
export function fsyncFolderSync(dir: string): void {
  if (process.platform === 'win32') return;
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
