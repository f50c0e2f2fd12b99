import type { AppointmentState, AppointmentView } from './queue-view';

/*
 * The day's queue as the doctor works through it: the order, who is next, and how each waiting
 * patient stands against the clock. A pure function of the appointments and the time, so the
 * screen, the "Next patient" key and the tests all read the same rule (docs/today-queue.md).
 */

/** How a waiting patient stands against the clock. */
export type QueueTiming =
  /** The booked time is still ahead. */
  | { kind: 'due'; minutes: number }
  /** The booked time is now (its first minute): on time. */
  | { kind: 'now' }
  /** The booked time passed this many whole minutes ago and the patient is still waiting. */
  | { kind: 'late'; minutes: number }
  /** A walk-in, waiting since the front desk put them in the queue. */
  | { kind: 'waiting'; minutes: number }
  /** Not waiting, or no time to measure from. */
  | { kind: 'none' };

export interface QueueRow {
  appointment: AppointmentView;
  /** Still to be seen: booked (or checked in) and no consultation opened from it. */
  waiting: boolean;
  /** The one patient the doctor should see next. */
  next: boolean;
  timing: QueueTiming;
}

export interface TodayQueue {
  /** Every appointment of the day, in queue order. */
  rows: QueueRow[];
  /** The next patient's appointment; none when nobody who can be started is waiting. */
  next?: AppointmentView;
  /** `token`: every appointment still standing carries a token; `time`: by booked time. */
  order: 'token' | 'time';
}

const WAITING: ReadonlySet<AppointmentState> = new Set(['booked', 'checked_in']);
const GONE: ReadonlySet<AppointmentState> = new Set(['cancelled', 'no_show']);
const MINUTE = 60_000;

/** The booked time in milliseconds, or undefined when the platform gave none. */
export function bookedAt(appointment: AppointmentView): number | undefined {
  const at = Date.parse(appointment.startsAt);
  return Number.isFinite(at) && at > 0 ? at : undefined;
}

export function isWaiting(appointment: AppointmentView): boolean {
  return WAITING.has(appointment.state) && appointment.consultationId === undefined;
}

export function timingOf(appointment: AppointmentView, now: number): QueueTiming {
  const at = bookedAt(appointment);
  if (!isWaiting(appointment) || at === undefined) return { kind: 'none' };
  const since = now - at;
  if (since < 0) return { kind: 'due', minutes: Math.ceil(-since / MINUTE) };
  const minutes = Math.floor(since / MINUTE);
  if (appointment.walkIn) return { kind: 'waiting', minutes };
  return minutes === 0 ? { kind: 'now' } : { kind: 'late', minutes };
}

const byId = (a: AppointmentView, b: AppointmentView): number =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Absent values sort after present ones. */
function byNumber(a: number | undefined, b: number | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  return a - b;
}

/**
 * The rule: when every appointment still standing (not cancelled, not a no-show) has a token,
 * the queue follows the tokens (booked time breaks a tie); otherwise it follows the booked times
 * (no time last, then token, then id). Mixing the two would have to guess where a patient
 * without a token stands. The next patient is the first waiting one the app can start (the
 * platform named the patient).
 */
export function todayQueue(appointments: readonly AppointmentView[], now: number): TodayQueue {
  const standing = appointments.filter((a) => !GONE.has(a.state));
  const order =
    standing.length > 0 && standing.every((a) => a.token !== undefined) ? 'token' : 'time';
  const sorted = [...appointments].sort((a, b) =>
    order === 'token'
      ? byNumber(a.token, b.token) || byNumber(bookedAt(a), bookedAt(b)) || byId(a, b)
      : byNumber(bookedAt(a), bookedAt(b)) || byNumber(a.token, b.token) || byId(a, b),
  );
  const next = sorted.find((a) => isWaiting(a) && a.patient !== undefined);
  return {
    rows: sorted.map((appointment) => ({
      appointment,
      waiting: isWaiting(appointment),
      next: appointment === next,
      timing: timingOf(appointment, now),
    })),
    ...(next ? { next } : {}),
    order,
  };
}

/** "5 min", "1 h", "1 h 20 min". */
export function durationWords(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The timing in words: "due in 5 min", "due now", "12 min late", "waiting 25 min". */
export function timingWords(timing: QueueTiming): string {
  switch (timing.kind) {
    case 'due':
      return `due in ${durationWords(timing.minutes)}`;
    case 'now':
      return 'due now';
    case 'late':
      return `${durationWords(timing.minutes)} late`;
    case 'waiting':
      return timing.minutes === 0 ? 'just arrived' : `waiting ${durationWords(timing.minutes)}`;
    case 'none':
      return '';
  }
}
