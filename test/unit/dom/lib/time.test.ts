import { describe, expect, it } from 'vitest';
import {
  formatAge,
  formatDateTime,
  formatRelative,
  formatSince,
} from '../../../../src/renderer/src/lib/time';

const NOW = new Date('2025-03-05T10:00:00Z');

describe('formatRelative', () => {
  it.each([
    ['2025-03-05T09:59:30Z', 'just now'],
    ['2025-03-05T09:55:00Z', '5 minutes ago'],
    ['2025-03-05T07:00:00Z', '3 hours ago'],
    ['2025-03-04T10:00:00Z', 'yesterday'],
    ['2025-03-10T10:00:00Z', 'in 5 days'],
  ])('says %s is "%s"', (iso, expected) => {
    expect(formatRelative(iso, NOW, 'en')).toBe(expected);
  });

  it('shows an unparseable time as given', () => {
    expect(formatRelative('not a date', NOW, 'en')).toBe('not a date');
  });
});

describe('formatDateTime', () => {
  it('formats with the given locale and zone', () => {
    expect(formatDateTime('2025-03-03T14:05:00Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      '3 Mar 2025, 14:05',
    );
  });

  it('shows an unparseable time as given rather than "Invalid Date"', () => {
    expect(formatDateTime('yesterday-ish')).toBe('yesterday-ish');
  });
});

describe('formatAge', () => {
  it.each([
    ['2025-03-05T09:59:30Z', 'under 1 min'],
    ['2025-03-05T09:55:00Z', '5 min'],
    ['2025-03-05T09:00:01Z', '59 min'],
    ['2025-03-05T07:00:00Z', '3 hr'],
    ['2025-03-03T09:00:00Z', '2 days'],
  ])('says %s has waited "%s"', (iso, expected) => {
    expect(formatAge(iso, NOW, 'en')).toBe(expected);
  });

  it('never gives a negative age when the clock was set back', () => {
    expect(formatAge('2025-03-05T10:07:00Z', NOW, 'en')).toBe('under 1 min');
    expect(formatAge('2025-03-07T10:00:00Z', NOW, 'en')).toBe('under 1 min');
  });
});

describe('formatSince', () => {
  it('reads like formatRelative for the past', () => {
    expect(formatSince('2025-03-05T09:55:00Z', NOW, 'en')).toBe('5 minutes ago');
  });

  it('says "just now" for a past moment the clock puts in the future', () => {
    expect(formatSince('2025-03-05T10:30:00Z', NOW, 'en')).toBe('just now');
  });
});
