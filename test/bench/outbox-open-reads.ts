import path from 'node:path';
import { openDatabase } from '../../src/main/core/db/connection';
import { CLEAR_ERROR_TEXT } from '../../src/main/core/outbox/error-text';
import { createOutboxReads } from '../../src/main/core/outbox/outbox-reads';
import { makeTempDir } from '../helpers/temp-dir';
import { median, report } from './report';

const SETTLED = 50_000;
const OPEN = 100;
const ROUNDS = 30;

/** A database holding `settled` done rows (a month of audits) and `OPEN` rows still waiting. */
function outboxWith(settled: number): { dir: string; file: string } {
  const temp = makeTempDir('bench-outbox-open-');
  const file = path.join(temp.dir, 'outbox.sqlite');
  const db = openDatabase(file);
  const insert = db.prepare(
    `INSERT INTO outbox (idempotency_key, operation, payload, ordering_key, state, next_attempt_at,
       created_at, updated_at, completed_at)
     VALUES (?, 'bench', '{}', ?, ?, 0, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < settled; i += 1) insert.run(`done-${i}`, `k${i % 97}`, 'done', i, i, i);
    for (let i = 0; i < OPEN; i += 1) {
      insert.run(`open-${i}`, `k${i % 97}`, 'pending', settled + i, settled + i, null);
    }
  })();
  db.close();
  return { dir: temp.dir, file };
}

function timeReads(file: string): { counts: number; open: number } {
  const db = openDatabase(file);
  const reads = createOutboxReads(db, CLEAR_ERROR_TEXT);
  const counts: number[] = [];
  const open: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    let start = performance.now();
    reads.counts();
    counts.push(performance.now() - start);
    start = performance.now();
    if (reads.open().length !== OPEN) throw new Error('the bench outbox lost its open rows');
    open.push(performance.now() - start);
  }
  db.close();
  return { counts: median(counts), open: median(open) };
}

/**
 * The status counts (read on every sync status push) and the open rows (the Sync screen) with a
 * month of settled rows behind them, against the same reads of the open rows alone: the ratio
 * says whether the reads grow with the audit history (the goal: flat).
 */
export function benchOutboxOpenReads(): void {
  const month = timeReads(outboxWith(SETTLED).file);
  const alone = timeReads(outboxWith(0).file);
  report(
    'outbox_counts_50k_settled_100_open',
    month.counts,
    'ms',
    'outbox_counts_100_open_only',
    alone.counts,
  );
  report(
    'outbox_open_50k_settled_100_open',
    month.open,
    'ms',
    'outbox_open_100_open_only',
    alone.open,
  );
}
