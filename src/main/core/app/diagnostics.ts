import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/connection';
import { crashDumpsSummary } from './crash-dumps';
import type { OutboxCounts } from '../outbox/outbox-row';
import type { SettingsRepository } from '../settings/settings-repository';
import type { PatientNames } from '../patients/patient-names';
import { createTextScrubber } from '../log/scrub-text';
import { scrubLogLine } from './diagnostic-log';
import { settingsForDiagnostics } from './diagnostic-settings';
import type { DiagnosticsSaved } from '../../../shared/update';

/** Log lines in the bundle at most. */
export const DIAGNOSTIC_LOG_LINES = 500;

export interface DiagnosticsDeps {
  dir: string;
  appVersion: string;
  now: () => number;
  db: Db;
  settings: SettingsRepository;
  outboxCounts: () => OutboxCounts;
  /** The changes not yet settled, each by its kind (operation) and state: names from code only. */
  openOutbox: () => readonly { operation: string; state: string }[];
  recentLogLines: (count: number) => string[];
  /** The saved patients' names and identifiers, blanked wherever a log line quotes them. */
  patients: PatientNames;
  /** Electron's crash-dump folder, when the shell keeps dumps: counted and dated, never copied. */
  crashDumpsDir?: string;
}

/** What the bundle says instead of the log when the saved patients cannot be read. */
export const LOG_WITHHELD =
  'The log lines are left out: the saved patients could not be read (the keychain is unavailable), so their names could not be blanked.';

/** `{ 'patient.create': { pending: 2 } }`: how many open changes of each kind are in each state. */
function countByKind(
  rows: readonly { operation: string; state: string }[],
): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const { operation, state } of rows) {
    const byState = (counts[operation] ??= {});
    byState[state] = (byState[state] ?? 0) + 1;
  }
  return counts;
}

/**
 * Writes the support bundle (docs/diagnostics.md): versions, the settings named in
 * DIAGNOSTIC_SETTINGS as that list shows them, counts, the database's size and schema, crash
 * counts, and the recent log lines with credentials, numbers, dates and the saved patients' names
 * blanked. Nothing else is copied into it.
 */
export function saveDiagnostics(deps: DiagnosticsDeps): DiagnosticsSaved {
  const at = new Date(deps.now());
  const people = deps.patients.onThisComputer();
  const scrub = people ? createTextScrubber(people) : undefined;
  const bundle = {
    kind: 'clinic-companion-diagnostics',
    createdAt: at.toISOString(),
    app: { version: deps.appVersion },
    runtime: {
      platform: process.platform,
      arch: process.arch,
      osRelease: os.release(),
      versions: {
        node: process.versions.node,
        electron: process.versions.electron ?? null,
        chrome: process.versions.chrome ?? null,
        sqlite: (deps.db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v,
      },
      memoryMiB: Math.round(process.memoryUsage().rss / 1024 / 1024),
    },
    database: {
      schemaVersion: deps.db.pragma('user_version', { simple: true }) as number,
      pages: deps.db.pragma('page_count', { simple: true }) as number,
      pageSize: deps.db.pragma('page_size', { simple: true }) as number,
      journalMode: deps.db.pragma('journal_mode', { simple: true }) as string,
    },
    settings: settingsForDiagnostics(deps.settings.list()),
    outbox: deps.outboxCounts(),
    outboxByKind: countByKind(deps.openOutbox()),
    crashDumps: deps.crashDumpsDir === undefined ? null : crashDumpsSummary(deps.crashDumpsDir),
    log: scrub
      ? deps.recentLogLines(DIAGNOSTIC_LOG_LINES).map((line) => scrubLogLine(line, scrub))
      : [],
    ...(scrub ? {} : { logWithheld: LOG_WITHHELD }),
  };
  mkdirSync(deps.dir, { recursive: true, mode: 0o700 });
  const name = `clinic-companion-diagnostics-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}.json`;
  const file = path.join(deps.dir, name);
  const text = `${JSON.stringify(bundle, null, 2)}\n`;
  writeFileSync(`${file}.partial`, text, { mode: 0o600 });
  renameSync(`${file}.partial`, file);
  return { file, bytes: Buffer.byteLength(text) };
}
