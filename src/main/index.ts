import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserWindow } from 'electron';
import { app, dialog } from 'electron';
import pino from 'pino';
import { startCompanion } from './compose';
import type { Core } from './core/core';
import { startFailure } from './core/app/start-failure';
import { allowOrigins } from './core/ipc/origin';
import { createLogger, type Logger } from './core/log/logger';
import { APP_NAME, APP_ORIGIN } from './core/security/window-policy';
import { registerAppScheme, serveRenderer } from './shell/app-protocol';
import { registerIpc } from './shell/ipc';
import { watchOsNetwork } from './shell/os-network';
import { restrictPermissions } from './shell/permissions';
import { electronSecretStore } from './shell/secret-store';
import { createMainWindow, saveBeforeClose } from './shell/window';

// Composition root: Electron lifecycle and wiring only. Everything it starts runs in plain Node.
// The name decides the data folder (and, on macOS, the keychain entry holding the data key): set
// before anything asks for a path, and never changed once released.
app.setName(APP_NAME);
registerAppScheme();

let core: Core | undefined;
let window: BrowserWindow | undefined;
let logger: Logger | undefined;

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  // A failure inside start() must end here: shown, logged, the process gone (a silent failure
  // would leave an invisible process holding the single-instance lock).
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => fail(error));
}

async function start(): Promise<void> {
  const dataDir = app.getPath('userData');
  const logDir = path.join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const log = createLogger(pino.destination({ dest: path.join(logDir, 'main.log'), mkdir: true }));
  logger = log;

  const running = startCompanion({
    dataDir,
    secrets: electronSecretStore,
    isAllowedOrigin: allowOrigins([APP_ORIGIN]),
    appVersion: app.getVersion(),
    logger: log,
  });
  core = running;
  const stopWatchingNetwork = watchOsNetwork(running.network);
  app.once('will-quit', stopWatchingNetwork);
  restrictPermissions();
  serveRenderer(path.join(import.meta.dirname, '../renderer'));
  window = createMainWindow(path.join(import.meta.dirname, '../preload'));
  registerIpc(running, window);
  // The pad's last keystrokes may still sit in the renderer's debounce: let it save them first.
  saveBeforeClose(window, () => running.requestClose());
  window.on('closed', () => {
    window = undefined;
  });
  await window.loadURL(`${APP_ORIGIN}/index.html`);
  log.info('app started');
}

function fail(error: unknown): void {
  const failure = startFailure(error);
  if (logger) logger.error(failure.log, 'the app could not start');
  else console.error(JSON.stringify({ msg: 'the app could not start', ...failure.log }));
  dialog.showErrorBox('Clinic Companion could not start', failure.message);
  // exit, not quit: no window or core to wait for, and the single-instance lock goes with it.
  app.exit(1);
}

app.on('window-all-closed', () => app.quit());

let quitting = false;
app.on('will-quit', (event) => {
  if (quitting || !core) return;
  quitting = true;
  event.preventDefault();
  void core.close().finally(() => app.quit());
});
