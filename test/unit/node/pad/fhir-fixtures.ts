import type { Bundle, BundleEntry, Observation, Resource } from 'fhir/r4';
import { expect } from 'vitest';
import {
  bundleToJson,
  padToFhirBundle,
  type FhirExportOptions,
} from '../../../../src/shared/pad/fhir-export';
import { vitalFullUrl } from '../../../../src/shared/pad/fhir-ids';
import {
  createFinding,
  writeNote,
  writeSince,
  type ExaminationFinding,
} from '../../../../src/shared/pad/finding';
import { createPad, type Pad } from '../../../../src/shared/pad/pad';
import {
  createProcedure,
  writeDate,
  writeProcedureNote,
  type Procedure,
} from '../../../../src/shared/pad/procedure';
import type { SinceUnit } from '../../../../src/shared/properties';
import type { VitalEntry } from '../../../../src/shared/pad/vitals';
import { PAD_ID, SINCE_ID, deepFreeze } from './fixtures';
import { describeIssues, validateR4 } from './fhir-validator';

/*
 * The pad the FHIR export tests share: symptoms with Since in every unit, diagnoses, an
 * examination finding, procedures dated by group, by legacy date, by legacy text, undated and
 * advised, and every vital of the catalogue (°F; the vitals tests swap in °C).
 */

export const FINALIZED = '2025-03-14T10:15:30+05:30';
export const PATIENT = { reference: 'Patient/pt-42' };
export const DOCTOR = { reference: 'Practitioner/dr-7', display: 'Dr. A. Rao' };
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function ok<T>(result: { ok: true; value: T } | { ok: false }): T {
  if (!result.ok) throw new Error('expected a valid write');
  return result.value;
}

function symptom(n: number, name: string, since?: [number, SinceUnit], id?: string) {
  const f = createFinding({ localId: uuid(n), kind: 'symptom', name, ...(id ? { id } : {}) });
  return since ? ok(writeSince(f, SINCE_ID, { value: since[0], unit: since[1] })) : f;
}

const fever = ok(writeNote(symptom(1, 'Fever', [6, 'Hour'], 'sym-fever'), 'Evening spikes'));
const cough = symptom(2, 'Cough', [3, 'Day'], 'sym-cough');
const rash = symptom(3, 'Rash', [2, 'Week']);
const jointPain = symptom(4, 'Joint pain', [4, 'Month']);
const wheeze = symptom(5, 'Wheeze', [2, 'Year']);
const legacyNote: ExaminationFinding = { ...symptom(6, 'Headache'), notes: 'Frontal, legacy' };
export const urti = ok(
  writeNote(
    ok(
      writeSince(
        createFinding({ localId: uuid(7), kind: 'diagnosis', name: 'URTI', id: 'dia-urti' }),
        SINCE_ID,
        { value: 3, unit: 'Day' },
      ),
    ),
    'Viral, likely',
  ),
);
const anaemia = createFinding({ localId: uuid(8), kind: 'diagnosis', name: 'Anaemia' });
const pallor = ok(
  writeNote(createFinding({ localId: uuid(9), kind: 'examination', name: 'Pallor' }), 'Mild'),
);

const dressing = ok(
  writeProcedureNote(
    ok(
      writeDate(
        createProcedure({ localId: uuid(10), name: 'Wound dressing', id: 'proc-dressing' }),
        '2025-03-10',
      ),
    ),
    'Left forearm',
  ),
);
const ecg: Procedure = {
  ...createProcedure({ localId: uuid(11), name: 'ECG' }),
  date: '2025-03-01',
};
const nebulisation: Procedure = {
  ...createProcedure({ localId: uuid(12), name: 'Nebulisation' }),
  date: 'last week',
};
const sutureRemoval = createProcedure({ localId: uuid(13), name: 'Suture removal' });
const xray = ok(
  writeDate(createProcedure({ localId: uuid(14), name: 'Chest X-ray' }), '2025-03-21'),
);

/** Every vital of the catalogue but °C (one temperature unit per pad). */
export const VITALS: VitalEntry[] = [
  { vitalId: 'bp-systolic', value: '128' },
  { vitalId: 'bp-diastolic', value: '84' },
  { vitalId: 'pulse', value: '72' },
  { vitalId: 'temperature-f', value: '98.40' },
  { vitalId: 'respiratory-rate', value: '16' },
  { vitalId: 'spo2', value: '98' },
  { vitalId: 'height', value: '170.0' },
  { vitalId: 'weight', value: '65.00' },
  { vitalId: 'waist-circumference', value: '88.0' },
  { vitalId: 'hip-circumference', value: '98.5' },
  { vitalId: 'head-circumference', value: '56.0' },
  { vitalId: 'capillary-blood-glucose', value: '110.0' },
];

export function fullPad(vitals: VitalEntry[] = VITALS): Pad {
  const pad = createPad({ id: PAD_ID, now: new Date('2025-03-14T04:00:00Z'), patientId: 'pt-42' });
  return deepFreeze({
    ...pad,
    findings: [fever, cough, rash, jointPain, wheeze, legacyNote, urti, anaemia, pallor],
    procedures: [dressing, ecg, nebulisation, sutureRemoval, xray],
    vitals,
  });
}

export const OPTIONS: FhirExportOptions = {
  finalizedAt: FINALIZED,
  patient: PATIENT,
  practitioner: DOCTOR,
  sinceGroupId: SINCE_ID,
  icd10ByDiagnosisId: { 'dia-urti': 'J06.9' },
};

/** The Bundle as a receiver sees it: serialized, then parsed. */
export function roundTrip(bundle: Bundle): Bundle {
  return JSON.parse(bundleToJson(bundle)) as Bundle;
}

export function expectValid(resource: Resource, profile?: string) {
  const { errors } = validateR4(resource, profile);
  expect(errors, describeIssues(errors)).toEqual([]);
}

export function resourceAt<T extends Resource>(bundle: Bundle, fullUrl: string): T {
  const entry = bundle.entry?.find((e: BundleEntry) => e.fullUrl === fullUrl);
  if (entry?.resource === undefined) throw new Error(`no entry ${fullUrl}`);
  return entry.resource as T;
}

export const bundle = padToFhirBundle(fullPad(), OPTIONS);
export const entries = bundle.entry ?? [];
export const byName = (name: string) => {
  const found = entries.find((e) => {
    const r = e.resource as { code?: { text?: string } } | undefined;
    return r?.code?.text === name;
  });
  if (found?.resource === undefined) throw new Error(`no resource named ${name}`);
  return found.resource;
};
export const vital = (id: string) => resourceAt<Observation>(bundle, vitalFullUrl(PAD_ID, id));
