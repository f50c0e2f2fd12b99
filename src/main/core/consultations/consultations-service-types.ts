import type {
  ConsultationSearchInput,
  ConsultationSettingsView,
  ConsultationStartInput,
  ConsultationSummaryView,
  ConsultationView,
  TodayView,
} from '../../../shared/consultation-view';
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
   * The consultation a change belongs to, named for the Sync screen ("Asha Rao, 11:20");
   * `consultationOfRecording` is the recordings feature's answer for a recording.
   */
  visitOf(
    subject: ChangeSubject,
    consultationOfRecording: (sessionId: string) => string | undefined,
  ): { id: string; title: string } | undefined;
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
