import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/connection';
import { crashDumpsSummary } from './crash-dumps';
import type { OutboxCounts } from '../outbox/outbox-row';
import type { SettingsRepository } from '../settings/settings-repository';
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
  recentLogLines: (count: number) => string[];
  /** Electron's crash-dump folder, when the shell keeps dumps: counted and dated, never copied. */
  crashDumpsDir?: string;
}

/**
 * Logs carry ids, codes and counts only; this is the second net for what a bundle leaves the
 * clinic with: long digit runs (mobile, Aadhaar, ABHA numbers), e-mail addresses and bearer
 * tokens are blanked before anything is written.
 */
export function scrubLine(line: string): string {
  return line
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]')
    .replace(/\b(Bearer\s+)[\w.~+/=-]+/gi, '$1[token]')
    .replace(/\d(?:[\s-]?\d){9,}/g, '[number]');
}

/** Settings keys whose values are addresses or names of the clinic's account, not secrets. */
function settingValue(key: string, value: string | undefined, secret: boolean): string {
  if (secret) return '[secret: set]';
  if (value === undefined) return '[empty]';
  return scrubLine(value.length > 200 ? `${value.slice(0, 200)}…` : value);
}

/**
 * Writes the support bundle: versions, settings without secrets, counts, the database's size and
 * schema, and the recent log lines, all scrubbed. Nothing a doctor typed is read to make it.
 */
export function saveDiagnostics(deps: DiagnosticsDeps): DiagnosticsSaved {
  const at = new Date(deps.now());
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
    settings: Object.fromEntries(
      deps.settings.list().map((row) => [row.key, settingValue(row.key, row.value, row.secret)]),
    ),
    outbox: deps.outboxCounts(),
    crashDumps: deps.crashDumpsDir === undefined ? null : crashDumpsSummary(deps.crashDumpsDir),
    log: deps.recentLogLines(DIAGNOSTIC_LOG_LINES).map(scrubLine),
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
