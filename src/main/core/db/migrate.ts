import type Database from 'better-sqlite3';
import { CoreError } from '../errors';
import type { Migration } from './migrations';

/** Called once pending migrations are known, before the first runs (not for a new, empty file). */
export type BeforeMigrating = (
  db: Database.Database,
  versions: { from: number; to: number },
) => void;

/**
 * Applies pending migrations in one transaction and records the version in `user_version`.
 * A database written by a newer app is refused rather than guessed at. An up-to-date database
 * (every start but the first after an update) costs one `user_version` read and nothing per
 * migration: the list is walked only when something is pending.
 */
export function migrate(
  db: Database.Database,
  migrations: readonly Migration[],
  beforeMigrating?: BeforeMigrating,
): number {
  const latest = migrations.length === 0 ? 0 : migrations[migrations.length - 1]!.version;
  const current = Number(db.pragma('user_version', { simple: true }));
  if (current === latest && latest === migrations.length) return current;
  assertSequential(migrations);
  if (current > latest) {
    throw new CoreError(
      'DATABASE_TOO_NEW',
      `The local database was written by a newer version of Clinic Companion (schema ${current}; this app knows up to ${latest}). Update the app to open it.`,
    );
  }
  const pending = migrations.filter((m) => m.version > current);
  if (pending.length === 0) return current;
  // Version 0 is a file made just now: there is nothing in it to keep.
  if (current > 0) beforeMigrating?.(db, { from: current, to: latest });
  db.transaction(() => {
    for (const migration of pending) {
      migration.up(db);
    }
    db.pragma(`user_version = ${latest}`);
  }).immediate();
  return latest;
}

function assertSequential(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(
        `Migration ${migration.name} has version ${migration.version}, expected ${index + 1}`,
      );
    }
  });
}
