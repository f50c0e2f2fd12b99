import { describe, expect, it } from 'vitest';
import { parseVisitTime, sinceStart, type VisitTime } from '../../../../src/shared/pad/fhir-time';
import type { SinceUnit } from '../../../../src/shared/properties';

function visit(text: string): VisitTime {
  const parsed = parseVisitTime(text);
  if (parsed === undefined) throw new Error(`not a visit time: ${text}`);
  return parsed;
}

const IST = visit('2025-03-14T10:15:30+05:30');
const start = (value: number, unit: SinceUnit, at: VisitTime = IST) =>
  sinceStart({ value, unit }, at);

describe('parseVisitTime', () => {
  it('reads the calendar date in the offset given, not in UTC', () => {
    expect(visit('2025-03-14T01:30:00+05:30').date).toBe('2025-03-14');
    expect(visit('2025-03-13T20:00:00Z').date).toBe('2025-03-13');
    expect(visit('2025-03-13T20:00:00.123-03:00')).toMatchObject({
      date: '2025-03-13',
      offsetMinutes: -180,
      offsetText: '-03:00',
    });
  });

  it.each([
    '2025-03-14',
    '2025-03-14T10:15',
    '2025-03-14T10:15:30',
    '2025-02-30T10:15:30Z',
    '2025-03-14T24:00:00Z',
    '2025-03-14T10:15:30+15:00',
    '2025-03-14 10:15:30Z',
  ])('refuses %s', (text) => {
    expect(parseVisitTime(text)).toBeUndefined();
  });
});

describe('sinceStart: the date a finding began, at the precision of its unit', () => {
  it.each<[number, SinceUnit, string]>([
    [6, 'Hour', '2025-03-14T04:15:30+05:30'],
    [12, 'Hour', '2025-03-13T22:15:30+05:30'],
    [3, 'Day', '2025-03-11'],
    [14, 'Day', '2025-02-28'],
    [2, 'Week', '2025-02-28'],
    [1, 'Month', '2025-02'],
    [3, 'Month', '2024-12'],
    [15, 'Month', '2023-12'],
    [1, 'Year', '2024'],
    [120, 'Year', '1905'],
  ])('%d %s -> %s', (value, unit, expected) => {
    expect(start(value, unit)).toBe(expected);
  });

  it('counts days on the calendar: leap days, month and year ends', () => {
    expect(start(1, 'Day', visit('2024-03-01T09:00:00+05:30'))).toBe('2024-02-29');
    expect(start(1, 'Day', visit('2025-03-01T09:00:00+05:30'))).toBe('2025-02-28');
    expect(start(1, 'Week', visit('2025-01-03T09:00:00+05:30'))).toBe('2024-12-27');
    expect(start(1, 'Month', visit('2025-01-31T09:00:00+05:30'))).toBe('2024-12');
  });

  it('counts hours back in the visit offset, across midnight and in UTC', () => {
    expect(start(2, 'Hour', visit('2025-03-14T01:00:00+05:30'))).toBe('2025-03-13T23:00:00+05:30');
    expect(start(1, 'Hour', visit('2025-03-14T00:30:00Z'))).toBe('2025-03-13T23:30:00Z');
    expect(start(1, 'Hour', visit('2025-03-14T10:15:30.999+05:30'))).toBe(
      '2025-03-14T09:15:30+05:30',
    );
  });

  it('counts a stored value that is not whole in the next smaller unit', () => {
    expect(start(1.5, 'Day')).toBe('2025-03-12T22:15:30+05:30'); // 36 hours
    expect(start(1.5, 'Week')).toBe('2025-03-03'); // 10.5 -> 11 days
    expect(start(1.5, 'Month')).toBe('2025-01-27'); // 45.66 -> 46 days
    expect(start(1.5, 'Year')).toBe('2023-09'); // 18 months
    expect(start(0.5, 'Hour')).toBe('2025-03-14T09:45:30+05:30');
  });

  it('gives undefined for a start before the year 0001, and for no duration', () => {
    expect(start(2025, 'Year')).toBeUndefined();
    expect(start(2024, 'Year')).toBe('0001');
    expect(start(1e12, 'Day')).toBeUndefined();
    expect(start(1e12, 'Hour')).toBeUndefined();
    expect(start(0, 'Day')).toBeUndefined();
    expect(start(Number.NaN, 'Day')).toBeUndefined();
  });
});
