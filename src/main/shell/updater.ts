import { existsSync } from 'node:fs';
import path from 'node:path';
import { app } from 'electron';
import electronUpdater from 'electron-updater';
import type { Core } from '../core/core';
import { errorName, type Logger } from '../core/log/logger';
import { UPDATE_CHECK_EVERY_MS, updateCheckDecision } from './policy/update-check';

/**
 * electron-updater under the core's update policy. The download is verified against the SHA-512
 * the feed publishes, and on Windows and macOS against the app's code signature, before it is
 * offered; it never starts while a consultation is being recorded, and the app never restarts by
 * itself: the doctor chooses "Restart to update" between consultations, or it installs at quit.
 */
export function startUpdates(deps: {
  core: Core;
  logger: Logger;
  shutdown: () => Promise<unknown>;
}): () => void {
  const decision = updateCheckDecision({
    packaged: app.isPackaged,
    feedFileExists: existsSync(path.join(process.resourcesPath, 'app-update.yml')),
    env: process.env,
  });
  if (!decision.check) {
    deps.logger.info({ reason: decision.reason }, 'not checking for updates');
    return () => undefined;
  }
  const { autoUpdater } = electronUpdater;
  autoUpdater.autoDownload = false;
  autoUpdater.autoInstallOnAppQuit = true;
  autoUpdater.allowDowngrade = false;
  autoUpdater.logger = null;

  const flow = deps.core.attachUpdater(
    {
      download: () => autoUpdater.downloadUpdate(),
      install: () => autoUpdater.quitAndInstall(false, true),
    },
    deps.shutdown,
  );
  autoUpdater.on('update-available', (info) => flow.available(info.version));
  autoUpdater.on('download-progress', (progress) => flow.progress(progress.percent));
  autoUpdater.on('update-downloaded', (info) => flow.downloaded(info.version));
  autoUpdater.on('error', (error) => flow.failed(error));

  const check = (): void => {
    autoUpdater
      .checkForUpdates()
      .catch((error: unknown) =>
        deps.logger.warn({ err: errorName(error) }, 'checking for updates failed'),
      );
  };
  check();
  const timer = setInterval(check, UPDATE_CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
