import { createAbdmModule } from './abdm/abdm-module';
import { createAppModule, type DiagnosticsOptions } from './app/app-module';
import type { UpdateFlow, Updater } from './app/update-flow';
import type { CloseOutcome } from './app/close-coordinator';
import { createCoreShared, type CoreInfraOptions, type EventListener } from './core-shared';
import type { ConnectionMonitor } from './connection/connection-monitor';
import type { NetworkWatch } from './connection/network-watch';
import type { Db } from './db/connection';
import { createDocumentsModule } from './documents/documents-module';
import { createDoctorModule } from './doctor/doctor-module';
import {
  createPrintoutModule,
  type PrintoutModule,
  type PrintoutOutput,
} from './printout/printout-module';
import { mergeHandlers, type AnyFeatureModule, type ChannelsOf } from './feature-module';
import type { InvokeChannel } from '../../shared/ipc/contract';
import { createDispatch, type Dispatch, type HandlerTable } from './ipc/dispatch';
import { createLocalDataModule } from './local-data/local-data-module';
import { outboxRetention } from './outbox/outbox-compaction';
import { errorName } from './log/logger';
import type { OutboxRepository } from './outbox/outbox-repository';
import type { SyncLoop } from './outbox/sync-loop-types';
import { createSyncModule } from './outbox/sync-module';
import { createPadsModule } from './pad/pads-module';
import { createPatientsModule } from './patients/patients-module';
import { createQueueModule } from './queue/queue-module';
import { createConsultationsModule } from './consultations/consultations-module';
import { createPropertiesModule } from './properties/properties-module';
import { createMedicalDbModule } from './medical-db/medical-db-module';
import { createRecordingsModule, type RecordingsOptions } from './recording/recordings-module';
import { createScribeModule, type ScribeModule } from './scribe/scribe-module';
import { lateBound } from './late-bound';
import { padPatientLinks, padsDeps, type PadPatientLinks } from './links/pads-links';
import { printoutDeps } from './links/printout-links';
import { scribeDeps } from './links/scribe-links';
import { changeWordsSources } from './links/sync-links';
import { createSettingsModule } from './settings/settings-module';
import { createWebhooksModule } from './webhooks/webhooks-module';

export type { EventListener } from './core-shared';

export interface CoreOptions extends CoreInfraOptions {
  isAllowedOrigin: (origin: string) => boolean;
  appVersion: string;
  recording?: RecordingsOptions;
  diagnostics?: DiagnosticsOptions;
  /** The shell's printer and PDF writer (absent in plain Node). */
  printout?: PrintoutOutput;
}

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
  /** Whether a recording is in progress (the shell keeps the computer awake, defers updates). */
  isRecording(): boolean;
  /** Whether ending now would lose something (a recording, edits the window has not saved). */
  hasUnsavedWork(): boolean;
  /** The shell's update client (packaged builds with a feed): downloads wait for recordings. */
  attachUpdater(updater: Updater, shutdown: () => Promise<unknown>): UpdateFlow;
  close(): Promise<void>;
}

/**
 * Builds the whole main-process core from its feature modules. Runs in plain Node: nothing here
 * imports electron. Each module owns its channels, outbox operations and tables; this function
 * only composes them.
 */
export function createCore(options: CoreOptions): Core {
  const shared = createCoreShared(options);
  const { logger } = shared;

  // Built in dependency order: each module is given modules built before it, never a closure
  // naming one built later. The pads ask three features built on them (their patient, the
  // scribe's open suggestions, the printed PDF) through late-bound links, bound as soon as each
  // is built; asked earlier, a link throws (late-bound.ts).
  const settings = createSettingsModule(shared);
  const properties = createPropertiesModule(shared);
  const medicalDb = createMedicalDbModule(shared);
  const doctor = createDoctorModule(shared);
  const patients = createPatientsModule(shared, {
    defaultPrintLanguage: () => settings.printLanguage.get(),
  });
  const queue = createQueueModule(shared, { patients: patients.directory });
  const padPatients = lateBound<PadPatientLinks>('The patient of a pad');
  const padScribe = lateBound<Pick<ScribeModule, 'openSuggestions'>>('The scribe of a pad');
  const padPrintout = lateBound<Pick<PrintoutModule, 'prescriptionPdf'>>('The printout of a pad');
  const pads = createPadsModule(
    shared,
    padsDeps({
      properties,
      medicalDb,
      doctor,
      patients: padPatients,
      scribe: padScribe,
      printout: padPrintout,
    }),
  );
  const consultations = createConsultationsModule(shared, {
    patients: patients.directory,
    queue: queue.directory,
    pads: pads.directory,
    padHistory: pads.history,
    alerts: patients.alerts,
  });
  padPatients.bind(padPatientLinks({ consultations, patients, settings }));
  const recordings = createRecordingsModule(
    shared,
    { consultations: consultations.directory },
    options.recording,
  );
  const scribe = createScribeModule(
    shared,
    scribeDeps({ consultations, recordings, pads, patients, properties, backend: shared.backend }),
  );
  padScribe.bind(scribe);
  const printout = createPrintoutModule(
    printoutDeps({ pads, consultations, patients, doctor, output: options.printout }),
    logger,
  );
  padPrintout.bind(printout);
  const syncModule = createSyncModule(shared, {
    sources: changeWordsSources({ consultations, recordings, patients }),
  });
  const app = createAppModule(shared, {
    appVersion: options.appVersion,
    isRecording: () => recordings.isRecording(),
    patientNames: patients.names,
    ...(options.diagnostics ? { diagnostics: options.diagnostics } : {}),
  });
  const modules = [
    syncModule,
    app,
    settings,
    createWebhooksModule(shared),
    createAbdmModule(shared, { patients: patients.abha }),
    properties,
    medicalDb,
    createDocumentsModule(shared, {
      consultations: consultations.directory,
      pendingCreate: (patientId) => patients.directory.pendingCreate(patientId),
    }),
    pads,
    recordings,
    patients,
    queue,
    consultations,
    // Every feature's history past 30 days, compacted daily in its own tables.
    createLocalDataModule(shared, {
      retention: [...recordings.retention, pads.retention, outboxRetention(shared.db)],
      busy: () => recordings.isRecording(),
    }),
    doctor,
    scribe,
    printout,
  ] as const;
  // A channel of the contract that no module handles fails the type check here.
  const everyChannelHandled: Exclude<
    InvokeChannel,
    ChannelsOf<(typeof modules)[number]>
  > extends never
    ? true
    : false = true;
  void everyChannelHandled;
  const composed: readonly AnyFeatureModule[] = modules;
  for (const module of composed) shared.operations.register(module.operations ?? []);
  const handlers = mergeHandlers(composed);
  const dispatch = createDispatch(handlers, { isAllowedOrigin: options.isAllowedOrigin, logger });

  try {
    // Failure texts an earlier version kept in clear are sealed before anything else reads them.
    const sealed = shared.outbox.sealClearTexts();
    if (sealed > 0) logger.info({ sealed }, 'failure texts sealed at rest');
  } catch (error) {
    logger.warn({ err: errorName(error) }, 'sealing stored failure texts failed');
  }
  for (const module of composed) module.prepare?.();
  shared.sync.start();
  for (const module of composed) module.start?.();

  let closed = false;
  return {
    dispatch,
    handlers,
    connection: shared.connection,
    network: shared.network,
    outbox: shared.outbox,
    sync: shared.sync,
    db: shared.db,
    onEvent: (listener) => shared.onEvent(listener),
    requestClose: (closeOptions) => app.closing.requestClose(closeOptions),
    isRecording: () => !closed && recordings.isRecording(),
    hasUnsavedWork: () => !closed && app.hasUnsavedWork(),
    attachUpdater: (updater, shutdown) => app.attachUpdater(updater, shutdown),
    async close() {
      if (closed) return;
      closed = true;
      shared.clearEventListeners();
      shared.network.stop();
      for (const module of [...composed].reverse()) {
        try {
          await module.close?.();
        } catch (error) {
          logger.warn({ err: errorName(error), module: module.name }, 'closing a module failed');
        }
      }
      await shared.sync.stop();
      await shared.backend.close();
      // The core's own keep-alive transport lets its idle sockets go (an injected fetch has none).
      (shared.fetch as { close?: () => void }).close?.();
      shared.db.close();
    },
  };
}
