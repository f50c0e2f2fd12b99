import path from 'node:path';
import { app, dialog } from 'electron';
import { DATABASE_FILE_NAME } from '../compose';
import { restoreOutcome } from '../core/db/roll-back';
import { openLogFiles } from '../core/log/log-files';
import { createLogger } from '../core/log/logger';

const TITLE = 'Clinic Companion: going back to the previous version';

/**
 * `--restore-before-update` (policy/restore-switch.ts): runs instead of the app, never beside it.
 * The single-instance lock says whether the app is open (it holds the database); the work and its
 * words are the core's (core/db/roll-back.ts). The outcome is shown in a dialog (a Windows app has
 * no console) and printed for a terminal, and the process exits 0 when the data was restored.
 * Only a machine with the Electron binary runs this path (npm run test:electron).
 */
export function runRestoreBeforeUpdate(): void {
  if (!app.requestSingleInstanceLock()) {
    dialog.showErrorBox(TITLE, 'Clinic Companion is open: quit it first, then run this again.');
    app.exit(1);
    return;
  }
  void app.whenReady().then(() => {
    const dataDir = app.getPath('userData');
    const logDir = path.join(dataDir, 'logs');
    const logs = openLogFiles(logDir);
    const outcome = restoreOutcome(path.join(dataDir, DATABASE_FILE_NAME), {
      now: Date.now,
      logger: createLogger(logs.destination),
      logDir,
    });
    process.stdout.write(`${outcome.message}\n`);
    dialog.showMessageBoxSync({
      type: outcome.ok ? 'info' : 'warning',
      title: TITLE,
      message: outcome.message,
      buttons: ['OK'],
    });
    logs.close();
    app.exit(outcome.ok ? 0 : 1);
  });
}
