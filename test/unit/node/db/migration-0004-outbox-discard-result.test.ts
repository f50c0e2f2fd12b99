import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

function version3(): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, MIGRATIONS.slice(0, 3));
  const insert = db.prepare(
    `INSERT INTO outbox (idempotency_key, operation, payload, payload_file, ordering_key, state, attempts, next_attempt_at, last_error, created_at, updated_at, completed_at)
     VALUES (?, 'webhook.register', ?, NULL, 'k', ?, ?, 5, ?, 1, 2, ?)`,
  );
  insert.run('key-1', '{"a":1}', 'done', 1, null, 3);
  insert.run('key-2', '{"a":2}', 'rejected', 2, 'refused', null);
  insert.run('key-3', '{"a":3}', 'pending', 0, null, null);
  db.prepare(
    "INSERT INTO outbox_log (outbox_id, at, event, detail) VALUES (2, 7, 'rejected', 'refused')",
  ).run();
  // A pruned row leaves the AUTOINCREMENT high-water mark above the highest id still present.
  db.prepare('DELETE FROM outbox WHERE id = 3').run();
  return db;
}

describe('migration 0004-outbox-discard-result', () => {
  it('keeps every row, its log and the id high-water mark, and adds discarded and result', () => {
    const db = version3();
    migrate(db, MIGRATIONS.slice(0, 4));
    expect(db.pragma('user_version', { simple: true })).toBe(4);
    expect(
      db
        .prepare(
          'SELECT id, idempotency_key, state, attempts, last_error, completed_at, result FROM outbox ORDER BY id',
        )
        .all(),
    ).toEqual([
      {
        id: 1,
        idempotency_key: 'key-1',
        state: 'done',
        attempts: 1,
        last_error: null,
        completed_at: 3,
        result: null,
      },
      {
        id: 2,
        idempotency_key: 'key-2',
        state: 'rejected',
        attempts: 2,
        last_error: 'refused',
        completed_at: null,
        result: null,
      },
    ]);
    expect(db.prepare('SELECT outbox_id, event, detail FROM outbox_log').all()).toEqual([
      { outbox_id: 2, event: 'rejected', detail: 'refused' },
    ]);

    const next = db
      .prepare(
        `INSERT INTO outbox (idempotency_key, operation, payload, ordering_key, state, next_attempt_at, created_at, updated_at)
         VALUES ('key-4', 'op', '{}', 'k', 'discarded', 0, 0, 0) RETURNING id`,
      )
      .get() as { id: number };
    expect(next.id).toBe(4);
    db.prepare('UPDATE outbox SET result = \'{"id":"w1"}\' WHERE id = 1').run();
    expect(() => db.prepare("UPDATE outbox SET state = 'lost' WHERE id = 1").run()).toThrow(
      /CHECK/,
    );
    expect(() =>
      db.prepare("INSERT INTO outbox_log (outbox_id, at, event) VALUES (999, 0, 'x')").run(),
    ).toThrow(/FOREIGN KEY/);
    db.prepare('DELETE FROM outbox WHERE id = 2').run();
    expect(db.prepare('SELECT count(*) AS n FROM outbox_log').get()).toEqual({ n: 0 });
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });
});
