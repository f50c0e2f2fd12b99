import type { MEDICAL_DB_METHODS } from '../../../shared/ipc/channels/medical-db';
import type { CoreShared } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import { createMedicalDbCache } from './medical-db-cache';
import { createMedicalDbService } from './medical-db-service';

/** The platform's drug and lab search for the pad's medicines and investigations, cached. */
export function createMedicalDbModule(
  shared: CoreShared,
): FeatureModule<keyof typeof MEDICAL_DB_METHODS> {
  const service = createMedicalDbService({
    backend: () => shared.backend.current(),
    cache: createMedicalDbCache(shared.db),
    connection: shared.connection,
    clock: shared.clock,
  });
  return {
    name: 'medical-db',
    handlers: {
      'medical-db:search': (args) =>
        service.search({
          kind: args.kind,
          text: args.text,
          ...(args.limit ? { limit: args.limit } : {}),
        }),
    },
  };
}
