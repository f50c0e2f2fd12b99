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
import { createPrintoutModule, type PrintoutOutput } from './printout/printout-module';
import { mergeHandlers, type AnyFeatureModule, type ChannelsOf } from './feature-module';
import type { InvokeChannel } from '../../shared/ipc/contract';
import { letterheadOf } from '../../shared/printout/printout-letterhead';
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
import { createScribeModule } from './scribe/scribe-module';
import { sinceGroupFor } from './pad/since-groups';
import { DEFAULT_SINCE_PROPERTY_GROUP_ID } from '../../shared/properties-defaults';
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

  const app = createAppModule(shared, {
    appVersion: options.appVersion,
    isRecording: () => recordings.isRecording(),
    patientNames: {
      onThisComputer: () => patients.names.onThisComputer(),
      nameOf: (id) => patients.names.nameOf(id),
    },
    ...(options.diagnostics ? { diagnostics: options.diagnostics } : {}),
  });
  const properties = createPropertiesModule(shared);
  const settings = createSettingsModule(shared);
  const patients = createPatientsModule(shared, {
    defaultPrintLanguage: () => settings.printLanguage.get(),
  });
  // A pad's patient is the one of its consultation: asked at finalize and send time, after all
  // modules are built (consultations need the pads feature to be built first).
  const patientOfPad = (padId: string) => {
    const patientId = consultations.patientOfPad(padId);
    if (patientId === undefined) return undefined;
    const platformId = patients.directory.platformIdOf(patientId);
    const pendingCreate = patients.directory.pendingCreate(patientId);
    return {
      ...(platformId === undefined ? {} : { platformId }),
      ...(pendingCreate === undefined ? {} : { pendingCreate }),
    };
  };
  const medicalDb = createMedicalDbModule(shared);
  // The printout: the pad as printed, through the shell's printer and PDF writer.
  const printout = createPrintoutModule(
    {
      pad: (id) => pads.printable(id),
      patientOfPad: (padId) => {
        // An amendment is its visit's: the patient of the pad its versions start from.
        const patientId = consultations.patientOfPad(pads.originOf(padId));
        return patientId === undefined ? undefined : patients.directory.view(patientId);
      },
      doctor: {
        saved: () => doctor.directory.saved(),
        signatureImage: (sha256) => doctor.directory.signatureImage(sha256),
      },
      ...(options.printout ? { output: options.printout } : {}),
    },
    logger,
  );
  const pads = createPadsModule(shared, {
    // The finalized prescription's PDF for the patient's record, as the printout makes it.
    prescriptionPdf: (padId) => printout.prescriptionPdf(padId),
    properties: properties.cached,
    patientOf: patientOfPad,
    // The prescribing checks at Finalize read the pad's patient: age, sex and allergies.
    checkPatientOf: (padId) => {
      const patientId = consultations.patientOfPad(padId);
      if (patientId === undefined) return undefined;
      const view = patients.directory.view(patientId);
      const person = view && { birthDate: view.birthDate, ageYears: view.ageYears, sex: view.sex };
      return { person, alerts: patients.alerts.alertsOf(patientId) };
    },
    // Finalize waits for the doctor's decision on every suggestion of the scribe.
    openSuggestions: (padId) => scribe.openSuggestions(padId),
    // A finalized pad's medicines (names and forms only) join the formulary for offline search.
    medicinesFinalized: (account, medicines) => medicalDb.rememberMedicines(account, medicines),
    // A finalized pad keeps the doctor's details of that day (as saved here), for its reprints.
    letterhead: async () => letterheadOf(await doctor.directory.onThisComputer()),
    // ... and the patient's allergies and conditions of that day, asked of the patients feature.
    alertsOf: (padId) => {
      const patientId = consultations.patientOfPad(padId);
      return patientId === undefined ? undefined : patients.alerts.alertsOf(patientId);
    },
    // ... and the language of its directions: the patient's own, else the doctor's default.
    languageOf: (padId) => {
      const patientId = consultations.patientOfPad(padId);
      const own = patientId === undefined ? undefined : patients.printLanguage.ownOf(patientId);
      return own ?? settings.printLanguage.get();
    },
  });
  const queue = createQueueModule(shared, { patients: patients.directory });
  const doctor = createDoctorModule(shared);
  const consultations = createConsultationsModule(shared, {
    patients: patients.directory,
    queue: queue.directory,
    pads: pads.directory,
    padHistory: pads.history,
    alerts: patients.alerts,
  });
  const recordings = createRecordingsModule(
    shared,
    { consultations: consultations.directory },
    options.recording,
  );
  const scribe = createScribeModule(shared, {
    visitOfPad: (padId) => consultations.visitOfPad(padId),
    resultsOf: (consultationId) => recordings.resultsOf(consultationId),
    editPad: (padId, change) => pads.edit(padId, change),
    patientOfPad: (padId) => consultations.patientOfPad(padId),
    alerts: patients.alertsStore,
    // No account to read the saved lookup of: the Since goes into the Note in words.
    // A platform that does not offer the lookup: the pad's default Since group.
    sinceGroupOf: async (kind, platformId) => {
      const backend = await shared.backend.current().catch(() => undefined);
      if (backend === undefined) return undefined;
      return (
        sinceGroupFor(properties.cached, backend.accountKey, kind, platformId) ??
        (properties.lookupOffered(backend) === false ? DEFAULT_SINCE_PROPERTY_GROUP_ID : undefined)
      );
    },
  });
  // The Sync screen names a change by its patient, what and visit, asking the features that know.
  const syncModule = createSyncModule(shared, {
    sources: {
      visitOf: (subject) => consultations.visitOf(subject, (id) => recordings.consultationOf(id)),
      patientName: (id) => patients.names.nameOf(id),
      audioPartsOf: (id) => recordings.audioPartsOf(id),
    },
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
