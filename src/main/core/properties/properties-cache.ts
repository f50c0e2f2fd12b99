import type { PropertyContext } from '../../../shared/properties';
import type { PropertyItem } from '../../../shared/properties-view';
import type { Db } from '../db/connection';

export interface CachedProperty {
  item: PropertyItem;
  fetchedAt: number;
}

/** Property entries per account, context and id; the pad's offline source. */
export interface PropertiesCache {
  /** Saves entries of one context in one transaction (replacing those with the same id). */
  save(
    accountKey: string,
    context: PropertyContext,
    items: readonly PropertyItem[],
    fetchedAt: number,
  ): void;
  get(accountKey: string, context: PropertyContext, id: string): CachedProperty | undefined;
  /** Whether anything of the context is saved at all. */
  has(accountKey: string, context: PropertyContext): boolean;
  /** Every cached entry of a context, by name. */
  list(accountKey: string, context: PropertyContext): CachedProperty[];
  /** Entries whose name starts with `text` first, then contain it (case-insensitive), by name. */
  search(
    accountKey: string,
    context: PropertyContext,
    text: string,
    limit: number,
  ): CachedProperty[];
}

interface Row {
  record: string;
  fetched_at: number;
}

export function createPropertiesCache(db: Db): PropertiesCache {
  const upsert = db.prepare<[string, string, string, string, string, string, number]>(
    `INSERT INTO properties_cache (account_key, context, id, name, name_folded, record, fetched_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(account_key, context, id) DO UPDATE SET
       name = excluded.name, name_folded = excluded.name_folded,
       record = excluded.record, fetched_at = excluded.fetched_at`,
  );
  const one = db.prepare<[string, string, string], Row>(
    'SELECT record, fetched_at FROM properties_cache WHERE account_key = ? AND context = ? AND id = ?',
  );
  const any = db.prepare<[string, string], { one: number }>(
    'SELECT 1 AS one FROM properties_cache WHERE account_key = ? AND context = ? LIMIT 1',
  );
  const all = db.prepare<[string, string], Row>(
    'SELECT record, fetched_at FROM properties_cache WHERE account_key = ? AND context = ? ORDER BY name_folded, id',
  );
  // Prefix matches use the index (a range on name_folded); the rest is a scan of one context.
  const prefix = db.prepare<[string, string, string, string, number], Row>(
    `SELECT record, fetched_at FROM properties_cache
     WHERE account_key = ? AND context = ? AND name_folded >= ? AND name_folded < ?
     ORDER BY name_folded, id LIMIT ?`,
  );
  // Contains, but not at the start (those came from the prefix query).
  const contains = db.prepare<[string, string, string, number], Row>(
    `SELECT record, fetched_at FROM properties_cache
     WHERE account_key = ? AND context = ? AND instr(name_folded, ?) > 1
     ORDER BY name_folded, id LIMIT ?`,
  );
  const read = (row: Row): CachedProperty => ({
    item: JSON.parse(row.record) as PropertyItem,
    fetchedAt: row.fetched_at,
  });

  return {
    save(accountKey, context, items, fetchedAt) {
      db.transaction(() => {
        for (const item of items) {
          upsert.run(
            accountKey,
            context,
            item.id,
            item.name,
            fold(item.name),
            JSON.stringify(item),
            fetchedAt,
          );
        }
      })();
    },
    get(accountKey, context, id) {
      const row = one.get(accountKey, context, id);
      return row ? read(row) : undefined;
    },
    has: (accountKey, context) => any.get(accountKey, context) !== undefined,
    list: (accountKey, context) => all.all(accountKey, context).map(read),
    search(accountKey, context, text, limit) {
      const folded = fold(text);
      const starts = prefix.all(accountKey, context, folded, `${folded}\uffff`, limit).map(read);
      if (starts.length >= limit) return starts;
      const rest = contains.all(accountKey, context, folded, limit - starts.length).map(read);
      return [...starts, ...rest];
    },
  };
}

function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}
