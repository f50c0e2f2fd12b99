import type { ConsultationStatus } from '../../../shared/consultation-view';

/** A consultations row as SQLite gives it. */
export interface Stored {
  id: string;
  account: string;
  patient_id: string;
  appointment_id: string | null;
  pad_id: string;
  status: ConsultationStatus;
  day: string;
  started_at: number;
  updated_at: number;
  finished_at: number | null;
  discarded_at: number | null;
  discard_reason_sealed: Buffer | null;
  consent_at: number | null;
  consent_sealed: Buffer | null;
}
