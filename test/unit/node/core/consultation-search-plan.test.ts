import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SEARCH_BY_PATIENTS_SQL } from '../../../../src/main/core/consultations/consultation-search-by-patients';
import { createConsultationsRepository } from '../../../../src/main/core/consultations/consultations-repository';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

/** 40 patients with 25 visits each, over 25 days. */
function history() {
  const db = new Database(':memory:');
  migrate(db, MIGRATIONS);
  const insert = db.prepare(
    `INSERT INTO consultations (id, account, patient_id, pad_id, status, day, started_at, updated_at)
     VALUES (?, 'acct', ?, ?, 'finished', ?, ?, ?)`,
  );
  const visits: { id: string; patient: string; day: string; at: number }[] = [];
  db.transaction(() => {
    for (let i = 0; i < 1000; i += 1) {
      const visit = {
        id: `c${i}`,
        patient: `p${i % 40}`,
        day: `2026-01-${String(1 + (i % 25)).padStart(2, '0')}`,
        at: 1_000 + ((i * 7919) % 1000),
      };
      visits.push(visit);
      insert.run(visit.id, visit.patient, `pad${i}`, visit.day, visit.at, visit.at);
    }
  })();
  return { db, visits, repository: createConsultationsRepository(db) };
}

describe('"Find a consultation" by the patients a search matched', () => {
  it('reads each matched patient’s visits through its index: no table scan', () => {
    const { db } = history();
    const plan = (
      db
        .prepare(`EXPLAIN QUERY PLAN ${SEARCH_BY_PATIENTS_SQL}`)
        .all('["p1","p2"]', 'acct', '2026-01-01', '2026-01-31', 50) as { detail: string }[]
    ).map((row) => row.detail);
    expect(plan.join('\n')).toContain(
      'SEARCH c USING INDEX consultations_patient_started (patient_id=?)',
    );
    expect(
      plan.filter((line) => /^SCAN c\b/.test(line)),
      plan.join('\n'),
    ).toEqual([]);
  });

  it('answers newest first within the days asked, as the search did', () => {
    const { visits, repository } = history();
    const newest = (keep: (v: (typeof visits)[number]) => boolean, limit: number) =>
      visits
        .filter(keep)
        .sort((a, b) => b.at - a.at || (a.id < b.id ? -1 : 1))
        .slice(0, limit)
        .map((v) => v.id);
    const ids = ['p3', 'p17', 'p3'];
    expect(repository.search('acct', { patientIds: ids, limit: 30 }).map((row) => row.id)).toEqual(
      newest((v) => ids.includes(v.patient), 30),
    );
    expect(
      repository
        .search('acct', { patientIds: ids, from: '2026-01-05', to: '2026-01-09', limit: 50 })
        .map((row) => row.id),
    ).toEqual(
      newest((v) => ids.includes(v.patient) && v.day >= '2026-01-05' && v.day <= '2026-01-09', 50),
    );
    expect(repository.search('acct', { patientIds: [], limit: 50 })).toEqual([]);
    expect(repository.search('other', { patientIds: ids, limit: 50 })).toEqual([]);
  });
});
