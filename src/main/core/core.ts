import type { ConnectionStatus } from '../../shared/connection';
import type { EventChannel, EventPayloads } from '../../shared/ipc/contract';
import { createAadhaarService } from './abdm/aadhaar-service';
import { createCloseCoordinator, type CloseOutcome } from './app/close-coordinator';
import { createBackendResolver, type SandboxLauncher } from './backend';
import { systemClock, type Clock } from './clock';
import { createConnectionMonitor, type ConnectionMonitor } from './connection/connection-monitor';
import {
  createNetworkWatch,
  type NetworkWatch,
  type NetworkWatchOptions,
} from './connection/network-watch';
import path from 'node:path';
import { createDataVault } from './crypto/data-vault';
import { createErrorText } from './outbox/error-text';
import { openDatabase, type Db } from './db/connection';
import { createDocumentFiles } from './documents/document-files';
import { createDocumentRepository } from './documents/document-repository';
import { documentUploadOperation } from './documents/document-upload';
import { createDocumentsService, type DocumentsService } from './documents/documents-service';
import { createHandlers } from './handlers';
import { createDispatch, type Dispatch, type HandlerTable } from './ipc/dispatch';
import { errorName, silentLogger, type Logger } from './log/logger';
import { createChangeSubmitter } from './outbox/change-submitter';
import { createOperationRegistry } from './outbox/operations';
import { createOutboxRepository, type OutboxRepository } from './outbox/outbox-repository';
import { createSyncLoop, type SyncLoop, type SyncLoopOptions } from './outbox/sync-loop';
import { createSyncService } from './outbox/sync-service';
import { DEFAULT_TIMEOUT_MS, type Fetch } from './platform/http';
import { PROBE_TIMEOUT_MS, probePlatform } from './platform/probe';
import type { SecretStore } from './secrets';
import { createSettingsRepository } from './settings/settings-repository';
import { createPropertiesCache } from './properties/properties-cache';
import { createPropertiesService } from './properties/properties-service';
import { createProfileExtrasService } from './settings/profile-extras';
import { padFinalizeOperation } from './pad/pad-finalize';
import { createPadRepository } from './pad/pad-repository';
import { createPadService, type PadService } from './pad/pad-service';
import { sinceGroupsFromCache } from './pad/since-groups';
import { createSettingsService } from './settings/settings-service';
import { createSealedFiles } from './storage/sealed-files';
import { recordingOperations } from './recording/recording-operations';
import { createRecordingRepository } from './recording/recording-repository';
import { createVoiceCatalogue } from './recording/voice-catalogue';
import { createRecordingService, type RecordingService } from './recording/recording-service';
import { createStatusPoller, type StatusPollerOptions } from './recording/status-poller';
import { createWebhooksCache } from './webhooks/webhooks-cache';
import { webhookOperations } from './webhooks/webhook-operations';
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
  sync?: SyncLoopOptions;
  network?: NetworkWatchOptions;
  /**
   * How long a change-making call waits for the platform's first answer before it reports the
   * change as queued (default: the platform time limit plus 2 s).
   */
  changeWaitMs?: number;
  recording?: {
    /** The longest audio chunk the recorder makes (default and most: 20 s). */
    maxChunkMs?: number;
    poller?: Partial<StatusPollerOptions>;
  };
}

export type EventListener = <E extends EventChannel>(channel: E, payload: EventPayloads[E]) => void;

export interface Core {
  dispatch: Dispatch;
  handlers: HandlerTable;
  connection: ConnectionMonitor;
  /** The shell feeds the OS online/offline signal here. */
  network: NetworkWatch;
  outbox: OutboxRepository;
  sync: SyncLoop;
  db: Db;
  /** Subscribe to events the renderer should see (`connection:status`, ...). */
  onEvent(listener: EventListener): () => void;
  /**
   * Asks the renderer to save what it still holds before the window closes (`app:closing`), and
   * resolves when it answers (`app:ready-to-close`) or after `timeoutMs` (default 3 s).
   */
  requestClose(options?: { timeoutMs?: number }): Promise<CloseOutcome>;
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
    // Another account: its own queued changes can go now.
    onAccountChange: () => sync.kick(),
    fetch: fetchImpl,
    clock,
  });
  const vault = createDataVault(settingsRepository);
  const errorText = createErrorText(vault, logger);
  const outbox = createOutboxRepository(db, clock, {
    ...(options.sync?.backoff ? { maxRetryDelayMs: options.sync.backoff.maxMs } : {}),
    errorText,
  });
  const listeners = new Set<EventListener>();
  const emit: EventListener = (channel, payload) => {
    for (const listener of listeners) listener(channel, payload);
  };
  const closing = createCloseCoordinator({
    hasListeners: () => listeners.size > 0,
    emitClosing: (token) => emit('app:closing', { token }),
    logger,
  });
  const documentRepository = createDocumentRepository(db, outbox);
  const documentFiles = createDocumentFiles(
    path.join(path.dirname(path.resolve(options.databaseFile)), 'documents'),
    vault,
  );
  // Assigned below: the upload operation and the service refer to each other through callbacks.
  // eslint-disable-next-line prefer-const
  let documents: DocumentsService;
  const padRepository = createPadRepository(db, outbox, errorText);
  // eslint-disable-next-line prefer-const
  let pads: PadService;
  const recordingRepository = createRecordingRepository(db, outbox);
  const chunkFiles = createSealedFiles({
    dir: path.join(path.dirname(path.resolve(options.databaseFile)), 'recordings'),
    vault,
    context: (id) => `recording-chunk:${id}`,
    fileName: (id) => `${id}.chunk`,
    notSaved: 'The audio was not saved',
    missing: 'This audio chunk is missing on this computer.',
  });
  // eslint-disable-next-line prefer-const
  let recordings: RecordingService;
  const operations = createOperationRegistry([
    ...webhookOperations(options.secrets),
    documentUploadOperation({
      repository: documentRepository,
      files: documentFiles,
      vault,
      clock,
      timeoutBaseMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      displayName: (id) => documents.displayName(id),
      onProgress: (id, sent, total) => documents.reportProgress(id, sent, total),
      onAttemptEnd: (id) => documents.attemptEnded(id),
      onSettled: (id) => documents.settled(id),
      logWarn: (message, error) => logger.warn({ err: errorName(error) }, message),
    }),
    padFinalizeOperation({
      repository: padRepository,
      vault,
      clock,
    }),
    ...recordingOperations({
      repository: recordingRepository,
      files: chunkFiles,
      timeoutBaseMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      clock,
      onChanged: (id) => recordings.changed(id),
      onEnded: (id) => recordings.ended(id),
      onGone: (id, cancelled) => recordings.gone(id, cancelled),
    }),
  ]);
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
  /** What every service that saves locally and sends through the outbox is built on. */
  const local = {
    db,
    vault,
    outbox,
    sync,
    backend: () => backend.current(),
    clock,
    logger,
  };
  documents = createDocumentsService({
    ...local,
    repository: documentRepository,
    files: documentFiles,
    settings: settingsRepository,
    emitProgress: (progress) => emit('documents:progress', progress),
    emitChanged: (id) => emit('documents:changed', { id }),
  });
  pads = createPadService({
    ...local,
    repository: padRepository,
    sinceGroupIds: sinceGroupsFromCache(createPropertiesCache(db)),
    emitChanged: (id) => emit('pad:changed', { id }),
  });
  recordings = createRecordingService({
    ...local,
    repository: recordingRepository,
    files: chunkFiles,
    settings: settingsRepository,
    maxChunkMs: options.recording?.maxChunkMs ?? 20_000,
    isOnline: () => connection.status().state !== 'offline',
    catalogue: createVoiceCatalogue({
      db,
      backend: () => backend.current(),
      isOnline: () => connection.status().state !== 'offline',
      clock,
      logger,
    }),
    poller: (handlers) =>
      createStatusPoller({
        ...handlers,
        isOnline: () => connection.status().state !== 'offline',
        onOnline: (listener) =>
          connection.onChange((status) => {
            if (status.state !== 'offline') listener();
          }),
        clock,
        logger,
        ...(options.recording?.poller ? { options: options.recording.poller } : {}),
      }),
    emitChanged: (id) => emit('recording:status', { id }),
  });
  const changes = createChangeSubmitter({
    db,
    outbox,
    sync,
    connection,
    waitMs: options.changeWaitMs ?? (options.timeoutMs ?? DEFAULT_TIMEOUT_MS) + 2_000,
  });
  const webhooks = createWebhooksService({
    backend: () => backend.current(),
    cache: createWebhooksCache(db, options.secrets),
    connection,
    clock,
    outbox,
    operations,
    changes,
    secrets: options.secrets,
  });
  const syncService = createSyncService({
    outbox,
    operations,
    sync,
    network,
    clock,
    account: async () => (await backend.current()).accountKey,
  });

  /** The one status the renderer sees: `syncing` is "online, and sending". */
  function publicStatus(): ConnectionStatus {
    const base = connection.status();
    if (base.state !== 'online') return base;
    const progress = sync.status();
    if (progress.state !== 'syncing') return base;
    return {
      ...base,
      state: 'syncing',
      ...(progress.progress ? { progress: progress.progress } : {}),
    };
  }

  const handlers = createHandlers({
    appVersion: options.appVersion,
    backend,
    connectionStatus: publicStatus,
    settings,
    webhooks,
    sync: syncService,
    aadhaar: createAadhaarService({ backend: () => backend.current(), connection }),
    extras: createProfileExtrasService({ repository: settingsRepository, clock }),
    properties: createPropertiesService({
      backend: () => backend.current(),
      cache: createPropertiesCache(db),
      connection,
      clock,
    }),
    documents,
    pads,
    recordings,
    closing,
  });
  const dispatch = createDispatch(handlers, { isAllowedOrigin: options.isAllowedOrigin, logger });

  let lastPublished: ConnectionStatus | undefined;
  const publishConnection = (): void => {
    const status = publicStatus();
    if (
      lastPublished &&
      lastPublished.state === status.state &&
      lastPublished.detail === status.detail &&
      lastPublished.progress?.done === status.progress?.done &&
      lastPublished.progress?.total === status.progress?.total
    ) {
      return;
    }
    lastPublished = status;
    for (const listener of listeners) listener('connection:status', status);
  };
  const stopPublishing = connection.onChange(publishConnection);
  sync.onStatus((status) => {
    for (const listener of listeners) listener('sync:status', status);
    publishConnection();
  });
  try {
    // Failure texts an earlier version kept in clear are sealed before anything else reads them.
    const sealed = outbox.sealClearTexts() + padRepository.sealClearRefusals();
    if (sealed > 0) logger.info({ sealed }, 'failure texts sealed at rest');
  } catch (error) {
    logger.warn({ err: errorName(error) }, 'sealing stored failure texts failed');
  }
  sync.start();
  documents.sweep().then(
    (removed) => {
      if (removed > 0) logger.info({ removed }, 'removed document copies no longer needed');
    },
    (error: unknown) => logger.warn({ err: errorName(error) }, 'document sweep failed'),
  );

  try {
    recordingRepository.confirmDeliveredChunks(clock.now());
  } catch (error) {
    logger.warn({ err: errorName(error) }, 'confirming delivered audio chunks failed');
  }
  recordings
    .resume()
    .catch((error: unknown) =>
      logger.warn({ err: errorName(error) }, 'resuming recordings failed'),
    );

  let closed = false;
  return {
    dispatch,
    handlers,
    connection,
    network,
    outbox,
    sync,
    db,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    requestClose: (closeOptions) => closing.requestClose(closeOptions),
    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      closing.dispose();
      stopPublishing();
      network.stop();
      await recordings.close();
      await sync.stop();
      await backend.close();
      db.close();
    },
  };
}
