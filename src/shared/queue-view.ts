import { z } from 'zod';
import type { PatientView } from './patients-view';

/** The day's appointments as the Today screen shows them. */

/** An appointment's state in the front desk's words. */
export type AppointmentState =
  'booked' | 'checked_in' | 'in_consultation' | 'completed' | 'cancelled' | 'no_show' | 'other';

export interface AppointmentView {
  /** The platform's appointment id. */
  id: string;
  startsAt: string;
  endsAt?: string;
  state: AppointmentState;
  /** The platform's own word for the state, when it is not one the app knows. */
  platformStatus?: string;
  /** The patient, when the platform named one the app could read. */
  patient?: PatientView;
  /** The clinic's token number, only when the platform gave one (never made up by the app). */
  token?: number;
  /** A walk-in: the appointment was made when the patient arrived, so its time is their arrival. */
  walkIn?: boolean;
  /** The consultation opened from this appointment, if any. */
  consultationId?: string;
}

export interface QueueView {
  /** The clinic's day shown (year-month-day). */
  date: string;
  appointments: AppointmentView[];
  /** `platform`: read now; `saved`: the last list read (offline, or the platform failed). */
  source: 'platform' | 'saved' | 'none';
  /** When the list was read from the platform. */
  fetchedAt?: string;
  /** Why the list is not fresh, in words. */
  problem?: string;
}

export const QueueTodayInputSchema = z.object({ refresh: z.boolean().optional() }).strict();
