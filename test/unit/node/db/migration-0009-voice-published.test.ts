import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

describe('migration 0009-voice-published', () => {
  it('keeps version-8 sessions and chunks, adds languages, late chunks and the catalogue', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, MIGRATIONS.slice(0, 8));
    db.prepare(
      `INSERT INTO recording_sessions (id, account, model, mode, templates, phase, created_at)
       VALUES ('s1', 'acct', 'lite', 'consultation', '["soap"]', 'recording', 0)`,
    ).run();
    db.prepare(
      `INSERT INTO recording_chunks (session_id, sequence, outbox_id, size_bytes, sha256, duration_ms, media_type, stored_file, created_at)
       VALUES ('s1', 0, 1, 10, 'abc', 1000, 'audio/wav', 'f', 0)`,
    ).run();
    migrate(db, MIGRATIONS.slice(0, 9));
    expect(db.pragma('user_version', { simple: true })).toBe(9);
    // An older session asked for no languages; an older chunk was not late.
    expect(db.prepare('SELECT templates, language_hint FROM recording_sessions').get()).toEqual({
      templates: '["soap"]',
      language_hint: '[]',
    });
    expect(db.prepare('SELECT late_at FROM recording_chunks').get()).toEqual({ late_at: null });

    const put = db.prepare(
      'INSERT INTO voice_catalogue (account, kind, body, fetched_at) VALUES (?, ?, ?, ?)',
    );
    put.run('acct', 'discovery', '{}', 1);
    put.run('acct', 'templates', '{"items":[]}', 1);
    put.run('other', 'templates', '{"items":[]}', 1);
    expect(() => put.run('acct', 'templates', '{}', 2)).toThrow(/UNIQUE|PRIMARY/);
    expect(() => put.run('acct', 'languages', '{}', 2)).toThrow(/CHECK/);
    expect(() => put.run('acct', 'x', null, 2)).toThrow(/NOT NULL|CHECK/);
    db.close();
  });
});
