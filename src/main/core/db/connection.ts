import Database from 'better-sqlite3';
import { CoreError } from '../errors';
import { preparePrivateFile } from '../storage/private-files';
import { migrate, type BeforeMigrating } from './migrate';
import { MIGRATIONS, type Migration } from './migrations';

export type Db = Database.Database;

/** Files made by older versions keep SQLite's default 4096 (changing it means leaving WAL). */
export const NEW_FILE_PAGE_SIZE = 8192;

export interface OpenDatabaseOptions {
  /** Defaults to the app's migrations; tests pass a prefix to stop at an older version. */
  migrations?: readonly Migration[];
  readonly?: boolean;
  /** The page size of a new file (benchmarks compare them); NEW_FILE_PAGE_SIZE otherwise. */
  pageSize?: number;
  /** Runs when migrations are pending, before they run (the app: a backup, update-backups.ts). */
  beforeMigrating?: BeforeMigrating;
}

/**
 * Opens the app's database file with the pragmas every process relies on and brings it to the
 * app's schema version. `synchronous=FULL` because a committed local save must survive a power cut.
 */
export function openDatabase(file: string, options: OpenDatabaseOptions = {}): Db {
  let db: Db;
  try {
    // Created 0600 before SQLite opens it: its -wal and -shm then get the same mode.
    if (!options.readonly && file !== ':memory:' && file !== '') preparePrivateFile(file);
    db = new Database(file, { readonly: options.readonly ?? false });
  } catch (error) {
    throw new CoreError('INTERNAL', 'The local database could not be opened.', { cause: error });
  }
  try {
    db.pragma('busy_timeout = 5000');
    if (!options.readonly) {
      // Both take effect only on a new, empty file (before its first table). 8 KiB pages: the
      // sealed rows kept for good (a pad with its prescription, a transcription: 2-4 KB each)
      // take a whole 4 KiB page each, but pack three to an 8 KiB page (see free-space.ts).
      db.pragma(`page_size = ${Math.floor(options.pageSize ?? NEW_FILE_PAGE_SIZE)}`);
      db.pragma('auto_vacuum = INCREMENTAL');
    }
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrate(db, options.migrations ?? MIGRATIONS, options.beforeMigrating);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
