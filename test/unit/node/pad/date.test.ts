import { describe, expect, it } from 'vitest';
import {
  DATE_MESSAGES,
  IsoDateSchema,
  dateFromStored,
  daysInMonth,
  isCalendarDate,
  parseDate,
} from '../../../../src/shared/pad/date';

function messageOf(input: unknown): string {
  const result = parseDate(input);
  if (result.ok) throw new Error(`expected a refusal, got ${String(result.value)}`);
  expect(result.problems).toHaveLength(1);
  expect(result.problems[0]?.field).toBe('date');
  return result.problems[0]?.message ?? '';
}

describe('parseDate: accepted', () => {
  it.each(['2025-03-14', '2024-02-29', '2000-02-29', '2025-12-31', '1900-01-01', '2100-12-31'])(
    '%s',
    (text) => {
      expect(parseDate(text)).toEqual({ ok: true, value: text });
    },
  );

  it('ignores surrounding spaces', () => {
    expect(parseDate(' 2025-03-14\n')).toEqual({ ok: true, value: '2025-03-14' });
  });

  it('reads empty, blank and no input as "no date" (null)', () => {
    for (const input of ['', '   ', null, undefined]) {
      expect(parseDate(input)).toEqual({ ok: true, value: null });
    }
  });
});

describe('parseDate: impossible dates', () => {
  it.each([
    ['2025-02-30', 'February 2025 has 28 days, so there is no day 30.'],
    ['2025-02-29', 'February 2025 has 28 days, so there is no day 29.'],
    ['1900-02-29', 'February 1900 has 28 days, so there is no day 29.'],
    ['2024-02-30', 'February 2024 has 29 days, so there is no day 30.'],
    ['2025-04-31', 'April 2025 has 30 days, so there is no day 31.'],
    ['2025-01-32', 'January 2025 has 31 days, so there is no day 32.'],
    ['2025-01-00', 'January 2025 has 31 days, so there is no day 0.'],
  ])('%s', (text, message) => {
    expect(messageOf(text)).toBe(message);
  });

  it.each([
    ['2025-13-01', 13],
    ['2025-00-10', 0],
  ])('%s (no such month)', (text, month) => {
    expect(messageOf(text)).toBe(DATE_MESSAGES.month(month));
  });
});

describe('parseDate: wrong formats', () => {
  it.each([
    '14/03/2025',
    '03/14/2025',
    '14-03-2025',
    '2025/03/14',
    '2025-3-14',
    '2025-03-4',
    '25-03-14',
    '20250314',
    '2025-03-14T10:00:00Z',
    '2025-03-14 10:00',
    '+2025-03-14',
    '２０２５-03-14',
    'tomorrow',
    '14 March 2025',
  ])('%s', (text) => {
    expect(messageOf(text)).toBe('Enter the date as year-month-day, for example 2025-03-14.');
  });

  it('does not repeat text that is not a date', () => {
    expect(messageOf('after the biopsy of patient X')).not.toContain('biopsy');
  });

  it.each([20250314, new Date(0), {}, true])('a value that is not text: %j', (input) => {
    expect(messageOf(input)).toBe(DATE_MESSAGES.notText);
  });
});

describe('parseDate: years outside 1900-2100', () => {
  it.each(['0202-03-14', '1899-12-31', '2101-01-01', '9999-12-31'])('%s', (text) => {
    expect(messageOf(text)).toBe(DATE_MESSAGES.year);
  });
});

describe('calendar rules', () => {
  it('knows the month lengths and Gregorian leap years', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it('agrees with the JavaScript calendar on every day of 2023-2025', () => {
    for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2026, 0, 1); t += 86_400_000) {
      expect(isCalendarDate(new Date(t).toISOString().slice(0, 10))).toBe(true);
    }
  });
});

describe('stored dates', () => {
  it('reads a real calendar date, whatever the year', () => {
    expect(dateFromStored('2025-03-14')).toBe('2025-03-14');
    expect(dateFromStored('1850-06-01')).toBe('1850-06-01');
    expect(IsoDateSchema.safeParse('2025-03-14').success).toBe(true);
  });

  it.each([undefined, null, '', '2025-02-30', '14/03/2025', '2025-03-14T00:00:00Z', 20250314])(
    'reads %j as absent',
    (raw) => {
      expect(dateFromStored(raw)).toBeUndefined();
      expect(IsoDateSchema.safeParse(raw).success).toBe(false);
    },
  );
});
