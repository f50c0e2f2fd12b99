import type {
  ConsultationSearchInput,
  ConsultationSettingsView,
  ConsultationStartInput,
  ConsultationSummaryView,
  ConsultationView,
  TodayView,
} from '../../../shared/consultation-view';
import type { ChangeVisit } from '../outbox/change-words';
import type { ChangeSubject } from '../outbox/operations';
import type { RecordingConsultations } from '../recording/recordings-module';

/** The consultations service's interface and what it offers other features. */

/** What recordings may ask of a consultation: the recordings module states it, this one answers. */
export type ConsultationsDirectory = RecordingConsultations;

export interface ConsultationsService extends ConsultationsDirectory {
  /** The app's id of the patient whose consultation holds this pad. */
  patientOfPad(padId: string): string | undefined;
  visitOfPad(padId: string): { consultationId: string; day: string } | undefined;
  /**
   * The consultation a change belongs to, for the Sync screen to name (it asks the patients
   * feature for the name); `consultationOfRecording` is the recordings feature's answer.
   */
  visitOf(
    subject: ChangeSubject,
    consultationOfRecording: (sessionId: string) => string | undefined,
  ): ChangeVisit | undefined;
  today(): Promise<TodayView>;
  start(input: ConsultationStartInput): Promise<ConsultationView>;
  get(id: string): ConsultationView;
  search(input: ConsultationSearchInput): Promise<ConsultationSummaryView[]>;
  recordConsent(id: string): ConsultationView;
  finish(id: string): ConsultationView;
  discard(id: string, reason: string | undefined): ConsultationView;
  settings(): ConsultationSettingsView;
  saveSettings(consentText: string): ConsultationSettingsView;
}
