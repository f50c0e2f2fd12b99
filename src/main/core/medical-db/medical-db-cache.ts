import type { MedicalDbItem, MedicalDbKind } from '../../../shared/medical-db';
import type { Db } from '../db/connection';

export interface CachedMedicalDbItem {
  item: MedicalDbItem;
  fetchedAt: number;
}

/** Drugs and lab tests seen in searches, per account, kind and id: the pad's offline source. */
export interface MedicalDbCache {
  /** Saves items in one transaction (replacing those with the same kind and id). */
  save(accountKey: string, items: readonly MedicalDbItem[], fetchedAt: number): void;
  /** Whether anything of the kind is saved at all. */
  has(accountKey: string, kind: MedicalDbKind): boolean;
  /** Items whose name starts with `text` first, then contain it (case-insensitive), by name. */
  search(
    accountKey: string,
    kind: MedicalDbKind,
    text: string,
    limit: number,
  ): CachedMedicalDbItem[];
}

interface Row {
  record: string;
  fetched_at: number;
}

export function createMedicalDbCache(db: Db): MedicalDbCache {
  const upsert = db.prepare<[string, string, string, string, string, string, number]>(
    `INSERT INTO medical_db_cache (account_key, kind, id, name, name_folded, record, fetched_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(account_key, kind, id) DO UPDATE SET
       name = excluded.name, name_folded = excluded.name_folded,
       record = excluded.record, fetched_at = excluded.fetched_at`,
  );
  const any = db.prepare<[string, string], { one: number }>(
    'SELECT 1 AS one FROM medical_db_cache WHERE account_key = ? AND kind = ? LIMIT 1',
  );
  const prefix = db.prepare<[string, string, string, string, number], Row>(
    `SELECT record, fetched_at FROM medical_db_cache
     WHERE account_key = ? AND kind = ? AND name_folded >= ? AND name_folded < ?
     ORDER BY name_folded, id LIMIT ?`,
  );
  const contains = db.prepare<[string, string, string, number], Row>(
    `SELECT record, fetched_at FROM medical_db_cache
     WHERE account_key = ? AND kind = ? AND instr(name_folded, ?) > 1
     ORDER BY name_folded, id LIMIT ?`,
  );
  const read = (row: Row): CachedMedicalDbItem => ({
    item: JSON.parse(row.record) as MedicalDbItem,
    fetchedAt: row.fetched_at,
  });

  return {
    save(accountKey, items, fetchedAt) {
      db.transaction(() => {
        for (const item of items) {
          const record = JSON.stringify(item);
          upsert.run(accountKey, item.kind, item.id, item.name, fold(item.name), record, fetchedAt);
        }
      })();
    },
    has: (accountKey, kind) => any.get(accountKey, kind) !== undefined,
    search(accountKey, kind, text, limit) {
      const folded = fold(text);
      const starts = prefix.all(accountKey, kind, folded, `${folded}\uffff`, limit).map(read);
      if (starts.length >= limit) return starts;
      const rest = contains.all(accountKey, kind, folded, limit - starts.length).map(read);
      return [...starts, ...rest];
    },
  };
}

function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}
