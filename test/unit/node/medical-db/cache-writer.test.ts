import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';
import {
  CACHE_WRITE_MAX_HOLD_MS,
  CACHE_WRITE_QUIET_MS,
  createCacheWriter,
} from '../../../../src/main/core/medical-db/cache-writer';
import { createMedicalDbCache } from '../../../../src/main/core/medical-db/medical-db-cache';
import { SANDBOX_DRUGS } from '../../../../src/sandbox/drug-lab-catalogue';
import { drugItem, PublishedDrugSchema, type DrugItem } from '../../../../src/shared/medical-db';
import { makeTempDir } from '../../../helpers/temp-dir';

// The search's answers, typed letter by letter, reach the disk in one transaction once typing
// pauses: a real SQLite file, its commits counted.

const drugs: DrugItem[] = SANDBOX_DRUGS.map((drug) => drugItem(PublishedDrugSchema.parse(drug)));

let temp: ReturnType<typeof makeTempDir>;
let db: Database.Database;
beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  temp = makeTempDir('companion-cache-writer-');
  db = new Database(`${temp.dir}/cache.sqlite`);
  db.pragma('journal_mode = WAL');
  migrate(db, MIGRATIONS);
});
afterEach(() => {
  vi.useRealTimers();
  db.close();
  temp.remove();
});

function setup() {
  const cache = createMedicalDbCache(db);
  let commits = 0;
  const writer = createCacheWriter(cache, {
    transaction: (write) => {
      commits += 1;
      return db.transaction(write)();
    },
  });
  const rows = () =>
    (db.prepare('SELECT count(*) AS n FROM medical_db_cache').get() as { n: number }).n;
  return { writer, cache, rows, commits: () => commits };
}

/** The answers of typing "paracetamol" one letter at a time: each a slice of the catalogue. */
const answers = Array.from({ length: 6 }, (_, key) => drugs.slice(key * 3, key * 3 + 10));

describe('searched medicines are written when typing pauses', () => {
  it('six keys, one commit: nothing is written while keys come faster than the quiet time', async () => {
    const { writer, rows, commits } = setup();
    for (const [key, answer] of answers.entries()) {
      writer.hold('acct', answer, key * 300);
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(rows()).toBe(0);
    expect(commits()).toBe(0);
    await vi.advanceTimersByTimeAsync(CACHE_WRITE_QUIET_MS - 301);
    expect(rows()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(commits()).toBe(1);
    expect(rows()).toBe(new Set(answers.flat().map((d) => d.id)).size);
    expect(writer.held()).toBe(0);
  });

  it('typing that never pauses is written at the latest after the longest hold', async () => {
    const { writer, rows, commits } = setup();
    const step = CACHE_WRITE_QUIET_MS - 500;
    let at = 0;
    while (at < CACHE_WRITE_MAX_HOLD_MS - 1) {
      writer.hold('acct', [drugs[(at / step) % drugs.length]!], at);
      await vi.advanceTimersByTimeAsync(Math.min(step, CACHE_WRITE_MAX_HOLD_MS - 1 - at));
      at = Math.min(at + step, CACHE_WRITE_MAX_HOLD_MS - 1);
    }
    expect(commits()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(commits()).toBe(1);
    expect(rows()).toBeGreaterThan(0);
  });

  it('flush() writes at once (before an offline search, at close), and then nothing is left to write', () => {
    const { writer, cache, rows, commits } = setup();
    writer.hold('acct', answers[0]!, 1);
    writer.hold('acct', answers[1]!, 2);
    expect(cache.search('acct', 'drug', drugs[0]!.name, 5)).toEqual([]);
    expect(writer.flush()).toBeGreaterThan(0);
    expect(commits()).toBe(1);
    expect(cache.search('acct', 'drug', drugs[0]!.name, 5).map((hit) => hit.item.id)).toContain(
      drugs[0]!.id,
    );
    const saved = rows();
    expect(writer.flush()).toBe(0);
    expect(commits()).toBe(1);
    expect(rows()).toBe(saved);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the latest answer of a drug, per account', () => {
    const { writer, cache } = setup();
    const first = drugs[0]!;
    writer.hold('acct', [first], 1);
    writer.hold('acct', [{ ...first, name: `${first.name} (renamed)` }], 2);
    writer.hold('other', [first], 3);
    writer.flush();
    expect(cache.search('acct', 'drug', 'renamed', 5).map((hit) => hit.item.name)).toEqual([
      `${first.name} (renamed)`,
    ]);
    expect(cache.search('other', 'drug', first.name, 5).map((hit) => hit.item.id)).toContain(
      first.id,
    );
  });
});
