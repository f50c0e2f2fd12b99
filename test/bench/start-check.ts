import { copyFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { systemClock } from '../../src/main/core/clock';
import { silentLogger } from '../../src/main/core/log/logger';
import { createBackups } from '../../src/main/core/db/backups';
import { openDatabase } from '../../src/main/core/db/connection';
import { checkDatabase } from '../../src/main/core/db/integrity';
import { createOutboxRepository } from '../../src/main/core/outbox/outbox-repository';
import { makeTempDir } from '../helpers/temp-dir';
import { median, report } from './report';

const PADS = Number(process.env.BENCH_CHECK_PADS ?? 3000);
const RUNS = 9;
/** About the sealed size of a pad with a dozen findings, vitals and medicines. */
const PAD_BYTES = 4096;

/**
 * The check at start and the daily backup on a database of realistic size: `PADS` pads (half
 * finalized, each with its sealed body and outbox row) and as many outbox rows again.
 * `start_quick_check_*` is `PRAGMA quick_check` as the app runs it before migrating (open, check,
 * close) against a bare open of the same file; `daily_backup_*` is the online backup as the app
 * takes it (copy, switch to a self-contained file, rename) against a plain file copy. Medians, ms.
 */
export async function benchStartCheck(): Promise<void> {
  const temp = makeTempDir('companion-bench-');
  try {
    const file = path.join(temp.dir, 'clinic-companion.sqlite');
    fill(file);
    const megabytes = Math.round(statSync(file).size / 1024 / 1024);
    const size = `${PADS}_pads_${megabytes}mb`;

    const bare = time(() => {
      const db = new Database(file, { fileMustExist: true });
      db.pragma('journal_mode = WAL');
      db.close();
    });
    const check = time(() => {
      if (checkDatabase(file).state !== 'ok') throw new Error('the bench database is damaged');
    });
    report(`start_quick_check_${size}`, check, 'ms', 'bare_sqlite_open_same_file', bare);

    const db = openDatabase(file);
    const backups = createBackups({
      db,
      dir: path.join(temp.dir, 'backups'),
      now: (() => {
        let at = Date.now();
        return () => (at += 1000);
      })(),
      logger: silentLogger,
      keep: 2,
    });
    const backupTimes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const start = performance.now();
      if (!(await backups.take())) throw new Error('a bench backup failed');
      backupTimes.push(performance.now() - start);
    }
    db.close();
    const copy = time((i) => copyFileSync(file, path.join(temp.dir, `copy-${i % 2}.sqlite`)));
    report(`daily_backup_${size}`, median(backupTimes), 'ms', 'bare_file_copy_same_file', copy);
  } finally {
    temp.remove();
  }
}

function fill(file: string): void {
  const db = openDatabase(file);
  const outbox = createOutboxRepository(db, systemClock);
  const insertPad = db.prepare(
    `INSERT INTO pads (id, account, status, revision, pad_sealed, body_sealed, outbox_id,
       created_at, updated_at, finalized_at) VALUES (?, 'bench', ?, 1, ?, ?, ?, ?, ?, ?)`,
  );
  const sealed = () => Buffer.from(crypto.getRandomValues(new Uint8Array(PAD_BYTES)));
  db.transaction(() => {
    for (let i = 0; i < PADS; i += 1) {
      const at = Date.now() - (PADS - i) * 60_000;
      const id = `pad-${i}`;
      const row = outbox.enqueue({
        operation: 'pad.save',
        orderingKey: `pad:${id}`,
        account: 'bench',
        payload: { id, revision: 1, sealed: sealed().subarray(0, 1024).toString('base64') },
      });
      const finalized = i % 2 === 0;
      insertPad.run(
        id,
        finalized ? 'finalized' : 'draft',
        sealed(),
        finalized ? sealed() : null,
        finalized ? row.id : null,
        at,
        at,
        finalized ? at : null,
      );
    }
  })();
  db.close();
}

function time(run: (i: number) => void): number {
  const times: number[] = [];
  run(-1);
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    run(i);
    times.push(performance.now() - start);
  }
  return median(times);
}
