import type { SYNC_METHODS } from '../../../shared/ipc/channels/sync';
import type { CoreShared } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import { createSyncService } from './sync-service';
import type { ChangeWordsSources } from './change-words';

/** The infrastructure this feature stands on (the rest of the core's is not its business). */
export type SyncInfra = Pick<
  CoreShared,
  'backend' | 'clock' | 'db' | 'emit' | 'network' | 'operations' | 'outbox' | 'sync'
>;

/** The Sync screen: the waiting changes of every feature, their retry and discard, Sync now. */
export function createSyncModule(
  shared: SyncInfra,
  deps: { sources?: ChangeWordsSources } = {},
): FeatureModule<keyof typeof SYNC_METHODS> {
  const sync = createSyncService({
    db: shared.db,
    outbox: shared.outbox,
    operations: shared.operations,
    sync: shared.sync,
    network: shared.network,
    clock: shared.clock,
    account: async () => (await shared.backend.current()).accountKey,
    ...(deps.sources ? { sources: deps.sources } : {}),
  });
  const stop = shared.sync.onStatus((status) => shared.emit('sync:status', status));
  return {
    name: 'sync',
    handlers: {
      'sync:get-status': () => Promise.resolve(sync.status()),
      'sync:list': (request) => sync.list(request),
      'sync:retry': (args) => sync.retry(args.id),
      'sync:discard': (args) => Promise.resolve(sync.discard(args.id)),
      'sync:run-now': () => sync.runNow(),
    },
    close: stop,
  };
}
