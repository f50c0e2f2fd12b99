import { z } from 'zod';
import type { ConsultationStatus } from './consultation-view';
import type { GlucoseContext } from './pad/glucose';
import type { Medicine } from './pad/medicine';
import type { PatientAlerts } from './patient-alerts';
import type { PadStatus } from './pad-view';

/*
 * The patient's history beside the pad (docs/consultation-history.md): the visits before this
 * one saved on this computer, newest first; a trend of blood pressure, weight and glucose; the
 * allergies and chronic conditions; and the last finalized prescription, which "Repeat last
 * prescription" copies into today's pad as new lines to review (pad/medicine-repeat.ts).
 * Patient data: it is read through `consultation:history` and never logged.
 */

/** Visits listed when the caller does not say. */
export const HISTORY_VISITS_DEFAULT = 5;
/** The most visits one call lists. */
export const HISTORY_VISITS_MAX = 20;
/** The trend looks back over this many visits before this one. */
export const HISTORY_TREND_VISITS = 10;

export const ConsultationHistoryInputSchema = z
  .object({
    /** The consultation on screen: its patient's earlier visits are listed, never it. */
    id: z.string().min(1).max(100),
    visits: z.number().int().min(1).max(HISTORY_VISITS_MAX).optional(),
  })
  .strict();
export type ConsultationHistoryInput = z.input<typeof ConsultationHistoryInputSchema>;

/** A diagnosis as printed (its mark in words); `provisional` when recorded provisional or differential. */
export interface HistoryDiagnosis {
  name: string;
  provisional: boolean;
}

/** A medicine as it was printed: the medicine column and the directions (medicine-line.ts). */
export interface HistoryMedicine {
  name: string;
  directions: string;
}

/** A vital as the printout says it: "Blood pressure", "120/80", "mmHg". */
export interface HistoryVital {
  name: string;
  value: string;
  unit?: string;
}

/** One earlier visit. */
export interface HistoryVisit {
  consultationId: string;
  /** The clinic's day of the visit (year-month-day). */
  day: string;
  status: ConsultationStatus;
  /**
   * Its prescription: `finalized` or `draft` (never finalized, or reopened), `unreadable` when
   * the pad cannot be opened on this computer (then nothing of it is listed).
   */
  prescription: PadStatus | 'unreadable';
  diagnoses: HistoryDiagnosis[];
  medicines: HistoryMedicine[];
  vitals: HistoryVital[];
}

/** One visit's values for the trend, each as typed; a visit with none is left out. */
export interface HistoryTrendPoint {
  consultationId: string;
  day: string;
  /** "130/85" (mmHg); a missing half is "?" as on the printout. */
  bloodPressure?: string;
  /** kg. */
  weight?: string;
  /** mg/dL, with when it was taken when the doctor said. */
  glucose?: { value: string; context?: GlucoseContext };
}

/** The medicines "Repeat last prescription" would copy, or why there are none. */
export type LastPrescription =
  | {
      available: true;
      consultationId: string;
      /** The day of that visit. */
      day: string;
      medicines: Medicine[];
    }
  | {
      available: false;
      /** In words: "No earlier prescription on this computer was finalized." */
      reason: string;
    };

export interface ConsultationHistoryView {
  consultationId: string;
  /** The visits before this one, newest first, at most the number asked for. */
  visits: HistoryVisit[];
  /** How many visits before this one are saved on this computer in all. */
  earlierVisits: number;
  /** Over the last HISTORY_TREND_VISITS visits before this one, newest first. */
  trend: HistoryTrendPoint[];
  alerts: PatientAlerts;
  lastPrescription: LastPrescription;
}

export const FIRST_VISIT_WORDS = 'First visit: no earlier consultations on this computer';
