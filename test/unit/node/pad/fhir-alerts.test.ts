import type { AllergyIntolerance, Bundle, Condition } from 'fhir/r4';
import { beforeAll, describe, expect, it } from 'vitest';
import { allergyFullUrl, conditionFullUrl } from '../../../../src/shared/pad/fhir-alerts';
import { FhirExportError, padToFhirBundle } from '../../../../src/shared/pad/fhir-export';
import { createPad } from '../../../../src/shared/pad/pad';
import type { Allergy, PatientAlerts } from '../../../../src/shared/patient-alerts';
import { PAD_ID } from './fixtures';
import {
  DOCTOR,
  FINALIZED,
  OPTIONS,
  PATIENT,
  expectValid,
  fullPad,
  roundTrip,
} from './fhir-fixtures';
import { validateR4 } from './fhir-validator';

/*
 * The patient's allergies and chronic conditions in the FHIR export, validated against the R4
 * definitions (bindings to the allergy value sets checked, not only collected).
 */

// The validator loads the R4 definitions once, on its first use: here, not inside a test.
beforeAll(() => validateR4(padToFhirBundle(fullPad(), OPTIONS)), 120_000);

const allergy = (id: string, extra: Partial<Allergy>): Allergy => ({
  id,
  substance: 'Penicillin',
  category: 'drug',
  severity: 'unknown',
  type: 'allergy',
  recordedAt: '2025-03-14T10:00:00+05:30',
  ...extra,
});

const RECORDED: PatientAlerts = {
  allergyStatus: 'recorded',
  allergies: [
    allergy('a1', {
      substance: 'Amoxicillin',
      drug: { id: 'mdb-amox-500', genericName: 'Amoxicillin' },
      reaction: 'rash',
      severity: 'severe',
    }),
    allergy('a2', {
      substance: 'Peanuts',
      category: 'food',
      reaction: 'hives',
      severity: 'moderate',
      verification: 'confirmed',
    }),
    allergy('a3', {
      substance: 'Lactose',
      category: 'food',
      type: 'intolerance',
      severity: 'mild',
      recordedAt: '2025-03-14T04:30:00.000Z',
    }),
    allergy('a4', { substance: 'House dust', category: 'environment' }),
    allergy('a5', {
      substance: 'Latex gloves',
      category: 'other',
      recordedAt: '2025-03-14T10:00+05:30',
    }),
  ],
  conditions: [
    {
      id: 'c1',
      name: 'Type 2 diabetes mellitus',
      platformId: 'dia-t2dm',
      note: 'since 2019',
      recordedAt: '2025-03-14T10:00:00+05:30',
    },
    { id: 'c2', name: 'Hypertension', recordedAt: '2025-03-14T10:00:00+05:30' },
  ],
  updatedAt: '2025-03-14T10:05:00.000Z',
};

const exported = (alerts: PatientAlerts | undefined): Bundle =>
  roundTrip(padToFhirBundle(fullPad(), { ...OPTIONS, ...(alerts ? { alerts } : {}) }));

const allergyAt = (bundle: Bundle, id: string) => {
  const found = bundle.entry?.find((e) => e.fullUrl === allergyFullUrl(PAD_ID, id));
  return found?.resource as AllergyIntolerance;
};

describe('allergies in the FHIR export', () => {
  it('exports each recorded allergy as an AllergyIntolerance, the whole Bundle valid against R4', () => {
    const bundle = exported(RECORDED);
    expectValid(bundle);
    const withoutAlerts = exported(undefined).entry!.length;
    expect(bundle.entry!.length).toBe(withoutAlerts + 5 + 2);
    // After the pad's own entries: the allergies in their order, then the conditions.
    expect(bundle.entry!.slice(withoutAlerts).map((e) => e.resource!.resourceType)).toEqual([
      ...Array<string>(5).fill('AllergyIntolerance'),
      'Condition',
      'Condition',
    ]);

    expect(allergyAt(bundle, 'a1')).toEqual({
      resourceType: 'AllergyIntolerance',
      clinicalStatus: {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
            code: 'active',
            display: 'Active',
          },
        ],
      },
      verificationStatus: {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification',
            code: 'unconfirmed',
            display: 'Unconfirmed',
          },
        ],
      },
      type: 'allergy',
      category: ['medication'],
      criticality: 'high',
      code: {
        coding: [
          { system: 'https://www.eka.care/mdb', code: 'mdb-amox-500', display: 'Amoxicillin' },
        ],
        text: 'Amoxicillin',
      },
      patient: PATIENT,
      recordedDate: '2025-03-14T10:00:00+05:30',
      recorder: DOCTOR,
      reaction: [{ manifestation: [{ text: 'rash' }], severity: 'severe' }],
    });
  });

  it('maps category, type, criticality and verification as the doctor recorded them', () => {
    const bundle = exported(RECORDED);
    const peanuts = allergyAt(bundle, 'a2');
    expect(peanuts.category).toEqual(['food']);
    expect(peanuts.criticality).toBe('low');
    expect(peanuts.verificationStatus?.coding?.[0]?.code).toBe('confirmed');
    expect(peanuts.code).toEqual({ text: 'Peanuts' });
    const lactose = allergyAt(bundle, 'a3');
    expect(lactose.type).toBe('intolerance');
    expect(lactose.criticality).toBe('low');
    // No reaction written: no reaction element (manifestation is required in one).
    expect(lactose.reaction).toBeUndefined();
    expect(lactose.recordedDate).toBe('2025-03-14T04:30:00.000Z');
    const dust = allergyAt(bundle, 'a4');
    expect(dust.category).toEqual(['environment']);
    expect(dust.criticality).toBe('unable-to-assess');
    // "Other" has no FHIR category: none is invented.
    const latex = allergyAt(bundle, 'a5');
    expect(latex.category).toBeUndefined();
    // A time without seconds is written as the same instant in FHIR's form.
    expect(latex.recordedDate).toBe('2025-03-14T04:30:00.000Z');
  });

  it('exports "no known drug allergies" as SNOMED CT 409137002, confirmed', () => {
    const nkda: PatientAlerts = {
      allergyStatus: 'none-known',
      allergies: [],
      conditions: [],
      updatedAt: '2025-03-14T04:35:00.000Z',
    };
    const bundle = exported(nkda);
    expectValid(bundle);
    const resource = allergyAt(bundle, 'no-known-drug-allergy');
    expect(resource.code).toEqual({
      coding: [
        { system: 'http://snomed.info/sct', code: '409137002', display: 'No known drug allergy' },
      ],
      text: 'No known drug allergies',
    });
    expect(resource.verificationStatus?.coding?.[0]?.code).toBe('confirmed');
    expect(resource.clinicalStatus?.coding?.[0]?.code).toBe('active');
    expect(resource.recordedDate).toBe('2025-03-14T04:35:00.000Z');
    expect(resource.criticality).toBeUndefined();
    expect(
      bundle.entry!.filter((e) => e.resource?.resourceType === 'AllergyIntolerance'),
    ).toHaveLength(1);
  });

  it('exports nothing for "not asked": a silence is not a statement', () => {
    const notAsked: PatientAlerts = { allergyStatus: 'not-asked', allergies: [], conditions: [] };
    expect(exported(notAsked)).toEqual(exported(undefined));
  });

  it('exports chronic conditions as problem-list Conditions', () => {
    const bundle = exported(RECORDED);
    const diabetes = bundle.entry?.find((e) => e.fullUrl === conditionFullUrl(PAD_ID, 'c1'))
      ?.resource as Condition;
    expect(diabetes).toEqual({
      resourceType: 'Condition',
      clinicalStatus: {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
            code: 'active',
            display: 'Active',
          },
        ],
      },
      category: [
        {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/condition-category',
              code: 'problem-list-item',
              display: 'Problem List Item',
            },
          ],
        },
      ],
      code: {
        coding: [
          {
            system: 'urn:clinic-companion:platform:sym-and-diag',
            code: 'dia-t2dm',
            display: 'Type 2 diabetes mellitus',
          },
        ],
        text: 'Type 2 diabetes mellitus',
      },
      subject: PATIENT,
      recordedDate: '2025-03-14T10:00:00+05:30',
      recorder: DOCTOR,
      note: [{ text: 'since 2019' }],
    });
    const hypertension = bundle.entry?.find((e) => e.fullUrl === conditionFullUrl(PAD_ID, 'c2'))
      ?.resource as Condition;
    expect(hypertension.code).toEqual({ text: 'Hypertension' });
  });

  it('is deterministic, and refuses alerts with no patient to name', () => {
    expect(exported(RECORDED)).toEqual(exported(RECORDED));
    const empty = createPad({ id: PAD_ID, now: new Date(0) });
    expect(() =>
      padToFhirBundle(empty, { finalizedAt: FINALIZED, sinceGroupId: undefined, alerts: RECORDED }),
    ).toThrow(FhirExportError);
  });
});

describe('the validator checks the allergy bindings', () => {
  it('reports a criticality, category and status outside the R4 value sets', () => {
    const bundle = exported(RECORDED);
    const broken = structuredClone(bundle);
    const at = broken.entry!.findIndex((e) => e.fullUrl === allergyFullUrl(PAD_ID, 'a1'));
    const resource = broken.entry![at]!.resource as unknown as Record<string, unknown>;
    resource.criticality = 'severe';
    resource.category = ['drug'];
    resource.clinicalStatus = {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
          code: 'current',
        },
      ],
    };
    const paths = validateR4(broken).errors.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        `Bundle.entry[${at}].resource.criticality`,
        `Bundle.entry[${at}].resource.category[0]`,
        `Bundle.entry[${at}].resource.clinicalStatus`,
      ]),
    );
  });

  it('reports an AllergyIntolerance without its patient', () => {
    const bundle = exported(RECORDED);
    const broken = structuredClone(bundle);
    const at = broken.entry!.findIndex((e) => e.fullUrl === allergyFullUrl(PAD_ID, 'a1'));
    delete (broken.entry![at]!.resource as { patient?: unknown }).patient;
    expect(validateR4(broken).errors.map((e) => e.path)).toContain(
      `Bundle.entry[${at}].resource.patient`,
    );
  });
});
