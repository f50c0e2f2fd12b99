import type { Bundle, Condition, Observation } from 'fhir/r4';
import { describe, expect, it } from 'vitest';
import { bundleToJson, padToFhirBundle } from '../../../../src/shared/pad/fhir-export';
import { createPad } from '../../../../src/shared/pad/pad';
import type { VitalEntry } from '../../../../src/shared/pad/vitals';
import { PAD_ID } from './fixtures';
import { validateR4, type ValidationResult } from './fhir-validator';

/*
 * The validator used by the export tests must itself catch what is wrong, or "0 errors" proves
 * nothing: each case here breaks one rule and expects it reported where it is.
 */

const VS = 'http://hl7.org/fhir/StructureDefinition/';

function errorsAt(result: ValidationResult): string[] {
  return result.errors.map((issue) => `${issue.path}: ${issue.message}`);
}

function exported(vitals: VitalEntry[]): Bundle {
  const pad = { ...createPad({ id: PAD_ID, now: new Date(0), patientId: 'pt-1' }), vitals };
  const bundle = padToFhirBundle(pad, {
    finalizedAt: '2025-03-14T10:15:30+05:30',
    sinceGroupId: undefined,
  });
  return JSON.parse(bundleToJson(bundle)) as Bundle;
}

function firstResource<T>(bundle: Bundle): T {
  return bundle.entry?.[0]?.resource as T;
}

const observation: Observation = {
  resourceType: 'Observation',
  status: 'final',
  code: { text: 'Fever' },
  subject: { reference: 'Patient/1' },
};

describe('the R4 validator of the tests', () => {
  it('passes a correct Observation', () => {
    expect(errorsAt(validateR4(observation))).toEqual([]);
  });

  it('reports a missing required element, an unknown element and a malformed dateTime', () => {
    const broken = {
      ...observation,
      status: undefined,
      onsetAge: { value: 3, unit: 'days' },
      effectiveDateTime: '2025-03-14T10:15',
    } as unknown as Observation;
    const errors = errorsAt(validateR4(broken)).join('\n');
    expect(errors).toContain('Observation.status: Missing required property');
    expect(errors).toContain('Observation.onsetAge: Invalid additional property "onsetAge"');
    expect(errors).toContain('Observation.effective[x]: Invalid dateTime format');
  });

  it('reports a code outside a required value set (checked here, not by Medplum)', () => {
    const bogus = { ...observation, status: 'done' } as unknown as Observation;
    expect(errorsAt(validateR4(bogus))).toEqual([
      'Observation.status: value not in the required value set http://hl7.org/fhir/ValueSet/observation-status|4.0.1',
    ]);
    const condition: Condition = {
      resourceType: 'Condition',
      subject: { reference: 'Patient/1' },
      clinicalStatus: {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'on' },
        ],
      },
    };
    expect(errorsAt(validateR4(condition))).toEqual([
      'Condition.clinicalStatus: value not in the required value set http://hl7.org/fhir/ValueSet/condition-clinical|4.0.1',
    ]);
  });

  it('reports a broken invariant (obs-6: a value and a data-absent reason)', () => {
    const both = { ...observation, valueString: 'high', dataAbsentReason: { text: 'unknown' } };
    expect(errorsAt(validateR4(both)).join('\n')).toContain('Constraint obs-6 not met');
  });

  it('reports an error inside an entry of an exported Bundle, and duplicate fullUrls', () => {
    const bundle = exported([{ vitalId: 'pulse', value: '72' }]);
    expect(errorsAt(validateR4(bundle))).toEqual([]);
    const pulse = firstResource<Observation>(bundle) as Partial<Observation>;
    delete pulse.status;
    expect(errorsAt(validateR4(bundle))).toEqual([
      'Bundle.entry[0].resource.status: Missing required property',
    ]);
    const twice = exported([{ vitalId: 'pulse', value: '72' }]);
    twice.entry?.push(structuredClone(twice.entry[0]!));
    expect(errorsAt(validateR4(twice)).join('\n')).toContain('Constraint bdl-7 not met');
  });

  it('holds vitals to the R4 vital-signs profiles: subject, category, code, unit', () => {
    const pulse = firstResource<Observation>(exported([{ vitalId: 'pulse', value: '72' }]));
    expect(errorsAt(validateR4(pulse, `${VS}heartrate`))).toEqual([]);

    const noSubject: Partial<Observation> = structuredClone(pulse);
    delete noSubject.subject;
    expect(errorsAt(validateR4(noSubject as Observation, `${VS}vitalsigns`))).toEqual([
      'Observation.subject: Missing required property',
    ]);

    const uncategorised = { ...structuredClone(pulse), category: [{ text: 'vitals' }] };
    expect(errorsAt(validateR4(uncategorised, `${VS}vitalsigns`)).join('\n')).toContain(
      "slice 'VSCat'",
    );

    const bpm = structuredClone(pulse);
    bpm.valueQuantity = { ...bpm.valueQuantity, code: 'bpm' };
    expect(errorsAt(validateR4(bpm, `${VS}heartrate`))).toEqual([
      'Observation.value[x].code: Value did not match expected pattern',
    ]);

    const noUnit = structuredClone(pulse);
    delete noUnit.valueQuantity?.unit;
    expect(errorsAt(validateR4(noUnit, `${VS}heartrate`))).toEqual([
      'Observation.value[x].unit: Missing required property',
    ]);

    const temperature = firstResource<Observation>(
      exported([{ vitalId: 'temperature-f', value: '98.4' }]),
    );
    expect(errorsAt(validateR4(temperature, `${VS}bodytemp`))).toEqual([]);
    const degF = structuredClone(temperature);
    degF.valueQuantity = { ...degF.valueQuantity, code: 'degF' };
    expect(errorsAt(validateR4(degF, `${VS}bodytemp`))).toEqual([
      'Observation.value[x].code: value not in the required value set http://hl7.org/fhir/ValueSet/ucum-bodytemp|4.0.1',
    ]);
  });

  it('holds blood pressure to the bp profile: both components, each coded once', () => {
    const bp = firstResource<Observation>(
      exported([
        { vitalId: 'bp-systolic', value: '120' },
        { vitalId: 'bp-diastolic', value: '80' },
      ]),
    );
    expect(errorsAt(validateR4(bp, `${VS}bp`))).toEqual([]);

    const systolicOnly = { ...structuredClone(bp), component: bp.component?.slice(0, 1) };
    expect(errorsAt(validateR4(systolicOnly, `${VS}bp`))).toEqual([
      'Observation.component: Invalid number of values: expected 2..*, but found 1',
      "Observation.component: Incorrect number of values provided for slice 'DiastolicBP': expected 1..1, but found 0",
    ]);

    const twoSystolic = structuredClone(bp);
    const diastolicCoding = twoSystolic.component?.[1]?.code.coding?.[0];
    if (diastolicCoding) diastolicCoding.code = '8480-6';
    expect(errorsAt(validateR4(twoSystolic, `${VS}bp`))).toEqual([
      "Observation.component: Incorrect number of values provided for slice 'SystolicBP': expected 1..1, but found 2",
      "Observation.component: Incorrect number of values provided for slice 'DiastolicBP': expected 1..1, but found 0",
    ]);

    const mmHg = structuredClone(bp);
    const quantity = mmHg.component?.[0]?.valueQuantity;
    if (quantity) quantity.code = 'mmHg';
    expect(errorsAt(validateR4(mmHg, `${VS}bp`))).toEqual([
      'Observation.component[0].value[x]: value not in the required value set http://hl7.org/fhir/ValueSet/ucum-vitals-common|4.0.1',
    ]);

    const noValue = structuredClone(bp);
    delete noValue.component?.[1]?.valueQuantity;
    expect(errorsAt(validateR4(noValue, `${VS}bp`)).join('\n')).toContain(
      'Constraint vs-3 not met',
    );
  });
});
