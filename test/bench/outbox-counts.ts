import path from 'node:path';
import { openDatabase, type Db } from '../../src/main/core/db/connection';
import { CLEAR_ERROR_TEXT } from '../../src/main/core/outbox/error-text';
import { createOutboxPages } from '../../src/main/core/outbox/outbox-pages';
import { COUNT_OPEN_STATES_SQL, createOutboxReads } from '../../src/main/core/outbox/outbox-reads';
import { makeTempDir } from '../helpers/temp-dir';
import { median, report } from './report';

const ROUNDS = 30;

/** A database holding `open` rows waiting (a week offline), a few of them refused. */
function outboxWith(open: number): Db {
  const temp = makeTempDir('bench-outbox-counts-');
  const db = openDatabase(path.join(temp.dir, 'outbox.sqlite'));
  const insert = db.prepare(
    `INSERT INTO outbox (idempotency_key, operation, payload, ordering_key, state, next_attempt_at,
       created_at, updated_at)
     VALUES (?, 'bench', '{}', ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < open; i += 1) {
      insert.run(`open-${i}`, `k${i}`, i % 50 === 0 ? 'rejected' : 'pending', i, i, i);
    }
  })();
  return db;
}

function timed(run: () => unknown): number {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/**
 * The status counts (read on every pushed sync status, every 100 ms during a drain) and the Sync
 * screen's first page with 50,000 changes waiting, against the same reads with 100 waiting: the
 * counts come from migration 0016's totals and two index minimums, the page is keyset by id, so
 * both ratios should be about 1. `outbox_counts_scan_50k_open` is the scan `counts()` ran before
 * (a GROUP BY over every open row), measured on the same database.
 */
export function benchOutboxCounts(): void {
  const large = outboxWith(50_000);
  const small = outboxWith(100);
  const reads = (db: Db) => createOutboxReads(db, CLEAR_ERROR_TEXT);
  const page = (db: Db) => () =>
    createOutboxPages(db, CLEAR_ERROR_TEXT).page({
      group: 'waiting',
      after: 0,
      limit: 100,
      bundled: [],
    });
  const largeReads = reads(large);
  const smallReads = reads(small);
  const counts = timed(() => largeReads.counts());
  report(
    'outbox_counts_50k_open',
    counts,
    'ms',
    'outbox_counts_100_open',
    timed(() => smallReads.counts()),
  );
  const scan = large.prepare(COUNT_OPEN_STATES_SQL);
  report(
    'outbox_counts_scan_50k_open',
    timed(() => scan.all()),
    'ms',
    'outbox_counts_50k_open',
    counts,
  );
  report(
    'sync_list_first_page_50k_open',
    timed(page(large)),
    'ms',
    'sync_list_first_page_100_open',
    timed(page(small)),
  );
  large.close();
  small.close();
}
