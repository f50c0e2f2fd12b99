import path from 'node:path';
import type { EventChannel, EventPayloads } from '../../shared/ipc/contract';
import { createBackendResolver, type BackendResolver, type SandboxLauncher } from './backend';
import { systemClock, type Clock } from './clock';
import { createConnectionMonitor, type ConnectionMonitor } from './connection/connection-monitor';
import {
  createNetworkWatch,
  type NetworkWatch,
  type NetworkWatchOptions,
} from './connection/network-watch';
import { createDataKeyStore } from './crypto/data-key-store';
import { createDataVault, type DataVault } from './crypto/data-vault';
import { KEY_FILE_NAME } from './crypto/key-file';
import { BACKUPS_FOLDER, createBackups, type Backups } from './db/backups';
import type { Db } from './db/connection';
import { openCheckedDatabase, type Recovery } from './db/recovery';
import { errorName, silentLogger, type Logger } from './log/logger';
import { createChangeSubmitter, type ChangeSubmitter } from './outbox/change-submitter';
import { createErrorText, type ErrorText } from './outbox/error-text';
import { createOperationRegistry, type OpenOperationRegistry } from './outbox/operations';
import { createOutboxRepository, type OutboxRepository } from './outbox/outbox-repository';
import { createSyncLoop } from './outbox/sync-loop';
import type { SyncLoop, SyncLoopOptions } from './outbox/sync-loop-types';
import { DEFAULT_TIMEOUT_MS, type Fetch } from './platform/http';
import { createNodeFetch } from './platform/node-transport';
import { PROBE_TIMEOUT_MS, probePlatform } from './platform/probe';
import type { SecretStore } from './secrets';
import { secureDataFolder } from './storage/data-folder';
import { createSettingsRepository, type SettingsRepository } from './settings/settings-repository';

export type EventListener = <E extends EventChannel>(channel: E, payload: EventPayloads[E]) => void;

/** What the core is built from: the shell's choices and the edges tests replace (clock, keychain). */
export interface CoreInfraOptions {
  /** Path of the SQLite file (created and migrated if needed). */
  databaseFile: string;
  secrets: SecretStore;
  launchSandbox: SandboxLauncher;
  fetch?: Fetch;
  /** Time limit of platform calls (default 10 s). */
  timeoutMs?: number;
  clock?: Clock;
  logger?: Logger;
  sync?: SyncLoopOptions;
  network?: NetworkWatchOptions;
  /**
   * How long a change-making call waits for the platform's first answer before it reports the
   * change as queued (default: the platform time limit plus 2 s).
   */
  changeWaitMs?: number;
  /** How often a running app asks whether the daily backup is due (default: hourly). */
  backupCheckEveryMs?: number;
}

/**
 * The infrastructure every feature module is built on: the database, the data key, the platform
 * backend, the connection, the outbox and its sync loop, and the event bus to the renderer. It
 * holds no feature's tables and knows no feature.
 */
export interface CoreShared {
  db: Db;
  /** The folder of the database file: features keep their sealed files beside it. */
  dataDir: string;
  /** Set when the database was found damaged at start and replaced (by a backup, or empty). */
  recovery?: Recovery;
  /** Daily copies of the database in `backups/` beside it. */
  backups: Backups;
  backupCheckEveryMs: number;
  clock: Clock;
  logger: Logger;
  fetch: Fetch;
  secrets: SecretStore;
  /** Time limit of ordinary platform calls. */
  timeoutMs: number;
  settings: SettingsRepository;
  backend: BackendResolver;
  vault: DataVault;
  errorText: ErrorText;
  connection: ConnectionMonitor;
  network: NetworkWatch;
  isOnline: () => boolean;
  outbox: OutboxRepository;
  operations: OpenOperationRegistry;
  sync: SyncLoop;
  changes: ChangeSubmitter;
  /** Pushes an event to the renderer (through whoever listens: the shell, the browser harness). */
  emit: EventListener;
  onEvent(listener: EventListener): () => void;
  hasEventListeners(): boolean;
  clearEventListeners(): void;
}

export function createCoreShared(options: CoreInfraOptions): CoreShared {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? silentLogger;
  // Plain Node: a keep-alive node:http(s) transport. The Electron shell injects net.fetch, which
  // then carries every platform call.
  const fetchImpl = options.fetch ?? createNodeFetch();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const dataDir = path.dirname(path.resolve(options.databaseFile));
  const now = () => clock.now();
  // The folder 0700 and everything in it 0600 before the database opens (private-files.ts).
  secureDataFolder({ dir: dataDir, databaseFile: options.databaseFile, logger });
  const { db, recovery } = openCheckedDatabase(options.databaseFile, { now, logger });
  const connection = createConnectionMonitor(clock);
  const settings = createSettingsRepository(db, options.secrets, clock);
  const keys = createDataKeyStore({
    file: path.join(dataDir, KEY_FILE_NAME),
    settings,
    secrets: options.secrets,
    now,
    logger,
  });
  try {
    keys.mirror();
  } catch (error) {
    // The key still works from wherever it is; the copy is tried again at the next start.
    logger.warn({ err: errorName(error) }, 'copying the data key to its file failed');
  }
  const backend = createBackendResolver({
    settings,
    fetch: fetchImpl,
    clock,
    launchSandbox: options.launchSandbox,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  const vault = createDataVault(keys);
  const errorText = createErrorText(vault, logger);
  const outbox = createOutboxRepository(db, clock, {
    ...(options.sync?.backoff ? { maxRetryDelayMs: options.sync.backoff.maxMs } : {}),
    errorText,
    onListenerError: (error) =>
      logger.warn({ err: errorName(error) }, 'a listener of outbox rows failed'),
  });
  const operations = createOperationRegistry();
  const sync = createSyncLoop({
    outbox,
    operations,
    backend: () => backend.current(),
    connection,
    clock,
    logger,
    ...(options.sync ? { options: options.sync } : {}),
  });
  const network = createNetworkWatch({
    connection,
    probe: async () => {
      const current = await backend.current();
      return probePlatform(
        fetchImpl,
        current.baseUrl,
        Math.min(PROBE_TIMEOUT_MS, options.timeoutMs ?? PROBE_TIMEOUT_MS),
      );
    },
    // Rows backed off while the platform was away should not wait out their delay now it is back.
    onReconnect: () => {
      outbox.makeDue();
      sync.kick();
    },
    logger,
    ...(options.network ? { options: options.network } : {}),
  });
  const changes = createChangeSubmitter({
    db,
    outbox,
    sync,
    connection,
    waitMs: options.changeWaitMs ?? timeoutMs + 2_000,
  });
  const listeners = new Set<EventListener>();
  return {
    db,
    dataDir,
    ...(recovery ? { recovery } : {}),
    backups: createBackups({ db, dir: path.join(dataDir, BACKUPS_FOLDER), now, logger }),
    backupCheckEveryMs: options.backupCheckEveryMs ?? 60 * 60 * 1000,
    clock,
    logger,
    fetch: fetchImpl,
    secrets: options.secrets,
    timeoutMs,
    settings,
    backend,
    vault,
    errorText,
    connection,
    network,
    isOnline: () => connection.status().state !== 'offline',
    outbox,
    operations,
    sync,
    changes,
    emit: (channel, payload) => {
      for (const listener of listeners) listener(channel, payload);
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hasEventListeners: () => listeners.size > 0,
    clearEventListeners: () => listeners.clear(),
  };
}

/** What a feature that saves locally and sends through the outbox is built on. */
export type LocalInfra = Pick<
  CoreShared,
  'db' | 'vault' | 'outbox' | 'sync' | 'clock' | 'logger' | 'backend'
>;

/** The local-save dependencies of a feature's service, taken from the infrastructure it was given. */
export function localDeps(shared: LocalInfra): Pick<
  CoreShared,
  'db' | 'vault' | 'outbox' | 'sync' | 'clock' | 'logger'
> & {
  backend: () => ReturnType<BackendResolver['current']>;
} {
  return {
    db: shared.db,
    vault: shared.vault,
    outbox: shared.outbox,
    sync: shared.sync,
    backend: () => shared.backend.current(),
    clock: shared.clock,
    logger: shared.logger,
  };
}
