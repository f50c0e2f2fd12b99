import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

describe('migration 0007-pads', () => {
  it('upgrades a version-6 database keeping its data, and constrains pad rows', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, MIGRATIONS.slice(0, 6));
    db.prepare(
      `INSERT INTO documents (id, account, outbox_id, file_name_sealed, media_type, size_bytes, sha256, task, form, stored_file, created_at)
       VALUES ('d1', 'acct', 1, x'00', 'application/pdf', 10, 'abc', 'smart', 'jwe', 'f', 0)`,
    ).run();
    migrate(db, MIGRATIONS.slice(0, 7));
    expect(db.pragma('user_version', { simple: true })).toBe(7);
    expect(db.prepare('SELECT count(*) AS n FROM documents').get()).toEqual({ n: 1 });

    const draft = db.prepare(
      `INSERT INTO pads (id, account, status, revision, pad_sealed, created_at, updated_at)
       VALUES (?, 'acct', ?, ?, x'01', 0, 0)`,
    );
    draft.run('p1', 'draft', 1);
    expect(() => draft.run('p1', 'draft', 1)).toThrow(/UNIQUE|PRIMARY/);
    expect(() => draft.run('p2', 'sent', 1)).toThrow(/CHECK/);
    expect(() => draft.run('p3', 'draft', 0)).toThrow(/CHECK/);
    // A finalized pad needs its body, its outbox row and its finalize time.
    expect(() => draft.run('p4', 'finalized', 2)).toThrow(/CHECK/);

    const finalized = db.prepare(
      `INSERT INTO pads (id, account, status, revision, pad_sealed, body_sealed, outbox_id, created_at, updated_at, finalized_at, sent_at)
       VALUES (?, 'acct', 'finalized', 2, x'01', ?, ?, 0, 0, ?, NULL)`,
    );
    finalized.run('p5', Buffer.of(2), 10, 5);
    expect(() => finalized.run('p6', Buffer.of(2), 10, 5)).toThrow(/UNIQUE/);
    expect(() => finalized.run('p7', null, 11, 5)).toThrow(/CHECK/);
    expect(() => finalized.run('p8', Buffer.of(2), 12, null)).toThrow(/CHECK/);
    // A draft holds no body and was never sent.
    expect(() =>
      db
        .prepare(
          `INSERT INTO pads (id, account, status, revision, pad_sealed, body_sealed, created_at, updated_at)
           VALUES ('p9', 'acct', 'draft', 1, x'01', x'02', 0, 0)`,
        )
        .run(),
    ).toThrow(/CHECK/);
    expect(() => db.prepare("UPDATE pads SET sent_at = 1 WHERE id = 'p1'").run()).toThrow(/CHECK/);
    // Draft lookups by account use the partial index.
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT id FROM pads WHERE account = 'acct' AND status = 'draft'
         ORDER BY updated_at DESC LIMIT 1`,
      )
      .all() as { detail: string }[];
    expect(plan.map((step) => step.detail).join(' ')).toMatch(/pads_drafts/);
    db.close();
  });
});
