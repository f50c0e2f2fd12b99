import { typedMeanings } from '../../../shared/drug-words';
import type { MedicalDbKind } from '../../../shared/medical-db';
import type { Db } from '../db/connection';

/*
 * The saved items' search words held in memory, per account and kind, in the order the search
 * lists equals in (name folded, then id, as SQLite's BINARY collation orders them), so a search
 * typed key by key over tens of thousands of saved drugs is one pass over short strings that
 * stops as soon as the best rank has filled the list (docs/drug-search.md).
 *
 * The lists are read from the table on first use and read again after any write: `forget` is
 * called by every write of this connection, a list read inside a transaction is not kept (a
 * rolled-back write then leaves nothing stale), and SQLite's `data_version` tells when another
 * connection has written the file.
 */

export interface WordListHit {
  id: string;
  /** shared/drug-words.ts matchRank: 0 best. */
  rank: number;
}

export interface WordLists {
  /**
   * The ids matching the typed words (already cut by searchWords), best first, at most `limit`:
   * the same drugs, ranks and order as shared/drug-words.ts searchDrugs over the same items.
   */
  search(
    accountKey: string,
    kind: MedicalDbKind,
    typed: readonly string[],
    limit: number,
  ): WordListHit[];
  /** How many items of the kind are saved for the account (read with the list). */
  count(accountKey: string, kind: MedicalDbKind): number;
  /** Drops what is held for the account and kind; the next search reads the table again. */
  forget(accountKey: string, kind: MedicalDbKind): void;
}

interface Entry {
  id: string;
  /** The `words` column: " name words\t other words" (search-words-column.ts). */
  words: string;
  /** Where the name's words end (the tab), or -1 when the column has none. */
  tab: number;
}

const RANKS = 3;

export function createWordLists(db: Db): WordLists {
  const read = db.prepare<[string, string], { id: string; words: string | null }>(
    `SELECT id, words FROM medical_db_cache WHERE account_key = ? AND kind = ?
     ORDER BY name_folded, id`,
  );
  const held = new Map<string, Entry[]>();
  let seenVersion = dataVersion(db);
  const keyOf = (accountKey: string, kind: MedicalDbKind) => `${kind}\u0000${accountKey}`;

  const entries = (accountKey: string, kind: MedicalDbKind): Entry[] => {
    const version = dataVersion(db);
    if (version !== seenVersion) {
      // Another connection wrote the file: nothing held can be trusted.
      held.clear();
      seenVersion = version;
    }
    const key = keyOf(accountKey, kind);
    let list = held.get(key);
    if (list === undefined) {
      // A row without words yet (written by an older version since this one filled them) is
      // counted and found by nothing, as in SQL.
      list = read.all(accountKey, kind).map((row) => {
        const words = row.words ?? '';
        return { id: row.id, words, tab: words.indexOf('\t') };
      });
      // Read inside a transaction, the list may hold writes that are then rolled back: used once.
      if (!db.inTransaction) held.set(key, list);
    }
    return list;
  };

  return {
    search(accountKey, kind, typed, limit) {
      if (typed.length === 0 || limit <= 0) return [];
      const needles = typed.map((word) => ` ${word}`);
      const meanings = typed.map((word) => typedMeanings(word).map((meaning) => ` ${meaning}`));
      const first = needles[0]!;
      const byRank: string[][] = Array.from({ length: RANKS }, () => []);
      for (const entry of entries(accountKey, kind)) {
        const rank = rankOf(entry, needles, meanings, first);
        if (rank === undefined) continue;
        byRank[rank]!.push(entry.id);
        // Later entries come after in name order: none can beat a full list of the best rank.
        if (rank === 0 && byRank[0]!.length >= limit) break;
      }
      return byRank.flatMap((ids, rank) => ids.map((id) => ({ id, rank }))).slice(0, limit);
    },
    count: (accountKey, kind) => entries(accountKey, kind).length,
    forget(accountKey, kind) {
      held.delete(keyOf(accountKey, kind));
    },
  };
}

/**
 * matchRank over the `words` column: every typed word (or what it stands for) starts a word;
 * 0 when all typed words start a word of the name and the first starts the name, 1 when all are
 * in the name, 2 otherwise.
 */
function rankOf(
  entry: Entry,
  needles: readonly string[],
  meanings: readonly (readonly string[])[],
  first: string,
): number | undefined {
  const { words, tab } = entry;
  if (!meanings.every((list) => list.some((meaning) => words.includes(meaning)))) return undefined;
  const name = tab < 0 ? '' : words.slice(0, tab + 1);
  if (!needles.every((needle) => name.includes(needle))) return 2;
  return name.startsWith(first) ? 0 : 1;
}

function dataVersion(db: Db): number {
  return db.pragma('data_version', { simple: true }) as number;
}
