import type { CONSULTATIONS_METHODS } from '../../../shared/ipc/channels/consultations';
import type { CoreShared } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import type { PadsDirectory } from '../pad/pad-service';
import type { PadHistoryReader } from '../pad/pad-service-types';
import type { PatientAlertsReader } from '../patients/patient-alerts';
import type { PatientsDirectory } from '../patients/patients-service';
import type { QueueDirectory, QueueService } from '../queue/queue-service';
import { createConsultationHistory } from './consultation-history';
import { createConsultationsRepository } from './consultations-repository';
import {
  createConsultationsService,
  type ConsultationsDirectory,
  type ConsultationsService,
} from './consultations-service';

export interface ConsultationsModule extends FeatureModule<keyof typeof CONSULTATIONS_METHODS> {
  directory: ConsultationsDirectory;
  visitOf: ConsultationsService['visitOf'];
  patientOfPad: ConsultationsService['patientOfPad'];
  /** The consultation a pad belongs to, with its day. */
  visitOfPad(padId: string): { consultationId: string; day: string } | undefined;
}

/** The infrastructure this feature stands on (the rest of the core's is not its business). */
export type ConsultationsInfra = Pick<
  CoreShared,
  'db' | 'vault' | 'clock' | 'logger' | 'backend' | 'emit' | 'settings' | 'sync'
>;

/** The consultation: one patient's visit, with its own pad, its recordings and its consent. */
export function createConsultationsModule(
  shared: ConsultationsInfra,
  deps: {
    patients: PatientsDirectory;
    queue: QueueService & QueueDirectory;
    pads: PadsDirectory;
    /** Earlier pads, read for the history beside the pad (the pads feature). */
    padHistory: PadHistoryReader;
    /** The patient's allergies and chronic conditions (the patients feature). */
    alerts: PatientAlertsReader;
  },
): ConsultationsModule {
  const repository = createConsultationsRepository(shared.db);
  const consultations = createConsultationsService(shared, repository, deps);
  const history = createConsultationHistory({
    repository,
    pads: deps.padHistory,
    alerts: deps.alerts,
  });
  return {
    name: 'consultations',
    directory: consultations,
    visitOf: (subject, ofRecording) => consultations.visitOf(subject, ofRecording),
    patientOfPad: (padId) => consultations.patientOfPad(padId),
    visitOfPad: (padId) => consultations.visitOfPad(padId),
    handlers: {
      'consultation:today': () => consultations.today(),
      'consultation:start': (args) => consultations.start(args),
      'consultation:get': (args) => Promise.resolve(consultations.get(args.id)),
      'consultation:search': (args) => consultations.search(args),
      'consultation:record-consent': (args) =>
        Promise.resolve(consultations.recordConsent(args.id)),
      'consultation:finish': (args) => Promise.resolve(consultations.finish(args.id)),
      'consultation:discard': (args) =>
        Promise.resolve(consultations.discard(args.id, args.reason)),
      'consultation:history': (args) => Promise.resolve(history.of(args.id, args.visits)),
      'consultation:get-settings': () => Promise.resolve(consultations.settings()),
      'consultation:save-settings': (args) =>
        Promise.resolve(consultations.saveSettings(args.consentText)),
    },
  };
}
