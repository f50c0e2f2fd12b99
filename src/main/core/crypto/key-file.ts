import { existsSync, readFileSync, renameSync } from 'node:fs';
import { writeFileAtomicSync } from '../storage/atomic-file';

/** The wrapped data key's own file, beside the database: it outlives a damaged database. */
export const KEY_FILE_NAME = 'data-key.json';

const KEY_FILE_VERSION = 1;

/**
 * What the file holds: keychain ciphertext only (Base64), never the key itself. `previous` keeps
 * any other key once found for this data folder, so what was sealed under it still opens.
 */
export interface KeyFileContent {
  key: string;
  previous: string[];
}

export type KeyFileRead =
  { state: 'missing' } | { state: 'damaged' } | { state: 'ok'; content: KeyFileContent };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function readKeyFile(file: string): KeyFileRead {
  if (!existsSync(file)) return { state: 'missing' };
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return { state: 'damaged' };
    const { version, key, previous = [] } = parsed as Record<string, unknown>;
    if (version !== KEY_FILE_VERSION || typeof key !== 'string' || !BASE64.test(key)) {
      return { state: 'damaged' };
    }
    if (!Array.isArray(previous) || !previous.every((p) => typeof p === 'string' && BASE64.test(p)))
      return { state: 'damaged' };
    return { state: 'ok', content: { key, previous: previous as string[] } };
  } catch {
    return { state: 'damaged' };
  }
}

export function writeKeyFile(file: string, content: KeyFileContent): void {
  const body = { version: KEY_FILE_VERSION, key: content.key, previous: content.previous };
  writeFileAtomicSync(file, `${JSON.stringify(body, null, 2)}\n`);
}

/** Keeps an unreadable key file (never deletes it): renamed with the time it was found. */
export function moveKeyFileAside(file: string, at: number): string {
  const aside = `${file}.damaged-${new Date(at).toISOString().replace(/[:.]/g, '-')}`;
  renameSync(file, aside);
  return aside;
}
