import type { Condition, Observation, Procedure as FhirProcedure, ServiceRequest } from 'fhir/r4';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FhirExportError,
  bundleToJson,
  padToFhirBundle,
} from '../../../../src/shared/pad/fhir-export';
import { vitalFullUrl } from '../../../../src/shared/pad/fhir-ids';
import { createPad } from '../../../../src/shared/pad/pad';
import { PAD_ID, SINCE_ID } from './fixtures';
import {
  DOCTOR,
  FINALIZED,
  OPTIONS,
  PATIENT,
  bundle,
  byName,
  entries,
  expectValid,
  fullPad,
  roundTrip,
  urti,
  uuid,
} from './fhir-fixtures';
import { validateR4 } from './fhir-validator';

// The validator loads the R4 definitions once, on its first use: here, not inside a test.
beforeAll(() => validateR4(bundle), 120_000);

describe('padToFhirBundle: the whole pad', () => {
  it('is an R4 collection Bundle that validates with no errors, as built and as serialized', () => {
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.type).toBe('collection');
    expect(bundle.timestamp).toBe(FINALIZED);
    expect(bundle.identifier).toEqual({ system: 'urn:ietf:rfc:3986', value: `urn:uuid:${PAD_ID}` });
    expectValid(bundle);
    expectValid(roundTrip(bundle));
  });

  it("draws no warnings but Medplum's on urn:uuid references (it reads no type from them)", () => {
    const { warnings } = validateR4(roundTrip(bundle));
    const bmiAt = entries.findIndex((e) => e.fullUrl === vitalFullUrl(PAD_ID, 'bmi'));
    expect(warnings.map((w) => [w.path, w.message.slice(0, 31)])).toEqual([
      [`Bundle.entry[${bmiAt}].resource.derivedFrom[0]`, 'Invalid reference: got "urn:uui'],
      [`Bundle.entry[${bmiAt}].resource.derivedFrom[1]`, 'Invalid reference: got "urn:uui'],
    ]);
  });

  it('has one entry per finding and procedure, then the vitals in catalogue order', () => {
    const types = entries.map((e) => e.resource?.resourceType);
    expect(types.slice(0, 14)).toEqual([
      ...Array<string>(6).fill('Observation'),
      'Condition',
      'Condition',
      'Observation',
      'Procedure',
      'Procedure',
      'Procedure',
      'Procedure',
      'ServiceRequest',
    ]);
    const codes = entries.slice(14).map((e) => (e.resource as Observation).code.coding?.[0]?.code);
    // BP panel, pulse, temperature, RR, SpO2, height, weight, BMI, waist, hip, head, glucose.
    expect(codes).toEqual([
      '85354-9',
      '8867-4',
      '8310-5',
      '9279-1',
      '2708-6',
      '8302-2',
      '29463-7',
      '39156-5',
      '8280-0',
      '62409-8',
      '9843-4',
      '41653-7',
    ]);
  });

  it('gives unique urn:uuid fullUrls and is deterministic', () => {
    const urls = entries.map((e) => e.fullUrl ?? '');
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls)
      expect(url).toMatch(
        /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    expect(bundleToJson(padToFhirBundle(fullPad(), OPTIONS))).toBe(bundleToJson(bundle));
    // Another pad with the same entries gets other ids.
    const other = padToFhirBundle({ ...fullPad(), id: uuid(99) }, OPTIONS);
    const otherUrls = new Set((other.entry ?? []).map((e) => e.fullUrl));
    expect(urls.some((u) => otherUrls.has(u))).toBe(false);
  });

  it('never uses onsetAge (or any Age), anywhere', () => {
    const json = bundleToJson(bundle);
    expect(json).not.toMatch(/onsetAge|"Age"|onsetRange|effectiveAge/);
  });
});

describe('symptoms and examination findings', () => {
  it('maps a symptom to an Observation with the SNOMED symptom category, code, note and status', () => {
    const obs = byName('Fever') as Observation;
    expect(obs.resourceType).toBe('Observation');
    expect(obs.status).toBe('final');
    expect(obs.category).toEqual([
      {
        coding: [
          {
            system: 'http://snomed.info/sct',
            code: '418799008',
            display: 'Finding reported by subject or history provider',
          },
        ],
        text: 'Symptom',
      },
    ]);
    expect(obs.code).toEqual({
      coding: [
        {
          system: 'urn:clinic-companion:platform:sym-and-diag',
          code: 'sym-fever',
          display: 'Fever',
        },
      ],
      text: 'Fever',
    });
    expect(obs.subject).toEqual(PATIENT);
    expect(obs.performer).toEqual([DOCTOR]);
    expect(obs.issued).toBe(FINALIZED);
    expect(obs.note).toEqual([{ text: 'Evening spikes' }]);
  });

  it.each([
    ['Fever', '6 hours', '2025-03-14T04:15:30+05:30'],
    ['Cough', '3 days', '2025-03-11'],
    ['Rash', '2 weeks', '2025-02-28'],
    ['Joint pain', '4 months (partial date YYYY-MM)', '2024-11'],
    ['Wheeze', '2 years (partial date YYYY)', '2023'],
  ])('%s since %s starts effectivePeriod at %s, with no end (ongoing)', (name, _, start) => {
    const obs = byName(name) as Observation;
    expect(obs.effectivePeriod).toEqual({ start });
    expect(obs.effectiveDateTime).toBeUndefined();
  });

  it('without Since, the finding is effective at the visit; the legacy note is read', () => {
    const obs = byName('Headache') as Observation;
    expect(obs.effectivePeriod).toBeUndefined();
    expect(obs.effectiveDateTime).toBe(FINALIZED);
    expect(obs.note).toEqual([{ text: 'Frontal, legacy' }]);
    expect(obs.code).toEqual({ text: 'Headache' });
  });

  it('maps an examination finding to an Observation with category exam', () => {
    const obs = byName('Pallor') as Observation;
    expect(obs.category).toEqual([
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/observation-category',
            code: 'exam',
            display: 'Exam',
          },
        ],
      },
    ]);
    expect(obs.note).toEqual([{ text: 'Mild' }]);
  });

  it('counts Since back from visitTime when given, in its offset', () => {
    const late = padToFhirBundle(fullPad(), {
      ...OPTIONS,
      finalizedAt: '2025-03-15T09:00:00+05:30',
      visitTime: '2025-03-14T01:30:00+05:30',
    });
    const cough3 = (late.entry ?? []).find((e) => (e.resource as Observation).code.text === 'Cough')
      ?.resource as Observation;
    // The visit is on the 14th in India (the 13th in UTC).
    expect(cough3.effectivePeriod).toEqual({ start: '2025-03-11' });
    expect(cough3.issued).toBe('2025-03-15T09:00:00+05:30');
    expectValid(late);
  });
});

describe('diagnoses', () => {
  it('maps a diagnosis to a Condition: encounter-diagnosis, active, confirmed, onsetDateTime, ICD-10', () => {
    const condition = byName('URTI') as Condition;
    expect(condition.resourceType).toBe('Condition');
    expect(condition.category).toEqual([
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/condition-category',
            code: 'encounter-diagnosis',
            display: 'Encounter Diagnosis',
          },
        ],
      },
    ]);
    expect(condition.clinicalStatus?.coding?.[0]).toMatchObject({
      system: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
      code: 'active',
    });
    expect(condition.verificationStatus?.coding?.[0]).toMatchObject({
      system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status',
      code: 'confirmed',
    });
    expect(condition.code?.coding?.[0]).toEqual({
      system: 'http://hl7.org/fhir/sid/icd-10',
      code: 'J06.9',
    });
    expect(condition.onsetDateTime).toBe('2025-03-11');
    expect(condition).not.toHaveProperty('onsetAge');
    expect(condition.recordedDate).toBe(FINALIZED);
    expect(condition.recorder).toEqual(DOCTOR);
    expect(condition.note).toEqual([{ text: 'Viral, likely' }]);
  });

  it('a free-text diagnosis without Since has text only and no onset', () => {
    const condition = byName('Anaemia') as Condition;
    expect(condition.code).toEqual({ text: 'Anaemia' });
    expect(Object.keys(condition).filter((k) => k.startsWith('onset'))).toEqual([]);
  });

  it('a Since too long to date becomes onsetString', () => {
    const ancient = {
      ...urti,
      properties: { ...urti.properties, [SINCE_ID]: { value: 3000, unit: 'Year' } },
    };
    const pad = { ...fullPad(), findings: [ancient] };
    const condition = padToFhirBundle(pad, OPTIONS).entry?.[0]?.resource as Condition;
    expect(condition.onsetString).toBe('3,000 years');
    expect(condition.onsetDateTime).toBeUndefined();
  });
});

describe('procedures', () => {
  it('Date group -> Procedure completed, performedDateTime, note', () => {
    const proc = byName('Wound dressing') as FhirProcedure;
    expect(proc.resourceType).toBe('Procedure');
    expect(proc.status).toBe('completed');
    expect(proc.performedDateTime).toBe('2025-03-10');
    expect(proc.note).toEqual([{ text: 'Left forearm' }]);
    expect(proc.code?.coding?.[0]).toMatchObject({ code: 'proc-dressing' });
  });

  it('a legacy date that is a calendar date -> performedDateTime; other text -> performedString', () => {
    expect((byName('ECG') as FhirProcedure).performedDateTime).toBe('2025-03-01');
    const nebulisation = byName('Nebulisation') as FhirProcedure;
    expect(nebulisation.performedString).toBe('last week');
    expect(nebulisation.performedDateTime).toBeUndefined();
  });

  it('no date -> no performed[x]', () => {
    const proc = byName('Suture removal') as FhirProcedure;
    expect(Object.keys(proc).filter((k) => k.startsWith('performed'))).toEqual([]);
  });

  it('dated after the visit -> ServiceRequest (advised), intent order, occurrenceDateTime', () => {
    const request = byName('Chest X-ray') as ServiceRequest;
    expect(request.resourceType).toBe('ServiceRequest');
    expect(request.intent).toBe('order');
    expect(request.status).toBe('active');
    expect(request.occurrenceDateTime).toBe('2025-03-21');
    expect(request.requester).toEqual(DOCTOR);
  });
});

describe('edges', () => {
  it('an empty pad is a valid collection with no entries', () => {
    const empty = createPad({ id: PAD_ID, now: new Date('2025-03-14T04:00:00Z') });
    const out = padToFhirBundle(empty, { finalizedAt: FINALIZED, sinceGroupId: SINCE_ID });
    expect(out).toEqual({
      resourceType: 'Bundle',
      identifier: { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${PAD_ID}` },
      type: 'collection',
      timestamp: FINALIZED,
    });
    expectValid(out);
  });

  it('uses the pad patientId as the subject identifier when no patient is given', () => {
    const out = padToFhirBundle(fullPad(), { ...OPTIONS, patient: undefined });
    expect((out.entry?.[0]?.resource as Observation).subject).toEqual({
      identifier: { system: 'urn:clinic-companion:platform:patient-id', value: 'pt-42' },
    });
    expectValid(out);
  });

  it('refuses what cannot make a valid Bundle, naming every problem', () => {
    const { patientId: _, ...anonymous } = fullPad([
      { vitalId: 'pulse', value: '72' },
      { vitalId: 'pulse', value: '73' },
      { vitalId: 'nope', value: '1' },
      { vitalId: 'spo2', value: '9 8' },
    ]);
    let thrown: unknown;
    try {
      padToFhirBundle(anonymous, { ...OPTIONS, patient: undefined, finalizedAt: '2025-03-14' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FhirExportError);
    expect((thrown as FhirExportError).problems).toEqual([
      'finalizedAt is not a date-time with seconds and an offset',
      'no patient: pass options.patient, or export a pad with a patientId',
      'vital "pulse" is entered twice',
      'vital "nope" is not in the catalogue',
      'vital "spo2" is not a plain decimal',
    ]);
  });

  it('without a Since group id, no Since is read', () => {
    const out = padToFhirBundle(fullPad(), { ...OPTIONS, sinceGroupId: undefined });
    const cough2 = (out.entry ?? []).find((e) => (e.resource as Observation).code.text === 'Cough');
    expect((cough2?.resource as Observation).effectiveDateTime).toBe(FINALIZED);
  });

  it('does not change the pad (frozen input) and shares no objects between resources', () => {
    const out = padToFhirBundle(fullPad(), OPTIONS);
    const first = out.entry?.[0]?.resource as Observation;
    const second = out.entry?.[1]?.resource as Observation;
    expect(first.category?.[0]).not.toBe(second.category?.[0]);
    expect(first.subject).not.toBe(second.subject);
    expect(first.subject).toEqual(second.subject);
    expect(first.performer?.[0]).not.toBe(OPTIONS.practitioner);
  });
});
