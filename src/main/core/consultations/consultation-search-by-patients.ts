import type { Db } from '../db/connection';
import type { Stored } from './consultation-stored';

/** Days outside any real one: the bounds of a search that names no day. */
const FIRST_DAY = '0000-00-00';
const LAST_DAY = '9999-99-99';

/**
 * "Find a consultation" by patient: the consultations of the patients a search matched (their
 * ids, from the patients feature), newest first. Read patient by patient through the
 * `(patient_id, started_at, id)` index (migration 0020): only the matched patients' visits are
 * read and sorted, never the whole table. (The unary `+` keeps SQLite from reading a day range
 * of every patient instead, through the day index.)
 */
export const SEARCH_BY_PATIENTS_SQL = `SELECT c.* FROM json_each(?) AS ids
  CROSS JOIN consultations c ON c.patient_id = ids.value
  WHERE +c.account = ? AND +c.day >= ? AND +c.day <= ?
  ORDER BY c.started_at DESC, c.id LIMIT ?`;

export function createSearchByPatients(db: Db) {
  const statement = db.prepare<[string, string, string, string, number], Stored>(
    SEARCH_BY_PATIENTS_SQL,
  );
  return (
    account: string,
    filter: { patientIds: readonly string[]; from?: string; to?: string; limit: number },
  ): Stored[] =>
    statement.all(
      JSON.stringify([...new Set(filter.patientIds)]),
      account,
      filter.from ?? FIRST_DAY,
      filter.to ?? LAST_DAY,
      filter.limit,
    );
}
