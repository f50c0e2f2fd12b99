import { describe, expect, it } from 'vitest';
import {
  ageInDays,
  ageInYears,
  offersPregnancy,
  prescribingPatient,
  weightKgOf,
  type CheckPad,
} from '../../../../src/shared/checks/prescribing-patient';
import type { PatientAlerts } from '../../../../src/shared/patient-alerts';

/** A pad started at noon on `day` (local time), so its day is `day` in any time zone. */
function padOn(day: string, extra: Partial<CheckPad> = {}): CheckPad {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { createdAt: new Date(y, m - 1, d, 12).toISOString(), vitals: [], ...extra };
}

const PENICILLIN: PatientAlerts = {
  allergyStatus: 'recorded',
  allergies: [
    {
      id: 'a1',
      substance: 'Penicillin',
      category: 'drug',
      reaction: 'rash',
      severity: 'moderate',
      type: 'allergy',
      recordedAt: '2025-01-02T10:00:00.000Z',
    },
  ],
  conditions: [],
};

describe('age from a date of birth, on the pad’s day', () => {
  it('counts whole days, 0 on the day of birth, across a leap day', () => {
    expect(ageInDays('2025-03-14', '2025-03-14')).toBe(0);
    expect(ageInDays('2025-03-13', '2025-03-14')).toBe(1);
    expect(ageInDays('2024-02-28', '2024-03-01')).toBe(2);
    expect(ageInDays('2024-03-14', '2025-03-14')).toBe(365);
  });

  it('is not known for a birth after the day or a date that does not exist', () => {
    expect(ageInDays('2025-03-15', '2025-03-14')).toBeUndefined();
    expect(ageInDays('2025-02-30', '2025-03-14')).toBeUndefined();
    expect(ageInDays(undefined, '2025-03-14')).toBeUndefined();
  });

  it('turns a year older on the birthday, not the day before', () => {
    expect(ageInYears('2017-03-14', '2025-03-13')).toBe(7);
    expect(ageInYears('2017-03-14', '2025-03-14')).toBe(8);
  });
});

describe('the weight from today’s vitals', () => {
  it('is absent when no weight is written', () => {
    expect(weightKgOf([])).toBeUndefined();
    expect(weightKgOf([{ vitalId: 'pulse', value: '72' }])).toBeUndefined();
    expect(prescribingPatient({ pad: padOn('2025-03-14') }).weightKg).toBeUndefined();
  });

  it('is the number written, in kg, with its decimals', () => {
    expect(weightKgOf([{ vitalId: 'weight', value: '26' }])).toBe(26);
    expect(weightKgOf([{ vitalId: 'weight', value: ' 3.25 ' }])).toBe(3.25);
  });

  it('is not known when what was typed does not read as a weight, or is 0', () => {
    expect(weightKgOf([{ vitalId: 'weight', value: '26kg' }])).toBeUndefined();
    expect(weightKgOf([{ vitalId: 'weight', value: '26,5' }])).toBeUndefined();
    expect(weightKgOf([{ vitalId: 'weight', value: '0' }])).toBeUndefined();
  });
});

describe('the prescribing patient', () => {
  it('an 8-year-old of 26 kg with a penicillin allergy, from the record, the alerts and the pad', () => {
    const patient = prescribingPatient({
      person: { birthDate: '2017-01-10', ageYears: 8, sex: 'male' },
      alerts: PENICILLIN,
      pad: padOn('2025-03-14', { vitals: [{ vitalId: 'weight', value: '26' }] }),
    });
    expect(patient).toEqual({
      ageDays: 2985,
      ageYears: 8,
      sex: 'male',
      weightKg: 26,
      allergyStatus: 'recorded',
      allergies: PENICILLIN.allergies,
    });
  });

  it('works the age out on the pad’s day, not from the age shown today', () => {
    // The record's age is today's; a pad reopened from before the birthday keeps its own day's age.
    const patient = prescribingPatient({
      person: { birthDate: '2017-03-14', ageYears: 8, sex: 'female' },
      pad: padOn('2025-03-13'),
    });
    expect(patient.ageYears).toBe(7);
  });

  it('without a date of birth: the age as given, no age in days', () => {
    const patient = prescribingPatient({
      person: { ageYears: 29, sex: 'female' },
      pad: padOn('2025-03-14'),
    });
    expect(patient.ageYears).toBe(29);
    expect(patient.ageDays).toBeUndefined();
  });

  it('a birth date after the pad’s day gives no age at all (never the age as given)', () => {
    const patient = prescribingPatient({
      person: { birthDate: '2025-03-20', ageYears: 0 },
      pad: padOn('2025-03-14'),
    });
    expect(patient.ageYears).toBeUndefined();
    expect(patient.ageDays).toBeUndefined();
  });

  it('without a patient or alerts: nothing known, allergies not asked', () => {
    expect(prescribingPatient({ pad: padOn('2025-03-14') })).toEqual({
      allergyStatus: 'not-asked',
      allergies: [],
    });
  });

  it('pregnant only when the pad is marked', () => {
    expect(prescribingPatient({ pad: padOn('2025-03-14', { pregnant: true }) }).pregnant).toBe(
      true,
    );
    expect(
      prescribingPatient({ pad: padOn('2025-03-14', { pregnant: false }) }).pregnant,
    ).toBeUndefined();
  });
});

describe('the pregnant mark offered first', () => {
  const day = '2025-03-14';
  it('for women from 12 to 50 years, both ends included', () => {
    expect(offersPregnancy({ sex: 'female', ageYears: 11 }, day)).toBe(false);
    expect(offersPregnancy({ sex: 'female', ageYears: 12 }, day)).toBe(true);
    expect(offersPregnancy({ sex: 'female', ageYears: 50 }, day)).toBe(true);
    expect(offersPregnancy({ sex: 'female', ageYears: 51 }, day)).toBe(false);
    // From the date of birth, on the pad's day: 12 on her birthday, not the day before.
    expect(offersPregnancy({ sex: 'female', birthDate: '2013-03-14' }, day)).toBe(true);
    expect(offersPregnancy({ sex: 'female', birthDate: '2013-03-15' }, day)).toBe(false);
  });

  it('for a woman whose age is not known; not first for men, other or an unknown patient', () => {
    expect(offersPregnancy({ sex: 'female' }, day)).toBe(true);
    expect(offersPregnancy({ sex: 'male', ageYears: 30 }, day)).toBe(false);
    expect(offersPregnancy({ sex: 'other', ageYears: 30 }, day)).toBe(false);
    expect(offersPregnancy(null, day)).toBe(false);
  });
});
