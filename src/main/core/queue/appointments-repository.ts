import type { Db } from '../db/connection';

export interface AppointmentRow {
  account: string;
  id: string;
  day: string;
  startsAt: number;
  bodySealed: Buffer;
  fetchedAt: number;
  completionOutboxId: number | undefined;
}

interface Stored {
  account: string;
  id: string;
  day: string;
  starts_at: number;
  body_sealed: Buffer;
  fetched_at: number;
  completion_outbox_id: number | null;
}

const rowOf = (s: Stored): AppointmentRow => ({
  account: s.account,
  id: s.id,
  day: s.day,
  startsAt: s.starts_at,
  bodySealed: s.body_sealed,
  fetchedAt: s.fetched_at,
  completionOutboxId: s.completion_outbox_id ?? undefined,
});

/** The day's appointments as last read from the platform (sealed: they name patients). */
export interface AppointmentsRepository {
  /** Replaces a day's list with what the platform answered; completions asked here are kept. */
  replaceDay(
    account: string,
    day: string,
    rows: readonly Omit<AppointmentRow, 'completionOutboxId'>[],
  ): void;
  day(account: string, day: string): AppointmentRow[];
  get(account: string, id: string): AppointmentRow | undefined;
  /** Joins the caller's transaction (the completion's outbox row is written in the same one). */
  setCompletion(account: string, id: string, outboxId: number): boolean;
}

export function createAppointmentsRepository(db: Db): AppointmentsRepository {
  const upsert = db.prepare(
    `INSERT INTO appointments (account, id, day, starts_at, body_sealed, fetched_at)
     VALUES (@account, @id, @day, @startsAt, @bodySealed, @fetchedAt)
     ON CONFLICT (account, id) DO UPDATE SET day = excluded.day, starts_at = excluded.starts_at,
       body_sealed = excluded.body_sealed, fetched_at = excluded.fetched_at`,
  );
  const dropMissing = db.prepare<[string, string, string]>(
    `DELETE FROM appointments WHERE account = ? AND day = ? AND completion_outbox_id IS NULL
       AND id NOT IN (SELECT value FROM json_each(?))`,
  );
  const ofDay = db.prepare<[string, string], Stored>(
    'SELECT * FROM appointments WHERE account = ? AND day = ? ORDER BY starts_at, id',
  );
  const one = db.prepare<[string, string], Stored>(
    'SELECT * FROM appointments WHERE account = ? AND id = ?',
  );
  const complete = db.prepare<[number, string, string]>(
    'UPDATE appointments SET completion_outbox_id = ? WHERE account = ? AND id = ? AND completion_outbox_id IS NULL',
  );
  return {
    replaceDay(account, day, rows) {
      db.transaction(() => {
        for (const row of rows) upsert.run(row);
        dropMissing.run(account, day, JSON.stringify(rows.map((row) => row.id)));
      })();
    },
    day: (account, day) => ofDay.all(account, day).map(rowOf),
    get: (account, id) => {
      const stored = one.get(account, id);
      return stored ? rowOf(stored) : undefined;
    },
    setCompletion: (account, id, outboxId) => complete.run(outboxId, account, id).changes > 0,
  };
}
