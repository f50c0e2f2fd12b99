import type { PrescriptionDetail } from './prescription-medicines';
import {
  diagnosisVerification,
  findingKind,
  readNote,
  type ExaminationFinding,
} from '../../../shared/pad/finding';
import type { Pad } from '../../../shared/pad/pad';
import type { FollowUp, PadNote } from '../../../shared/pad/pad-entries';
import { getVital, type VitalEntry } from '../../../shared/pad/vitals';
import { medicationRequests, refuseUnsettled } from './prescription-medicines';

/*
 * `prescription_details[]` of the body sent on Finalize, shaped like the platform's published
 * prescription record (doctor-appointments-prescriptions.json, `GET /dr/v1/prescription/{id}`):
 * one item per entry, by `resource_type`. Where the published schema and its example disagree on
 * a field's JSON type, the schema is followed (the record is validated against it):
 * `dose.value` a number, `duration.value` a string, `dosage_instruction.frequency` a string.
 *
 * ASSUMPTIONS (the platform publishes the record it answers, not how one is written):
 * - Medicines: prescription-medicines.ts (the route and site as additional instructions of type
 *   `route` and `site`, the instructions as `note`, a taper as one item per step).
 * - The follow-up date is the clinic's midnight of that day with its offset
 *   (`2024-11-11T00:00:00+05:30`; the published example, `2024-11-10T18:30:00+00:00`, is that
 *   instant in UTC).
 * - Findings and diagnoses go as `observation` (category symptom or exam) and `condition`
 *   (active; confirmed, or the HL7 condition-ver-status code the doctor left it at: provisional,
 *   differential, refuted for ruled out. The published `verification_status.code` is a string
 *   whose example is "confirmed"; it lists no other values, so those codes are an assumption).
 * - The pad's notes go as the published `custom_section`, titled by their section, one
 *   `{name, value}` each (the section and the words); vitals as `vitals` with LOINC and UCUM (a JSON number, as published; the
 *   value exactly as typed stays in the body's own `vitals[]`). Procedures have no published
 *   resource type and stay in `procedures[]` only.
 */

export type { PrescriptionDetail };

function findingDetail(finding: ExaminationFinding): PrescriptionDetail {
  const note = readNote(finding);
  const coded = {
    ...(finding.id === undefined ? {} : { code: finding.id }),
    display: finding.name,
  };
  const notes = note === undefined ? [] : [note.value];
  if (findingKind(finding) === 'diagnosis') {
    // Never claimed confirmed when the doctor left it provisional or ruled it out.
    const verification = diagnosisVerification(finding) ?? 'confirmed';
    return {
      resource_type: 'condition',
      condition: coded,
      clinical_status: { code: 'active', display: 'active' },
      verification_status: { code: verification, display: verification },
      note: notes,
    };
  }
  const category = findingKind(finding) === 'symptom' ? 'symptom' : 'exam';
  return {
    resource_type: 'observation',
    status: 'final',
    observation: coded,
    category: { code: category, display: category },
    note: notes,
  };
}

function vitalDetail(entry: VitalEntry): PrescriptionDetail[] {
  const vital = getVital(entry.vitalId);
  if (vital === undefined) return [];
  return [
    {
      resource_type: 'vitals',
      status: 'final',
      observation: { code: vital.loinc.code, display: vital.name },
      category: { code: 'vital-signs', display: 'Vital Signs' },
      valueQuantity: {
        system: 'http://unitsofmeasure.org',
        unit: vital.ucum,
        value: Number(entry.value),
      },
    },
  ];
}

/** The clinic's midnight of a calendar day, with this computer's offset on that day. */
export function clinicMidnight(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const offset = -new Date(y, m - 1, d).getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${day}T00:00:00${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

function followUpDetail(followUp: FollowUp): PrescriptionDetail {
  return {
    resource_type: 'appointment',
    follow_up: clinicMidnight(followUp.date),
    note: followUp.note === undefined ? [] : [followUp.note],
  };
}

function noteDetail(note: PadNote): PrescriptionDetail {
  return {
    resource_type: 'custom_section',
    title: note.section,
    note: [{ name: note.section, value: note.text }],
  };
}

/** Every entry of a finalized pad as the published record's items, in the pad's order. */
export function prescriptionDetails(pad: Pad): PrescriptionDetail[] {
  refuseUnsettled(pad.medicines);
  return [
    ...pad.findings.map(findingDetail),
    ...pad.vitals.flatMap(vitalDetail),
    ...pad.medicines.flatMap(medicationRequests),
    ...pad.investigations.map((investigation) => ({
      resource_type: 'servicerequest',
      ...(investigation.labId === undefined ? {} : { lab_id: investigation.labId }),
      lab_name: investigation.name,
      status: 'active',
      note: investigation.note === undefined ? [] : [investigation.note],
    })),
    ...pad.advice.map((advice) => ({
      resource_type: 'advices',
      advices: advice.text,
      status: 'active',
      intent: 'plan',
    })),
    ...(pad.followUp === undefined ? [] : [followUpDetail(pad.followUp)]),
    ...(pad.notes ?? []).map(noteDetail),
  ];
}
