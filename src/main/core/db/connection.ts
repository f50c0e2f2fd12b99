import Database from 'better-sqlite3';
import { CoreError } from '../errors';
import { migrate } from './migrate';
import { MIGRATIONS, type Migration } from './migrations';

export type Db = Database.Database;

export interface OpenDatabaseOptions {
  /** Defaults to the app's migrations; tests pass a prefix to stop at an older version. */
  migrations?: readonly Migration[];
  readonly?: boolean;
}

/**
 * Opens the app's database file with the pragmas every process relies on and brings it to the
 * app's schema version. `synchronous=FULL` because a committed local save must survive a power cut.
 */
export function openDatabase(file: string, options: OpenDatabaseOptions = {}): Db {
  let db: Db;
  try {
    db = new Database(file, { readonly: options.readonly ?? false });
  } catch (error) {
    throw new CoreError('INTERNAL', 'The local database could not be opened.', { cause: error });
  }
  try {
    db.pragma('busy_timeout = 5000');
    // Takes effect only on a new, empty file (before its first table): see free-space.ts.
    if (!options.readonly) db.pragma('auto_vacuum = INCREMENTAL');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrate(db, options.migrations ?? MIGRATIONS);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
