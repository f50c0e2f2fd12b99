import type { Bundle, BundleEntry, Reference } from 'fhir/r4';
import {
  DEFAULT_PLATFORM_SYSTEMS,
  URI_IDENTIFIER_SYSTEM,
  type PlatformSystems,
} from './fhir-codes';
import type { PatientAlerts } from '../patient-alerts';
import { alertEntries, alertItemCount } from './fhir-alerts';
import { FhirExportError } from './fhir-error';
import { findingEntry } from './fhir-findings';
import { isUuid } from './fhir-ids';
import { medicineEntry, medicineProblem } from './fhir-medicines';
import { adviceEntry, followUpEntry, investigationEntry, noteEntry } from './fhir-plan';
import { procedureEntry } from './fhir-procedures';
import { parseVisitTime, type VisitTime } from './fhir-time';
import { vitalEntries, vitalEntryProblem } from './fhir-vitals';
import type { Pad } from './pad';

/*
 * A finalized pad as a FHIR R4 Bundle (mapping in docs/clinical-conventions.md).
 *
 * Bundle type `collection`, not `document`: a document needs a Composition with an author and
 * must contain every resource it references (the Patient, the Practitioner), and the pad holds
 * neither a patient's demographics nor the doctor's record; a collection carries the pad's
 * resources and lets them reference the patient and doctor kept elsewhere. Bundle.identifier is
 * the pad's id (urn:uuid), Bundle.timestamp when it was finalized.
 *
 * Entries, in order: the findings in pad order (symptom and examination -> Observation,
 * diagnosis -> Condition; fhir-findings.ts), the procedures in pad order (Procedure, or
 * ServiceRequest when dated after the visit; fhir-procedures.ts), then the vitals in catalogue
 * order (fhir-vitals.ts), then the plan: medicines (MedicationRequest; fhir-medicines.ts),
 * investigations (ServiceRequest), advice (CarePlan), the follow-up (Appointment, proposed) and
 * the pad's notes (CarePlan, a clinical note; fhir-plan.ts), then the patient's allergies
 * (AllergyIntolerance, NKDA included) and chronic conditions (Condition, problem-list-item;
 * fhir-alerts.ts). fullUrls are urn:uuid ids derived from the pad and local ids
 * (fhir-ids.ts), so the export is deterministic: no clock, no randomness.
 *
 * Serialize with bundleToJson (fhir-json.ts), not JSON.stringify, to keep the typed precision of
 * decimals (98.40).
 */

export { bundleToJson } from './fhir-json';
export { FhirExportError } from './fhir-error';
export { DEFAULT_PLATFORM_SYSTEMS, type PlatformSystems } from './fhir-codes';

export interface FhirExportOptions {
  /**
   * When the pad was finalized: ISO 8601 date-time with seconds and the clinic's offset
   * (2025-03-14T15:00:00+05:30). Bundle.timestamp, Observation.issued, Condition.recordedDate,
   * ServiceRequest.authoredOn.
   */
  finalizedAt: string;
  /**
   * When the consultation took place, same format; default finalizedAt. Since counts back from
   * it, vitals and findings without Since are effective at it, and a procedure dated after its
   * date is advised (ServiceRequest) rather than done.
   */
  visitTime?: string;
  /**
   * The patient (subject of every resource). Default: the pad's patientId as an identifier in
   * `systems.patientIds`. A pad with any item and no patient either way cannot be exported
   * (Condition, Procedure and ServiceRequest require a subject).
   */
  patient?: Reference;
  /** The doctor: Observation.performer, Condition.recorder/asserter, Procedure.recorder, ServiceRequest.requester. */
  practitioner?: Reference;
  /**
   * The Since group's id, found by kind in the lookup (findSinceGroupId); the platform does not
   * publish it. Required so that a missing id is a decision, not an oversight: undefined exports
   * no Since.
   */
  sinceGroupId: string | undefined;
  /** WHO ICD-10 codes of diagnoses, by the diagnosis's platform id (PropertyCatalogueEntry.icd10_code). */
  icd10ByDiagnosisId?: Readonly<Record<string, string>>;
  /** Systems of the platform's ids; see DEFAULT_PLATFORM_SYSTEMS. */
  systems?: Partial<PlatformSystems>;
  /**
   * The patient's allergies and chronic conditions as the pad carries them (kept at finalize;
   * `pad:alerts`): AllergyIntolerance and problem-list Condition entries after the pad's own
   * (fhir-alerts.ts). Absent or "not asked": no allergy resource.
   */
  alerts?: PatientAlerts;
}

function subjectOf(pad: Pad, options: FhirExportOptions, system: string): Reference | undefined {
  if (options.patient !== undefined) return options.patient;
  if (pad.patientId === undefined) return undefined;
  return { identifier: { system, value: pad.patientId } };
}

interface Checked {
  finalizedAt: VisitTime;
  visit: VisitTime;
  subject: Reference | undefined;
}

function check(pad: Pad, options: FhirExportOptions, systems: PlatformSystems): Checked {
  const problems: string[] = [];
  const finalizedAt = parseVisitTime(options.finalizedAt);
  const visit = options.visitTime === undefined ? finalizedAt : parseVisitTime(options.visitTime);
  if (finalizedAt === undefined) {
    problems.push('finalizedAt is not a date-time with seconds and an offset');
  }
  if (options.visitTime !== undefined && visit === undefined) {
    problems.push('visitTime is not a date-time with seconds and an offset');
  }
  if (!isUuid(pad.id)) problems.push('the pad id is not a UUID');
  const subject = subjectOf(pad, options, systems.patientIds);
  const items =
    pad.findings.length +
    pad.procedures.length +
    pad.vitals.length +
    pad.medicines.length +
    pad.investigations.length +
    pad.advice.length +
    (pad.notes?.length ?? 0) +
    (pad.followUp === undefined ? 0 : 1) +
    alertItemCount(options.alerts);
  if (subject === undefined && items > 0) {
    problems.push('no patient: pass options.patient, or export a pad with a patientId');
  }
  // A medicine whose fields still ask a question is never exported as settled (Finalize refuses
  // it too; this is the export's own line of defence).
  for (const [index, medicine] of pad.medicines.entries()) {
    const problem = medicineProblem(medicine, index + 1);
    if (problem !== undefined) problems.push(problem);
  }
  const seen = new Set<string>();
  for (const entry of pad.vitals) {
    const problem = vitalEntryProblem(entry);
    if (problem !== undefined) problems.push(problem);
    if (seen.has(entry.vitalId)) problems.push(`vital "${entry.vitalId}" is entered twice`);
    seen.add(entry.vitalId);
  }
  if (problems.length > 0 || finalizedAt === undefined || visit === undefined) {
    throw new FhirExportError(problems);
  }
  return { finalizedAt, visit, subject };
}

/**
 * The finalized pad as a FHIR R4 collection Bundle. Pure and deterministic: the same pad and
 * options give the same Bundle. Throws FhirExportError when the pad or options cannot make a
 * valid Bundle (never drops an item silently).
 */
export function padToFhirBundle(pad: Pad, options: FhirExportOptions): Bundle {
  const systems: PlatformSystems = { ...DEFAULT_PLATFORM_SYSTEMS, ...options.systems };
  const { finalizedAt, visit, subject } = check(pad, options, systems);
  const entry: BundleEntry[] = [];
  if (subject !== undefined) {
    const common = {
      padId: pad.id,
      subject,
      practitioner: options.practitioner,
      finalizedAt: finalizedAt.text,
      visit,
    };
    const findings = {
      ...common,
      sinceGroupId: options.sinceGroupId,
      codeSystem: systems.symptomsAndDiagnoses,
      icd10ByDiagnosisId: options.icd10ByDiagnosisId ?? {},
    };
    for (const finding of pad.findings) entry.push(findingEntry(finding, findings));
    const procedures = { ...common, codeSystem: systems.procedures };
    for (const procedure of pad.procedures) entry.push(procedureEntry(procedure, procedures));
    const vitals = { ...common, performer: options.practitioner, effective: visit.text };
    entry.push(...vitalEntries(pad.vitals, vitals));
    const plan = { ...common, codeSystem: systems.drugsAndLabs };
    for (const medicine of pad.medicines) entry.push(medicineEntry(medicine, plan));
    for (const test of pad.investigations) entry.push(investigationEntry(test, plan));
    for (const advice of pad.advice) entry.push(adviceEntry(advice, plan));
    if (pad.followUp !== undefined) entry.push(followUpEntry(pad.followUp, plan));
    for (const note of pad.notes ?? []) entry.push(noteEntry(note, plan));
    if (options.alerts !== undefined) {
      entry.push(
        ...alertEntries(options.alerts, {
          ...common,
          drugSystem: systems.drugsAndLabs,
          conditionSystem: systems.symptomsAndDiagnoses,
        }),
      );
    }
  }
  return {
    resourceType: 'Bundle',
    identifier: { system: URI_IDENTIFIER_SYSTEM, value: `urn:uuid:${pad.id.toLowerCase()}` },
    type: 'collection',
    timestamp: finalizedAt.text,
    // FHIR JSON has no empty arrays: an empty pad is a Bundle without entries.
    ...(entry.length > 0 ? { entry } : {}),
  };
}
