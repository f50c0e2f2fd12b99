import { drugWords, searchWords, type DrugWords } from '../../../shared/drug-words';
import type { MedicalDbItem, MedicalDbKind } from '../../../shared/medical-db';
import type { Db } from '../db/connection';
import { wordsColumn } from './search-words-column';
import { createWordLists } from './word-lists';

export interface CachedMedicalDbItem {
  item: MedicalDbItem;
  fetchedAt: number;
  /** How well it matched (shared/drug-words.ts matchRank: 0 best). */
  rank: number;
}

/** A saved item is written again when it changed, or when it was last written this long ago. */
export const CACHE_REFRESH_MS = 24 * 60 * 60 * 1000;

/** Drugs and lab tests seen in searches, per account, kind and id: the pad's offline source. */
export interface MedicalDbCache {
  /**
   * Saves the items that are new, changed, or last saved over a day ago, in one transaction;
   * writes nothing when there are none (a search typed letter by letter answers mostly the same
   * drugs: no disk sync for each key). Returns how many were written.
   */
  save(accountKey: string, items: readonly MedicalDbItem[], fetchedAt: number): number;
  /** Whether anything of the kind is saved at all. */
  has(accountKey: string, kind: MedicalDbKind): boolean;
  /** How many items of the kind are saved for the account (held in memory with the search's list). */
  count(accountKey: string, kind: MedicalDbKind): number;
  /**
   * Items matching the typed words in any order, each word the start of a word of the name (or,
   * for drugs, of the generic name or form), best first (shared/drug-words.ts), at most `limit`.
   */
  search(
    accountKey: string,
    kind: MedicalDbKind,
    text: string,
    limit: number,
  ): CachedMedicalDbItem[];
}

interface StoredRow {
  id: string;
  record: string;
  fetched_at: number;
}

/** The words an item is found by: a drug's name, generic name and form; a test's name. */
export function itemWords(item: MedicalDbItem): DrugWords {
  if (item.kind === 'lab') return { name: searchWords(item.name), other: [] };
  return drugWords({
    name: item.name,
    ...(item.genericName === undefined ? {} : { genericName: item.genericName }),
    ...(item.form === undefined ? {} : { form: item.form }),
  });
}

export function createMedicalDbCache(db: Db): MedicalDbCache {
  const upsert = db.prepare<[string, string, string, string, string, string, number, string]>(
    `INSERT INTO medical_db_cache (account_key, kind, id, name, name_folded, record, fetched_at, words)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(account_key, kind, id) DO UPDATE SET
       name = excluded.name, name_folded = excluded.name_folded, record = excluded.record,
       fetched_at = excluded.fetched_at, words = excluded.words`,
  );
  /** The saved rows of these ids (a JSON array). */
  const stored = db.prepare<[string, string, string], StoredRow>(
    `SELECT id, record, fetched_at FROM medical_db_cache
     WHERE account_key = ? AND kind = ? AND id IN (SELECT value FROM json_each(?))`,
  );
  const any = db.prepare<[string, string], { one: number }>(
    'SELECT 1 AS one FROM medical_db_cache WHERE account_key = ? AND kind = ? LIMIT 1',
  );
  fillMissingWords(db);
  const lists = createWordLists(db);

  return {
    save(accountKey, items, fetchedAt) {
      const changed: MedicalDbItem[] = [];
      for (const kind of ['drug', 'lab'] as const) {
        const ofKind = items.filter((item) => item.kind === kind);
        if (ofKind.length === 0) continue;
        const ids = JSON.stringify(ofKind.map((item) => item.id));
        const known = new Map(stored.all(accountKey, kind, ids).map((row) => [row.id, row]));
        for (const item of ofKind) {
          const row = known.get(item.id);
          const fresh = row !== undefined && fetchedAt - row.fetched_at < CACHE_REFRESH_MS;
          if (!fresh || row.record !== JSON.stringify(item)) changed.push(item);
        }
      }
      if (changed.length === 0) return 0;
      for (const kind of new Set(changed.map((item) => item.kind))) lists.forget(accountKey, kind);
      db.transaction(() => {
        for (const item of changed) {
          const record = JSON.stringify(item);
          const words = wordsColumn(itemWords(item));
          upsert.run(
            accountKey,
            item.kind,
            item.id,
            item.name,
            fold(item.name),
            record,
            fetchedAt,
            words,
          );
        }
      })();
      return changed.length;
    },
    has: (accountKey, kind) => any.get(accountKey, kind) !== undefined,
    count: (accountKey, kind) => lists.count(accountKey, kind),
    search(accountKey, kind, text, limit) {
      const best = lists.search(accountKey, kind, searchWords(text), limit);
      if (best.length === 0) return [];
      const found = new Map(
        stored
          .all(accountKey, kind, JSON.stringify(best.map((hit) => hit.id)))
          .map((row) => [row.id, row]),
      );
      return best.flatMap((hit) => {
        const row = found.get(hit.id);
        if (row === undefined) return [];
        const item = JSON.parse(row.record) as MedicalDbItem;
        return [{ item, fetchedAt: row.fetched_at, rank: hit.rank }];
      });
    },
  };
}

/** Rows cached before the formulary (migration 0019) get their words, once, in one transaction. */
function fillMissingWords(db: Db): void {
  const missing = db
    .prepare<[], { account_key: string; kind: string; id: string; record: string }>(
      'SELECT account_key, kind, id, record FROM medical_db_cache WHERE words IS NULL',
    )
    .all();
  if (missing.length === 0) return;
  const set = db.prepare<[string, string, string, string]>(
    'UPDATE medical_db_cache SET words = ? WHERE account_key = ? AND kind = ? AND id = ?',
  );
  db.transaction(() => {
    for (const row of missing) {
      let words = '\t';
      try {
        words = wordsColumn(itemWords(JSON.parse(row.record) as MedicalDbItem));
      } catch {
        // An unreadable record is found by nothing; the next search that answers it rewrites it.
      }
      set.run(words, row.account_key, row.kind, row.id);
    }
  })();
}

function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}
