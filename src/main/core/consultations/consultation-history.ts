import {
  HISTORY_TREND_VISITS,
  HISTORY_VISITS_DEFAULT,
  type ConsultationHistoryView,
  type HistoryTrendPoint,
  type HistoryVisit,
  type LastPrescription,
} from '../../../shared/consultation-history';
import { formatLongDate } from '../../../shared/pad/follow-up';
import {
  diagnosisVerification,
  diagnosisWords,
  type ExaminationFinding,
} from '../../../shared/pad/finding';
import { GLUCOSE_VITAL_ID } from '../../../shared/pad/glucose';
import { directionsOf, printedName } from '../../../shared/pad/medicine-line';
import { groupFindings, type Pad } from '../../../shared/pad/pad';
import { checkVitalInput, type VitalEntry } from '../../../shared/pad/vitals';
import { printoutVitals } from '../../../shared/printout/printout-vitals';
import { CoreError } from '../errors';
import type { PadContents, PadHistoryReader } from '../pad/pad-service-types';
import type { PatientAlertsReader } from '../patients/patient-alerts';
import type { ConsultationRow, ConsultationsRepository } from './consultations-repository';

/*
 * The patient's history beside the pad (docs/consultation-history.md), read for the consultation
 * on screen: its patient's visits before it (never it, never another patient's), newest first,
 * from the index in that order; the earlier pads read through the pads feature's reader, the
 * allergies and conditions through the patients feature's. Patient data: nothing here is logged.
 */

export interface ConsultationHistoryDeps {
  repository: ConsultationsRepository;
  pads: PadHistoryReader;
  alerts: PatientAlertsReader;
}

/** Whether a diagnosis was recorded as not yet confirmed (provisional or differential). */
function isProvisional(finding: ExaminationFinding): boolean {
  const mark = diagnosisVerification(finding);
  return mark === 'provisional' || mark === 'differential';
}

/** A vital's text when it reads as a value (a draft may hold half-typed text: left out). */
function validValue(entries: readonly VitalEntry[], vitalId: string): VitalEntry | undefined {
  const entry = entries.find((e) => e.vitalId === vitalId);
  if (entry === undefined) return undefined;
  const check = checkVitalInput(vitalId, entry.value);
  return check.ok && !check.empty ? { ...entry, value: check.value } : undefined;
}

function trendPoint(row: ConsultationRow, pad: Pad): HistoryTrendPoint | undefined {
  const vitals = pad.vitals ?? [];
  const systolic = validValue(vitals, 'bp-systolic');
  const diastolic = validValue(vitals, 'bp-diastolic');
  const weight = validValue(vitals, 'weight');
  const glucose = validValue(vitals, GLUCOSE_VITAL_ID);
  if (!systolic && !diastolic && !weight && !glucose) return undefined;
  return {
    consultationId: row.id,
    day: row.day,
    ...(systolic || diastolic
      ? { bloodPressure: `${systolic?.value ?? '?'}/${diastolic?.value ?? '?'}` }
      : {}),
    ...(weight ? { weight: weight.value } : {}),
    ...(glucose
      ? {
          glucose: {
            value: glucose.value,
            ...(glucose.context ? { context: glucose.context } : {}),
          },
        }
      : {}),
  };
}

function visitOf(row: ConsultationRow, contents: PadContents | undefined): HistoryVisit {
  const base = { consultationId: row.id, day: row.day, status: row.status };
  if (!contents?.readable) {
    return { ...base, prescription: 'unreadable', diagnoses: [], medicines: [], vitals: [] };
  }
  const { pad } = contents;
  return {
    ...base,
    prescription: contents.status,
    diagnoses: groupFindings({ ...pad, findings: pad.findings ?? [] }).diagnoses.map((finding) => ({
      // As printed: "? Dengue fever (provisional)", "Migraine (ruled out)".
      name: diagnosisWords(finding),
      provisional: isProvisional(finding),
    })),
    medicines: (pad.medicines ?? []).map((medicine) => ({
      name: printedName(medicine),
      directions: directionsOf(medicine),
    })),
    vitals: printoutVitals(pad.vitals ?? []),
  };
}

export function createConsultationHistory(deps: ConsultationHistoryDeps) {
  const { repository, pads } = deps;

  /** The last finalized pad before this visit: among those read, else further back. */
  function lastPrescription(
    row: ConsultationRow,
    read: readonly ConsultationRow[],
    contents: Map<string, PadContents>,
    more: boolean,
  ): LastPrescription {
    if (read.length === 0) {
      return {
        available: false,
        reason: 'Nothing to repeat: this is the patient’s first visit on this computer.',
      };
    }
    let found: { row: ConsultationRow; contents: PadContents } | undefined;
    for (const earlier of read) {
      const padContents = contents.get(earlier.padId);
      if (padContents?.readable && padContents.status === 'finalized') {
        found = { row: earlier, contents: padContents };
        break;
      }
    }
    if (!found && more) {
      const further = pads.firstFinalized(
        repository.earlierPadIds(row.patientId, row, read.length),
      );
      const furtherRow = further ? repository.byPad(further.id) : undefined;
      if (further && furtherRow) found = { row: furtherRow, contents: further };
    }
    if (!found) {
      return {
        available: false,
        reason:
          'Nothing to repeat: no earlier prescription of this patient was finalized on this computer.',
      };
    }
    const day = formatLongDate(found.row.day);
    if (!found.contents.readable) {
      return {
        available: false,
        reason: `Nothing to repeat: the last finalized prescription (${day}) cannot be read on this computer.`,
      };
    }
    const medicines = found.contents.pad.medicines ?? [];
    if (medicines.length === 0) {
      return {
        available: false,
        reason: `Nothing to repeat: the last finalized prescription (${day}) has no medicines.`,
      };
    }
    return { available: true, consultationId: found.row.id, day: found.row.day, medicines };
  }

  return {
    /** The history beside the pad of consultation `id`, its last `visits` visits listed. */
    of(id: string, visits = HISTORY_VISITS_DEFAULT): ConsultationHistoryView {
      const row = repository.get(id);
      if (!row) throw new CoreError('NOT_FOUND', 'There is no such consultation on this computer.');
      const limit = Math.max(visits, HISTORY_TREND_VISITS);
      const read = repository.earlierOfPatient(row.patientId, row, limit);
      const more = read.length === limit;
      const contents = pads.contents(read.map((earlier) => earlier.padId));
      const trend = read.slice(0, HISTORY_TREND_VISITS).flatMap((earlier) => {
        const padContents = contents.get(earlier.padId);
        const point = padContents?.readable ? trendPoint(earlier, padContents.pad) : undefined;
        return point ? [point] : [];
      });
      return {
        consultationId: row.id,
        visits: read
          .slice(0, visits)
          .map((earlier) => visitOf(earlier, contents.get(earlier.padId))),
        earlierVisits: more ? repository.countEarlier(row.patientId, row) : read.length,
        trend,
        alerts: deps.alerts.alertsOf(row.patientId),
        lastPrescription: lastPrescription(row, read, contents, more),
      };
    },
  };
}
