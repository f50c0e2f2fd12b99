import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

describe('migrations 0024-webhook-replays and 0025-webhook-endpoints-sealed', () => {
  it('add the replay guard’s table and a sealed endpoint column, keeping cached rows for sealing at start', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, MIGRATIONS.slice(0, 23));
    db.prepare(
      "INSERT INTO webhook_lists (account_key, fetched_at, msg) VALUES ('a', 't', 'ok')",
    ).run();
    db.prepare(
      `INSERT INTO webhooks_cache (account_key, position, id, record, signing_key_secret, has_signing_key)
       VALUES ('a', 0, 'w1', '{"endpoint":"https://x.example/?t=1"}', NULL, 0)`,
    ).run();
    migrate(db, MIGRATIONS.slice(0, 25));
    expect(db.pragma('user_version', { simple: true })).toBe(25);
    expect(db.prepare('SELECT id, endpoint_sealed FROM webhooks_cache').all()).toEqual([
      { id: 'w1', endpoint_sealed: null },
    ]);
    db.prepare('INSERT INTO webhook_replays (sealed, expires_at) VALUES (?, ?)').run(
      Buffer.from([1]),
      5,
    );
    expect(() =>
      db.prepare('INSERT INTO webhook_replays (sealed, expires_at) VALUES (NULL, 5)').run(),
    ).toThrow(/NOT NULL/);
    db.close();
  });
});
