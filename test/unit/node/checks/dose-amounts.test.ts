import { describe, expect, it } from 'vitest';
import { lineAmounts } from '../../../../src/shared/checks/dose-amounts';
import { identify } from '../../../../src/shared/checks/drug-identity';
import type { Medicine } from '../../../../src/shared/pad/medicine';
import { line, med, STRING_CONTAINING } from './fixtures';

function mg(medicine: Medicine, index = 0) {
  const identity = identify(medicine);
  if (identity === undefined) throw new Error('not read');
  return lineAmounts(medicine, identity, index, 'mg');
}

describe('how much of an ingredient a line gives', () => {
  it('counts tablets by the strength, each slot being the amount at that time', () => {
    expect(mg(line('Tab Dolo 650 1-0-1'))).toEqual({
      perDose: { known: true, value: 650 },
      perDay: { known: true, value: 1300 },
    });
    expect(mg(line('Tab Paracetamol 500 mg 2-0-2'))).toEqual({
      perDose: { known: true, value: 1000 },
      perDay: { known: true, value: 2000 },
    });
    expect(mg(line('Tab Paracetamol 500 mg ½-0-½'))).toEqual({
      perDose: { known: true, value: 250 },
      perDay: { known: true, value: 500 },
    });
  });

  it('turns ml into mg by the per-volume strength', () => {
    expect(mg(line('Syp Calpol 250 mg/5 ml 7.5 ml TDS'))).toEqual({
      perDose: { known: true, value: 375 },
      perDay: { known: true, value: 1125 },
    });
  });

  it('reads a dose in mg, g or mcg as written', () => {
    expect(mg(line('Inj Ondansetron 4 mg IV STAT'))).toEqual({
      perDose: { known: true, value: 4 },
      perDay: { known: true, value: 4 },
    });
    expect(
      mg(
        med({
          name: 'Paracetamol',
          dose: { value: '1', unit: 'g' },
          frequency: { kind: 'every', value: 6, unit: 'hours' },
        }),
      ),
    ).toEqual({ perDose: { known: true, value: 1000 }, perDay: { known: true, value: 4000 } });
  });

  it('counts every N hours as 24/N doses, and a taper by its largest step', () => {
    expect(
      mg(
        med({
          name: 'Paracetamol',
          dose: { value: '500', unit: 'mg' },
          frequency: { kind: 'every', value: 8, unit: 'hours' },
        }),
      ),
    ).toMatchObject({ perDay: { value: 1500 } });
    expect(mg(line('Tab Prednisolone 40 mg OD x 3 days then 30 mg x 3 days'))).toEqual({
      perDose: { known: true, value: 40 },
      perDay: { known: true, value: 40 },
    });
  });

  it('has no day total for a line taken when needed', () => {
    expect(mg(line('Tab Dolo 650 1 tab SOS'))).toEqual({
      perDose: { known: true, value: 650 },
      perDay: { known: false, whenNeeded: true, why: 'it is taken when needed' },
    });
  });

  it('says why a dose cannot become mg', () => {
    expect(mg(line('Syp Calpol 5 ml TDS'))).toMatchObject({
      perDose: {
        known: false,
        why: STRING_CONTAINING('not in the brand table'),
      },
    });
    expect(
      mg(
        med({
          name: 'Paracetamol',
          form: 'syrup',
          dose: { value: '1', unit: 'teaspoon' },
          frequency: { kind: 'pattern', pattern: '1-0-1' },
        }),
      ),
    ).toMatchObject({ perDose: { known: false, why: 'the dose is in teaspoons' } });
    expect(
      mg(
        med({
          name: 'Combiflam',
          form: 'tablet',
          dose: { value: '400', unit: 'mg' },
          frequency: { kind: 'pattern', pattern: '1-0-1' },
        }),
      ),
    ).toMatchObject({
      perDose: { known: false, why: STRING_CONTAINING('combination') },
    });
    expect(
      mg(
        med({
          name: 'Paracetamol 650',
          form: 'tablet',
          frequency: { kind: 'text', text: 'as told' },
          dose: { value: '1', unit: 'tablet' },
        }),
      ),
    ).toMatchObject({
      perDose: { known: true, value: 650 },
      perDay: { known: false, why: 'how often is written in words' },
    });
  });

  it('leaves a line that still asks a question to its question', () => {
    const asked = med({
      name: 'Paracetamol 500',
      form: 'tablet',
      dose: { value: '1', unit: 'tablet' },
      frequency: { kind: 'pattern', pattern: '2-0-2' },
    });
    expect(mg(asked)).toBe('unsettled');
  });

  it('gives each ingredient of a combination by its own amount', () => {
    const augmentin = line('Tab Augmentin 625 Duo 1-0-1');
    expect(mg(augmentin, 0)).toMatchObject({ perDay: { value: 1000 } });
    expect(mg(augmentin, 1)).toMatchObject({ perDay: { value: 250 } });
  });
});
