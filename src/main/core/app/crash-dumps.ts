import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { CoreError } from '../errors';
import { copyPrivateSync, mkdirPrivateSync } from '../storage/private-files';
import type { CrashDumpsSaved, CrashDumpsSummary } from '../../../shared/update';

/** Crash times listed in diagnostics at most (the newest). */
export const CRASH_TIMES_LISTED = 20;

/**
 * The crash dumps Electron's crash reporter (Crashpad) kept on this computer, upload off: `*.dmp`
 * files anywhere under its folder (`app.getPath('crashDumps')`; Crashpad keeps them in
 * `completed/`, `pending/` or `new/`, or a `reports/` folder on some builds), newest first.
 */
function dumpsIn(dir: string): { file: string; at: number }[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return []; // no folder yet: no crash
  }
  const dumps: { file: string; at: number }[] = [];
  for (const name of names) {
    if (!name.endsWith('.dmp')) continue;
    const file = path.join(dir, name);
    try {
      const stat = statSync(file);
      if (stat.isFile()) dumps.push({ file, at: stat.mtimeMs });
    } catch {
      // Removed while listing: not there.
    }
  }
  return dumps.sort((a, b) => b.at - a.at);
}

/**
 * What diagnostics say of crashes: how many dumps and when, never their contents (a dump is a copy
 * of the app's memory, which can hold the patient on screen).
 */
export function crashDumpsSummary(dir: string): CrashDumpsSummary {
  const dumps = dumpsIn(dir);
  return {
    count: dumps.length,
    times: dumps.slice(0, CRASH_TIMES_LISTED).map((dump) => new Date(dump.at).toISOString()),
  };
}

/**
 * Copies every dump into a new folder `clinic-companion-crash-dumps-<time>` under `to`, only when
 * asked for explicitly (Settings > Support, after the warning). The folder is the user's alone.
 */
export function saveCrashDumps(deps: { dir: string; to: string; now: number }): CrashDumpsSaved {
  const dumps = dumpsIn(deps.dir);
  if (dumps.length === 0) {
    throw new CoreError('NOT_FOUND', 'There are no crash dumps on this computer.');
  }
  const stamp = new Date(deps.now)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const folder = path.join(deps.to, `clinic-companion-crash-dumps-${stamp}`);
  mkdirPrivateSync(folder);
  dumps.forEach((dump, index) => {
    // Numbered: Crashpad's own names are unique per folder only.
    copyPrivateSync(dump.file, path.join(folder, `${index + 1}-${path.basename(dump.file)}`));
  });
  return { folder, count: dumps.length };
}
