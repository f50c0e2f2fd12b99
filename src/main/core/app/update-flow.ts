import { CoreError } from '../errors';
import { errorName, type Logger } from '../log/logger';
import type { UpdateState } from '../../../shared/update';

/** The shell's update client (electron-updater): a true edge, replaced in tests. */
export interface Updater {
  download(): Promise<unknown>;
  /** Ends the app and installs the downloaded update. */
  install(): void;
}

export interface UpdateFlow {
  state(): UpdateState;
  /** The feed has a newer version: download it now, or once no recording runs. */
  available(version: string): void;
  progress(percent: number): void;
  downloaded(version: string): void;
  failed(error: unknown): void;
  /** A recording started or stopped: a deferred download may go now. */
  recordingChanged(): void;
  /** The doctor chose "Restart to update": save, close, install. Refused while recording. */
  restart(): Promise<{ restarting: true }>;
}

/**
 * The update policy, in plain Node: a download never competes with a recording (the audio upload
 * comes first, and a doctor should not see a progress bar mid-consultation), and the app never
 * restarts by itself; "Restart to update" is offered between consultations, or the update
 * installs at the next quit.
 */
export function createUpdateFlow(deps: {
  updater: Updater;
  isRecording(): boolean;
  /** Saves what the window holds and closes the core, within its time limits. */
  shutdown(): Promise<unknown>;
  publish(state: UpdateState): void;
  logger: Logger;
}): UpdateFlow {
  let current: UpdateState = { state: 'none' };
  let downloading = false;
  const set = (next: UpdateState): void => {
    current = next;
    deps.publish(next);
  };
  function startDownload(version: string): void {
    if (downloading) return;
    if (deps.isRecording()) {
      set({ state: 'waiting-for-recording', version });
      return;
    }
    downloading = true;
    set({ state: 'downloading', version, percent: 0 });
    deps.updater.download().catch((error: unknown) => flow.failed(error));
  }
  const flow: UpdateFlow = {
    state: () => current,
    available(version) {
      if (current.state === 'ready') return;
      deps.logger.info({ version }, 'an update is available');
      startDownload(version);
    },
    progress(percent) {
      if (current.state !== 'downloading') return;
      const rounded = Math.max(0, Math.min(100, Math.floor(percent)));
      if (rounded !== current.percent) set({ ...current, percent: rounded });
    },
    downloaded(version) {
      downloading = false;
      deps.logger.info({ version }, 'an update is ready to install');
      set({ state: 'ready', version });
    },
    failed(error) {
      downloading = false;
      deps.logger.warn({ err: errorName(error) }, 'the update failed');
      set({
        state: 'failed',
        message:
          'The update could not be downloaded or verified. The app keeps working as it is and will try again later.',
      });
    },
    recordingChanged() {
      if (current.state === 'waiting-for-recording') startDownload(current.version);
    },
    async restart() {
      if (current.state !== 'ready') {
        throw new CoreError('CONFLICT', 'There is no downloaded update to install yet.');
      }
      if (deps.isRecording()) {
        throw new CoreError(
          'CONFLICT',
          'A consultation is being recorded. Stop the recording first; the update can wait.',
        );
      }
      await deps.shutdown();
      deps.updater.install();
      return { restarting: true };
    },
  };
  return flow;
}
