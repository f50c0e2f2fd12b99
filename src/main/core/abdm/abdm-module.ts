import { ABDM_METHODS } from '../../../shared/ipc/channels/abdm';
import type { CoreShared } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import { channelsOf, lazyFeature } from '../lazy-feature';

/**
 * ABHA registration (live only: the Aadhaar number is never stored). Its service loads on the
 * first call.
 */
export function createAbdmModule(shared: CoreShared): FeatureModule<keyof typeof ABDM_METHODS> {
  const feature = lazyFeature({
    name: 'abdm',
    title: 'ABHA registration',
    channels: channelsOf(ABDM_METHODS),
    load: async () => {
      const { createAadhaarService } = await import('./aadhaar-service');
      const aadhaar = createAadhaarService({
        backend: () => shared.backend.current(),
        connection: shared.connection,
      });
      return {
        handlers: {
          'abdm:aadhaar-init': (args) => aadhaar.init(args.aadhaar_number),
        },
      };
    },
    logger: shared.logger,
  });
  return { name: 'abdm', handlers: feature.handlers };
}
