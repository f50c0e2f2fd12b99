import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';

export type DatabaseCheck =
  | { state: 'ok' }
  | { state: 'missing' }
  /** `reason` is SQLite's error code or a count of problems: never the file's content. */
  | { state: 'damaged'; reason: string };

/** SQLite's words for a file that is not (or no longer) a sound database. */
export function isDamageError(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' && (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB')
  );
}

/**
 * Opens a database file and runs `PRAGMA quick_check` (every page and index structure, without
 * matching indexes to rows, so linear in the file's size). A corrupt or not-a-database answer,
 * or any finding other than "ok", is damage; other errors (locked, no permission) are thrown:
 * they are not the file's fault and must not move it aside.
 *
 * `readonly` for backups, which are single files; the live database is opened for writing so its
 * WAL is read too.
 */
export function checkDatabase(file: string, options: { readonly?: boolean } = {}): DatabaseCheck {
  if (!existsSync(file)) return { state: 'missing' };
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { fileMustExist: true, readonly: options.readonly ?? false });
    db.pragma('busy_timeout = 5000');
    const findings = db.pragma('quick_check') as { quick_check: string }[];
    if (findings.length === 1 && findings[0]?.quick_check === 'ok') return { state: 'ok' };
    return { state: 'damaged', reason: `quick_check found ${findings.length} problem(s)` };
  } catch (error) {
    if (isDamageError(error)) return { state: 'damaged', reason: error.code };
    throw error;
  } finally {
    db?.close();
  }
}
