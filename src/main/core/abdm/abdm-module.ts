import { ABDM_METHODS } from '../../../shared/ipc/channels/abdm';
import type { CoreShared } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import { channelsOf, lazyFeature } from '../lazy-feature';
import type { PatientsAbha } from '../patients/patient-abha';

/** The infrastructure this feature stands on (the rest of the core's is not its business). */
export type AbdmInfra = Pick<CoreShared, 'backend' | 'clock' | 'connection' | 'logger'>;

/**
 * ABHA registration (live only: the Aadhaar number is never stored). Its services load on the
 * first call: the first screen never needs them.
 */
export function createAbdmModule(
  shared: AbdmInfra,
  deps: { patients: PatientsAbha },
): FeatureModule<keyof typeof ABDM_METHODS> {
  const feature = lazyFeature({
    name: 'abdm',
    title: 'ABHA registration',
    channels: channelsOf(ABDM_METHODS),
    load: async () => {
      const [{ createAadhaarService }, { createRegistrationService }] = await Promise.all([
        import('./aadhaar-service'),
        import('./registration-service'),
      ]);
      const backend = () => shared.backend.current();
      const aadhaar = createAadhaarService({
        backend,
        connection: shared.connection,
        clock: shared.clock,
      });
      const registration = createRegistrationService({
        backend,
        connection: shared.connection,
        clock: shared.clock,
        patients: deps.patients,
      });
      return {
        handlers: {
          'abdm:aadhaar-init': (args) => aadhaar.init(args.aadhaar_number),
          'abdm:registration-get': (args) => Promise.resolve(registration.get(args.patientId)),
          'abdm:registration-start': (args) =>
            registration.start(args.patientId, args.consentVersion, args.aadhaar_number),
          'abdm:registration-verify-otp': (args) =>
            registration.verifyOtp(args.patientId, args.otp, args.mobile),
          'abdm:registration-verify-mobile': (args) =>
            registration.verifyMobile(args.patientId, args.otp),
          'abdm:registration-resend': (args) => registration.resend(args.patientId),
          'abdm:registration-check-address': (args) =>
            registration.checkAddress(args.patientId, args.address),
          'abdm:registration-create': (args) => registration.create(args.patientId, args.address),
          'abdm:registration-cancel': (args) =>
            Promise.resolve(registration.cancel(args.patientId)),
        },
        close: () => registration.close(),
      };
    },
    logger: shared.logger,
  });
  return { name: 'abdm', handlers: feature.handlers, close: () => feature.close() };
}
