import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  EARLIER_COUNT_SQL,
  EARLIER_OF_PATIENT_SQL,
  EARLIER_PADS_SQL,
} from '../../../../src/main/core/consultations/consultations-repository';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

const ARGS = ['patient', 1, 'id', 5];
const plan = (db: Database.Database, sql: string): string =>
  db
    .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...ARGS.slice(0, sql.split('?').length - 1))
    .map((row) => row.detail)
    .join('; ');

const LATEST_OF_PATIENT =
  'SELECT * FROM consultations WHERE patient_id = ? ORDER BY started_at DESC LIMIT 1';

describe('migration 0020-consultation-history-index', () => {
  it('reads a patient’s earlier visits newest first from the index, never sorting them', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 19));
    // Before: the patient's visits found, then sorted.
    expect(plan(db, EARLIER_OF_PATIENT_SQL)).toMatch(/USE TEMP B-TREE FOR ORDER BY/);
    migrate(db, MIGRATIONS.slice(0, 20));
    expect(db.pragma('user_version', { simple: true })).toBe(20);
    for (const sql of [EARLIER_OF_PATIENT_SQL, EARLIER_PADS_SQL]) {
      expect(plan(db, sql)).toBe(
        'SEARCH consultations USING INDEX consultations_patient_started (patient_id=? AND (started_at,id)<(?,?))',
      );
    }
    expect(plan(db, EARLIER_COUNT_SQL)).toBe(
      'SEARCH consultations USING COVERING INDEX consultations_patient_started (patient_id=? AND (started_at,id)<(?,?))',
    );
    // The patient's latest visit (the Sync screen's name for a patient's change) still uses it.
    expect(plan(db, LATEST_OF_PATIENT)).toBe(
      'SEARCH consultations USING INDEX consultations_patient_started (patient_id=?)',
    );
    const indexes = db
      .prepare<[], string>(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'consultations'",
      )
      .pluck()
      .all();
    expect(indexes).not.toContain('consultations_patient');
    db.close();
  });
});
