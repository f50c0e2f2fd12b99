import type { ConsultationStatus } from '../../../shared/consultation-view';
import type Database from 'better-sqlite3';
import type { Db } from '../db/connection';
import { createSearchByPatients } from './consultation-search-by-patients';
import type { Stored } from './consultation-stored';
import { searchStatement, type SearchFilter } from './consultation-search-sql';

export interface ConsultationRow {
  id: string;
  account: string;
  patientId: string;
  appointmentId: string | undefined;
  padId: string;
  status: ConsultationStatus;
  day: string;
  startedAt: number;
  updatedAt: number;
  finishedAt: number | undefined;
  discardedAt: number | undefined;
  discardReasonSealed: Buffer | undefined;
  consentAt: number | undefined;
  consentSealed: Buffer | undefined;
}

const rowOf = (s: Stored): ConsultationRow => ({
  id: s.id,
  account: s.account,
  patientId: s.patient_id,
  appointmentId: s.appointment_id ?? undefined,
  padId: s.pad_id,
  status: s.status,
  day: s.day,
  startedAt: s.started_at,
  updatedAt: s.updated_at,
  finishedAt: s.finished_at ?? undefined,
  discardedAt: s.discarded_at ?? undefined,
  discardReasonSealed: s.discard_reason_sealed ?? undefined,
  consentAt: s.consent_at ?? undefined,
  consentSealed: s.consent_sealed ?? undefined,
});

/**
 * A patient's visits before one (its start time, then its id), newest first: read in the order of
 * the `consultations_patient_started` index (migration 0020), never sorted.
 */
export const EARLIER_OF_PATIENT_SQL = `SELECT * FROM consultations
  WHERE patient_id = ? AND (started_at, id) < (?, ?)
  ORDER BY started_at DESC, id DESC LIMIT ?`;
/** A patient's latest visit (the same index, read from its end). */
export const LATEST_OF_PATIENT_SQL =
  'SELECT * FROM consultations WHERE patient_id = ? ORDER BY started_at DESC LIMIT 1';
/** How many visits of a patient come before one (the same index, not the rows). */
export const EARLIER_COUNT_SQL = `SELECT count(*) AS n FROM consultations
  WHERE patient_id = ? AND (started_at, id) < (?, ?)`;
/** The pads of a patient's visits before one, newest first, past the first `offset`. */
export const EARLIER_PADS_SQL = `SELECT pad_id FROM consultations
  WHERE patient_id = ? AND (started_at, id) < (?, ?)
  ORDER BY started_at DESC, id DESC LIMIT -1 OFFSET ?`;

/** The consultations table. Writes that depend on the status say so in their WHERE clause. */
export interface ConsultationsRepository {
  /** Joins the caller's transaction (the pad is made in the same one). */
  insert(
    row: Pick<
      ConsultationRow,
      'id' | 'account' | 'patientId' | 'appointmentId' | 'padId' | 'day' | 'startedAt'
    >,
  ): void;
  get(id: string): ConsultationRow | undefined;
  byAppointment(account: string, appointmentId: string): ConsultationRow | undefined;
  byPad(padId: string): ConsultationRow | undefined;
  /** The consultation of an appointment id, whatever the account (for naming a change). */
  ofAppointment(appointmentId: string): ConsultationRow | undefined;
  /** The patient's most recent consultation. */
  latestOfPatient(patientId: string): ConsultationRow | undefined;
  /** The patient's visits before `before` (by start time, then id), newest first. */
  earlierOfPatient(
    patientId: string,
    before: Pick<ConsultationRow, 'startedAt' | 'id'>,
    limit: number,
  ): ConsultationRow[];
  /** How many visits of the patient come before `before`. */
  countEarlier(patientId: string, before: Pick<ConsultationRow, 'startedAt' | 'id'>): number;
  /** The pad ids of the patient's visits before `before`, newest first, skipping `offset`. */
  earlierPadIds(
    patientId: string,
    before: Pick<ConsultationRow, 'startedAt' | 'id'>,
    offset: number,
  ): string[];
  /** In progress (any day) and finished on `day`, oldest first. */
  today(account: string, day: string): ConsultationRow[];
  /** The account's visits newest first (ties by id), filtered, at most `filter.limit`. */
  search(account: string, filter: SearchFilter): ConsultationRow[];
  recordConsent(id: string, at: number, textSealed: Buffer): boolean;
  finish(id: string, at: number): boolean;
  discard(id: string, at: number, reasonSealed: Buffer | undefined): boolean;
}

/** Today's list, part one: the account's visits in progress, whatever their day. */
export const TODAY_OPEN_SQL = `SELECT * FROM consultations WHERE account = ? AND status = 'in_progress'
     ORDER BY started_at, id`;
/** Part two: the visits finished on the day. */
export const TODAY_FINISHED_SQL = `SELECT * FROM consultations WHERE account = ? AND day = ? AND status = 'finished'
     ORDER BY started_at, id`;

export function createConsultationsRepository(db: Db): ConsultationsRepository {
  const insert = db.prepare(
    `INSERT INTO consultations (id, account, patient_id, appointment_id, pad_id, status, day, started_at, updated_at)
     VALUES (@id, @account, @patientId, @appointmentId, @padId, 'in_progress', @day, @startedAt, @startedAt)`,
  );
  const byId = db.prepare<[string], Stored>('SELECT * FROM consultations WHERE id = ?');
  const byAppointment = db.prepare<[string, string], Stored>(
    'SELECT * FROM consultations WHERE account = ? AND appointment_id = ?',
  );
  const byPad = db.prepare<[string], Stored>('SELECT * FROM consultations WHERE pad_id = ?');
  const ofAppointment = db.prepare<[string], Stored>(
    'SELECT * FROM consultations WHERE appointment_id = ? LIMIT 1',
  );
  const latestOfPatient = db.prepare<[string], Stored>(LATEST_OF_PATIENT_SQL);
  const earlier = db.prepare<[string, number, string, number], Stored>(EARLIER_OF_PATIENT_SQL);
  const countEarlier = db.prepare<[string, number, string], { n: number }>(EARLIER_COUNT_SQL);
  const earlierPads = db
    .prepare<[string, number, string, number], string>(EARLIER_PADS_SQL)
    .pluck();
  // Two reads, each in its index's order (migration 0023), merged: no scan, no sort.
  const open = db.prepare<[string], Stored>(TODAY_OPEN_SQL);
  const finishedOn = db.prepare<[string, string], Stored>(TODAY_FINISHED_SQL);
  // One statement per shape of the filter, each prepared on its first use (consultation-search-sql.ts).
  const searches = new Map<string, Database.Statement<(string | number)[], Stored>>();
  const searchByPatients = createSearchByPatients(db);
  const consent = db.prepare<[number, Buffer, number, string]>(
    `UPDATE consultations SET consent_at = ?, consent_sealed = ?, updated_at = ?
     WHERE id = ? AND status = 'in_progress'`,
  );
  const finish = db.prepare<[number, number, string]>(
    `UPDATE consultations SET status = 'finished', finished_at = ?, updated_at = ?
     WHERE id = ? AND status = 'in_progress'`,
  );
  const discard = db.prepare<[number, Buffer | null, number, string]>(
    `UPDATE consultations SET status = 'discarded', discarded_at = ?, discard_reason_sealed = ?, updated_at = ?
     WHERE id = ? AND status = 'in_progress'`,
  );
  const one = (stored: Stored | undefined) => (stored ? rowOf(stored) : undefined);
  return {
    insert(row) {
      insert.run({ ...row, appointmentId: row.appointmentId ?? null });
    },
    get: (id) => one(byId.get(id)),
    byAppointment: (account, appointmentId) => one(byAppointment.get(account, appointmentId)),
    today: (account, day) =>
      mergeByStart(open.all(account), finishedOn.all(account, day)).map(rowOf),
    byPad: (padId) => one(byPad.get(padId)),
    ofAppointment: (appointmentId) => one(ofAppointment.get(appointmentId)),
    latestOfPatient: (patientId) => one(latestOfPatient.get(patientId)),
    earlierOfPatient: (patientId, before, limit) =>
      earlier.all(patientId, before.startedAt, before.id, limit).map(rowOf),
    countEarlier: (patientId, before) =>
      countEarlier.get(patientId, before.startedAt, before.id)?.n ?? 0,
    earlierPadIds: (patientId, before, offset) =>
      earlierPads.all(patientId, before.startedAt, before.id, offset),
    search(account, filter) {
      // By name: the matched patients' visits through their own index (consultation-search-by-patients.ts).
      const ids = filter.patientIds;
      if (ids !== undefined)
        return searchByPatients(account, { ...filter, patientIds: ids }).map(rowOf);
      const { sql, params } = searchStatement(account, filter);
      let statement = searches.get(sql);
      if (!statement) {
        statement = db.prepare<(string | number)[], Stored>(sql);
        searches.set(sql, statement);
      }
      return statement.all(...params).map(rowOf);
    },
    recordConsent: (id, at, textSealed) => consent.run(at, textSealed, at, id).changes > 0,
    finish: (id, at) => finish.run(at, at, id).changes > 0,
    discard: (id, at, reasonSealed) => discard.run(at, reasonSealed ?? null, at, id).changes > 0,
  };
}

/** Two lists each ordered by (started_at, id), as one list in that order. */
export function mergeByStart(a: readonly Stored[], b: readonly Stored[]): Stored[] {
  const merged: Stored[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    const xFirst = x.started_at < y.started_at || (x.started_at === y.started_at && x.id < y.id);
    merged.push(xFirst ? x : y);
    if (xFirst) i += 1;
    else j += 1;
  }
  return merged.concat(a.slice(i), b.slice(j));
}
