import { describe, expect, it } from 'vitest';
import { changeWords, visitHeading, whenWords } from '../../../../src/renderer/src/lib/syncText';
import type { SyncItemAbout } from '../../../../src/shared/sync';

// The clinic's zone pinned (India), so the day boundary is the clinic's, not UTC's.
const IST = { locale: 'en-GB', timeZone: 'Asia/Kolkata' } as const;
const NOW = new Date('2026-11-28T10:00:00+05:30');
const about = (when: string, extra: Partial<SyncItemAbout> = {}): SyncItemAbout => ({
  patient: { kind: 'named', name: 'Asha Rao' },
  what: 'Prescription',
  when,
  whenIs: 'visit',
  ...extra,
});

describe('a change in the clinic’s words', () => {
  it('says today, yesterday or the date, by the clinic’s calendar day', () => {
    expect(whenWords(about('2026-11-28T00:05:00+05:30'), NOW, IST)).toBe('visit today, 00:05');
    // 23:55 the evening before is yesterday in the clinic, though the same UTC day as 00:05.
    expect(whenWords(about('2026-11-27T23:55:00+05:30'), NOW, IST)).toBe('visit yesterday, 23:55');
    expect(whenWords(about('2026-11-26T23:55:00+05:30'), NOW, IST)).toBe(
      'visit 26 Nov 2026, 23:55',
    );
    expect(whenWords(about('2026-11-28T09:40:00+05:30', { whenIs: 'saved' }), NOW, IST)).toBe(
      'saved today, 09:40',
    );
  });

  it('names whose, what and when, says an unknown patient in words, and none for no patient', () => {
    const at = '2026-11-28T11:20:00+05:30';
    expect(changeWords(about(at), NOW, IST)).toBe('Asha Rao · Prescription · visit today, 11:20');
    expect(changeWords(about(at, { patient: { kind: 'unknown' } }), NOW, IST)).toBe(
      'Patient not known on this computer · Prescription · visit today, 11:20',
    );
    expect(
      changeWords(
        about(at, { patient: { kind: 'none' }, what: 'Webhook registration', whenIs: 'saved' }),
        NOW,
        IST,
      ),
    ).toBe('Webhook registration · saved today, 11:20');
    expect(visitHeading(about(at), NOW, IST)).toBe('Asha Rao, visit today, 11:20');
  });
});
