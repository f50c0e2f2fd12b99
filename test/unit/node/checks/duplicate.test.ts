import { describe, expect, it } from 'vitest';
import { checkPrescription } from '../../../../src/shared/checks/check-prescription';
import { details, line, med, ofRule, patient } from './fixtures';

const tablet = (name: string) => med({ name, form: 'tablet' });
const duplicates = (lines: ReturnType<typeof med>[]) =>
  ofRule(checkPrescription(patient({ ageYears: 40 }), lines), 'duplicate');

describe('duplicate therapy', () => {
  it('flags two NSAIDs, two PPIs, two ACE inhibitors, two ARBs', () => {
    for (const [a, b, cls] of [
      ['Diclofenac', 'Ibuprofen', 'nsaids'],
      ['Pantoprazole', 'Rabeprazole', 'ppis'],
      ['Enalapril', 'Ramipril', 'ace-inhibitors'],
      ['Telmisartan', 'Losartan', 'arbs'],
    ] as const) {
      const lines = [tablet(a), tablet(b)];
      const warnings = duplicates(lines);
      expect(details(warnings), `${a} + ${b}`).toEqual([`class:${cls}`]);
      expect(warnings[0]?.medicineIds).toEqual(lines.map((l) => l.localId));
    }
  });

  it('reads brands: Brufen with Combiflam is the same generic, Pan 40 with Omeprazole two PPIs', () => {
    expect(
      details(
        duplicates([
          med({ name: 'Brufen 400', form: 'tablet' }),
          med({ name: 'Combiflam', form: 'tablet' }),
        ]),
      ),
    ).toEqual(['ibuprofen']);
    const ppis = duplicates([line('Tab Pan 40 1-0-0'), tablet('Omeprazole')]);
    expect(ppis.map((w) => w.words)).toEqual([
      '2 lines give proton pump inhibitors: Pan 40 (pantoprazole), Omeprazole (omeprazole).',
    ]);
  });

  it('does not repeat the same generic as a class duplicate, nor count a gel beside a tablet', () => {
    expect(
      details(duplicates([tablet('Diclofenac'), med({ name: 'Diclofenac 50', form: 'tablet' })])),
    ).toEqual(['diclofenac']);
    expect(duplicates([tablet('Ibuprofen'), med({ name: 'Diclofenac', form: 'gel' })])).toEqual([]);
  });

  it('leaves an ACE inhibitor with an ARB to the interaction table', () => {
    expect(duplicates([tablet('Ramipril'), tablet('Telmisartan')])).toEqual([]);
  });

  it('keeps the first rule: the same generic name twice', () => {
    const lines = [
      med({ name: 'Dolo 650', genericName: 'Paracetamol' }),
      med({ name: 'Crocin Advance', form: 'tablet' }),
    ];
    expect(duplicates(lines).map((w) => w.words)).toEqual([
      '2 lines give paracetamol: Dolo 650, Crocin Advance.',
    ]);
  });
});
