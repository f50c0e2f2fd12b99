import { findingKind, readNote, type ExaminationFinding } from '../../../shared/pad/finding';
import type { Medicine } from '../../../shared/pad/medicine';
import { amountValue } from '../../../shared/pad/medicine-amount';
import {
  doseWords,
  frequencyWords,
  durationWords,
  patternSlots,
  timingWords,
} from '../../../shared/pad/medicine-wording';
import type { Pad } from '../../../shared/pad/pad';
import type { FollowUp } from '../../../shared/pad/pad-entries';
import { getVital, type VitalEntry } from '../../../shared/pad/vitals';

/*
 * `prescription_details[]` of the body sent on Finalize, shaped like the platform's published
 * prescription record (doctor-appointments-prescriptions.json, `GET /dr/v1/prescription/{id}`):
 * one item per entry, by `resource_type`. Where the published schema and its example disagree on
 * a field's JSON type, the schema is followed (the record is validated against it):
 * `dose.value` a number, `duration.value` a string, `dosage_instruction.frequency` a string.
 *
 * ASSUMPTIONS (the platform publishes the record it answers, not how one is written):
 * - A medicine's route goes as an additional instruction of type `route` (the published record
 *   shows only `timing`); its instructions go as `note`.
 * - The follow-up date is the clinic's midnight of that day with its offset
 *   (`2024-11-11T00:00:00+05:30`; the published example, `2024-11-10T18:30:00+00:00`, is that
 *   instant in UTC).
 * - Findings and diagnoses go as `observation` (category symptom or exam) and `condition`
 *   (active, confirmed); vitals as `vitals` with LOINC and UCUM (a JSON number, as published; the
 *   value exactly as typed stays in the body's own `vitals[]`). Procedures have no published
 *   resource type and stay in `procedures[]` only.
 */

export type PrescriptionDetail = Record<string, unknown> & { resource_type: string };

const DURATION_UCUM = { hours: 'h', days: 'd', weeks: 'wk', months: 'mo', years: 'a' } as const;

/** `dosage_instruction`: the frequency as the clinic writes it (`custom`), with its period. */
function dosageInstruction(frequency: NonNullable<Medicine['frequency']>): Record<string, string> {
  switch (frequency.kind) {
    case 'pattern':
      return {
        custom: frequency.pattern,
        frequency: String(patternSlots(frequency.pattern).length),
        period: '1',
        period_unit: 'd',
      };
    case 'sos':
      return { custom: 'SOS' };
    case 'stat':
      return { custom: 'STAT' };
    case 'every':
      return {
        custom: frequencyWords(frequency),
        frequency: '1',
        period: String(frequency.value),
        period_unit: frequency.unit === 'hours' ? 'h' : 'd',
      };
    case 'weekly':
      return {
        custom:
          frequency.timesPerWeek === 1 ? 'Once a week' : `${frequency.timesPerWeek} times a week`,
        frequency: String(frequency.timesPerWeek),
        period: '1',
        period_unit: 'wk',
      };
    case 'text':
      return { custom: frequency.text };
  }
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export function medicationRequest(medicine: Medicine): PrescriptionDetail {
  const instructions = [
    ...(medicine.timing === undefined
      ? []
      : [{ type: 'timing', custom: capitalised(timingWords(medicine.timing)) }]),
    ...(medicine.route === undefined ? [] : [{ type: 'route', custom: medicine.route }]),
  ];
  return {
    resource_type: 'medicationrequest',
    ...(medicine.drugId === undefined ? {} : { drug_id: medicine.drugId }),
    drug_status: 'active',
    med_name: medicine.name,
    ...(medicine.dose?.value === undefined
      ? {}
      : {
          dose: {
            value: amountValue(medicine.dose.value),
            unit: medicine.dose.unit,
            custom: doseWords(medicine.dose),
          },
        }),
    ...(medicine.frequency === undefined
      ? {}
      : { dosage_instruction: dosageInstruction(medicine.frequency) }),
    ...(medicine.duration === undefined
      ? {}
      : {
          duration: {
            value: String(medicine.duration.value),
            unit: DURATION_UCUM[medicine.duration.unit],
            custom: durationWords(medicine.duration).replace(/^for /, ''),
          },
        }),
    additional_instructions: instructions,
    ...(medicine.instructions === undefined ? {} : { note: medicine.instructions }),
  };
}

function findingDetail(finding: ExaminationFinding): PrescriptionDetail {
  const note = readNote(finding);
  const coded = {
    ...(finding.id === undefined ? {} : { code: finding.id }),
    display: finding.name,
  };
  const notes = note === undefined ? [] : [note.value];
  if (findingKind(finding) === 'diagnosis') {
    return {
      resource_type: 'condition',
      condition: coded,
      clinical_status: { code: 'active', display: 'active' },
      verification_status: { code: 'confirmed', display: 'confirmed' },
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

/** Every entry of a finalized pad as the published record's items, in the pad's order. */
export function prescriptionDetails(pad: Pad): PrescriptionDetail[] {
  return [
    ...pad.findings.map(findingDetail),
    ...pad.vitals.flatMap(vitalDetail),
    ...pad.medicines.map(medicationRequest),
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
  ];
}
