import { describe, expect, it } from 'vitest';
import { checkForFinalize } from '../../../../src/main/core/pad/pad-checks';
import type { Medicine } from '../../../../src/shared/pad/medicine';
import {
  fieldQuestions,
  openQuestions,
  repeatQuestionText,
} from '../../../../src/shared/pad/medicine-open';
import {
  repeatedLines,
  repeatedWords,
  reviewedLine,
} from '../../../../src/shared/pad/medicine-repeat';
import { PadSchema, createPad, type Pad } from '../../../../src/shared/pad/pad';
import { PAD_ID } from './fixtures';

const OLD = '00000000-0000-4000-8000-000000000021';
const NEW = ['00000000-0000-4000-8000-000000000031', '00000000-0000-4000-8000-000000000032'];

const amlodipine: Medicine = {
  localId: OLD,
  name: 'Amlodipine 5 mg Tablet',
  genericName: 'Amlodipine',
  form: 'tablet',
  dose: { value: '1', unit: 'tablet' },
  frequency: { kind: 'pattern', pattern: '1-0-0' },
  duration: { value: 30, unit: 'days' },
  origin: 'scribe-edited',
  confirmed: ['weekly-drug-daily'],
};

const ids = () => {
  let next = 0;
  return () => NEW[next++]!;
};
const pad = (medicines: Medicine[]): Pad => ({
  ...createPad({ id: PAD_ID, now: new Date(2026, 10, 21, 10, 0) }),
  medicines,
});

describe('Repeat last prescription: copied lines to review', () => {
  it('copies each medicine as a new line by the doctor, marked with the day it comes from', () => {
    const [line] = repeatedLines([amlodipine], '2026-10-02', ids());
    expect(line).toEqual({
      localId: NEW[0],
      name: 'Amlodipine 5 mg Tablet',
      genericName: 'Amlodipine',
      form: 'tablet',
      dose: { value: '1', unit: 'tablet' },
      frequency: { kind: 'pattern', pattern: '1-0-0' },
      duration: { value: 30, unit: 'days' },
      origin: 'doctor',
      repeatedFrom: '2026-10-02',
    });
    // The pad keeps the mark (it is part of the stored shape).
    expect(PadSchema.parse(pad([line!])).medicines[0]?.repeatedFrom).toBe('2026-10-02');
    expect(repeatedWords(2, '2026-10-02')).toBe(
      '2 medicines copied from the prescription of 2 October 2026 as new lines. Review each one (Keep, Edit or Remove): Finalize waits until every copied line is reviewed.',
    );
    expect(repeatedWords(1, '2026-10-02')).toMatch(/^1 medicine copied/);
  });

  it('asks a copied line first, beside its own fields’ questions, until it is reviewed', () => {
    const [line] = repeatedLines([amlodipine], '2026-10-02', ids());
    const asked = openQuestions(line!);
    expect(asked.map((q) => [q.field, q.text])).toEqual([
      [
        'repeat',
        'Repeated from the prescription of 2 October 2026: is it right for today? Keep it as it was, edit it, or remove it.',
      ],
    ]);
    expect(repeatQuestionText('2026-10-02')).toBe(asked[0]!.text);
    // The row's field questions do not include it (the row asks it with Keep, Edit, Remove).
    expect(fieldQuestions(line!)).toEqual([]);
    // A copied eye drop written OD asks both, the review first (OD: once a day, or right eye?).
    const [drop] = repeatedLines(
      [
        {
          localId: OLD,
          name: 'Moxifloxacin',
          form: 'eye drops',
          dose: { value: '1', unit: 'drop' },
          frequency: { kind: 'pattern', pattern: '1-0-0', shorthand: 'OD' },
        },
      ],
      '2026-10-02',
      ids(),
    );
    expect(openQuestions(drop!).map((q) => q.field)).toEqual(['repeat', 'frequency']);
    expect(fieldQuestions(drop!).map((q) => q.field)).toEqual(['frequency']);
    expect(openQuestions(reviewedLine(line!))).toEqual([]);
  });

  it('Finalize refuses each copied line not reviewed, and accepts it once kept', () => {
    // Two different medicines: the same one twice would also (rightly) carry a duplicate warning.
    const metformin: Medicine = {
      ...amlodipine,
      localId: OLD,
      name: 'Metformin 500 mg Tablet',
      genericName: 'Metformin',
    };
    const lines = repeatedLines([amlodipine, metformin], '2026-10-02', ids());
    const refused = checkForFinalize(pad(lines));
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.problems).toEqual({
      [`medicines.${NEW[0]}.question`]: repeatQuestionText('2026-10-02'),
      [`medicines.${NEW[1]}.question`]: repeatQuestionText('2026-10-02'),
    });
    const kept = checkForFinalize(pad(lines.map(reviewedLine)));
    expect(kept.ok).toBe(true);
  });
});
