import { performance } from 'node:perf_hooks';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE_NAME } from '../../src/main/compose';
import { createMedicalDbCache } from '../../src/main/core/medical-db/medical-db-cache';
import { drugWords, searchDrugs } from '../../src/shared/drug-words';
import type { DrugItem } from '../../src/shared/medical-db';
import { startTestCompanion, type TestCompanion } from '../helpers/companion';
import { report } from './report';

const SIZES = [1_000, 20_000] as const;
/** What a doctor types into the medicine search, key by key. */
const WORDS = ['paracetamol 500', 'amoxycillin', 'azithro 250', 'metformin sr', 'pan d'];
const KEYS = WORDS.flatMap((word) => Array.from(word, (_, i) => word.slice(0, i + 1)));

const GENERICS = ['Paracetamol', 'Amoxycillin', 'Azithromycin', 'Metformin', 'Pantoprazole'];
const FORMS = ['Tablet', 'Capsule', 'Syrup', 'Injection', 'Suspension'];

/** The n-th made-up drug of the bench's catalogue: brand-like names over a few generics. */
function benchDrug(n: number): DrugItem {
  const generic = GENERICS[n % GENERICS.length]!;
  return {
    kind: 'drug',
    id: `bench-drug-${n}`,
    name: `${generic.slice(0, 4)}${(n * 7919).toString(36)} ${100 * (1 + (n % 7))}`,
    genericName: generic,
    manufacturer: `Maker ${n % 97}`,
    form: FORMS[n % FORMS.length]!,
    defaults: {},
  };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Per-key times (ms) of the medicine search through the core's IPC dispatch, typed key by key. */
async function typeAll(app: TestCompanion): Promise<number[]> {
  const times: number[] = [];
  for (const text of KEYS) {
    const start = performance.now();
    await app.value('medical-db:search', { kind: 'drug', text });
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * The pad's medicine search with 1k and 20k drugs saved on this computer: p95 per key, online
 * (the sandbox on loopback answers; the answers are held and written when typing pauses) and
 * offline (the formulary on this computer answers). Beside each: online, the commits made while
 * typing against the keys typed (a commit is a disk sync; the goal is none per key), read from
 * SQLite's `data_version` on a second connection; at 1k, the same match over the same 1k drugs
 * held in memory (shared/drug-words.ts); at 20k, the 1k figures. Also the first key offline
 * (it writes what typing held and reads the saved drugs' words into memory), against the offline
 * p95 at 1k and, at 20k, the first key at 1k.
 */
export async function benchMedicineSearch(): Promise<void> {
  const app = await startTestCompanion();
  const file = path.join(app.dataDir, DATABASE_FILE_NAME);
  const writer = new Database(file);
  const watcher = new Database(file, { readonly: true });
  const dataVersion = () => watcher.pragma('data_version', { simple: true }) as number;
  try {
    // One live search and a flush (an offline search writes what was held): the account's key.
    await app.value('medical-db:search', { kind: 'drug', text: 'para' });
    app.sandbox.faults.set({ offline: true });
    await app.value('medical-db:search', { kind: 'drug', text: 'para' });
    const { account } = writer
      .prepare("SELECT account_key AS account FROM medical_db_cache WHERE kind = 'drug' LIMIT 1")
      .get() as { account: string };
    const cache = createMedicalDbCache(writer);
    let filled = 0;
    const offline = new Map<number, number>();
    const online = new Map<number, number>();
    const firstKey = new Map<number, number>();
    let inMemory = 0;
    for (const size of SIZES) {
      const items = Array.from({ length: size - filled }, (_, i) => benchDrug(filled + i));
      cache.save(account, items, Date.now());
      filled = size;

      app.sandbox.faults.set({ offline: false });
      await typeAll(app); // warm
      const before = dataVersion();
      online.set(size, percentile(await typeAll(app), 95));
      const commits = dataVersion() - before;
      report(
        `medicine_search_online_commits_${size}`,
        commits,
        'commits',
        'keys_typed',
        KEYS.length,
      );

      app.sandbox.faults.set({ offline: true });
      // The first key offline writes what typing held and reads the saved drugs' words into
      // memory (word-lists.ts): the one slow key after a write.
      const firstStart = performance.now();
      await app.value('medical-db:search', { kind: 'drug', text: KEYS[0]! });
      firstKey.set(size, performance.now() - firstStart);
      await typeAll(app);
      offline.set(size, percentile(await typeAll(app), 95));
      if (size === 1_000) {
        // Each drug's words made once, as the cache keeps them in a column.
        const all = Array.from({ length: size }, (_, i) => benchDrug(i));
        const words = new Map(all.map((drug) => [drug, drugWords(drug)]));
        const wordsOf = (drug: DrugItem) => words.get(drug)!;
        for (const text of KEYS) searchDrugs(all, text, 20, wordsOf); // warm
        const times: number[] = [];
        for (const text of KEYS) {
          const start = performance.now();
          searchDrugs(all, text, 20, wordsOf);
          times.push(performance.now() - start);
        }
        inMemory = percentile(times, 95);
        report(
          'medicine_search_offline_first_key_1000',
          firstKey.get(size)!,
          'ms',
          'medicine_search_offline_p95_1000',
          offline.get(size)!,
        );
        for (const [name, value] of [
          ['offline', offline],
          ['online', online],
        ] as const) {
          report(
            `medicine_search_${name}_p95_1000`,
            value.get(size)!,
            'ms',
            'medicine_match_in_memory_p95_1000',
            inMemory,
          );
        }
      } else {
        report(
          `medicine_search_offline_first_key_${size}`,
          firstKey.get(size)!,
          'ms',
          'medicine_search_offline_first_key_1000',
          firstKey.get(1_000)!,
        );
        for (const [name, value] of [
          ['offline', offline],
          ['online', online],
        ] as const) {
          report(
            `medicine_search_${name}_p95_${size}`,
            value.get(size)!,
            'ms',
            `medicine_search_${name}_p95_1000`,
            value.get(1_000)!,
          );
        }
      }
    }
  } finally {
    watcher.close();
    writer.close();
    await app.close();
  }
}
