import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { createFreeSpace } from '../db/free-space';
import { errorName, type Logger } from '../log/logger';
import { HISTORY_KEPT_DAYS } from '../../../shared/data-retention';

const DAY_MS = 24 * 60 * 60 * 1000;
export const RETENTION_EVERY_MS = DAY_MS;
/** A planned VACUUM at most this often. */
export const VACUUM_EVERY_MS = 30 * DAY_MS;
/** Rows one step deletes in one transaction (a few milliseconds). */
const ROWS_PER_STEP = 200;
/** Pages one incremental vacuum step returns (8 MiB with 8 KiB pages, 4 MiB with 4 KiB). */
const PAGES_PER_STEP = 1024;

/**
 * One feature's part of the retention: deletes at most `limit` rows past it (history older than
 * `before`), in its own tables, and says how many; fewer than `limit` means nothing is left.
 */
export interface RetentionStep {
  /** For logs only. */
  name: string;
  compact(before: number, limit: number): number;
}

export interface RetentionOptions {
  db: Db;
  clock: Clock;
  logger: Logger;
  steps: readonly RetentionStep[];
  /** While true (a recording is running) a planned VACUUM waits for the next run. */
  busy?: () => boolean;
  /** When the last planned VACUUM ran (kept in the settings table); none: at the next run. */
  vacuumedAt?: { get(): number | undefined; set(at: number): void };
}

export interface Retention {
  /** Runs now unless a run is under way (then waits for it). Never throws: failures are logged. */
  run(): Promise<void>;
  /** Runs when the last run is a day old by the core's clock (or there was none). */
  runIfDue(): Promise<void>;
  settled(): Promise<void>;
}

/** Lets the event loop serve other work (IPC, the sync loop) between two small steps. */
const yieldNow = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The retention policy, run at start and then daily: every feature's step in small batches, then
 * the freed pages given back to the file system (see free-space.ts). Pads, consultations and
 * transcriptions are the clinic's record and are never deleted here.
 */
export function createRetention(options: RetentionOptions): Retention {
  const { db, clock, logger } = options;
  const space = createFreeSpace(db);
  let lastRunAt: number | undefined;
  let running: Promise<void> | undefined;

  let vacuumedAt: number | undefined;
  const vacuumed = options.vacuumedAt ?? {
    get: () => vacuumedAt,
    set: (at: number) => {
      vacuumedAt = at;
    },
  };

  /**
   * Incremental vacuum gives back whole free pages; space freed inside pages (a prescription's
   * copy emptied, rows of different sizes rewritten) only a VACUUM packs. So: one planned VACUUM
   * every 30 days (and the first, which turns incremental vacuum on in a file an older version
   * made), never while a recording runs; incremental steps on the other days.
   */
  async function reclaim(): Promise<void> {
    const last = vacuumed.get();
    if (!space.incremental() || last === undefined || clock.now() - last >= VACUUM_EVERY_MS) {
      if (options.busy?.()) return;
      const started = Date.now();
      space.convert();
      vacuumed.set(clock.now());
      logger.info({ ms: Date.now() - started }, 'database rebuilt (planned VACUUM)');
      return;
    }
    let free = space.freePages();
    while (free > 0) {
      const left = space.step(PAGES_PER_STEP);
      if (left >= free) break;
      free = left;
      await yieldNow();
    }
  }

  async function runNow(): Promise<void> {
    // History (settled changes, finished recordings' chunk rows) is kept this long.
    const before = clock.now() - HISTORY_KEPT_DAYS * DAY_MS;
    lastRunAt = clock.now();
    const removed: Record<string, number> = {};
    for (const step of options.steps) {
      try {
        let total = 0;
        for (;;) {
          const n = step.compact(before, ROWS_PER_STEP);
          total += n;
          if (n < ROWS_PER_STEP) break;
          await yieldNow();
        }
        if (total > 0) removed[step.name] = total;
      } catch (error) {
        logger.warn({ err: errorName(error), step: step.name }, 'a retention step failed');
      }
    }
    if (Object.keys(removed).length > 0) logger.info(removed, 'history past the retention removed');
    try {
      await reclaim();
    } catch (error) {
      logger.warn({ err: errorName(error) }, 'returning free space failed');
    }
  }

  const run = (): Promise<void> => {
    running ??= runNow().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    run,
    runIfDue: () =>
      lastRunAt === undefined || clock.now() - lastRunAt >= RETENTION_EVERY_MS
        ? run()
        : (running ?? Promise.resolve()),
    settled: () => running ?? Promise.resolve(),
  };
}
