/**
 * "Find a consultation" as SQL that reads its index in the list's own order: one statement per
 * shape of the filter (by patients or not, from a day or not, to a day or not), chosen in code.
 * A single statement with `(? IS NULL OR day >= ?)` cannot use an index for the filter a call
 * leaves out, so SQLite scanned every visit of the account and sorted them.
 *
 * The list is newest first: `ORDER BY started_at DESC, id`, read from
 * `consultations_account_started` (account, started_at DESC, id; migration 0029) without a sort.
 * A day filter is also turned into a window on the start time that holds every visit of those
 * days, whatever the computer's time zone was when the visit started (`day` is the local day of
 * `started_at`, and local time is never more than 14 hours from UTC), so the index is read from
 * the window only; `day` itself still decides, so the rows are exactly those the day filter names.
 */

export interface SearchFilter {
  /** Only these patients' visits (the by-name search names them). */
  patientIds?: readonly string[];
  /** Started on or after this local day (YYYY-MM-DD). */
  from?: string;
  /** ...and on or before this one. */
  to?: string;
  limit: number;
}

export interface SearchStatement {
  /** The same text for the same shape of filter: prepared once per shape. */
  sql: string;
  params: (string | number)[];
}

const DAY_MS = 86_400_000;

/**
 * The earliest start time a visit of local day `day` can have: UTC midnight less a whole day
 * (no time zone is more than 14 hours ahead of UTC).
 */
export function earliestStartOf(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - DAY_MS;
}

/**
 * A start time later than any visit of local day `day` can have: the UTC midnight after it plus
 * a whole day (no time zone is more than 12 hours behind UTC).
 */
export function pastLastStartOf(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) + 2 * DAY_MS;
}

export function searchStatement(account: string, filter: SearchFilter): SearchStatement {
  const where = ['account = ?'];
  const params: (string | number)[] = [account];
  if (filter.patientIds !== undefined) {
    where.push('patient_id IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(filter.patientIds));
  }
  if (filter.from !== undefined) {
    where.push('started_at >= ?', 'day >= ?');
    params.push(earliestStartOf(filter.from), filter.from);
  }
  if (filter.to !== undefined) {
    where.push('started_at < ?', 'day <= ?');
    params.push(pastLastStartOf(filter.to), filter.to);
  }
  params.push(filter.limit);
  return {
    sql: `SELECT * FROM consultations
  WHERE ${where.join(' AND ')}
  ORDER BY started_at DESC, id LIMIT ?`,
    params,
  };
}
