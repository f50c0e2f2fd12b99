import { describe, expect, it } from 'vitest';
import { createPad } from '../../../../src/shared/pad/pad';
import { readNote } from '../../../../src/shared/pad/finding';
import {
  VITAL_TAKEN,
  applySuggestion,
  type ApplyOptions,
} from '../../../../src/shared/scribe/apply-suggestion';

let n = 0;
const options: ApplyOptions = {
  newId: () => `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`,
  day: '2026-11-26',
  origin: 'scribe',
};
const pad = () =>
  createPad({ id: '11111111-1111-4111-8111-111111111111', now: new Date('2026-11-26T05:00:00Z') });

describe('an accepted suggestion on the pad', () => {
  it('a symptom becomes a finding, its Since and note in the Note', () => {
    const applied = applySuggestion(
      pad(),
      {
        id: 's1',
        kind: 'symptom',
        name: 'Fever',
        since: { text: '3 days', value: 3, unit: 'd' as never },
        note: 'High at night',
      },
      options,
    );
    if (!applied.ok) throw new Error(applied.reason);
    const [finding] = applied.pad.findings;
    expect(finding).toMatchObject({ name: 'Fever', source: 'symptom', origin: 'scribe' });
    expect(readNote(finding!)?.value).toBe('since 3 days. High at night');
  });

  it('a medicine keeps everything the scribe heard and says it came from the scribe', () => {
    const applied = applySuggestion(
      pad(),
      {
        id: 'm1',
        kind: 'medicine',
        medicine: {
          name: 'Paracetamol 650 Tablet',
          dose: { value: '1', unit: 'tablet' },
          frequency: { kind: 'pattern', pattern: '1-0-1' },
          timing: 'after-food',
          duration: { value: 3, unit: 'days' },
        },
      },
      { ...options, origin: 'scribe-edited' },
    );
    expect(applied.ok && applied.pad.medicines[0]).toMatchObject({
      name: 'Paracetamol 650 Tablet',
      frequency: { kind: 'pattern', pattern: '1-0-1' },
      origin: 'scribe-edited',
    });
  });

  it('a follow-up after N days becomes a date from the visit day; without any date it is refused in words', () => {
    const after = applySuggestion(pad(), { id: 'f1', kind: 'follow-up', afterDays: 5 }, options);
    expect(after.ok && after.pad.followUp).toEqual({ date: '2026-12-01', origin: 'scribe' });
    expect(applySuggestion(pad(), { id: 'f2', kind: 'follow-up' }, options)).toEqual({
      ok: false,
      reason: 'The suggested follow-up has no date the pad can use.',
    });
  });

  it("an edited advice takes the doctor's words; a vital typed otherwise is asked about, never overwritten", () => {
    const advice = applySuggestion(
      pad(),
      { id: 'a1', kind: 'advice', text: 'Warm saline gargles' },
      { ...options, origin: 'scribe-edited', text: 'Gargle with warm salt water' },
    );
    expect(advice.ok && advice.pad.advice[0]).toMatchObject({
      text: 'Gargle with warm salt water',
      origin: 'scribe-edited',
    });
    const typed = { ...pad(), vitals: [{ vitalId: 'pulse', value: '90' }] };
    const vital = applySuggestion(
      typed,
      { id: 'v1', kind: 'vital', vitalId: 'pulse', name: 'Pulse', value: '96' },
      options,
    );
    expect(vital).toEqual({ ok: false, reason: VITAL_TAKEN });
    const same = applySuggestion(
      typed,
      { id: 'v2', kind: 'vital', vitalId: 'pulse', name: 'Pulse', value: '90' },
      options,
    );
    expect(same).toEqual({ ok: true, pad: typed, added: false });
  });
});
