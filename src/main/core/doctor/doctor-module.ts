import type { DOCTOR_METHODS } from '../../../shared/ipc/channels/doctor';
import type { CoreShared } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import { createDoctorRepository } from './doctor-repository';
import { createDoctorService, type DoctorDirectory } from './doctor-service';

export interface DoctorModule extends FeatureModule<keyof typeof DOCTOR_METHODS> {
  directory: DoctorDirectory;
}

/** The doctor's profile from the platform, saved for offline use, with their registrations. */
export function createDoctorModule(shared: CoreShared): DoctorModule {
  const doctor = createDoctorService({
    backend: () => shared.backend.current(),
    repository: createDoctorRepository(shared.db),
    connection: shared.connection,
    clock: shared.clock,
    logger: shared.logger,
  });
  return {
    name: 'doctor',
    // A printout wants the doctor's header: read once from the platform when nothing is saved.
    directory: {
      saved: async () => {
        await doctor.get();
        return doctor.saved();
      },
      onThisComputer: () => doctor.saved(),
    },
    handlers: {
      'doctor:get-profile': () => doctor.get(),
      'doctor:refresh': () => doctor.refresh(),
      'doctor:set-registrations': (args) => doctor.setRegistrations(args.registrations),
    },
  };
}
