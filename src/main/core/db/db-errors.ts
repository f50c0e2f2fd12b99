import { CoreError } from '../errors';

/** SQLite result codes better-sqlite3 puts on its errors (`error.code`). */
function sqliteCode(error: unknown): string | undefined {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
    return error.code.startsWith('SQLITE_') ? error.code : undefined;
  }
  return undefined;
}

/**
 * Turns the storage failures a user can do something about into sentences; anything else is
 * returned unchanged (and reaches the user as an internal error). Callers run the write in one
 * transaction, so when this is thrown nothing was saved, and the input is still on screen.
 */
export function explainStorageError(error: unknown): unknown {
  const code = sqliteCode(error);
  if (code === undefined) return error;
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return new CoreError(
      'DATABASE_BUSY',
      'The change was not saved: the local database is locked by another program (is Clinic Companion open twice, or a backup tool holding the file?). What you entered is kept; try again.',
      { cause: error },
    );
  }
  if (
    code.startsWith('SQLITE_FULL') ||
    code === 'SQLITE_IOERR_WRITE' ||
    code === 'SQLITE_IOERR_FSYNC'
  ) {
    return new CoreError(
      'DISK_FULL',
      'The change was not saved: the disk is full or cannot be written. What you entered is kept; free some space and try again.',
      { cause: error },
    );
  }
  return error;
}
