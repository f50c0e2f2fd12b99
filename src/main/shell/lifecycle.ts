import {
  app,
  dialog,
  Menu,
  powerMonitor,
  powerSaveBlocker,
  shell as electronShell,
  type BrowserWindow,
} from 'electron';
import type { Core } from '../core/core';
import { keepAwakeWhileRecording } from '../core/app/keep-awake';
import { createShutdown, type ShutdownReason } from '../core/app/shutdown';
import { errorName, type Logger } from '../core/log/logger';
import { APP_NAME } from '../core/security/window-policy';
import { contextMenuEntries } from './policy/context-menu';
import { menuTemplate } from './policy/menu';
import { createCrashPolicy } from './policy/renderer-crash';
import { holdShutdown } from './policy/window-close';

/**
 * Everything that ends, guards or recovers the running app, wired to Electron's events; each
 * decision is a plain function beside the core (shutdown, keep-awake, menus, crash policy).
 */
export function superviseApp(deps: {
  core: Core;
  window: BrowserWindow;
  logger: Logger;
  dataDir: string;
  logDir: string;
}): { shutdown(reason: ShutdownReason): Promise<unknown> } {
  const { core, window, logger } = deps;
  const shutdown = createShutdown({
    // After the window closed (it saved on its way out), there is no one left to ask.
    requestSave: () =>
      window.isDestroyed() ? Promise.resolve('no-listener' as const) : core.requestClose(),
    closeCore: () => core.close(),
    logger,
  });
  const end = (reason: ShutdownReason): Promise<unknown> => shutdown.run(reason);

  // Windows ends a session without before-quit or will-quit. query-session-end may be held while
  // the pad and the recorder save; session-end cannot be held, so the same work just starts.
  // It is held only while something unsaved would be lost (holding shows "preventing shutdown").
  window.on('query-session-end', (event) => {
    if (!holdShutdown({ unsavedWork: core.hasUnsavedWork() })) {
      void end('session-end');
      return;
    }
    event.preventDefault();
    void end('session-end').finally(() => app.exit(0));
  });
  window.on('session-end', () => void end('session-end'));
  // macOS and Linux: the system is shutting down or restarting.
  // Electron passes an event the typings leave out; preventDefault asks the system to wait.
  const monitor = powerMonitor as unknown as NodeJS.EventEmitter;
  monitor.on('shutdown', (event: { preventDefault(): void }) => {
    if (holdShutdown({ unsavedWork: core.hasUnsavedWork() })) event.preventDefault();
    void end('system-shutdown').finally(() => app.quit());
  });

  const stopKeepingAwake = keepAwakeWhileRecording({
    onEvent: (listener) => core.onEvent(listener),
    isRecording: () => core.isRecording(),
    blocker: {
      start: () => powerSaveBlocker.start('prevent-app-suspension'),
      stop: (id) => powerSaveBlocker.stop(id),
    },
    logger,
  });
  app.once('will-quit', stopKeepingAwake);

  const saveDiagnostics = (): void => {
    void core.dispatch('app:save-diagnostics', {}, 'app://companion').then((result) => {
      if (result.ok) {
        const saved = result.value as { file: string };
        electronShell.showItemInFolder(saved.file);
      } else {
        dialog.showErrorBox('Diagnostics were not saved', result.error.message);
      }
    });
  };
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      menuTemplate({
        packaged: app.isPackaged,
        platform: process.platform,
        appName: APP_NAME,
        saveDiagnostics,
        openDataFolder: () => void electronShell.openPath(deps.dataDir),
        openLogFolder: () => void electronShell.openPath(deps.logDir),
      }),
    ),
  );

  window.webContents.on('context-menu', (_event, params) => {
    const entries = contextMenuEntries(params);
    if (entries.length === 0) return;
    const menu = Menu.buildFromTemplate(
      entries.map((entry) => {
        switch (entry.kind) {
          case 'replace':
            return {
              label: entry.label,
              click: () => window.webContents.replaceMisspelling(entry.word),
            };
          case 'add-to-dictionary':
            return {
              label: entry.label,
              click: () => window.webContents.session.addWordToSpellCheckerDictionary(entry.word),
            };
          case 'role':
            return { label: entry.label, role: entry.role, enabled: entry.enabled };
          case 'note':
            return { label: entry.label, enabled: false };
          case 'separator':
            return { type: 'separator' as const };
        }
      }),
    );
    menu.popup({ window });
  });

  const crashes = createCrashPolicy();
  window.webContents.on('render-process-gone', (_event, details) => {
    logger.error(
      { reason: details.reason, exitCode: details.exitCode },
      'the window process went away',
    );
    const decision = crashes.decide(details.reason, { closing: shutdown.started() });
    if (decision.action === 'none' || window.isDestroyed()) return;
    if (decision.action === 'reload') {
      window.webContents.reload();
      void dialog.showMessageBox(window, { type: 'warning', message: decision.message });
      return;
    }
    dialog.showErrorBox('Clinic Companion must close', decision.message);
    void end('quit').finally(() => app.exit(1));
  });
  app.on('child-process-gone', (_event, details) => {
    logger.warn(
      {
        type: details.type,
        reason: details.reason,
        exitCode: details.exitCode,
        service: details.serviceName,
      },
      'a helper process went away',
    );
  });

  app.on('will-quit', (event) => {
    if (shutdown.started()) return;
    event.preventDefault();
    void end('quit')
      .catch((error: unknown) => logger.error({ err: errorName(error) }, 'quitting failed'))
      .finally(() => app.quit());
  });
  return { shutdown: end };
}
