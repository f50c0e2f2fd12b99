import type { Appointment, CarePlan, MedicationRequest, ServiceRequest } from 'fhir/r4';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleToJson, padToFhirBundle } from '../../../../src/shared/pad/fhir-export';
import { itemFullUrl } from '../../../../src/shared/pad/fhir-ids';
import { followUpFullUrl } from '../../../../src/shared/pad/fhir-plan';
import type { Medicine } from '../../../../src/shared/pad/medicine';
import type { Pad } from '../../../../src/shared/pad/pad';
import { deepFreeze, PAD_ID } from './fixtures';
import {
  DOCTOR,
  FINALIZED,
  OPTIONS,
  PATIENT,
  expectValid,
  fullPad,
  resourceAt,
  roundTrip,
  uuid,
} from './fhir-fixtures';
import { validateR4 } from './fhir-validator';

const paracetamol: Medicine = {
  localId: uuid(101),
  drugId: 'sbx-drug-paracetamol-650',
  name: 'Paracetamol 650 mg Tablet',
  dose: { value: '1.0', unit: 'tablet' },
  frequency: { kind: 'pattern', pattern: '1-0-1' },
  timing: 'after-food',
  duration: { value: 5, unit: 'days' },
  route: 'oral',
  instructions: 'Only if temperature above 100 °F',
};
const ors: Medicine = { localId: uuid(102), name: 'ORS sachet', frequency: { kind: 'sos' } };
const vitaminD: Medicine = {
  localId: uuid(103),
  name: 'Cholecalciferol 60,000 IU',
  dose: { value: '1', unit: 'capsule' },
  frequency: { kind: 'weekly', timesPerWeek: 1 },
  duration: { value: 2, unit: 'months' },
};
const written: Medicine = {
  localId: uuid(104),
  name: 'Betadine gargle',
  frequency: { kind: 'text', text: 'three times a day after meals' },
};

function planPad(): Pad {
  return deepFreeze({
    ...fullPad(),
    medicines: [paracetamol, ors, vitaminD, written],
    investigations: [
      { localId: uuid(111), labId: 'sbx-lab-cbc', name: 'Complete Blood Count (CBC)' },
      { localId: uuid(112), name: 'Chest X-ray', note: 'PA view' },
    ],
    advice: [{ localId: uuid(121), text: 'Drink plenty of fluids' }],
    followUp: { date: '2025-03-21', note: 'with the CBC report' },
  });
}

const bundle = padToFhirBundle(planPad(), OPTIONS);
const medication = (n: number) =>
  resourceAt<MedicationRequest>(bundle, itemFullUrl(PAD_ID, uuid(n)));

// The validator loads the R4 definitions once, on its first use: here, not inside a test.
beforeAll(() => validateR4(bundle), 120_000);

describe('the plan in the FHIR export', () => {
  it('validates with no errors, as built and as serialized, after the rest of the pad', () => {
    expectValid(bundle);
    expectValid(roundTrip(bundle));
    const types = (bundle.entry ?? []).map((e) => e.resource?.resourceType);
    expect(types.slice(-8)).toEqual([
      'MedicationRequest',
      'MedicationRequest',
      'MedicationRequest',
      'MedicationRequest',
      'ServiceRequest',
      'ServiceRequest',
      'CarePlan',
      'Appointment',
    ]);
  });

  it('a medicine: plain wording, times of day, dose, route, duration, quantity to dispense', () => {
    const request = medication(101);
    expect(request).toMatchObject({
      status: 'active',
      intent: 'order',
      medicationCodeableConcept: {
        coding: [
          {
            system: 'https://www.eka.care/mdb',
            code: 'sbx-drug-paracetamol-650',
            display: paracetamol.name,
          },
        ],
        text: paracetamol.name,
      },
      subject: PATIENT,
      requester: DOCTOR,
      authoredOn: FINALIZED,
      dispenseRequest: {
        quantity: { system: 'https://www.eka.care/mdb', unit: 'tablet', value: 10 },
        expectedSupplyDuration: {
          value: 5,
          unit: 'days',
          system: 'http://unitsofmeasure.org',
          code: 'd',
        },
      },
    });
    expect(request.dosageInstruction).toEqual([
      {
        text: '1 tablet, morning and night, after food, for 5 days',
        additionalInstruction: [{ text: 'After food' }],
        patientInstruction: paracetamol.instructions,
        timing: {
          repeat: {
            boundsDuration: {
              value: 5,
              unit: 'days',
              system: 'http://unitsofmeasure.org',
              code: 'd',
            },
            frequency: 2,
            period: 1,
            periodUnit: 'd',
            when: ['MORN', 'NIGHT'],
          },
        },
        route: { text: 'oral' },
        doseAndRate: [
          {
            type: {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/dose-rate-type',
                  code: 'ordered',
                  display: 'Ordered',
                },
              ],
            },
            doseQuantity: { value: 1, unit: 'tablet', system: 'https://www.eka.care/mdb' },
          },
        ],
      },
    ]);
    // The dose typed "1.0" is the amount 1: no trailing zero (ISMP: 1.0 is misread as 10).
    expect(bundleToJson(bundle)).toContain('"doseQuantity":{"value":1,');
  });

  it('SOS is as needed; weekly is a frequency a week; written out is the timing’s text', () => {
    expect(medication(102).dosageInstruction).toEqual([
      { text: 'when needed', asNeededBoolean: true },
    ]);
    expect(medication(102).medicationCodeableConcept).toEqual({ text: 'ORS sachet' });
    expect(medication(103).dosageInstruction?.[0]?.timing?.repeat).toMatchObject({
      frequency: 1,
      period: 1,
      periodUnit: 'wk',
      boundsDuration: { value: 2, code: 'mo' },
    });
    expect(medication(103).dosageInstruction?.[0]?.text).toBe(
      '1 capsule, once a week, for 2 months',
    );
    expect(medication(104).dosageInstruction).toEqual([
      {
        text: 'three times a day after meals',
        timing: { code: { text: 'three times a day after meals' } },
      },
    ]);
  });

  it('investigations are ServiceRequests ordered, coded when the database knew them', () => {
    const cbc = resourceAt<ServiceRequest>(bundle, itemFullUrl(PAD_ID, uuid(111)));
    expect(cbc).toMatchObject({
      status: 'active',
      intent: 'order',
      code: { coding: [{ system: 'https://www.eka.care/mdb', code: 'sbx-lab-cbc' }] },
      requester: DOCTOR,
    });
    const xray = resourceAt<ServiceRequest>(bundle, itemFullUrl(PAD_ID, uuid(112)));
    expect(xray.code).toEqual({ text: 'Chest X-ray' });
    expect(xray.note).toEqual([{ text: 'PA view' }]);
  });

  it('advice is a CarePlan; the follow-up a proposed FOLLOWUP Appointment on that day', () => {
    const plan = resourceAt<CarePlan>(bundle, itemFullUrl(PAD_ID, uuid(121)));
    expect(plan).toMatchObject({
      status: 'active',
      intent: 'plan',
      description: 'Drink plenty of fluids',
      activity: [{ detail: { status: 'not-started', description: 'Drink plenty of fluids' } }],
    });
    const visit = resourceAt<Appointment>(bundle, followUpFullUrl(PAD_ID));
    expect(visit).toMatchObject({
      status: 'proposed',
      appointmentType: { coding: [{ code: 'FOLLOWUP' }] },
      requestedPeriod: [{ start: '2025-03-21', end: '2025-03-21' }],
      comment: 'with the CBC report',
      participant: [
        { actor: PATIENT, status: 'needs-action' },
        { actor: DOCTOR, status: 'needs-action' },
      ],
    });
  });

  it('a pad holding only a plan needs a patient', () => {
    const { patientId: _none, ...noPatient } = {
      ...planPad(),
      findings: [],
      procedures: [],
      vitals: [],
    };
    expect(() => padToFhirBundle(noPatient, { ...OPTIONS, patient: undefined })).toThrow(
      /no patient/,
    );
  });

  it('the validator catches a broken plan resource (so 0 errors means something)', () => {
    const visit = structuredClone(resourceAt<Appointment>(bundle, followUpFullUrl(PAD_ID)));
    const broken = { ...visit, start: '2025-03-21T10:00:00+05:30' } as Appointment;
    expect(validateR4(broken).errors.length).toBeGreaterThan(0);
    const noParticipant = { ...visit, participant: [] } as unknown as Appointment;
    expect(validateR4(noParticipant).errors.length).toBeGreaterThan(0);
    const badStatus = { ...medication(101), status: 'given' } as unknown as MedicationRequest;
    expect(validateR4(badStatus).errors.length).toBeGreaterThan(0);
    const planNoStatus = structuredClone(
      resourceAt<CarePlan>(bundle, itemFullUrl(PAD_ID, uuid(121))),
    );
    delete (planNoStatus.activity?.[0]?.detail as { status?: string }).status;
    expect(validateR4(planNoStatus).errors.length).toBeGreaterThan(0);
    expect(validateR4(roundTrip(bundle)).errors).toEqual([]);
  });
});
