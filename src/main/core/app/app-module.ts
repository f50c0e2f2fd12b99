import type { ConnectionStatus } from '../../../shared/connection';
import type { CoreShared } from '../core-shared';
import { CoreError } from '../errors';
import type { FeatureModule } from '../feature-module';
import path from 'node:path';
import { createCloseCoordinator, type CloseCoordinator } from './close-coordinator';
import { saveCrashDumps } from './crash-dumps';
import { saveDiagnostics } from './diagnostics';
import { createUpdateFlow, type UpdateFlow, type Updater } from './update-flow';
import type { APP_METHODS } from '../../../shared/ipc/channels/app';
import type { PatientNames } from '../patients/patient-names';

export interface AppModule extends FeatureModule<keyof typeof APP_METHODS> {
  closing: CloseCoordinator;
  /** The one status the renderer sees: `syncing` is "online, and sending". */
  publicStatus(): ConnectionStatus;
  /** Whether ending now would lose something: a recording runs, or the window holds unsaved edits. */
  hasUnsavedWork(): boolean;
  /** The shell hands its update client here (packaged builds with a feed only). */
  attachUpdater(updater: Updater, shutdown: () => Promise<unknown>): UpdateFlow;
}

export interface AppModuleOptions {
  appVersion: string;
  /** Whether a consultation is being recorded (updates wait for it). */
  isRecording: () => boolean;
  /** The saved patients' names, for diagnostics to blank (asked only when a bundle is saved). */
  patientNames: PatientNames;
  diagnostics?: DiagnosticsOptions;
}

export interface DiagnosticsOptions {
  /** Where the support bundle is written (the shell: the user's Downloads; default: `diagnostics/` in the data folder). */
  dir?: string;
  /** The log's last lines (the shell: the rotated log files). */
  recentLogLines?: (count: number) => string[];
  /** Electron's crash-dump folder (the shell keeps dumps locally, upload off). */
  crashDumpsDir?: string;
}

/** The infrastructure this feature stands on (the rest of the core's is not its business). */
export type AppInfra = Pick<
  CoreShared,
  | 'clock'
  | 'dataDir'
  | 'db'
  | 'emit'
  | 'hasEventListeners'
  | 'onEvent'
  | 'outbox'
  | 'settings'
  | 'connection'
  | 'sync'
  | 'backend'
  | 'logger'
>;

/** The app itself: what it is, the connection, closing the window, diagnostics and updates. */
export function createAppModule(shared: AppInfra, options: AppModuleOptions): AppModule {
  const { appVersion } = options;
  const { connection, sync, backend, logger } = shared;
  let updates: UpdateFlow | undefined;
  const closing = createCloseCoordinator({
    hasListeners: () => shared.hasEventListeners(),
    emitClosing: (token) => shared.emit('app:closing', { token }),
    logger,
  });

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
    shared.emit('connection:status', status);
  };
  const stops: (() => void)[] = [];
  // What the window last said of its own edits; true until it first says otherwise (a window
  // that never reports is assumed to hold something).
  let windowUnsaved = true;

  return {
    name: 'app',
    closing,
    publicStatus,
    hasUnsavedWork: () => windowUnsaved || options.isRecording(),
    handlers: {
      'app:get-info': async () => {
        const current = await backend.current();
        return { version: appVersion, mode: current.mode, baseUrl: current.baseUrl };
      },
      'app:ready-to-close': (args) => Promise.resolve(closing.readyToClose(args.token)),
      'app:report-unsaved': (args) => {
        windowUnsaved = args.unsaved;
        return Promise.resolve({ unsaved: windowUnsaved });
      },
      'connection:get-status': () => Promise.resolve(publicStatus()),
      'app:save-diagnostics': () =>
        Promise.resolve(
          saveDiagnostics({
            dir: options.diagnostics?.dir ?? path.join(shared.dataDir, 'diagnostics'),
            appVersion,
            now: () => shared.clock.now(),
            db: shared.db,
            settings: shared.settings,
            outboxCounts: () => shared.outbox.counts(),
            openOutbox: () => shared.outbox.open(),
            recentLogLines: options.diagnostics?.recentLogLines ?? (() => []),
            patients: options.patientNames,
            ...(options.diagnostics?.crashDumpsDir === undefined
              ? {}
              : { crashDumpsDir: options.diagnostics.crashDumpsDir }),
          }),
        ),
      'app:save-crash-dumps': () => {
        const dir = options.diagnostics?.crashDumpsDir;
        if (dir === undefined) {
          throw new CoreError('NOT_FOUND', 'This build keeps no crash dumps.');
        }
        return Promise.resolve(
          saveCrashDumps({
            dir,
            to: options.diagnostics?.dir ?? path.join(shared.dataDir, 'diagnostics'),
            now: shared.clock.now(),
          }),
        );
      },
      'app:get-update': () => Promise.resolve(updates?.state() ?? { state: 'none' }),
      'app:restart-to-update': async () => {
        if (!updates)
          throw new CoreError('CONFLICT', 'There is no downloaded update to install yet.');
        return updates.restart();
      },
    },
    attachUpdater(updater, shutdown) {
      updates = createUpdateFlow({
        updater,
        shutdown,
        isRecording: options.isRecording,
        publish: (state) => shared.emit('app:update', state),
        logger,
      });
      const flow = updates;
      stops.push(
        shared.onEvent((channel) => {
          if (channel === 'recording:status') flow.recordingChanged();
        }),
      );
      return flow;
    },
    // Subscribed at start, after every module is built: the Sync module's own `sync:status`
    // listener comes first, so the renderer hears it before the connection status it moves.
    start() {
      stops.push(connection.onChange(publishConnection), sync.onStatus(publishConnection));
    },
    close() {
      closing.dispose();
      for (const stop of stops) stop();
    },
  };
}
