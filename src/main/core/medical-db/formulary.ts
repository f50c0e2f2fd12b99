import { byRank } from '../../../shared/drug-words';
import type { MedicalDbItem } from '../../../shared/medical-db';
import type { Db } from '../db/connection';
import type { MedicalDbCache } from './medical-db-cache';
import type { OwnMedicines } from './own-medicines';

/*
 * The formulary on this computer, what the medicine search answers from offline: every drug a
 * search returned (the cache) and the doctor's own medicines (own-medicines.ts), searched with
 * the same word-order tolerance as the platform stand-in. A drug in both is offered once, with
 * the database's record; the doctor's own medicines come first among equally good matches.
 */

export interface FormularyAnswer {
  items: MedicalDbItem[];
  /** The oldest time a shown database record was saved (ms); null when none is shown. */
  oldestFetchedAt: number | null;
  /** How many medicines this computer holds for the account (the sentence says so). */
  count: number;
}

interface Hit {
  rank: number;
  /** One of the doctor's own medicines. */
  own: boolean;
  item: MedicalDbItem;
  fetchedAt: number | null;
}

export interface Formulary {
  search(accountKey: string, text: string, limit: number): FormularyAnswer;
}

export function createFormulary(db: Db, cache: MedicalDbCache, own: OwnMedicines): Formulary {
  // The saved drugs are counted with the search's list (word-lists.ts); here only the doctor's
  // own medicines that are not among them.
  const ownOnly = db.prepare<{ account: string }, { n: number }>(
    `SELECT count(*) AS n FROM medical_db_own_medicines AS o
     WHERE o.account_key = @account AND (o.drug_id IS NULL OR NOT EXISTS (
       SELECT 1 FROM medical_db_cache AS c
       WHERE c.account_key = o.account_key AND c.kind = 'drug' AND c.id = o.drug_id))`,
  );

  return {
    search(accountKey, text, limit) {
      const mine = own.search(accountKey, text);
      const ownIds = new Set(mine.map((hit) => hit.item.id));
      // Enough saved drugs to fill the list after the doctor's own are merged in.
      const saved = cache.search(accountKey, 'drug', text, 2 * limit);
      const savedIds = new Set(saved.map((hit) => hit.item.id));
      const hits: Hit[] = [
        ...saved.map((hit) => ({
          rank: hit.rank,
          own: ownIds.has(hit.item.id),
          item: hit.item,
          fetchedAt: hit.fetchedAt,
        })),
        ...mine
          .filter((hit) => !savedIds.has(hit.item.id))
          .map((hit) => ({ rank: hit.rank, own: true, item: hit.item, fetchedAt: null })),
      ];
      const best = hits
        .map((hit) => ({ ...hit, name: hit.item.name, id: hit.item.id }))
        .sort((a, b) => a.rank - b.rank || Number(b.own) - Number(a.own) || byRank(a, b))
        .slice(0, limit);
      const times = best.flatMap((hit) => (hit.fetchedAt === null ? [] : [hit.fetchedAt]));
      return {
        items: best.map((hit) => hit.item),
        oldestFetchedAt: times.length === 0 ? null : Math.min(...times),
        count: cache.count(accountKey, 'drug') + (ownOnly.get({ account: accountKey })?.n ?? 0),
      };
    },
  };
}
