import type {
  Annotation,
  BundleEntry,
  CodeableConcept,
  Condition,
  Observation,
  Reference,
} from 'fhir/r4';
import {
  CLINICAL_STATUS_ACTIVE,
  ENCOUNTER_DIAGNOSIS_CATEGORY,
  EXAM_CATEGORY,
  ICD10_SYSTEM,
  SYMPTOM_CATEGORY,
  VERIFICATION_CONFIRMED,
  VERIFICATION_OF,
  copyConcept,
} from './fhir-codes';
import { itemFullUrl } from './fhir-ids';
import { sinceStart, type VisitTime } from './fhir-time';
import {
  diagnosisVerification,
  findingKind,
  readNote,
  readSince,
  type ExaminationFinding,
} from './finding';
import { formatSince } from './since';

/*
 * Findings as FHIR R4 resources (docs/clinical-conventions.md, "The pad in FHIR R4"):
 *
 *   symptom      -> Observation, category SNOMED 418799008 (the platform's symptom category)
 *   examination  -> Observation, category exam (observation-category)
 *   diagnosis    -> Condition, category encounter-diagnosis, clinicalStatus active,
 *                   verificationStatus confirmed, or provisional, differential or refuted (ruled
 *                   out) as the doctor left it on the pad (finding.ts `verification`)
 *
 * The pad is finalized, so the doctor has reviewed every item: Observations are `final`, and a
 * diagnosis is `confirmed` unless the pad says otherwise.
 * Since (see fhir-time.ts) is when the finding began: an Observation's effectivePeriod.start with
 * no end (ongoing), a Condition's onsetDateTime. Never onsetAge. An Observation without Since is
 * effective at the visit (the finding was present then); a Since that cannot be dated (before the
 * year 0001) gives a Condition onsetString ("3 days") and an Observation the visit time.
 * The note is the Note group, else the legacy `notes`.
 */

export interface FindingsContext {
  padId: string;
  /** Required: Condition.subject is 1..1, so the exporter refuses items without a patient. */
  subject: Reference;
  practitioner: Reference | undefined;
  finalizedAt: string;
  visit: VisitTime;
  sinceGroupId: string | undefined;
  /** The system of the platform's symptom/diagnosis ids. */
  codeSystem: string;
  icd10ByDiagnosisId: Readonly<Record<string, string>>;
}

function noteOf(finding: ExaminationFinding): Annotation[] | undefined {
  const note = readNote(finding);
  return note === undefined ? undefined : [{ text: note.value }];
}

function findingCode(finding: ExaminationFinding, context: FindingsContext): CodeableConcept {
  const icd10 =
    finding.id !== undefined && Object.hasOwn(context.icd10ByDiagnosisId, finding.id)
      ? context.icd10ByDiagnosisId[finding.id]
      : undefined;
  const coding = [
    ...(findingKind(finding) === 'diagnosis' && icd10
      ? [{ system: ICD10_SYSTEM, code: icd10 }]
      : []),
    ...(finding.id === undefined
      ? []
      : [{ system: context.codeSystem, code: finding.id, display: finding.name }]),
  ];
  return { ...(coding.length > 0 ? { coding } : {}), text: finding.name };
}

function since(finding: ExaminationFinding, context: FindingsContext) {
  if (context.sinceGroupId === undefined) return undefined;
  const value = readSince(finding, context.sinceGroupId);
  if (value === undefined) return undefined;
  return { value, start: sinceStart(value, context.visit) };
}

function findingObservation(
  finding: ExaminationFinding,
  category: CodeableConcept,
  context: FindingsContext,
): Observation {
  const start = since(finding, context)?.start;
  const note = noteOf(finding);
  return {
    resourceType: 'Observation',
    status: 'final',
    category: [copyConcept(category)],
    code: findingCode(finding, context),
    subject: structuredClone(context.subject),
    ...(start === undefined
      ? { effectiveDateTime: context.visit.text }
      : { effectivePeriod: { start } }),
    issued: context.finalizedAt,
    ...(context.practitioner ? { performer: [structuredClone(context.practitioner)] } : {}),
    ...(note ? { note } : {}),
  };
}

function diagnosisCondition(finding: ExaminationFinding, context: FindingsContext): Condition {
  const onset = since(finding, context);
  const note = noteOf(finding);
  const verification = diagnosisVerification(finding);
  return {
    resourceType: 'Condition',
    // A diagnosis ruled out is not active: no clinical status is said of it.
    ...(verification === 'refuted' ? {} : { clinicalStatus: copyConcept(CLINICAL_STATUS_ACTIVE) }),
    verificationStatus: copyConcept(
      verification === undefined ? VERIFICATION_CONFIRMED : VERIFICATION_OF[verification],
    ),
    category: [copyConcept(ENCOUNTER_DIAGNOSIS_CATEGORY)],
    code: findingCode(finding, context),
    subject: structuredClone(context.subject),
    ...(onset === undefined
      ? {}
      : onset.start === undefined
        ? { onsetString: formatSince(onset.value) }
        : { onsetDateTime: onset.start }),
    recordedDate: context.finalizedAt,
    ...(context.practitioner
      ? {
          recorder: structuredClone(context.practitioner),
          asserter: structuredClone(context.practitioner),
        }
      : {}),
    ...(note ? { note } : {}),
  };
}

/** The finding as an Observation or a Condition, by its kind. */
export function findingEntry(
  finding: ExaminationFinding,
  context: FindingsContext,
): BundleEntry<Observation | Condition> {
  const kind = findingKind(finding);
  const fullUrl = itemFullUrl(context.padId, finding.localId);
  switch (kind) {
    case 'symptom':
      return { fullUrl, resource: findingObservation(finding, SYMPTOM_CATEGORY, context) };
    case 'examination':
      return { fullUrl, resource: findingObservation(finding, EXAM_CATEGORY, context) };
    case 'diagnosis':
      return { fullUrl, resource: diagnosisCondition(finding, context) };
  }
}
