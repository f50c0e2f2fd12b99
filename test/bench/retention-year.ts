import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDataVault } from '../../src/main/core/crypto/data-vault';
import type { DataKeyStore } from '../../src/main/core/crypto/data-key-store';
import { openDatabase, type Db } from '../../src/main/core/db/connection';
import { createRetention } from '../../src/main/core/local-data/retention';
import { outboxRetention } from '../../src/main/core/outbox/outbox-compaction';
import { createOutboxRepository } from '../../src/main/core/outbox/outbox-repository';
import { padRetention } from '../../src/main/core/pad/pad-compaction';
import { createPadRepository } from '../../src/main/core/pad/pad-repository';
import { createChunkAudioStore } from '../../src/main/core/recording/recording-chunk-audio';
import { createRecordingCompaction } from '../../src/main/core/recording/recording-compaction';
import { createRecordingRepository } from '../../src/main/core/recording/recording-repository';
import { createFakeClock } from '../helpers/fake-clock';
import { createMemoryLogger } from '../helpers/memory-log';
import { makeTempDir } from '../helpers/temp-dir';
import { consultation, type ClinicParts } from './clinic-day';
import { report } from './report';

/** Shorter runs for trying the bench out: `BENCH_YEAR_DAYS=30`. */
const DAYS = Number(process.env.BENCH_YEAR_DAYS ?? 365);
const CONSULTATIONS_A_DAY = 40;
const DAY = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;

interface Year {
  /** The database file after the year (WAL checkpointed into it). */
  fileBytes: number;
  /** The clinic's record it keeps: sealed pads, prescription bodies and transcriptions. */
  recordBytes: number;
  seconds: number;
}

/**
 * A year of a clinic, 40 consultations a day (see clinic-day.ts), on a real SQLite file through
 * the real repositories with a fake clock. `retention`: as the app runs now (compact sealing,
 * audio in the database, the daily retention with its incremental vacuum after each day).
 * Otherwise as before this change: no retention but the sync loop's pruning of settled outbox rows
 * after 30 days, pads and transcriptions sealed plain, audio in files. `synchronous = OFF`: fsync
 * changes how long a year takes to simulate, not what the file holds.
 */
export async function simulateYear(
  retention: boolean,
  options: { days?: number; pageSize?: number; inspect?: (db: Db) => void } = {},
): Promise<Year> {
  const days = options.days ?? DAYS;
  // On a RAM disk where there is one: the file holds the same pages, the year runs faster.
  const temp = existsSync('/dev/shm')
    ? { dir: mkdtempSync('/dev/shm/companion-year-'), remove: () => undefined }
    : makeTempDir('companion-year-');
  const removeTemp = existsSync('/dev/shm')
    ? () => rmSync(temp.dir, { recursive: true, force: true })
    : temp.remove;
  const file = path.join(temp.dir, 'app.sqlite');
  const db = openDatabase(file, options.pageSize ? { pageSize: options.pageSize } : {});
  try {
    db.pragma('synchronous = OFF');
    const clock = createFakeClock(Date.parse('2026-01-01T09:00:00Z'));
    const key = randomBytes(32);
    const vault = createDataVault({
      load: () => ({ key, others: [] }),
      create: () => undefined,
    } as unknown as DataKeyStore);
    const outbox = createOutboxRepository(db, clock);
    const parts: ClinicParts = {
      db,
      clock,
      vault,
      outbox,
      pads: createPadRepository(db, outbox),
      recordings: createRecordingRepository(db, outbox),
      audio: createChunkAudioStore(db, vault),
      plain: !retention,
    };
    const compaction = createRecordingCompaction(db, outbox);
    const daily = createRetention({
      db,
      clock,
      logger: createMemoryLogger().logger,
      steps: [
        {
          name: 'transcribed audio',
          compact: (_b, limit) => compaction.dropTranscribedAudio(limit),
        },
        {
          name: 'finished recordings',
          compact: (b, limit) => compaction.compactFinished(b, limit),
        },
        padRetention(db),
        outboxRetention(db),
      ],
    });
    const start = performance.now();
    const firstDay = clock.now();
    for (let day = 0; day < days; day += 1) {
      clock.set(firstDay + day * DAY);
      // One transaction per consultation (the repositories' own ones nest as savepoints): a
      // year's worth of commits would only slow the simulation.
      for (let i = 0; i < CONSULTATIONS_A_DAY; i += 1) {
        db.transaction(() => consultation(parts, day * 100 + i))();
      }
      if (retention) await daily.run();
      else outbox.pruneSettled(clock.now() - 30 * DAY);
    }
    const seconds = (performance.now() - start) / 1000;
    db.pragma('wal_checkpoint(TRUNCATE)');
    const record = db
      .prepare<[], { n: number }>(
        `SELECT (SELECT coalesce(sum(length(pad_sealed) + coalesce(length(body_sealed), 0)), 0)
                   FROM pads)
              + (SELECT coalesce(sum(length(result_sealed)), 0) FROM recording_sessions) AS n`,
      )
      .get()!.n;
    options.inspect?.(db);
    return { fileBytes: statSync(file).size, recordBytes: record, seconds };
  } finally {
    db.close();
    removeTemp();
  }
}

/**
 * One simulated year (40 consultations a day, 14,600 in all): the database with the retention
 * beside the same year as the app kept it before (baseline), and beside the sealed record it
 * keeps (pads, prescriptions, transcriptions: never deleted).
 */
export async function benchRetentionYear(): Promise<void> {
  const before = await simulateYear(false);
  const after = await simulateYear(true);
  report(
    'retention_year_db_mb',
    after.fileBytes / MB,
    'MB',
    'no_retention_year_db_mb',
    before.fileBytes / MB,
  );
  report(
    'retention_year_db_mb_vs_record',
    after.fileBytes / MB,
    'MB',
    'record_kept_sealed_mb',
    after.recordBytes / MB,
  );
  report(
    'record_kept_sealed_compressed_mb',
    after.recordBytes / MB,
    'MB',
    'record_kept_sealed_plain_mb',
    before.recordBytes / MB,
  );
  report(
    'retention_year_simulated_s',
    after.seconds,
    's',
    'no_retention_year_simulated_s',
    before.seconds,
  );
}
