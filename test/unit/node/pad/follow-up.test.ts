import { describe, expect, it } from 'vitest';
import {
  clinicDayOf,
  dateAfter,
  daysBetween,
  followUpWords,
  formatLongDate,
  padDay,
} from '../../../../src/shared/pad/follow-up';

describe('"after N days" becomes a date', () => {
  it('counts calendar days, across months and years', () => {
    expect(dateAfter('2025-03-14', 7)).toBe('2025-03-21');
    expect(dateAfter('2025-03-28', 5)).toBe('2025-04-02');
    expect(dateAfter('2025-12-30', 3)).toBe('2026-01-02');
    expect(dateAfter('2024-02-28', 1)).toBe('2024-02-29');
    expect(dateAfter('2025-02-28', 1)).toBe('2025-03-01');
    expect(dateAfter('2025-03-14', 0)).toBe('2025-03-14');
  });

  it('counts weeks as 7 days and months as calendar months, kept inside the month', () => {
    expect(dateAfter('2025-03-14', 2, 'weeks')).toBe('2025-03-28');
    expect(dateAfter('2025-03-14', 1, 'months')).toBe('2025-04-14');
    expect(dateAfter('2025-01-31', 1, 'months')).toBe('2025-02-28');
    expect(dateAfter('2024-01-31', 1, 'months')).toBe('2024-02-29');
    expect(dateAfter('2025-11-30', 3, 'months')).toBe('2026-02-28');
  });

  it('gives nothing for a day that is not a date or a count that is not whole', () => {
    expect(dateAfter('2025-02-30', 1)).toBeUndefined();
    expect(dateAfter('14/03/2025', 1)).toBeUndefined();
    expect(dateAfter('2025-03-14', 1.5)).toBeUndefined();
    expect(dateAfter('2025-03-14', -1)).toBeUndefined();
  });

  it('counts days between two dates', () => {
    expect(daysBetween('2025-03-14', '2025-03-21')).toBe(7);
    expect(daysBetween('2025-03-14', '2025-03-13')).toBe(-1);
    expect(daysBetween('2025-03-30', '2025-03-31')).toBe(1);
  });

  it("reads the pad's day in the clinic's (this computer's) time zone", () => {
    const instant = new Date(2025, 2, 14, 23, 30).toISOString();
    expect(clinicDayOf(instant)).toBe('2025-03-14');
    expect(padDay({ createdAt: instant })).toBe('2025-03-14');
  });

  it('says the follow-up day in words, with how far it is', () => {
    expect(formatLongDate('2025-03-01')).toBe('1 March 2025');
    expect(followUpWords('2025-03-21', '2025-03-14')).toBe('21 March 2025 (after 7 days)');
    expect(followUpWords('2025-03-15', '2025-03-14')).toBe('15 March 2025 (after 1 day)');
    expect(followUpWords('2025-03-14', '2025-03-14')).toBe('14 March 2025 (the same day)');
    expect(followUpWords('2025-03-10', '2025-03-14')).toBe('10 March 2025');
  });
});
