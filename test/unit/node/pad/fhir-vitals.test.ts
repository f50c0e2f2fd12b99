import type { Basic, Observation } from 'fhir/r4';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleToJson, padToFhirBundle } from '../../../../src/shared/pad/fhir-export';
import { checkForFinalize } from '../../../../src/main/core/pad/pad-checks';
import { glucoseContextOf } from '../../../../src/shared/pad/fhir-glucose';
import { createPad } from '../../../../src/shared/pad/pad';
import { vitalFullUrl } from '../../../../src/shared/pad/fhir-ids';
import { PAD_ID } from './fixtures';
import { validateR4 } from './fhir-validator';
import {
  FINALIZED,
  OPTIONS,
  PATIENT,
  VITALS,
  bundle,
  entries,
  expectValid,
  fullPad,
  resourceAt,
  roundTrip,
  vital,
} from './fhir-fixtures';

describe('vitals', () => {
  // The R4 definitions load on the first validation, which takes seconds on a busy machine: load
  // them once here, so no test's own time includes it.
  const warmUp: Basic = { resourceType: 'Basic', code: { text: 'warm-up' } };
  beforeAll(() => void validateR4(warmUp), 120_000);

  const UCUM = 'http://unitsofmeasure.org';
  it.each([
    ['pulse', '8867-4', '/min', 'bpm', 72],
    ['temperature-f', '8310-5', '[degF]', '°F', 98.4],
    ['respiratory-rate', '9279-1', '/min', '/min', 16],
    ['spo2', '2708-6', '%', '%', 98],
    ['height', '8302-2', 'cm', 'cm', 170],
    ['weight', '29463-7', 'kg', 'kg', 65],
    ['waist-circumference', '8280-0', 'cm', 'cm', 88],
    ['hip-circumference', '62409-8', 'cm', 'cm', 98.5],
    ['head-circumference', '9843-4', 'cm', 'cm', 56],
  ])('%s: vital-signs, LOINC %s, UCUM %s', (id, loinc, code, unit, value) => {
    const obs = vital(id);
    expect(obs.category?.[0]?.coding?.[0]).toEqual({
      system: 'http://terminology.hl7.org/CodeSystem/observation-category',
      code: 'vital-signs',
      display: 'Vital Signs',
    });
    expect(obs.code.coding?.[0]).toMatchObject({ system: 'http://loinc.org', code: loinc });
    expect(obs.valueQuantity).toEqual({ value, unit, system: UCUM, code });
    expect(obs.subject).toEqual(PATIENT);
    expect(obs.effectiveDateTime).toBe(FINALIZED);
    expect(obs.status).toBe('final');
  });

  it('capillary glucose is a laboratory Observation, LOINC 41653-7, mg/dL', () => {
    const obs = vital('capillary-blood-glucose');
    expect(obs.category?.[0]?.coding?.[0]?.code).toBe('laboratory');
    expect(obs.code.coding?.[0]?.code).toBe('41653-7');
    expect(obs.valueQuantity).toMatchObject({ value: 110, system: UCUM, code: 'mg/dL' });
  });

  it.each([
    ['fasting', 'F', 'Fasting'],
    ['random', 'NF', 'Random'],
    ['post_meal', 'NF', 'After a meal (2 h)'],
  ] as const)(
    'a glucose taken %s keeps it: component LOINC 49541-6, v2-0916 %s, read back the same',
    (context, code, text) => {
      const vitals = VITALS.map((v) =>
        v.vitalId === 'capillary-blood-glucose' ? { ...v, context } : v,
      );
      const out = padToFhirBundle(fullPad(vitals), OPTIONS);
      const read = roundTrip(out);
      const obs = resourceAt<Observation>(read, vitalFullUrl(PAD_ID, 'capillary-blood-glucose'));
      expect(obs.code.coding?.[0]?.code).toBe('41653-7');
      expect(obs.component).toEqual([
        {
          code: {
            coding: [
              { system: 'http://loinc.org', code: '49541-6', display: 'Fasting status - Reported' },
            ],
            text: 'When taken',
          },
          valueCodeableConcept: {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/v2-0916',
                code,
                display: expect.any(String) as unknown,
              },
            ],
            text,
          },
        },
      ]);
      expect(glucoseContextOf(obs)).toBe(context);
      expectValid(obs);
    },
  );

  it('a glucose saved before it had a context exports none, as before', () => {
    const obs = vital('capillary-blood-glucose');
    expect(obs.component).toBeUndefined();
    expect(glucoseContextOf(obs)).toBeUndefined();
  });

  it('Finalize keeps the context, so the finalized pad exports it', () => {
    const draft = {
      ...createPad({ id: PAD_ID, now: new Date('2025-03-14T04:00:00Z'), patientId: 'pt-42' }),
      vitals: [
        { vitalId: 'capillary-blood-glucose', value: ' 110.0 ', context: 'fasting' as const },
      ],
    };
    const checked = checkForFinalize(draft);
    if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
    const obs = resourceAt<Observation>(
      padToFhirBundle(checked.pad, OPTIONS),
      vitalFullUrl(PAD_ID, 'capillary-blood-glucose'),
    );
    expect(glucoseContextOf(obs)).toBe('fasting');
  });

  it('systolic and diastolic are one Observation, LOINC 85354-9, with two components', () => {
    const bp = vital('blood-pressure');
    expect(bp.code.coding?.[0]?.code).toBe('85354-9');
    expect(bp.valueQuantity).toBeUndefined();
    expect(bp.component?.map((c) => [c.code.coding?.[0]?.code, c.valueQuantity])).toEqual([
      ['8480-6', { value: 128, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' }],
      ['8462-4', { value: 84, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' }],
    ]);
    expect(entries.filter((e) => e.fullUrl === vitalFullUrl(PAD_ID, 'bp-systolic'))).toEqual([]);
  });

  it('BMI is calculated from height and weight, LOINC 39156-5, derived from both', () => {
    const bmi = vital('bmi');
    expect(bmi.valueQuantity).toEqual({ value: 22.5, unit: 'kg/m²', system: UCUM, code: 'kg/m2' });
    expect(bmi.derivedFrom).toEqual([
      { reference: vitalFullUrl(PAD_ID, 'height'), type: 'Observation' },
      { reference: vitalFullUrl(PAD_ID, 'weight'), type: 'Observation' },
    ]);
    const noWeight = padToFhirBundle(
      fullPad(VITALS.filter((v) => v.vitalId !== 'weight')),
      OPTIONS,
    );
    const codes = (noWeight.entry ?? []).map(
      (e) => (e.resource as Observation).code.coding?.[0]?.code,
    );
    expect(codes).not.toContain('39156-5');
  });

  it('keeps the typed precision in the JSON: 98.40, 170.0, 65.00 verbatim', () => {
    const json = bundleToJson(bundle);
    expect(json).toContain('"value":98.40,');
    expect(json).toContain('"value":170.0,');
    expect(json).toContain('"value":65.00,');
    expect(json).toContain('"value":110.0,');
    // JSON.stringify would lose them: that is what bundleToJson is for.
    expect(JSON.stringify(bundle)).not.toContain('98.40');
    expect(bundleToJson(bundle, 2)).toContain('"value": 98.40,');
  });

  it('exports °C as Cel, with its precision', () => {
    const celsius = VITALS.map((v) =>
      v.vitalId === 'temperature-f' ? { vitalId: 'temperature-c', value: '36.90' } : v,
    );
    const out = padToFhirBundle(fullPad(celsius), OPTIONS);
    const temp = resourceAt<Observation>(out, vitalFullUrl(PAD_ID, 'temperature-c'));
    expect(temp.code.coding?.[0]?.code).toBe('8310-5');
    expect(temp.valueQuantity).toEqual({ value: 36.9, unit: '°C', system: UCUM, code: 'Cel' });
    expect(bundleToJson(out)).toContain('"value":36.90,');
    expectValid(out);
    expectValid(temp, 'http://hl7.org/fhir/StructureDefinition/bodytemp');
  });

  it('a panel member left empty is a component with a data-absent reason', () => {
    const out = padToFhirBundle(fullPad([{ vitalId: 'bp-systolic', value: '90' }]), OPTIONS);
    const bp = out.entry?.[out.entry.length - 1]?.resource as Observation;
    expect(bp.component?.[1]).toMatchObject({
      code: { coding: [{ code: '8462-4' }] },
      dataAbsentReason: { coding: [{ code: 'unknown' }] },
    });
    expectValid(bp, 'http://hl7.org/fhir/StructureDefinition/bp');
  });

  const PROFILES: [string, string][] = [
    ['blood-pressure', 'bp'],
    ['pulse', 'heartrate'],
    ['temperature-f', 'bodytemp'],
    ['respiratory-rate', 'resprate'],
    ['spo2', 'oxygensat'],
    ['height', 'bodyheight'],
    ['weight', 'bodyweight'],
    ['bmi', 'bmi'],
    ['head-circumference', 'headcircum'],
    ['waist-circumference', 'vitalsigns'],
    ['hip-circumference', 'vitalsigns'],
  ];
  it.each(PROFILES)(
    '%s conforms to the R4 vital-signs profiles (vitalsigns and %s)',
    (id, profile) => {
      const obs = (roundTrip(bundle).entry ?? []).find(
        (e) => e.fullUrl === vitalFullUrl(PAD_ID, id),
      )?.resource as Observation;
      expectValid(obs, 'http://hl7.org/fhir/StructureDefinition/vitalsigns');
      expectValid(obs, `http://hl7.org/fhir/StructureDefinition/${profile}`);
    },
  );

  it('exports the same Bundle whatever order the vitals were typed in', () => {
    const reversed = padToFhirBundle(fullPad([...VITALS].reverse()), OPTIONS);
    expect(bundleToJson(reversed)).toBe(bundleToJson(bundle));
  });

  it('ignores a stored BMI entry: BMI is only ever calculated', () => {
    const typed = padToFhirBundle(fullPad([...VITALS, { vitalId: 'bmi', value: '30.0' }]), OPTIONS);
    expect(bundleToJson(typed)).toBe(bundleToJson(bundle));
    const alone = padToFhirBundle(fullPad([{ vitalId: 'bmi', value: '30.0' }]), OPTIONS);
    expect(alone.entry).toHaveLength(14);
  });
});
