import type { SymDiagSearchItem } from '../shared/properties';

/**
 * How well `name` matches the (lower-case) text: 0 when the name starts with it, 1 when a later
 * word does, 2 when it occurs inside a word; undefined when it does not occur.
 */
function rankOf(name: string, needle: string): number | undefined {
  const lower = name.toLowerCase();
  if (lower.startsWith(needle)) return 0;
  let rank: number | undefined;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + 1)) {
    if (!/[\p{L}\p{N}]/u.test(lower[at - 1] ?? '')) return 1;
    rank = 2;
  }
  return rank;
}

/**
 * ASSUMPTION (the platform publishes no ranking): a case-insensitive match on the name; names
 * that start with the text first, then names with a word that starts with it, then names that
 * merely contain it; ties by name, then id, so the order is stable. At most `limit` hits.
 */
export function searchByName<T extends SymDiagSearchItem>(
  entries: readonly T[],
  text: string,
  limit: number,
): T[] {
  const needle = text.toLowerCase();
  const hits: { rank: number; key: string; item: T }[] = [];
  for (const entry of entries) {
    const rank = rankOf(entry.name, needle);
    if (rank !== undefined)
      hits.push({ rank, key: `${entry.name.toLowerCase()}\u0000${entry.id}`, item: entry });
  }
  hits.sort((a, b) => a.rank - b.rank || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return hits.slice(0, limit).map((hit) => hit.item);
}
