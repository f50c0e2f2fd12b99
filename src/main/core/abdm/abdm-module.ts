import type { ABDM_METHODS } from '../../../shared/ipc/channels/abdm';
import type { CoreShared } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import { createAadhaarService } from './aadhaar-service';

/** ABHA registration (live only: the Aadhaar number is never stored). */
export function createAbdmModule(shared: CoreShared): FeatureModule<keyof typeof ABDM_METHODS> {
  const aadhaar = createAadhaarService({
    backend: () => shared.backend.current(),
    connection: shared.connection,
  });
  return {
    name: 'abdm',
    handlers: {
      'abdm:aadhaar-init': (args) => aadhaar.init(args.aadhaar_number),
    },
  };
}
