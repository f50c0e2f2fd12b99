import { describe, expect, it } from 'vitest';
import { EMPTY_PAD_MESSAGE, checkForFinalize } from '../../../../src/main/core/pad/pad-checks';
import { PLAN_MESSAGES } from '../../../../src/main/core/pad/plan-checks';
import { MEDICINE_INPUT_MESSAGES } from '../../../../src/shared/pad/medicine-input';
import { LINE_NOT_SETTLED } from '../../../../src/shared/pad/medicine-open';
import type { Medicine } from '../../../../src/shared/pad/medicine';
import { createPad, type Pad } from '../../../../src/shared/pad/pad';
import { PAD_ID } from './fixtures';

// Started at 10:00 in the morning, local time: the pad's day is 21 November 2026 here.
const NOW = new Date(2026, 10, 21, 10, 0);
const MED = '00000000-0000-4000-8000-000000000011';
const LAB = '00000000-0000-4000-8000-000000000012';
const ADV = '00000000-0000-4000-8000-000000000013';

function pad(over: Record<string, unknown>): Pad {
  return { ...createPad({ id: PAD_ID, now: NOW }), ...over };
}

const medicine = (over: Record<string, unknown> = {}): Medicine => ({
  localId: MED,
  name: 'Paracetamol 650',
  ...over,
});

const problemsOf = (input: Pad): Record<string, string> => {
  const checked = checkForFinalize(input);
  return checked.ok ? {} : checked.problems;
};

describe('finalize checks of medicines, investigations, advice and follow-up', () => {
  it('a pad holding only a plan is not empty; a pad with nothing is', () => {
    expect(checkForFinalize(pad({ medicines: [medicine()] })).ok).toBe(true);
    expect(checkForFinalize(pad({ advice: [{ localId: ADV, text: 'Rest' }] })).ok).toBe(true);
    expect(checkForFinalize(pad({ followUp: { date: '2026-11-28' } })).ok).toBe(true);
    expect(problemsOf(pad({}))).toEqual({ pad: EMPTY_PAD_MESSAGE });
  });

  it('a medicine needs a name', () => {
    expect(problemsOf(pad({ medicines: [medicine({ name: '   ' })] }))).toEqual({
      [`medicines.${MED}.name`]: PLAN_MESSAGES.medicineName,
    });
  });

  it('a frequency pattern must match, and give a dose at some time of day', () => {
    const bad = { kind: 'pattern', pattern: '1-0-' };
    expect(problemsOf(pad({ medicines: [medicine({ frequency: bad })] }))).toEqual({
      [`medicines.${MED}.frequency`]: PLAN_MESSAGES.frequencyPattern,
    });
    const none = { kind: 'pattern', pattern: '0-0-0' };
    expect(problemsOf(pad({ medicines: [medicine({ frequency: none })] }))).toEqual({
      [`medicines.${MED}.frequency`]: PLAN_MESSAGES.frequencyNoDose,
    });
    const weekly = { kind: 'weekly', timesPerWeek: 9 };
    expect(problemsOf(pad({ medicines: [medicine({ frequency: weekly })] }))).toEqual({
      [`medicines.${MED}.frequency`]: PLAN_MESSAGES.frequencyWeekly,
    });
    const blank = { kind: 'text', text: '  ' };
    expect(problemsOf(pad({ medicines: [medicine({ frequency: blank })] }))).toEqual({
      [`medicines.${MED}.frequency`]: PLAN_MESSAGES.frequencyText,
    });
    const good = { kind: 'pattern', pattern: '½-0-½' };
    expect(checkForFinalize(pad({ medicines: [medicine({ frequency: good })] })).ok).toBe(true);
  });

  it('a field still kept as typed is refused under its key, with the reader’s words', () => {
    const typed = { frequency: '1-0', dose: 'a spoonful', duration: '5 fortnights' };
    expect(problemsOf(pad({ medicines: [medicine({ typed })] }))).toEqual({
      [`medicines.${MED}.frequency`]: MEDICINE_INPUT_MESSAGES.pattern,
      [`medicines.${MED}.dose.value`]: MEDICINE_INPUT_MESSAGES.dose,
      [`medicines.${MED}.duration.value`]: MEDICINE_INPUT_MESSAGES.duration,
    });
    // Blank typed text is nothing to finish.
    const blank = { frequency: ' ', dose: '', duration: '' };
    expect(checkForFinalize(pad({ medicines: [medicine({ typed: blank })] })).ok).toBe(true);
  });

  it('a duration is a whole number of at least 1', () => {
    for (const value of [0, 1.5, -2]) {
      const duration = { value, unit: 'days' };
      expect(problemsOf(pad({ medicines: [medicine({ duration })] }))).toEqual({
        [`medicines.${MED}.duration.value`]: PLAN_MESSAGES.durationValue,
      });
    }
    const week = { value: 1, unit: 'weeks' };
    expect(checkForFinalize(pad({ medicines: [medicine({ duration: week })] })).ok).toBe(true);
  });

  it('a dose is a number with a unit', () => {
    expect(
      problemsOf(pad({ medicines: [medicine({ dose: { value: 'one', unit: 'tablet' } })] })),
    ).toEqual({
      [`medicines.${MED}.dose.value`]: PLAN_MESSAGES.doseValue,
    });
    expect(problemsOf(pad({ medicines: [medicine({ dose: { value: '1', unit: ' ' } })] }))).toEqual(
      {
        [`medicines.${MED}.dose.unit`]: PLAN_MESSAGES.doseUnit,
      },
    );
  });

  it('an investigation needs a name and advice needs text', () => {
    const problems = problemsOf(
      pad({ investigations: [{ localId: LAB, name: '' }], advice: [{ localId: ADV, text: ' ' }] }),
    );
    expect(problems).toEqual({
      [`investigations.${LAB}.name`]: PLAN_MESSAGES.investigationName,
      [`advice.${ADV}.text`]: PLAN_MESSAGES.adviceText,
    });
  });

  it("a follow-up is not before the pad's day (the same day is allowed)", () => {
    expect(problemsOf(pad({ followUp: { date: '2026-11-20' } }))).toEqual({
      'followUp.date': PLAN_MESSAGES.followUpPast('2026-11-21'),
    });
    expect(PLAN_MESSAGES.followUpPast('2026-11-21')).toContain('21 November 2026');
    expect(checkForFinalize(pad({ followUp: { date: '2026-11-21' } })).ok).toBe(true);
    expect(problemsOf(pad({ followUp: { date: '2026-02-30' } }))).toEqual({
      'followUp.date': PLAN_MESSAGES.followUpDate,
    });
  });

  describe('a medicine that can mean two things waits for an answer', () => {
    const MED2 = '00000000-0000-4000-8000-000000000014';
    const insulin = (localId = MED) =>
      medicine({
        localId,
        name: 'Insulin Actrapid',
        dose: { value: '8', unit: 'unit' },
        frequency: { kind: 'pattern', pattern: '8-0-6' },
      });
    const QUESTION =
      'The dose says 8 units and the frequency says 8-0-6. Is it 8 units in the morning and 6 units at night?';

    it('exactly one open question refuses, under medicines.<localId>.question, in words', () => {
      const settled = medicine({
        localId: MED2,
        dose: { unit: 'unit' },
        frequency: { kind: 'pattern', pattern: '8-0-6' },
      });
      expect(problemsOf(pad({ medicines: [insulin(), settled] }))).toEqual({
        [`medicines.${MED}.question`]: QUESTION,
      });
    });

    it('zero open questions allow it: the likely reading, or the other one', () => {
      const likely = medicine({
        dose: { unit: 'unit' },
        frequency: { kind: 'pattern', pattern: '8-0-6' },
      });
      const each = medicine({
        dose: { value: '8', unit: 'unit' },
        frequency: { kind: 'pattern', pattern: '1-0-1' },
      });
      expect(checkForFinalize(pad({ medicines: [likely] })).ok).toBe(true);
      expect(checkForFinalize(pad({ medicines: [each] })).ok).toBe(true);
    });

    it('OD for an eye medicine, and a line kept as typed, refuse with their own words', () => {
      const eye = medicine({
        name: 'Moxifloxacin',
        form: 'eye drops',
        dose: { value: '1', unit: 'drop' },
        frequency: { kind: 'pattern', pattern: '1-0-0', shorthand: 'OD' },
        route: 'Eye',
      });
      expect(problemsOf(pad({ medicines: [eye] }))[`medicines.${MED}.question`]).toMatch(
        /^OD can mean once a day or the right eye/,
      );
      // The line still asks while its fields are as it read them ("2": the name or the dose?).
      const amaryl = medicine({
        name: 'Amaryl 2',
        form: 'tablet',
        frequency: { kind: 'pattern', pattern: '1-0-0', shorthand: 'OD' },
        typed: { line: 'Tab Amaryl 2 OD' },
      });
      expect(problemsOf(pad({ medicines: [amaryl] }))).toEqual({
        [`medicines.${MED}.question`]:
          'Is 2 part of the name (Amaryl 2) or the dose (2 tablets in the morning)?',
      });
      // Edited since: the fields as shown are to be confirmed; the text kept is never dropped.
      const edited = { ...amaryl, duration: { value: 30, unit: 'days' } };
      expect(problemsOf(pad({ medicines: [edited] }))).toEqual({
        [`medicines.${MED}.question`]: LINE_NOT_SETTLED,
      });
      const { typed: _settled, ...answered } = edited;
      expect(checkForFinalize(pad({ medicines: [answered] })).ok).toBe(true);
    });
  });
});
