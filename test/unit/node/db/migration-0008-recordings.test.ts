import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

describe('migration 0008-recordings', () => {
  it('upgrades a version-7 database keeping its data, and constrains session and chunk rows', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, MIGRATIONS.slice(0, 7));
    db.prepare(
      `INSERT INTO pads (id, account, status, revision, pad_sealed, created_at, updated_at)
       VALUES ('p1', 'acct', 'draft', 1, x'01', 0, 0)`,
    ).run();
    migrate(db, MIGRATIONS.slice(0, 8));
    expect(db.pragma('user_version', { simple: true })).toBe(8);
    expect(db.prepare('SELECT count(*) AS n FROM pads').get()).toEqual({ n: 1 });

    const session = db.prepare(
      `INSERT INTO recording_sessions (id, account, model, mode, templates, phase, created_at, stopped_at, result_sealed)
       VALUES (?, 'acct', 'lite', 'consultation', '[]', ?, 0, ?, ?)`,
    );
    session.run('s1', 'recording', null, null);
    expect(() => session.run('s1', 'recording', null, null)).toThrow(/UNIQUE|PRIMARY/);
    expect(() => session.run('s2', 'paused', null, null)).toThrow(/CHECK/);
    // Only a recording session has no stop time; a completed one has its result.
    expect(() => session.run('s3', 'sending', null, null)).toThrow(/CHECK/);
    expect(() => session.run('s4', 'completed', 5, null)).toThrow(/CHECK/);
    session.run('s5', 'completed', 5, Buffer.of(1));

    const chunk = db.prepare(
      `INSERT INTO recording_chunks (session_id, sequence, outbox_id, size_bytes, sha256, duration_ms, media_type, stored_file, created_at)
       VALUES (?, ?, ?, ?, 'abc', 1000, 'audio/wav', 'f', 0)`,
    );
    chunk.run('s1', 0, 1, 10);
    expect(() => chunk.run('s1', 0, 2, 10)).toThrow(/UNIQUE|PRIMARY/);
    expect(() => chunk.run('s1', 1, 1, 10)).toThrow(/UNIQUE/);
    expect(() => chunk.run('s1', -1, 3, 10)).toThrow(/CHECK/);
    expect(() => chunk.run('s1', 2, 4, 0)).toThrow(/CHECK/);
    expect(() => chunk.run('nope', 0, 5, 10)).toThrow(/FOREIGN KEY/);
    // Deleting a session takes its chunk rows with it.
    db.prepare("DELETE FROM recording_sessions WHERE id = 's1'").run();
    expect(db.prepare('SELECT count(*) AS n FROM recording_chunks').get()).toEqual({ n: 0 });
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT id FROM recording_sessions WHERE phase IN ('recording', 'sending', 'processing')`,
      )
      .all() as { detail: string }[];
    expect(plan.map((step) => step.detail).join(' ')).toMatch(/recording_sessions_open/);
    db.close();
  });
});
