import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelative } from '../../../../src/renderer/src/lib/time';

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
