import { describe, expect, it } from 'vitest';
import { checkPrescription } from '../../../../src/shared/checks/check-prescription';
import { CHILD_DOSE_ROWS } from '../../../../src/shared/checks/child-dose-table';
import { BD, OD, QID, TDS, details, med, ofRule, patient } from './fixtures';
import { CASES, syrup } from './child-dose-cases';

describe("the children's dose table, row by row", () => {
  it('has a case for every row', () => {
    expect(Object.keys(CASES).sort()).toEqual(CHILD_DOSE_ROWS.map((row) => row.id).sort());
  });

  for (const row of CHILD_DOSE_ROWS) {
    const c = CASES[row.id]!;
    it(`${row.id}: just within gives no warning of the row, just beyond gives it`, () => {
      const within = checkPrescription(c.withinPatient ?? c.patient, [c.within()]);
      expect(details(ofRule(within, 'child-dose'))).toEqual([]);
      expect(ofRule(within, 'weight-needed')).toEqual([]);
      const beyond = details(ofRule(checkPrescription(c.patient, [c.beyond()]), 'child-dose'));
      expect(beyond).toContain(c.expect);
    });
  }
});

describe('children and what cannot be checked', () => {
  it('asks for the weight rather than staying silent', () => {
    const warnings = checkPrescription(patient({ ageYears: 4 }), [
      syrup('Calpol', '250 mg/5 ml', '5', TDS),
    ]);
    expect(ofRule(warnings, 'weight-needed').map((w) => w.words)).toEqual([
      'Weight needed for this check: paracetamol is checked in mg/kg.',
    ]);
    expect(ofRule(warnings, 'child-dose')).toEqual([]);
  });

  it('needs no weight for a row by age band', () => {
    const warnings = checkPrescription(patient({ ageYears: 4 }), [
      syrup('Cetirizine', '5 mg/5 ml', '5', BD),
    ]);
    expect(ofRule(warnings, 'weight-needed')).toEqual([]);
    expect(details(ofRule(warnings, 'child-dose'))).toEqual(['cetirizine-2-to-6-years:day:-']);
  });

  it('says when the dose in mg is not known, and what it could not be checked against', () => {
    const warnings = ofRule(
      checkPrescription(patient({ ageYears: 4, weightKg: 16 }), [
        syrup('Calpol', '', '5', TDS, { strength: undefined }),
      ]),
      'child-dose',
    );
    expect(warnings.map((w) => w.words)).toEqual([
      'Calpol (paracetamol): dose in mg not known (the strength of calpol is not in the brand table: write it): cannot check against 15 mg/kg a dose (240 mg for 16 kg, at most 1000 mg).',
      'Calpol (paracetamol): dose in mg not known (the strength of calpol is not in the brand table: write it): cannot check against 60 mg/kg a day (960 mg for 16 kg, at most 4000 mg).',
    ]);
  });

  it('checks a when-needed line per dose only', () => {
    const sos = syrup('Calpol', '250 mg/5 ml', '4.5', { kind: 'sos' });
    expect(
      ofRule(
        checkPrescription(patient({ ageYears: 4, weightKg: 16 }), [
          syrup('Calpol', '250 mg/5 ml', '5', { kind: 'sos' }),
        ]),
        'child-dose',
      ),
    ).toHaveLength(1);
    expect(
      ofRule(checkPrescription(patient({ ageYears: 4, weightKg: 16 }), [sos]), 'child-dose'),
    ).toEqual([]);
  });

  it('warns "avoid" at one and a half times the limit', () => {
    const [warning] = ofRule(
      checkPrescription(patient({ ageYears: 8, weightKg: 20 }), [
        syrup('Calpol', '250 mg/5 ml', '9', OD),
      ]),
      'child-dose',
    );
    expect(warning?.level).toBe('avoid');
    const [mild] = ofRule(
      checkPrescription(patient({ ageYears: 8, weightKg: 20 }), [
        syrup('Calpol', '250 mg/5 ml', '8.9', OD),
      ]),
      'child-dose',
    );
    expect(mild?.level).toBe('caution');
  });

  it('asks for the age in months when the band edge falls inside the recorded year', () => {
    const warnings = ofRule(
      checkPrescription(patient({ ageYears: 0, weightKg: 6 }), [
        syrup('Zinconia', '20 mg/5 ml', '5', OD),
      ]),
      'child-dose',
    );
    expect(warnings.map((w) => w.words)).toEqual([
      'Zinconia (zinc): the age in months is needed to choose the dose band (birth to 6 months).',
    ]);
  });

  it('does not check adults, patients of unknown age, or inhaled salbutamol against weight', () => {
    const line = () => syrup('Calpol', '250 mg/5 ml', '20', QID);
    expect(
      ofRule(checkPrescription(patient({ ageYears: 18, weightKg: 20 }), [line()]), 'child-dose'),
    ).toEqual([]);
    expect(ofRule(checkPrescription(patient({ weightKg: 20 }), [line()]), 'child-dose')).toEqual(
      [],
    );
    const inhaler = med({
      name: 'Asthalin inhaler',
      dose: { value: '10', unit: 'puff' },
      frequency: QID,
    });
    const warnings = checkPrescription(patient({ ageYears: 3, weightKg: 12 }), [inhaler]);
    expect(ofRule(warnings, 'child-dose')).toEqual([]);
    expect(ofRule(warnings, 'weight-needed')).toEqual([]);
  });
});
