import { describe, expect, it } from 'vitest';
import {
  ADULT_MAX_ROWS,
  ADULT_STRENGTH_ROWS,
} from '../../../../src/shared/checks/adult-dose-table';
import { checkPrescription } from '../../../../src/shared/checks/check-prescription';
import { BD, OD, details, line, med, ofRule, patient } from './fixtures';

const adult = patient({ ageYears: 40 });
const mgOnce = (generic: string, mg: number) =>
  med({
    name: generic.replace(/^./, (c) => c.toUpperCase()),
    form: 'tablet',
    dose: { value: String(mg), unit: 'mg' },
    frequency: OD,
  });

describe("adults' maximum daily dose, row by row", () => {
  for (const row of ADULT_MAX_ROWS) {
    it(`${row.id}: ${row.maxPerDay} mg a day is within, ${row.maxPerDay + 1} mg is beyond`, () => {
      const within = details(
        ofRule(checkPrescription(adult, [mgOnce(row.generic, row.maxPerDay)]), 'adult-max-dose'),
      );
      expect(within.some((detail) => detail.startsWith(`${row.id}:`))).toBe(false);
      const beyond = ofRule(
        checkPrescription(adult, [mgOnce(row.generic, row.maxPerDay + 1)]),
        'adult-max-dose',
      );
      expect(details(beyond)).toContain(`${row.id}:${row.maxPerDay + 1}`);
    });
  }

  it('adds up the lines that give one generic', () => {
    const lines = [line('Tab Dolo 650 1-1-1-1'), line('Tab Paracetamol 500 mg 1-1-1-1')];
    const [warning] = ofRule(checkPrescription(adult, lines), 'adult-max-dose');
    expect(warning).toMatchObject({ level: 'avoid', medicineIds: lines.map((l) => l.localId) });
    expect(warning?.words).toBe(
      'Dolo 650 (paracetamol) 2600 mg + Paracetamol 2000 mg: 4600 mg of paracetamol a day is more than the most for an adult, 4000 mg a day.',
    );
  });

  it('checks a patient of unknown age, not a child, and leaves a when-needed line out', () => {
    const big = () =>
      med({
        name: 'Paracetamol',
        form: 'tablet',
        dose: { value: '1000', unit: 'mg' },
        frequency: { kind: 'every', value: 4, unit: 'hours' },
      });
    expect(ofRule(checkPrescription(patient(), [big()]), 'adult-max-dose')).toHaveLength(1);
    expect(
      ofRule(checkPrescription(patient({ ageYears: 15, weightKg: 60 }), [big()]), 'adult-max-dose'),
    ).toEqual([]);
    const sos = med({
      name: 'Paracetamol',
      form: 'tablet',
      dose: { value: '1000', unit: 'mg' },
      frequency: { kind: 'sos' },
    });
    expect(
      ofRule(checkPrescription(adult, [sos, mgOnce('paracetamol', 3500)]), 'adult-max-dose'),
    ).toEqual([]);
  });
});

describe('adult-strength tablets for children, row by row', () => {
  const cases: Record<string, () => ReturnType<typeof med>> = {
    'paracetamol-650-tablet': () => line('Tab Dolo 650 1-0-1'),
    'paracetamol-500-tablet': () => line('Tab Paracetamol 500 mg 1-0-1'),
    'pantoprazole-40-tablet': () => line('Tab Pan 40 1-0-0'),
    'ibuprofen-400-tablet': () => line('Tab Brufen 400 1-0-1'),
    'nimesulide-tablet': () =>
      med({ name: 'Nimesulide', form: 'tablet', strength: '100 mg', frequency: BD }),
  };

  it('has a case for every row', () => {
    expect(Object.keys(cases).sort()).toEqual(ADULT_STRENGTH_ROWS.map((row) => row.id).sort());
  });

  for (const row of ADULT_STRENGTH_ROWS) {
    const years = Math.round(row.underDays / 365.25);
    it(`${row.id}: flagged at ${years - 1} years, not at ${years}`, () => {
      const young = ofRule(
        checkPrescription(patient({ ageYears: years - 1, weightKg: 60 }), [cases[row.id]!()]),
        'adult-strength',
      );
      expect(details(young)).toEqual([row.id]);
      expect(young[0]?.level).toBe(row.level);
      expect(
        ofRule(
          checkPrescription(patient({ ageYears: years, weightKg: 60 }), [cases[row.id]!()]),
          'adult-strength',
        ),
      ).toEqual([]);
    });
  }

  it('does not flag a syrup, or a tablet of unknown strength', () => {
    const child = patient({ ageYears: 5, weightKg: 18 });
    expect(
      ofRule(checkPrescription(child, [line('Syp Calpol 250 mg/5 ml 5 ml TDS')]), 'adult-strength'),
    ).toEqual([]);
    expect(
      ofRule(
        checkPrescription(child, [med({ name: 'Pantoprazole', form: 'tablet', frequency: OD })]),
        'adult-strength',
      ),
    ).toEqual([]);
  });
});
