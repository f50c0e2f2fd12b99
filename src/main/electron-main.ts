import path from 'node:path';
import type { BrowserWindow } from 'electron';
import { app, crashReporter, dialog } from 'electron';
import { startCompanion } from './compose';
import { startFailure } from './core/app/start-failure';
import { allowOrigins } from './core/ipc/origin';
import { LOG_FOLDER, openLogFiles } from './core/log/log-files';
import { createLogger, type Logger } from './core/log/logger';
import { APP_ORIGIN } from './core/security/window-policy';
import { registerAppScheme, serveRenderer } from './shell/app-protocol';
import { registerIpc } from './shell/ipc';
import { superviseApp } from './shell/lifecycle';
import { startUpdates } from './shell/updater';
import { watchOsNetwork } from './shell/os-network';
import { restrictPermissions } from './shell/permissions';
import { wantsRestore } from './shell/policy/restore-switch';
import { runRestoreBeforeUpdate } from './shell/restore-before-update';
import { createPlatformFetch } from './shell/platform-fetch';
import { startProxyLogin } from './shell/proxy-login';
import { electronPrintout } from './shell/printout';
import { electronSecretStore } from './shell/secret-store';
import type { CompileCacheOutcome } from './shell/compile-cache';
import { createMainWindow, guardClose } from './shell/window';

// Composition root: Electron lifecycle and wiring only. Everything it starts runs in plain Node.
// index.ts names the app, picks its data folder and turns on the compile cache, then loads this.

let window: BrowserWindow | undefined;
let logger: Logger | undefined;
/** The log folder, once its files are open (the failure dialog names it). */
let logDir: string | undefined;

/**
 * Runs the app. `outDir` is the folder of the built main (out/main: the preload and renderer are
 * its siblings); `compileCache` says whether Node's compile cache is on (logged once started).
 * Called before the app is ready (the app scheme must be registered before).
 */
export function runApp(outDir: string, compileCache: CompileCacheOutcome): void {
  // Crash dumps are kept on this computer only (they are copies of memory, which can hold the
  // patient on screen): counted in diagnostics, copied out only by Settings > Support's explicit
  // "Save crash dumps". Started before anything else can crash (Electron's crashReporter docs).
  crashReporter.start({ uploadToServer: false });
  // Clinic IT going back to the previous version's data (docs/updates.md): instead of the app.
  if (wantsRestore(process.argv)) {
    runRestoreBeforeUpdate();
    return;
  }
  registerAppScheme();
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
      .then(() => start(outDir, compileCache))
      .catch((error: unknown) => fail(error));
  }
  app.on('window-all-closed', () => app.quit());
}

async function start(outDir: string, compileCache: CompileCacheOutcome): Promise<void> {
  const dataDir = app.getPath('userData');
  const logsDir = path.join(dataDir, LOG_FOLDER);
  const logs = openLogFiles(logsDir);
  const log = createLogger(logs.destination);
  logger = log;
  logDir = logsDir;

  const running = startCompanion({
    dataDir,
    secrets: electronSecretStore,
    isAllowedOrigin: allowOrigins([APP_ORIGIN]),
    appVersion: app.getVersion(),
    logger: log,
    // Chromium's network stack: the system proxy, PAC files and the OS certificate store; a
    // proxy's sign-in is asked once per run.
    fetch: createPlatformFetch(startProxyLogin(() => window, log)),
    diagnostics: {
      dir: app.getPath('downloads'),
      recentLogLines: (n) => logs.recentLines(n),
      crashDumpsDir: app.getPath('crashDumps'),
    },
    // Print and Save PDF in a hidden, sandboxed window without JavaScript (offline).
    printout: electronPrintout(() => window),
  });
  const stopWatchingNetwork = watchOsNetwork(running.network);
  app.once('will-quit', stopWatchingNetwork);
  restrictPermissions();
  serveRenderer(path.join(outDir, '../renderer'));
  window = createMainWindow(path.join(outDir, '../preload'), log);
  registerIpc(running, window);
  // The pad's last keystrokes may still sit in the renderer's debounce: let it save them first.
  // Closing during a recording asks first.
  guardClose(window, running);
  window.on('closed', () => {
    window = undefined;
  });
  // Quit, Windows session end, system shutdown, sleep while recording, menus, a crashed page.
  const supervisor = superviseApp({ core: running, window, logger: log, dataDir, logDir: logsDir });
  const stopUpdates = startUpdates({
    core: running,
    logger: log,
    shutdown: () => supervisor.shutdown('quit'),
  });
  app.once('will-quit', stopUpdates);
  app.once('quit', () => logs.close());
  await window.loadURL(`${APP_ORIGIN}/index.html`);
  log.info(
    {
      compileCache: compileCache.enabled ? 'on' : compileCache.reason,
      ...(compileCache.pruned > 0 ? { compileCachePruned: compileCache.pruned } : {}),
    },
    'app started',
  );
}

function fail(error: unknown): void {
  // Frames are named relative to the app (app.asar), never by a path that can hold a user's name.
  const failure = startFailure(error, { logDir, appDir: app.getAppPath() });
  if (logger) logger.error(failure.log, 'the app could not start');
  else console.error(JSON.stringify({ msg: 'the app could not start', ...failure.log }));
  dialog.showErrorBox('Clinic Companion could not start', failure.message);
  // exit, not quit: no window or core to wait for, and the single-instance lock goes with it.
  app.exit(1);
}
