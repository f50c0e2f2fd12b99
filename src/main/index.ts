import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserWindow } from 'electron';
import { app, dialog } from 'electron';
import pino from 'pino';
import { startCompanion } from './compose';
import type { Core } from './core/core';
import { isCoreError } from './core/errors';
import { allowOrigins } from './core/ipc/origin';
import { createLogger } from './core/log/logger';
import { APP_ORIGIN } from './core/security/window-policy';
import { registerAppScheme, serveRenderer } from './shell/app-protocol';
import { registerIpc } from './shell/ipc';
import { watchOsNetwork } from './shell/os-network';
import { restrictPermissions } from './shell/permissions';
import { electronSecretStore } from './shell/secret-store';
import { createMainWindow, saveBeforeClose } from './shell/window';

// Composition root: Electron lifecycle and wiring only. Everything it starts runs in plain Node.
registerAppScheme();

let core: Core | undefined;
let window: BrowserWindow | undefined;

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app.whenReady().then(start, fail);
}

async function start(): Promise<void> {
  const dataDir = app.getPath('userData');
  const logDir = path.join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const logger = createLogger(
    pino.destination({ dest: path.join(logDir, 'main.log'), mkdir: true }),
  );

  const running = startCompanion({
    dataDir,
    secrets: electronSecretStore,
    isAllowedOrigin: allowOrigins([APP_ORIGIN]),
    appVersion: app.getVersion(),
    logger,
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
  logger.info('app started');
}

function fail(error: unknown): void {
  // Core errors carry sentences meant for people; anything else could quote paths or data.
  const message = isCoreError(error) ? error.message : 'Clinic Companion could not start.';
  dialog.showErrorBox('Clinic Companion', message);
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
