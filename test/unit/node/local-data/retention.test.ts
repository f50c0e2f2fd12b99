import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createRetention,
  type RetentionStep,
} from '../../../../src/main/core/local-data/retention';
import { openDatabase, type Db } from '../../../../src/main/core/db/connection';
import { createFakeClock } from '../../../helpers/fake-clock';
import { createMemoryLogger } from '../../../helpers/memory-log';
import { makeTempDir } from '../../../helpers/temp-dir';

const DAY = 24 * 60 * 60 * 1000;
let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const done of cleanup) done();
  cleanup = [];
});

/** A real file with a table of blobs, made as an older version made it (auto_vacuum NONE). */
function olderDatabase(): Db {
  const temp = makeTempDir('companion-retention-');
  const file = path.join(temp.dir, 'app.sqlite');
  const made = new Database(file);
  made.pragma('journal_mode = WAL');
  made.exec('CREATE TABLE blobs (b BLOB NOT NULL)');
  made.close();
  const db = openDatabase(file, { migrations: [] });
  cleanup.push(() => {
    db.close();
    temp.remove();
  });
  return db;
}

function churn(db: Db): void {
  const insert = db.prepare('INSERT INTO blobs VALUES (?)');
  db.transaction(() => {
    for (let i = 0; i < 200; i += 1) insert.run(Buffer.alloc(50_000));
  })();
  db.exec('DELETE FROM blobs');
}

describe('the retention run', () => {
  it('finds a database this version creates already in incremental auto-vacuum', () => {
    const temp = makeTempDir('companion-retention-');
    const db = openDatabase(path.join(temp.dir, 'app.sqlite'));
    cleanup.push(() => {
      db.close();
      temp.remove();
    });
    expect(db.pragma('auto_vacuum', { simple: true })).toBe(2);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  });

  it('rebuilds an older database once for incremental vacuum, never while busy, then steps', async () => {
    const db = olderDatabase();
    churn(db);
    expect(db.pragma('auto_vacuum', { simple: true })).toBe(0);
    const free = Number(db.pragma('freelist_count', { simple: true }));
    expect(free).toBeGreaterThan(2_000);
    let busy = true;
    const clock = createFakeClock();
    let vacuumedAt: number | undefined;
    const retention = createRetention({
      db,
      clock,
      logger: createMemoryLogger().logger,
      steps: [],
      busy: () => busy,
      vacuumedAt: {
        get: () => vacuumedAt,
        set: (at) => {
          vacuumedAt = at;
        },
      },
    });
    await retention.run();
    // A recording is running: the rebuild waits.
    expect(db.pragma('auto_vacuum', { simple: true })).toBe(0);
    expect(db.pragma('freelist_count', { simple: true })).toBe(free);
    busy = false;
    await retention.run();
    expect(db.pragma('auto_vacuum', { simple: true })).toBe(2);
    expect(db.pragma('freelist_count', { simple: true })).toBe(0);
    // From now on, freed pages go back a step at a time.
    churn(db);
    expect(Number(db.pragma('freelist_count', { simple: true }))).toBeGreaterThan(2_000);
    busy = true;
    await retention.run();
    expect(db.pragma('freelist_count', { simple: true })).toBe(0);
    expect(vacuumedAt).toBe(clock.now());
    // 30 days on, a planned VACUUM packs the file again (when no recording runs).
    clock.advance(30 * DAY);
    busy = false;
    await retention.run();
    expect(vacuumedAt).toBe(clock.now());
  });

  it('runs each step in batches until one comes back short, with history 30 days old', async () => {
    const db = olderDatabase();
    const clock = createFakeClock();
    const calls: { before: number; limit: number }[] = [];
    const left = [200, 200, 200, 17];
    const step: RetentionStep = {
      name: 'test',
      compact(before, limit) {
        calls.push({ before, limit });
        return left.shift() ?? 0;
      },
    };
    const retention = createRetention({
      db,
      clock,
      logger: createMemoryLogger().logger,
      steps: [step],
    });
    await retention.runIfDue();
    expect(calls).toHaveLength(4);
    expect(calls[0]).toEqual({ before: clock.now() - 30 * DAY, limit: 200 });
    // Not due again until a day later by the clock.
    await retention.runIfDue();
    expect(calls).toHaveLength(4);
    clock.advance(DAY);
    await retention.runIfDue();
    expect(calls).toHaveLength(5);
  });
});
