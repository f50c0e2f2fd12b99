import Database from 'better-sqlite3';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Pad } from '../../src/shared/pad/pad';
import { startTestCompanion } from '../helpers/companion';
import { makeTempDir } from '../helpers/temp-dir';
import { bigPad } from './big-pad';
import { report } from './report';

const WARM_UP = 20;
const SAVES = 300;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * One autosave of a full pad (100 findings, every vital) through the core's IPC dispatch: argument
 * check, the pad sealed with AES-256-GCM, one UPDATE with the revision check on the real SQLite
 * file (synchronous=FULL). Baseline, same run: a bare UPDATE of the same pad's JSON into a table
 * with the same pragmas, one transaction each: what any durable save costs on this disk.
 */
export async function benchPadAutosave(): Promise<void> {
  const app = await startTestCompanion();
  const temp = makeTempDir('companion-bench-');
  const bare = new Database(path.join(temp.dir, 'bare.sqlite'));
  try {
    const current = await app.value('pad:get-current', {});
    let pad: Pad = { ...bigPad(100), id: current.pad.id, createdAt: current.pad.createdAt };
    let revision = current.revision;
    const appSave = async (i: number): Promise<number> => {
      // Each save differs, as typing makes it: one note changes.
      const finding = pad.findings[i % pad.findings.length]!;
      pad = {
        ...pad,
        findings: pad.findings.with(i % pad.findings.length, {
          ...finding,
          properties: { ...finding.properties, 'pg-5243973452': `Typed ${i}` },
        }),
      };
      const start = performance.now();
      const saved = await app.value('pad:save-draft', { pad, expectedRevision: revision });
      const elapsed = performance.now() - start;
      revision = saved.revision;
      return elapsed;
    };

    bare.pragma('journal_mode = WAL');
    bare.pragma('synchronous = FULL');
    bare.exec('CREATE TABLE pads (id TEXT PRIMARY KEY, body TEXT, revision INTEGER)');
    bare.prepare('INSERT INTO pads VALUES (?, ?, 1)').run(pad.id, JSON.stringify(pad));
    const update = bare.prepare<[string, string]>(
      'UPDATE pads SET body = ?, revision = revision + 1 WHERE id = ?',
    );
    const bareSave = (i: number): number => {
      const body = JSON.stringify({ ...pad, updatedAt: String(i) });
      const start = performance.now();
      bare.transaction(() => update.run(body, pad.id))();
      return performance.now() - start;
    };

    for (let i = 0; i < WARM_UP; i += 1) {
      await appSave(i);
      bareSave(i);
    }
    const app_: number[] = [];
    const bare_: number[] = [];
    for (let i = 0; i < SAVES; i += 1) {
      app_.push(await appSave(i));
      bare_.push(bareSave(i));
    }
    const bytes = Buffer.byteLength(JSON.stringify(pad));
    report(
      `pad_autosave_p50_${Math.round(bytes / 1024)}kib`,
      percentile(app_, 50),
      'ms',
      'bare_sqlite_update_p50',
      percentile(bare_, 50),
    );
    report(
      `pad_autosave_p95_${Math.round(bytes / 1024)}kib`,
      percentile(app_, 95),
      'ms',
      'bare_sqlite_update_p95',
      percentile(bare_, 95),
    );
  } finally {
    bare.close();
    temp.remove();
    await app.close();
  }
}
