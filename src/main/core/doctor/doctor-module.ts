import type { DOCTOR_METHODS } from '../../../shared/ipc/channels/doctor';
import type { CoreShared } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import { createDoctorRepository } from './doctor-repository';
import { createDoctorService, type DoctorDirectory } from './doctor-service';
import { createSignatureStore } from './doctor-signature';

export interface DoctorModule extends FeatureModule<keyof typeof DOCTOR_METHODS> {
  directory: DoctorDirectory;
}

/** The infrastructure this feature stands on (the rest of the core's is not its business). */
export type DoctorInfra = Pick<
  CoreShared,
  'backend' | 'clock' | 'connection' | 'db' | 'logger' | 'vault'
>;

/**
 * The doctor's profile from the platform, saved for offline use, with their registrations and
 * the signature or stamp image printed on finalized prescriptions.
 */
export function createDoctorModule(shared: DoctorInfra): DoctorModule {
  const signatures = createSignatureStore(shared.db, shared.vault, shared.clock);
  const doctor = createDoctorService({
    backend: () => shared.backend.current(),
    repository: createDoctorRepository(shared.db),
    signatures,
    connection: shared.connection,
    clock: shared.clock,
    logger: shared.logger,
  });
  const account = async (): Promise<string> => (await shared.backend.current()).accountKey;
  return {
    name: 'doctor',
    // A printout wants the doctor's header: read once from the platform when nothing is saved.
    directory: {
      saved: async () => {
        await doctor.get();
        return doctor.saved();
      },
      onThisComputer: () => doctor.saved(),
      signatureImage: (sha256) => {
        const image = signatures.byHash(sha256);
        return Promise.resolve(image && { mediaType: image.mediaType, bytes: image.bytes });
      },
    },
    handlers: {
      'doctor:get-profile': () => doctor.get(),
      'doctor:refresh': () => doctor.refresh(),
      'doctor:set-registrations': (args) => doctor.setRegistrations(args.registrations),
      'doctor:get-signature': async () => signatures.view(await account()),
      'doctor:set-signature': async ({ bytes }) => signatures.choose(await account(), bytes),
      'doctor:remove-signature': async () => signatures.remove(await account()),
    },
  };
}
