import path from 'node:path';
import { app, dialog } from 'electron';
import { APP_NAME } from './core/security/window-policy';
import { enableCompileCacheIn } from './shell/compile-cache';
import { debugSwitchRefusal, refusedDebugSwitch } from './shell/policy/debug-switches';

// Electron's entry: only what must run before the rest of the main is loaded.
// First of all, a packaged app started with a debugging switch ends before it opens anything.
const refused = refusedDebugSwitch(process.argv.slice(1), app.isPackaged, process.platform);
if (refused) {
  // Before `ready` this is a native box on Windows and macOS, a line on stderr on Linux.
  dialog.showErrorBox('Clinic Companion did not start', debugSwitchRefusal(refused));
  app.exit(1);
} else {
  await start();
}

async function start(): Promise<void> {
  // The name decides the data folder (and, on macOS, the keychain entry holding the data key):
  // set before anything asks for a path, and never changed once released.
  app.setName(APP_NAME);
  // Support and the Electron end-to-end suite may point the app at another data folder.
  const dataDirOverride = process.env.CLINIC_COMPANION_DATA_DIR;
  if (dataDirOverride) app.setPath('userData', path.resolve(dataDirOverride));
  // The compile cache covers what is imported after it is on: the rest of the main, the core
  // (with zod and jose bundled in) and the feature modules each loads on first use. It is
  // kept per app version; the folders of other versions are removed here.
  const compileCache = enableCompileCacheIn(app.getPath('userData'), app.getVersion());
  // Awaited at the top level: Electron emits `ready` only once the entry has finished, so the app
  // scheme registered by runApp is still in time.
  const { runApp } = await import('./electron-main');
  runApp(import.meta.dirname, compileCache);
}
