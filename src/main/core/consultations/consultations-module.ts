import type { CONSULTATIONS_METHODS } from '../../../shared/ipc/channels/consultations';
import type { CoreShared } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import type { PadsDirectory } from '../pad/pad-service';
import type { PatientsDirectory } from '../patients/patients-service';
import type { QueueDirectory, QueueService } from '../queue/queue-service';
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

/** The consultation: one patient's visit, with its own pad, its recordings and its consent. */
export function createConsultationsModule(
  shared: CoreShared,
  deps: { patients: PatientsDirectory; queue: QueueService & QueueDirectory; pads: PadsDirectory },
): ConsultationsModule {
  const consultations = createConsultationsService(
    shared,
    createConsultationsRepository(shared.db),
    deps,
  );
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
      'consultation:get-settings': () => Promise.resolve(consultations.settings()),
      'consultation:save-settings': (args) =>
        Promise.resolve(consultations.saveSettings(args.consentText)),
    },
  };
}
