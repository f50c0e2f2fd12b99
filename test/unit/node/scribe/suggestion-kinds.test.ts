import { describe, expect, it } from 'vitest';
import { MedicineSchema } from '../../../../src/shared/pad/medicine';
import { VISIT, category, concept, only } from './build';

const medicine = (dosage: object, name = 'Paracetamol 650 mg') => {
  const suggestion = only({
    resourceType: 'MedicationRequest',
    medicationCodeableConcept: concept(name),
    dosageInstruction: [dosage],
  });
  if (suggestion.kind !== 'medicine') throw new Error(`not a medicine: ${suggestion.kind}`);
  // Whatever the mapping makes, it fits the pad's medicine once given a local id.
  expect(
    MedicineSchema.safeParse({ ...suggestion.medicine, localId: crypto.randomUUID() }).success,
  ).toBe(true);
  return suggestion.medicine;
};

describe('medicines: frequency in every form the pad has', () => {
  it('a written pattern (1-0-1), or one made from the times of day', () => {
    expect(medicine({ additionalInstruction: [concept('1-0-1')] }).frequency).toEqual({
      kind: 'pattern',
      pattern: '1-0-1',
    });
    expect(medicine({ timing: { repeat: { when: ['MORN', 'NIGHT'] } } }).frequency).toEqual({
      kind: 'pattern',
      pattern: '1-0-1',
    });
  });

  it('SOS, weekly, and written out', () => {
    expect(medicine({ asNeededBoolean: true }).frequency).toEqual({ kind: 'sos' });
    expect(medicine({ additionalInstruction: [concept('SOS')] }).frequency).toEqual({
      kind: 'sos',
    });
    expect(
      medicine({ timing: { repeat: { frequency: 1, period: 1, periodUnit: 'wk' } } }).frequency,
    ).toEqual({
      kind: 'weekly',
      timesPerWeek: 1,
    });
    expect(
      medicine({ timing: { repeat: { frequency: 1, period: 1, periodUnit: 'd' } } }).frequency,
    ).toEqual({
      kind: 'text',
      text: 'once a day',
    });
    expect(
      medicine({ timing: { repeat: { frequency: 1, period: 6, periodUnit: 'h' } } }).frequency,
    ).toEqual({
      kind: 'text',
      text: 'once every 6 hours',
    });
    expect(medicine({ additionalInstruction: [concept('alternate days')] }).frequency).toEqual({
      kind: 'text',
      text: 'alternate days',
    });
  });
});

describe('medicines: dose, timing, duration, route, instructions', () => {
  it('maps each to the pad field', () => {
    expect(
      medicine({
        text: 'If fever persists',
        patientInstruction: 'Swallow whole',
        doseAndRate: [{ doseQuantity: { value: 0.5, unit: 'tablet' } }],
        timing: { code: concept('after food'), repeat: { duration: 2, durationUnit: 'wk' } },
        route: concept('Oral'),
      }),
    ).toEqual({
      name: 'Paracetamol 650 mg',
      dose: { value: '0.5', unit: 'tablet' },
      timing: 'after-food',
      duration: { value: 2, unit: 'weeks' },
      route: 'Oral',
      instructions: 'If fever persists; Swallow whole',
    });
    expect(medicine({ timing: { repeat: { when: ['HS'] } } }).timing).toBe('bedtime');
    expect(medicine({ timing: { repeat: { when: ['ACM'] } } }).timing).toBe('before-food');
  });

  it('puts what the pad cannot hold in the instructions, so accepting keeps it', () => {
    expect(
      medicine({
        doseAndRate: [{ doseQuantity: { value: 123456789, unit: 'mg' } }],
        timing: { code: concept('with warm water'), repeat: { duration: 1.5, durationUnit: 'wk' } },
      }),
    ).toEqual({
      name: 'Paracetamol 650 mg',
      instructions: 'dose 123456789 mg; with warm water; for 1.5 wk',
    });
    // What the one model of a medicine line holds now is kept in its field: large amounts
    // (60,000 units of vitamin D3), hours and years.
    expect(
      medicine({
        doseAndRate: [{ doseQuantity: { value: 60000, unit: 'IU' } }],
        timing: { repeat: { duration: 36, durationUnit: 'h' } },
      }),
    ).toEqual({
      name: 'Paracetamol 650 mg',
      dose: { value: '60000', unit: 'unit' },
      duration: { value: 36, unit: 'hours' },
    });
  });

  it('a value of the right kind that the pad refuses (a unit too long) goes to the instructions', () => {
    const unit = 'x'.repeat(41);
    expect(medicine({ doseAndRate: [{ doseQuantity: { value: 1, unit } }] })).toEqual({
      name: 'Paracetamol 650 mg',
      instructions: `dose {"value":"1","unit":"${unit}"}`,
    });
  });

  it('a medicine without a name is kept as a note', () => {
    expect(
      only({ resourceType: 'MedicationRequest', dosageInstruction: [{ text: '1 tab at night' }] }),
    ).toEqual({
      kind: 'note',
      section: 'Medicines',
      text: '{"resourceType":"MedicationRequest","dosageInstruction":[{"text":"1 tab at night"}]}',
    });
  });
});

describe('findings, since and the rest', () => {
  const symptom = (extra: object) => ({
    resourceType: 'Observation',
    category: category('symptom'),
    code: concept('Fever', 's-1', 'https://www.eka.care'),
    ...extra,
  });

  it('Since from a start date before the visit, in days or whole weeks', () => {
    expect(only(symptom({ effectiveDateTime: '2026-11-23' }))).toEqual({
      kind: 'symptom',
      name: 'Fever',
      platformId: 's-1',
      since: { text: '3 days', value: 3, unit: 'Day' },
    });
    expect(
      only(symptom({ effectivePeriod: { start: '2026-11-12T08:00:00+05:30' } })),
    ).toMatchObject({
      since: { text: '2 weeks', value: 2, unit: 'Week' },
    });
    expect(only(symptom({ effectiveDateTime: '2026-11-27' }))).toMatchObject({
      since: { text: 'since 2026-11-27' },
    });
  });

  it('Since of a diagnosis from its onset, in words; an onset age is the age it began at, in its note', () => {
    const condition = (extra: object) => ({
      resourceType: 'Condition',
      category: category('encounter-diagnosis'),
      code: concept('Acute pharyngitis'),
      ...extra,
    });
    expect(only(condition({ onsetString: 'since 2 weeks' }))).toEqual({
      kind: 'diagnosis',
      name: 'Acute pharyngitis',
      since: { text: 'since 2 weeks', value: 2, unit: 'Week' },
    });
    // onsetAge is the patient's age at onset (FHIR R4): never "since 45 years".
    expect(only(condition({ onsetAge: { value: 45, unit: 'years', code: 'a' } }))).toEqual({
      kind: 'diagnosis',
      name: 'Acute pharyngitis',
      note: 'began at the age of 45 years',
    });
    expect(only(condition({ onsetString: 'long ago' }))).toMatchObject({
      since: { text: 'long ago' },
    });
  });

  it('an examination finding keeps its value and notes', () => {
    expect(
      only({
        resourceType: 'Observation',
        category: category('exam'),
        code: concept('Throat'),
        valueString: 'Congested',
        note: [{ text: 'no exudate' }],
      }),
    ).toEqual({ kind: 'examination', name: 'Throat', note: 'Congested; no exudate' });
  });

  it('an investigation with its lab id; a service of another kind is a note', () => {
    expect(
      only({
        resourceType: 'ServiceRequest',
        category: [concept('Laboratory procedure', '108252007')],
        code: concept('CBC', 'lb-1'),
      }),
    ).toEqual({ kind: 'investigation', name: 'CBC', labId: 'lb-1' });
    expect(
      only({
        resourceType: 'ServiceRequest',
        category: [concept('Counselling')],
        code: concept('Diet plan'),
      }),
    ).toEqual({ kind: 'note', section: 'Services requested', text: 'Diet plan' });
  });

  it('a follow-up as a date, or "after N days" in words', () => {
    expect(only({ resourceType: 'Appointment', start: '2026-12-01T00:00:00+00:00' })).toEqual({
      kind: 'follow-up',
      date: '2026-12-01',
      afterDays: 5,
    });
    expect(only({ resourceType: 'Appointment', description: 'Review after 7 days' })).toEqual({
      kind: 'follow-up',
      afterDays: 7,
      note: 'Review after 7 days',
    });
    expect(only({ resourceType: 'Appointment', description: 'Review if needed' })).toEqual({
      kind: 'note',
      section: 'Follow-up',
      text: 'Review if needed',
    });
  });

  it('never "after 0 days": a follow-up on the visit day is its date alone, 1 day is counted', () => {
    expect(only({ resourceType: 'Appointment', start: `${VISIT}T00:00:00+00:00` })).toEqual({
      kind: 'follow-up',
      date: VISIT,
    });
    expect(only({ resourceType: 'Appointment', start: '2026-11-27T00:00:00+00:00' })).toEqual({
      kind: 'follow-up',
      date: '2026-11-27',
      afterDays: 1,
    });
    // In words, 0 days gives no day to count from the visit (accepting it asks for a date).
    expect(only({ resourceType: 'Appointment', description: 'Review after 0 days' })).toEqual({
      kind: 'follow-up',
      note: 'Review after 0 days',
    });
    expect(only({ resourceType: 'Appointment', description: 'Review after 1 day' })).toEqual({
      kind: 'follow-up',
      afterDays: 1,
      note: 'Review after 1 day',
    });
  });

  it('vitals: the pad vital where name and unit fit, else the reading as a note (accepting lands it)', () => {
    const vital = (name: string, value: number, unit?: string) => ({
      resourceType: 'Observation',
      category: category('vital-signs'),
      code: concept(name),
      valueQuantity: { value, ...(unit ? { unit } : {}) },
    });
    expect(only(vital('Temperature', 38.2, '°C'))).toMatchObject({
      vitalId: 'temperature-c',
      value: '38.2',
    });
    expect(only(vital('Heart rate', 96, 'bpm'))).toMatchObject({ vitalId: 'pulse', value: '96' });
    expect(only(vital('Pulse', 96, 'mmHg'))).toEqual({
      kind: 'note',
      section: 'Vitals',
      text: 'Pulse: 96 mmHg',
    });
    expect(only(vital('Pain score', 6))).toEqual({
      kind: 'note',
      section: 'Vitals',
      text: 'Pain score: 6',
    });
    expect(
      only({
        resourceType: 'Observation',
        category: category('vital-signs'),
        code: { coding: [{ code: '8867-4', system: 'http://loinc.org' }], text: 'Beats counted' },
        valueQuantity: { value: 88, unit: '/min' },
      }),
    ).toMatchObject({ vitalId: 'pulse' });
  });
});
