import { describe, expect, it } from 'vitest';
import {
  DrugsAndLabsAnswerSchema,
  PublishedDosageSchema,
  drugDefaults,
  drugItem,
} from '../../../../src/shared/medical-db';

/** A published Dosage as the app reads it (nulls and blanks read as absent). */
const dosage = (over: Record<string, unknown>) =>
  PublishedDosageSchema.parse({ dosage_form: 'Tablet', df_id: 'df-1', ...over });

describe("a drug's published defaults", () => {
  it('read dose, frequency pattern, days and food', () => {
    expect(
      drugDefaults(
        dosage({ unit: '1', unit_name: 'Tablet', dosage: '1-0-1', days: '5', food: 'After Food' }),
      ),
    ).toEqual({
      dose: { value: '1', unit: 'tablet' },
      frequency: { kind: 'pattern', pattern: '1-0-1' },
      duration: { value: 5, unit: 'days' },
      timing: 'after-food',
    });
  });

  it('read SOS, weekly and written-out frequencies, and other timings', () => {
    expect(drugDefaults(dosage({ dosage: 'SOS' })).frequency).toEqual({ kind: 'sos' });
    expect(drugDefaults(dosage({ dosage: 'Once a week' })).frequency).toEqual({
      kind: 'weekly',
      timesPerWeek: 1,
    });
    expect(drugDefaults(dosage({ dosage: 'Twice a week' })).frequency).toEqual({
      kind: 'weekly',
      timesPerWeek: 2,
    });
    expect(drugDefaults(dosage({ dosage: 'Alternate days' })).frequency).toEqual({
      kind: 'text',
      text: 'Alternate days',
    });
    expect(drugDefaults(dosage({ food: 'Before Food' })).timing).toBe('before-food');
    expect(drugDefaults(dosage({ food: 'Empty Stomach' })).timing).toBe('empty-stomach');
    expect(drugDefaults(dosage({ food: 'With Food' })).timing).toBe('with-food');
    expect(drugDefaults(dosage({ food: 'At bedtime' })).timing).toBe('bedtime');
  });

  it('leave out what does not read cleanly, rather than guess', () => {
    expect(
      drugDefaults(dosage({ unit: 'one', unit_name: 'Tablet', days: '0', food: 'whenever' })),
    ).toEqual({});
    expect(drugDefaults(dosage({ unit: '1', unit_name: null }))).toEqual({
      dose: { value: '1', unit: 'tablet' },
    });
    expect(drugDefaults(undefined)).toEqual({});
    expect(drugDefaults(null)).toEqual({});
  });
});

describe('the search answer, read tolerantly', () => {
  it('needs only id and name; a missing list is empty; unknown fields are dropped', () => {
    const answer = DrugsAndLabsAnswerSchema.parse({
      drugs: [{ id: 'd1', name: 'Pan 40', soa: false, brand_new_field: 1, dosage: null }],
    });
    expect(answer.lab_tests).toEqual([]);
    expect(drugItem(answer.drugs[0]!)).toEqual({
      kind: 'drug',
      id: 'd1',
      name: 'Pan 40',
      defaults: {},
    });
    expect(DrugsAndLabsAnswerSchema.safeParse({ drugs: [{ id: 'd1' }] }).success).toBe(false);
  });
});
