import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

describe('migration 0010-consultations', () => {
  it('keeps version-9 recordings and outbox rows, and adds patients, appointments and consultations', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, MIGRATIONS.slice(0, 9));
    db.prepare(
      `INSERT INTO recording_sessions (id, account, model, mode, templates, phase, created_at)
       VALUES ('s1', 'acct', 'lite', 'consultation', '[]', 'recording', 0)`,
    ).run();
    db.prepare(
      `INSERT INTO outbox (idempotency_key, operation, payload, ordering_key, account, state, next_attempt_at, created_at, updated_at)
       VALUES ('k1', 'pad.finalize', '{}', 'pad:1', 'acct', 'pending', 0, 0, 0)`,
    ).run();
    migrate(db, MIGRATIONS.slice(0, 10));
    expect(db.pragma('user_version', { simple: true })).toBe(10);
    // Older recordings belong to no consultation; older changes wait for nothing.
    expect(db.prepare('SELECT consultation_id FROM recording_sessions').get()).toEqual({
      consultation_id: null,
    });
    expect(db.prepare('SELECT depends_on FROM outbox').get()).toEqual({ depends_on: null });

    const patient = db.prepare(
      `INSERT INTO patients (id, account, platform_id, record_sealed, created_at, updated_at)
       VALUES (?, ?, ?, x'00', 0, 0)`,
    );
    patient.run('p1', 'acct', 'oid-1');
    patient.run('p2', 'acct', null);
    patient.run('p3', 'acct', null); // many patients may still wait for their platform id
    patient.run('p4', 'other', 'oid-1'); // another account may know the same id
    expect(() => patient.run('p5', 'acct', 'oid-1')).toThrow(/UNIQUE/);

    const consultation = db.prepare(
      `INSERT INTO consultations (id, account, patient_id, appointment_id, pad_id, status, day, started_at, updated_at)
       VALUES (?, 'acct', 'p1', ?, ?, ?, '2026-11-24', 0, 0)`,
    );
    consultation.run('c1', 'a1', 'pad1', 'in_progress');
    consultation.run('c2', null, 'pad2', 'in_progress');
    consultation.run('c3', null, 'pad3', 'finished');
    // One consultation per appointment.
    expect(() => consultation.run('c4', 'a1', 'pad4', 'in_progress')).toThrow(/UNIQUE/);
    expect(() => consultation.run('c5', 'a2', 'pad5', 'paused')).toThrow(/CHECK/);

    const appointment = db.prepare(
      `INSERT INTO appointments (account, id, day, starts_at, body_sealed, fetched_at)
       VALUES ('acct', ?, '2026-11-24', 0, x'00', 0)`,
    );
    appointment.run('a1');
    expect(() => appointment.run('a1')).toThrow(/UNIQUE|PRIMARY/);
    db.close();
  });
});
