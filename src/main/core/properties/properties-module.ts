import type { PROPERTIES_METHODS } from '../../../shared/ipc/channels/properties';
import type { CoreShared } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import { createPropertiesCache, type PropertiesCache } from './properties-cache';
import { createPropertiesService, type PropertiesService } from './properties-service';

/** What other features may read of the properties feature: the saved lookup answers. */
export type CachedProperties = Pick<PropertiesCache, 'get' | 'list'>;

export interface PropertiesModule extends FeatureModule<keyof typeof PROPERTIES_METHODS> {
  cached: CachedProperties;
  /** Whether the account's platform offers the lookup (false: it answered 404, see the service). */
  lookupOffered: PropertiesService['lookupOffered'];
}

/** The infrastructure this feature stands on (the rest of the core's is not its business). */
export type PropertiesInfra = Pick<CoreShared, 'backend' | 'clock' | 'connection' | 'db'>;

/** The platform's property groups of symptoms, diagnoses, findings and procedures, cached. */
export function createPropertiesModule(shared: PropertiesInfra): PropertiesModule {
  const cache = createPropertiesCache(shared.db);
  const properties = createPropertiesService({
    backend: () => shared.backend.current(),
    cache,
    connection: shared.connection,
    clock: shared.clock,
  });
  return {
    name: 'properties',
    cached: {
      get: (account, context, id) => cache.get(account, context, id),
      list: (account, context) => cache.list(account, context),
    },
    lookupOffered: (backend) => properties.lookupOffered(backend),
    handlers: {
      'properties:lookup': (args) =>
        properties.lookup({ context: args.context, ...(args.ids ? { ids: args.ids } : {}) }),
      'properties:search': (args) =>
        properties.search({
          context: args.context,
          text: args.text,
          ...(args.limit ? { limit: args.limit } : {}),
        }),
    },
  };
}
