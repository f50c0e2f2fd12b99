import { describe, expect, it } from 'vitest';
import { AppointmentListSchema, tokenOf } from '../../../../src/shared/appointments-wire';
import type { AppointmentView } from '../../../../src/shared/queue-view';
import {
  durationWords,
  timingOf,
  timingWords,
  todayQueue,
} from '../../../../src/shared/today-queue';
import type { PatientView } from '../../../../src/shared/patients-view';

const NINE = Date.parse('2026-11-28T09:00:00Z');
const MIN = 60_000;
const at = (minutes: number): string => new Date(NINE + minutes * MIN).toISOString();

function patient(name: string): PatientView {
  return {
    id: `p-${name}`,
    name,
    sex: 'female',
    ageText: '30 Years',
    delivery: 'sent',
  };
}

function apt(id: string, over: Partial<AppointmentView> = {}): AppointmentView {
  return { id, startsAt: at(0), state: 'booked', patient: patient(id), ...over };
}

const words = (a: AppointmentView, now: number): string => timingWords(timingOf(a, now));
const order = (list: AppointmentView[], now = NINE): string[] =>
  todayQueue(list, now).rows.map((row) => row.appointment.id);

describe('how a waiting patient stands against the clock', () => {
  it('is due before the booked time, due now exactly on it, late from the first whole minute', () => {
    const a = apt('a');
    expect(words(a, NINE - 5 * MIN)).toBe('due in 5 min');
    expect(words(a, NINE - 1)).toBe('due in 1 min');
    expect(timingOf(a, NINE)).toEqual({ kind: 'now' });
    expect(words(a, NINE)).toBe('due now');
    expect(words(a, NINE + MIN - 1)).toBe('due now');
    expect(timingOf(a, NINE + MIN)).toEqual({ kind: 'late', minutes: 1 });
    expect(words(a, NINE + MIN)).toBe('1 min late');
    expect(words(a, NINE + 12 * MIN + 59_999)).toBe('12 min late');
    expect(words(a, NINE + 80 * MIN)).toBe('1 h 20 min late');
  });

  it('counts a walk-in as waiting since the front desk queued them', () => {
    const w = apt('w', { walkIn: true });
    expect(words(w, NINE)).toBe('just arrived');
    expect(words(w, NINE + 25 * MIN)).toBe('waiting 25 min');
  });

  it('says nothing for no booked time, or for a patient no longer waiting', () => {
    expect(timingOf(apt('a', { startsAt: new Date(0).toISOString() }), NINE)).toEqual({
      kind: 'none',
    });
    expect(timingOf(apt('a', { startsAt: 'not a time' }), NINE)).toEqual({ kind: 'none' });
    expect(timingOf(apt('a', { state: 'completed' }), NINE + 30 * MIN)).toEqual({ kind: 'none' });
    expect(timingOf(apt('a', { consultationId: 'c' }), NINE + 30 * MIN)).toEqual({ kind: 'none' });
    expect(words(apt('a', { state: 'in_consultation' }), NINE + 30 * MIN)).toBe('');
  });

  it('writes durations in minutes, then hours', () => {
    expect(durationWords(0)).toBe('0 min');
    expect(durationWords(59)).toBe('59 min');
    expect(durationWords(60)).toBe('1 h');
    expect(durationWords(61)).toBe('1 h 1 min');
  });
});

describe('the queue order and the next patient', () => {
  it('follows the tokens when every appointment still standing has one', () => {
    const list = [
      apt('a', { token: 3, startsAt: at(0) }),
      apt('b', { token: 1, startsAt: at(40) }),
      apt('c', { token: 2, startsAt: at(20) }),
      apt('x', { state: 'cancelled', startsAt: at(10) }),
    ];
    const queue = todayQueue(list, NINE);
    expect(queue.order).toBe('token');
    expect(queue.rows.map((row) => row.appointment.id)).toEqual(['b', 'c', 'a', 'x']);
    expect(queue.next?.id).toBe('b');
    expect(queue.rows.filter((row) => row.next).map((row) => row.appointment.id)).toEqual(['b']);
  });

  it('follows booked times when one standing appointment has no token (never guessing its place)', () => {
    const list = [
      apt('a', { token: 2, startsAt: at(20) }),
      apt('b', { startsAt: at(0) }),
      apt('c', { token: 1, startsAt: at(20) }),
      apt('d', { startsAt: new Date(0).toISOString() }),
    ];
    const queue = todayQueue(list, NINE);
    expect(queue.order).toBe('time');
    // Same time: the token breaks the tie; no booked time goes last.
    expect(queue.rows.map((row) => row.appointment.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(queue.next?.id).toBe('b');
  });

  it('breaks full ties by the appointment id, so the order never depends on the list read', () => {
    const one = [apt('b'), apt('a')];
    expect(order(one)).toEqual(['a', 'b']);
    expect(order([...one].reverse())).toEqual(['a', 'b']);
  });

  it('passes over the seen, the one in consultation, the cancelled and the unnamed patient', () => {
    const list = [
      apt('seen', { state: 'completed', startsAt: at(0) }),
      apt('open', { consultationId: 'c1', startsAt: at(10) }),
      apt('inside', { state: 'in_consultation', startsAt: at(15) }),
      apt('gone', { state: 'cancelled', startsAt: at(20) }),
      apt('absent', { state: 'no_show', startsAt: at(25) }),
      apt('unknown', { patient: undefined, startsAt: at(30) }),
      apt('next', { startsAt: at(40) }),
    ];
    const queue = todayQueue(list, NINE + 50 * MIN);
    expect(queue.next?.id).toBe('next');
    expect(queue.rows.find((row) => row.appointment.id === 'unknown')?.waiting).toBe(true);
    expect(timingWords(queue.rows.at(-1)!.timing)).toBe('10 min late');
  });

  it('has no next patient when nobody is waiting, and none for an empty day', () => {
    expect(todayQueue([apt('a', { state: 'completed' })], NINE).next).toBeUndefined();
    const empty = todayQueue([], NINE);
    expect(empty.next).toBeUndefined();
    expect(empty.rows).toEqual([]);
    expect(empty.order).toBe('time');
  });
});

describe('the token as the platform sends it', () => {
  it('reads a whole number from 1, or its digits, and nothing else', () => {
    expect(tokenOf(7)).toBe(7);
    expect(tokenOf('12')).toBe(12);
    expect(tokenOf(1)).toBe(1);
    for (const bad of [0, -3, 2.5, '', 'A12', '1e3', null, undefined, {}, Number.NaN, 1e20]) {
      expect(tokenOf(bad)).toBeUndefined();
    }
  });

  it('keeps the list readable whatever the token field holds', () => {
    const parsed = AppointmentListSchema.parse({
      appointments: [
        { appointment_id: 'a', token: 4, channel: 'Walkin' },
        { appointment_id: 'b', token: 'x', channel: 5 },
        { appointment_id: 'c' },
      ],
    });
    expect(parsed.appointments.map((a) => [a.token, a.channel])).toEqual([
      [4, 'Walkin'],
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });
});
