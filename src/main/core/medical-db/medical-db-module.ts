import { MEDICAL_DB_METHODS } from '../../../shared/ipc/channels/medical-db';
import type { CoreShared } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import { channelsOf, lazyFeature } from '../lazy-feature';

/**
 * The platform's drug and lab search for the pad's medicines and investigations, cached. Its
 * service and cache load on the first search.
 */
export function createMedicalDbModule(
  shared: CoreShared,
): FeatureModule<keyof typeof MEDICAL_DB_METHODS> {
  const feature = lazyFeature({
    name: 'medical-db',
    title: 'Medicine and test search',
    channels: channelsOf(MEDICAL_DB_METHODS),
    load: async () => {
      const [{ createMedicalDbCache }, { createMedicalDbService }] = await Promise.all([
        import('./medical-db-cache'),
        import('./medical-db-service'),
      ]);
      const service = createMedicalDbService({
        backend: () => shared.backend.current(),
        cache: createMedicalDbCache(shared.db),
        connection: shared.connection,
        clock: shared.clock,
      });
      return {
        handlers: {
          'medical-db:search': (args) =>
            service.search({
              kind: args.kind,
              text: args.text,
              ...(args.limit ? { limit: args.limit } : {}),
            }),
        },
      };
    },
    logger: shared.logger,
  });
  return { name: 'medical-db', handlers: feature.handlers };
}
