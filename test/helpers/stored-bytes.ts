import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE_NAME } from '../../src/main/compose';
import type { TestCompanion } from './companion';

/**
 * Every byte of the database as it lies on disk (the main file and its -wal and -shm, after a
 * checkpoint), as text: what a test searches for anything that must never be stored in clear.
 */
export function storedBytes(target: TestCompanion): string {
  target.core.db.pragma('wal_checkpoint(TRUNCATE)');
  return readdirSync(target.dataDir)
    .filter((name) => name.startsWith(DATABASE_FILE_NAME))
    .map((name) => readFileSync(path.join(target.dataDir, name)).toString('latin1'))
    .join('\n');
}
