import type { ConsultationsModule } from '../consultations/consultations-module';
import type { ChangeWordsSources } from '../outbox/change-words';
import type { PatientsModule } from '../patients/patients-module';
import type { RecordingsModule } from '../recording/recordings-module';

/** The Sync screen names a change by its patient, what and visit, asking the features that know. */
export function changeWordsSources(modules: {
  consultations: Pick<ConsultationsModule, 'visitOf'>;
  recordings: Pick<RecordingsModule, 'consultationOf' | 'audioPartsOf'>;
  patients: Pick<PatientsModule, 'names'>;
}): ChangeWordsSources {
  const { consultations, recordings, patients } = modules;
  return {
    visitOf: (subject) => consultations.visitOf(subject, (id) => recordings.consultationOf(id)),
    patientName: (id) => patients.names.nameOf(id),
    audioPartsOf: (id) => recordings.audioPartsOf(id),
  };
}
