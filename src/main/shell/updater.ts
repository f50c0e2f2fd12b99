import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { app } from 'electron';
import electronUpdater from 'electron-updater';
import type { Core } from '../core/core';
import { errorName, type Logger } from '../core/log/logger';
import { PINNED_UPDATE_KEY } from './pinned-update-key';
import { UPDATE_CHECK_EVERY_MS, updateCheckDecision } from './policy/update-check';
import { verifiedLinuxUpdater } from './verified-linux-updater';

const textBesideApp = (name: string): string | undefined => {
  const file = path.join(process.resourcesPath, name);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

/**
 * electron-updater under the core's update policy, only where the build can verify what it would
 * install (policy/update-check.ts): Windows by the installer's Authenticode publisher, macOS by
 * Squirrel's code-signature check, Linux by the feed's Ed25519 signature against the key pinned
 * in the app (verified-linux-updater.ts). The download never starts while a consultation is
 * being recorded, and the app never restarts by itself: the doctor chooses "Restart to update"
 * between consultations, or it installs at quit. `allowDowngrade` stays false: a feed naming an
 * older version (a mistake, or whoever took the feed over) must not push every clinic back to a
 * release with fixed flaws, nor to one that refuses the newer database; going back is done on
 * purpose, one computer at a time (docs/updates.md).
 */
export function startUpdates(deps: {
  core: Core;
  logger: Logger;
  shutdown: () => Promise<unknown>;
}): () => void {
  const decision = updateCheckDecision({
    packaged: app.isPackaged,
    platform: process.platform,
    feed: app.isPackaged ? textBesideApp('app-update.yml') : undefined,
    packageType: app.isPackaged ? textBesideApp('package-type') : undefined,
    pinnedKey: PINNED_UPDATE_KEY,
    env: process.env,
  });
  if (!decision.check) {
    deps.logger.info({ reason: decision.reason }, 'not checking for updates');
    return () => undefined;
  }
  deps.logger.info({ verification: decision.verification }, 'checking for updates');
  const autoUpdater = decision.linuxPackage
    ? verifiedLinuxUpdater(decision.linuxPackage, PINNED_UPDATE_KEY)
    : electronUpdater.autoUpdater;
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
