import { describe, expect, it } from 'vitest';
import { checkPrescription } from '../../../../src/shared/checks/check-prescription';
import { PREGNANCY_ROWS } from '../../../../src/shared/checks/pregnancy-table';
import { details, med, ofRule, patient } from './fixtures';

/** A drug named for each row of the pregnancy list. */
const EXAMPLES: Record<string, string> = {
  isotretinoin: 'Isotretinoin',
  acitretin: 'Acitretin',
  warfarin: 'Warfarin',
  valproate: 'Sodium Valproate',
  methotrexate: 'Methotrexate',
  'ace-inhibitors': 'Ramipril',
  arbs: 'Telmisartan',
  statins: 'Atorvastatin',
  tetracyclines: 'Doxycycline',
  misoprostol: 'Misoprostol',
  leflunomide: 'Leflunomide',
  mycophenolate: 'Mycophenolate Mofetil',
  thalidomide: 'Thalidomide',
  finasteride: 'Finasteride',
  dutasteride: 'Dutasteride',
  carbimazole: 'Carbimazole',
  methimazole: 'Methimazole',
  nsaids: 'Ibuprofen',
  fluconazole: 'Fluconazole',
  phenytoin: 'Phenytoin',
  carbamazepine: 'Carbamazepine',
  topiramate: 'Topiramate',
  lithium: 'Lithium Carbonate',
  aminoglycosides: 'Gentamicin',
  'co-trimoxazole': 'Co-trimoxazole',
  amiodarone: 'Amiodarone',
  atenolol: 'Atenolol',
  spironolactone: 'Spironolactone',
};

const pregnant = patient({ ageYears: 28, sex: 'female', pregnant: true });

describe('the pregnancy list, row by row', () => {
  it('has an example for every row, and no letter categories', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(PREGNANCY_ROWS.map((row) => row.id).sort());
    for (const row of PREGNANCY_ROWS) expect(row.words).not.toMatch(/\bcategory\b|\b[ABCDX]\b/);
  });

  for (const row of PREGNANCY_ROWS) {
    it(`${row.id}: warned "${row.level}" when marked pregnant, not otherwise`, () => {
      const line = med({ name: EXAMPLES[row.id]!, form: 'tablet' });
      const warnings = ofRule(checkPrescription(pregnant, [line]), 'pregnancy');
      expect(details(warnings)).toContain(row.id);
      expect(warnings.find((w) => details([w])[0] === row.id)?.level).toBe(row.level);
      expect(
        ofRule(checkPrescription({ ...pregnant, pregnant: false }, [line]), 'pregnancy'),
      ).toEqual([]);
      expect(
        ofRule(checkPrescription({ ...pregnant, pregnant: undefined }, [line]), 'pregnancy'),
      ).toEqual([]);
    });
  }

  it('says the harm in words, and leaves local forms and unlisted drugs alone', () => {
    const [warning] = ofRule(
      checkPrescription(pregnant, [
        med({ name: 'Telma 40', genericName: 'Telmisartan', form: 'tablet' }),
      ]),
      'pregnancy',
    );
    expect(warning?.words).toBe(
      'Telma 40 (telmisartan) in pregnancy: injures and can kill the fetus (kidneys, skull) in the second and third trimesters.',
    );
    expect(
      ofRule(
        checkPrescription(pregnant, [
          med({ name: 'Diclofenac', form: 'gel' }),
          med({ name: 'Paracetamol', form: 'tablet' }),
        ]),
        'pregnancy',
      ),
    ).toEqual([]);
  });
});
