import type { EventChannel, EventPayloads } from '../../shared/ipc/contract';
import { createBackendResolver, type SandboxLauncher } from './backend';
import { systemClock, type Clock } from './clock';
import { createConnectionMonitor, type ConnectionMonitor } from './connection/connection-monitor';
import { openDatabase, type Db } from './db/connection';
import { createHandlers } from './handlers';
import { createDispatch, type Dispatch, type HandlerTable } from './ipc/dispatch';
import { silentLogger, type Logger } from './log/logger';
import type { Fetch } from './platform/http';
import type { SecretStore } from './secrets';
import { createSettingsRepository } from './settings/settings-repository';
import { createSettingsService } from './settings/settings-service';
import { createWebhooksCache } from './webhooks/webhooks-cache';
import { createWebhooksService } from './webhooks/webhooks-service';

export interface CoreOptions {
  /** Path of the SQLite file (created and migrated if needed). */
  databaseFile: string;
  secrets: SecretStore;
  launchSandbox: SandboxLauncher;
  isAllowedOrigin: (origin: string) => boolean;
  appVersion: string;
  fetch?: Fetch;
  /** Time limit of platform calls (default 10 s). */
  timeoutMs?: number;
  clock?: Clock;
  logger?: Logger;
}

export type EventListener = <E extends EventChannel>(channel: E, payload: EventPayloads[E]) => void;

export interface Core {
  dispatch: Dispatch;
  handlers: HandlerTable;
  connection: ConnectionMonitor;
  db: Db;
  /** Subscribe to events the renderer should see (`connection:status`, ...). */
  onEvent(listener: EventListener): () => void;
  close(): Promise<void>;
}

/** Builds the whole main-process core. Runs in plain Node: nothing here imports electron. */
export function createCore(options: CoreOptions): Core {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? silentLogger;
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const db = openDatabase(options.databaseFile);

  const connection = createConnectionMonitor(clock);
  const settingsRepository = createSettingsRepository(db, options.secrets, clock);
  const backend = createBackendResolver({
    settings: settingsRepository,
    fetch: fetchImpl,
    clock,
    launchSandbox: options.launchSandbox,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  const settings = createSettingsService({
    repository: settingsRepository,
    secrets: options.secrets,
    backend,
  });
  const webhooks = createWebhooksService({
    backend: () => backend.current(),
    cache: createWebhooksCache(db, options.secrets),
    connection,
    clock,
  });
  const handlers = createHandlers({
    appVersion: options.appVersion,
    backend,
    connection,
    settings,
    webhooks,
  });
  const dispatch = createDispatch(handlers, { isAllowedOrigin: options.isAllowedOrigin, logger });

  const listeners = new Set<EventListener>();
  connection.onChange((status) => {
    for (const listener of listeners) listener('connection:status', status);
  });

  let closed = false;
  return {
    dispatch,
    handlers,
    connection,
    db,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      await backend.close();
      db.close();
    },
  };
}
