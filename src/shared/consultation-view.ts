import { z } from 'zod';
import type { PadSyncState } from './pad-view';
import type { PatientView } from './patients-view';
import type { QueueView } from './queue-view';

/*
 * The consultation: one patient's visit, tying together its recordings, its pad and its
 * documents. Views the renderer gets, and what it sends.
 */

/**
 * - `in_progress`: started and not finished; leaving it keeps it here.
 * - `finished`: the doctor finished it (the pad finalized, the appointment completed).
 * - `discarded`: the doctor discarded it, after being told what would be lost; kept for the record.
 */
export const CONSULTATION_STATUSES = ['in_progress', 'finished', 'discarded'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** Where the appointment's completion stands with the platform (none for walk-ins). */
export type AppointmentCompletion =
  'waiting' | 'sending' | 'sent' | 'rejected' | 'dead' | 'discarded';

export interface ConsultationView {
  id: string;
  patient: PatientView;
  status: ConsultationStatus;
  /** The appointment it was opened from; none for a walk-in. */
  appointmentId?: string;
  startedAt: string;
  finishedAt?: string;
  discardedAt?: string;
  discardReason?: string;
  /** The consultation's own pad (never another's); its recordings: `recording:list` with this id. */
  padId: string;
  /** When the patient agreed to be recorded, and the words they were shown. */
  consent?: { at: string; text: string };
  /** The completion of its appointment, once finished. */
  appointmentCompletion?: { state: AppointmentCompletion; lastError?: string };
}

/** A line of the Today screen or of a search. */
export interface ConsultationSummaryView {
  id: string;
  patient: Pick<PatientView, 'id' | 'name' | 'sex' | 'ageText' | 'mobile' | 'uhid'>;
  status: ConsultationStatus;
  appointmentId?: string;
  startedAt: string;
  finishedAt?: string;
  padState?: PadSyncState;
}

export const ConsultationIdInputSchema = z.object({ id: z.string().min(1).max(100) }).strict();

export const ConsultationStartInputSchema = z.union([
  z.object({ appointmentId: z.string().min(1).max(200) }).strict(),
  z.object({ patientId: z.string().min(1).max(100) }).strict(),
]);
export type ConsultationStartInput = z.input<typeof ConsultationStartInputSchema>;

export const ConsultationDiscardInputSchema = z
  .object({
    id: z.string().min(1).max(100),
    reason: z.string().trim().max(200, 'The reason is longer than 200 characters.').optional(),
  })
  .strict();

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written year-month-day.');
export const ConsultationSearchInputSchema = z
  .object({
    /** A patient's name, mobile number or UHID. */
    text: z.string().trim().max(100).optional(),
    /** Consultations started on or after this day (the clinic's local day). */
    from: day.optional(),
    /** ...and on or before this day. */
    to: day.optional(),
    limit: z.number().int().min(1).max(200).optional(),
  })
  .strict();
export type ConsultationSearchInput = z.input<typeof ConsultationSearchInputSchema>;

export const DEFAULT_CONSENT_TEXT =
  'I agree that this consultation is recorded so that the doctor’s notes can be drafted from it. ' +
  'The recording is sent to the clinic’s transcription service and kept with my record.';

export const ConsultationSettingsInputSchema = z
  .object({
    consentText: z
      .string()
      .trim()
      .min(20, 'The consent wording is too short to tell a patient what they agree to.')
      .max(1000, 'The consent wording is longer than 1000 characters.'),
  })
  .strict();

export interface ConsultationSettingsView {
  consentText: string;
}

/** The first screen: the day's queue, consultations in progress, and the ones finished today. */
export interface TodayView {
  queue: QueueView;
  inProgress: ConsultationSummaryView[];
  finished: ConsultationSummaryView[];
}
