import path from 'node:path';
import { BrowserWindow, dialog, shell as electronShell } from 'electron';
import type { Logger } from '../core/log/logger';
import { isAppUrl } from '../core/security/window-policy';
import { externalLinkDecision } from './policy/external-links';
import { createCloseGate } from './policy/window-close';

/**
 * The one app window: isolated, sandboxed, no Node in the renderer, and unable to navigate away
 * from the app or open other windows (links to the app's sources, the platform and the app's own
 * site open in the user's browser: policy/external-links.ts decides; a refusal is logged by origin).
 */
export function createMainWindow(preloadDir: string, log: Logger): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'Clinic Companion',
    webPreferences: {
      preload: path.join(preloadDir, 'index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: true,
    },
  });

  window.webContents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  window.webContents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  window.webContents.on('will-attach-webview', (event) => event.preventDefault());
  window.webContents.setWindowOpenHandler(({ url }) => {
    const decision = externalLinkDecision(url);
    if (decision.open) void electronShell.openExternal(decision.url);
    else log.warn({ link: decision.where, reason: decision.reason }, 'external link refused');
    return { action: 'deny' };
  });
  window.once('ready-to-show', () => window.show());
  return window;
}

/**
 * Holds the window's close until the renderer has saved what its debounce still holds (the core
 * asks it and waits a bounded time); during a recording the doctor is asked first, in a modal
 * message box (policy/window-close.ts decides).
 */
export function guardClose(
  window: BrowserWindow,
  core: { requestClose(): Promise<unknown>; isRecording(): boolean },
): void {
  window.on(
    'close',
    createCloseGate({
      isRecording: () => core.isRecording(),
      ask: async (question) => (await dialog.showMessageBox(window, question)).response,
      save: () => core.requestClose(),
      close: () => {
        if (!window.isDestroyed()) window.close();
      },
      minimize: () => {
        if (!window.isDestroyed()) window.minimize();
      },
    }),
  );
}
