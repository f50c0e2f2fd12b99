import type { ConsultationsModule } from '../consultations/consultations-module';
import type { DoctorModule } from '../doctor/doctor-module';
import type { PadsModule } from '../pad/pads-module';
import type { PatientsModule } from '../patients/patients-module';
import type { PrintoutDeps, PrintoutOutput } from '../printout/printout-module';

/** The printout: the pad as printed, its patient and doctor, through the shell's printer and PDF writer. */
export function printoutDeps(modules: {
  pads: Pick<PadsModule, 'printable' | 'originOf'>;
  consultations: Pick<ConsultationsModule, 'patientOfPad'>;
  patients: Pick<PatientsModule, 'directory'>;
  doctor: Pick<DoctorModule, 'directory'>;
  output?: PrintoutOutput | undefined;
}): PrintoutDeps {
  const { pads, consultations, patients, doctor } = modules;
  return {
    pad: (id) => pads.printable(id),
    patientOfPad: (padId) => {
      // An amendment is its visit's: the patient of the pad its versions start from.
      const patientId = consultations.patientOfPad(pads.originOf(padId));
      return patientId === undefined ? undefined : patients.directory.view(patientId);
    },
    doctor: {
      saved: () => doctor.directory.saved(),
      signatureImage: (sha256) => doctor.directory.signatureImage(sha256),
    },
    ...(modules.output ? { output: modules.output } : {}),
  };
}
