import path from 'node:path';
import { app } from 'electron';
import { APP_NAME } from './core/security/window-policy';
import { enableCompileCacheIn } from './shell/compile-cache';

// Electron's entry: only what must run before the rest of the main is loaded.
// The name decides the data folder (and, on macOS, the keychain entry holding the data key): set
// before anything asks for a path, and never changed once released.
app.setName(APP_NAME);
// Support and the Electron end-to-end suite may point the app at another data folder.
const dataDirOverride = process.env.CLINIC_COMPANION_DATA_DIR;
if (dataDirOverride) app.setPath('userData', path.resolve(dataDirOverride));
// The compile cache covers what is imported after it is on: the rest of the main, the core
// (with zod, jose and pino bundled in) and the feature modules each loads on first use.
const compileCache = enableCompileCacheIn(app.getPath('userData'));
// Awaited at the top level: Electron emits `ready` only once the entry has finished, so the app
// scheme registered by runApp is still in time.
const { runApp } = await import('./electron-main');
runApp(import.meta.dirname, compileCache);
