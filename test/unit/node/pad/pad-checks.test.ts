import { describe, expect, it } from 'vitest';
import { checkForFinalize } from '../../../../src/main/core/pad/pad-checks';
import { writeNote } from '../../../../src/shared/pad/finding';
import { createPad, type Pad } from '../../../../src/shared/pad/pad';
import { writeDate } from '../../../../src/shared/pad/procedure';
import { DATE_PROPERTY_GROUP_ID, NOTE_PROPERTY_GROUP_ID } from '../../../../src/shared/properties';
import { FINDING_ID, PAD_ID, PROCEDURE_ID, finding, procedure } from './fixtures';

const NOW = new Date('2026-11-21T10:00:00.000Z');

function pad(over: Partial<Pad>): Pad {
  return { ...createPad({ id: PAD_ID, now: NOW }), ...over };
}

function written<T>(result: { ok: true; value: T } | { ok: false }): T {
  if (!result.ok) throw new Error('expected a write');
  return result.value;
}

describe('checkForFinalize', () => {
  it('sends the cleared mark over legacy fields: the deleted text stays deleted', () => {
    const f = written(writeNote(finding({ notes: 'legacy' }), ''));
    const p = written(writeDate(procedure({ date: 'last week' }), ''));
    const checked = checkForFinalize(pad({ findings: [f], procedures: [p] }));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.pad.findings[0]?.properties[NOTE_PROPERTY_GROUP_ID]).toBe('');
    expect(checked.pad.procedures[0]?.properties[DATE_PROPERTY_GROUP_ID]).toBe('');
  });

  it('refuses a blank group where there is no legacy field to clear', () => {
    const checked = checkForFinalize(
      pad({
        findings: [finding({ properties: { [NOTE_PROPERTY_GROUP_ID]: '' } })],
        procedures: [procedure({ properties: { [DATE_PROPERTY_GROUP_ID]: '' } })],
      }),
    );
    expect(checked).toEqual({
      ok: false,
      problems: {
        [`findings.${FINDING_ID}.note`]: 'The note is blank: write it, or remove it.',
        [`procedures.${PROCEDURE_ID}.date`]: 'Enter the date, or remove it.',
      },
    });
  });

  it('checks every vital kept as typed in the draft, and sends them trimmed', () => {
    const refused = checkForFinalize(
      pad({
        vitals: [
          { vitalId: 'pulse', value: 'abc' },
          { vitalId: 'spo2', value: '140' },
          { vitalId: 'temperature-f', value: '98.40' },
        ],
      }),
    );
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(Object.keys(refused.problems).sort()).toEqual([
      'vitals.pulse.value',
      'vitals.spo2.value',
    ]);

    const accepted = checkForFinalize(pad({ vitals: [{ vitalId: 'pulse', value: ' 72 ' }] }));
    expect(accepted.ok && accepted.pad.vitals).toEqual([{ vitalId: 'pulse', value: '72' }]);
  });
});
