import type { CodeableConcept, Coding } from 'fhir/r4';
import { LOINC_SYSTEM, SNOMED_SYSTEM, UCUM_SYSTEM } from './vitals-catalogue';

/*
 * Code systems and fixed codings of the FHIR R4 export (docs/clinical-conventions.md, "The pad
 * in FHIR R4"). Displays are the code systems' own.
 */

export { LOINC_SYSTEM, SNOMED_SYSTEM, UCUM_SYSTEM };

export const OBSERVATION_CATEGORY_SYSTEM =
  'http://terminology.hl7.org/CodeSystem/observation-category';
export const CONDITION_CATEGORY_SYSTEM = 'http://terminology.hl7.org/CodeSystem/condition-category';
export const CONDITION_CLINICAL_SYSTEM = 'http://terminology.hl7.org/CodeSystem/condition-clinical';
export const CONDITION_VERIFICATION_SYSTEM =
  'http://terminology.hl7.org/CodeSystem/condition-ver-status';
export const ALLERGY_CLINICAL_SYSTEM =
  'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical';
export const ALLERGY_VERIFICATION_SYSTEM =
  'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification';
export const DATA_ABSENT_REASON_SYSTEM = 'http://terminology.hl7.org/CodeSystem/data-absent-reason';
/** WHO ICD-10 (India codes diagnoses in WHO ICD-10, not the US ICD-10-CM). */
export const ICD10_SYSTEM = 'http://hl7.org/fhir/sid/icd-10';
/** Identifier system for a value that is itself a URI (urn:uuid:...). */
export const URI_IDENTIFIER_SYSTEM = 'urn:ietf:rfc:3986';

/**
 * Systems for the platform's own ids. ASSUMPTION: the platform publishes no code system URIs for
 * its symptom/diagnosis catalogue, its procedures or its patient ids, so these placeholders name
 * them until it does; each can be replaced through the export's `systems` option.
 */
export const DEFAULT_PLATFORM_SYSTEMS = {
  /** Ids of the symptom, diagnosis and examination-finding catalogue (`GET .../sym-and-diag`). */
  symptomsAndDiagnoses: 'urn:clinic-companion:platform:sym-and-diag',
  procedures: 'urn:clinic-companion:platform:procedure',
  /** The platform's patient id (Pad.patientId), when no patient reference is given. */
  patientIds: 'urn:clinic-companion:platform:patient-id',
  /**
   * Ids of the drug-and-lab database (`GET /medical-db/v1/drugs-and-labs`), written exactly as
   * the platform's own published bundle example writes its drug codings and the system of their
   * quantities (eka-docs `ekascribe/resources/fhir-bundle-example.mdx`, MedicationRequest:
   * `"system": "https://www.eka.care/mdb"`; test/published/emr/fhir-bundle-example.excerpt.json).
   * Its mapping page's prose says `http://eka.care/mdb`; the example, which is what the platform
   * emits, wins. Labs from the same database use the same system.
   */
  drugsAndLabs: 'https://www.eka.care/mdb',
} as const;
export interface PlatformSystems {
  symptomsAndDiagnoses: string;
  procedures: string;
  patientIds: string;
  drugsAndLabs: string;
}

const concept = (coding: Coding, text?: string): CodeableConcept => ({
  coding: [coding],
  ...(text === undefined ? {} : { text }),
});

/** Symptom: the platform's category, SNOMED 418799008 (preferred term; "Symptom" a synonym). */
export const SYMPTOM_CATEGORY = concept(
  {
    system: SNOMED_SYSTEM,
    code: '418799008',
    display: 'Finding reported by subject or history provider',
  },
  'Symptom',
);

export const EXAM_CATEGORY = concept({
  system: OBSERVATION_CATEGORY_SYSTEM,
  code: 'exam',
  display: 'Exam',
});

export const OBSERVATION_CATEGORIES = {
  'vital-signs': concept({
    system: OBSERVATION_CATEGORY_SYSTEM,
    code: 'vital-signs',
    display: 'Vital Signs',
  }),
  laboratory: concept({
    system: OBSERVATION_CATEGORY_SYSTEM,
    code: 'laboratory',
    display: 'Laboratory',
  }),
} as const;

export const ENCOUNTER_DIAGNOSIS_CATEGORY = concept({
  system: CONDITION_CATEGORY_SYSTEM,
  code: 'encounter-diagnosis',
  display: 'Encounter Diagnosis',
});

export const CLINICAL_STATUS_ACTIVE = concept({
  system: CONDITION_CLINICAL_SYSTEM,
  code: 'active',
  display: 'Active',
});

export const VERIFICATION_CONFIRMED = concept({
  system: CONDITION_VERIFICATION_SYSTEM,
  code: 'confirmed',
  display: 'Confirmed',
});

/** HL7 condition-ver-status for a diagnosis the doctor left unconfirmed (finding.ts). */
export const VERIFICATION_OF = {
  provisional: concept({
    system: CONDITION_VERIFICATION_SYSTEM,
    code: 'provisional',
    display: 'Provisional',
  }),
  differential: concept({
    system: CONDITION_VERIFICATION_SYSTEM,
    code: 'differential',
    display: 'Differential',
  }),
  refuted: concept({ system: CONDITION_VERIFICATION_SYSTEM, code: 'refuted', display: 'Refuted' }),
} as const;

/** A chronic condition of the patient's medical history: FHIR's problem-list-item. */
export const PROBLEM_LIST_CATEGORY = concept({
  system: CONDITION_CATEGORY_SYSTEM,
  code: 'problem-list-item',
  display: 'Problem List Item',
});

export const ALLERGY_ACTIVE = concept({
  system: ALLERGY_CLINICAL_SYSTEM,
  code: 'active',
  display: 'Active',
});

export const ALLERGY_CONFIRMED = concept({
  system: ALLERGY_VERIFICATION_SYSTEM,
  code: 'confirmed',
  display: 'Confirmed',
});

export const ALLERGY_UNCONFIRMED = concept({
  system: ALLERGY_VERIFICATION_SYSTEM,
  code: 'unconfirmed',
  display: 'Unconfirmed',
});

/**
 * "No known drug allergies": SNOMED CT 409137002 |No known drug allergy (situation)|, the code
 * the FHIR R4 specification's own example uses (AllergyIntolerance "nkda",
 * hl7.org/fhir/R4/allergyintolerance-nkda.json.html), preferred term as display.
 */
export const NKDA_CODE = concept(
  { system: SNOMED_SYSTEM, code: '409137002', display: 'No known drug allergy' },
  'No known drug allergies',
);

/** A component of a panel the doctor left empty (systolic without diastolic). */
export const DATA_ABSENT_UNKNOWN = concept({
  system: DATA_ABSENT_REASON_SYSTEM,
  code: 'unknown',
  display: 'Unknown',
});

/** Deep copy of a fixed concept, so no two resources share (and can alter) one object. */
export function copyConcept(value: CodeableConcept): CodeableConcept {
  return structuredClone(value);
}
