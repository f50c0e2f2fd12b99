import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';
import {
  createMedicalDbCache,
  itemWords,
} from '../../../../src/main/core/medical-db/medical-db-cache';
import { SANDBOX_DRUGS } from '../../../../src/sandbox/drug-lab-catalogue';
import { matchRank, searchDrugs, searchWords } from '../../../../src/shared/drug-words';
import { drugItem, PublishedDrugSchema, type DrugItem } from '../../../../src/shared/medical-db';

/*
 * The formulary searches in SQL (one statement over thousands of saved drugs); the sandbox and
 * the unit rules in JS (shared/drug-words.ts). Both must find the same drugs in the same order.
 */

const items: DrugItem[] = SANDBOX_DRUGS.map((drug) => drugItem(PublishedDrugSchema.parse(drug)));

const QUERIES = [
  'dolo',
  '650 dolo',
  'DOLO-650',
  'pan 40',
  'pan40',
  'p',
  'pa',
  '6',
  '650',
  '5',
  'parac',
  'paracetamol 6',
  'tab calpol',
  'syp paracetamol',
  'susp',
  'inj',
  'insulin',
  'd3',
  '60k',
  'eye',
  'drops',
  'clav amox',
  'olo',
  'dolo 500',
  'x',
  'montair lc',
  'vitamin',
  '0.5',
];

describe('the formulary’s SQL search agrees with the shared word-order matcher', () => {
  const db = new Database(':memory:');
  migrate(db, MIGRATIONS);
  const cache = createMedicalDbCache(db);
  cache.save('acct', items, 1);

  it.each(QUERIES)('%j: the same drugs, ranks and order', (query) => {
    const typed = searchWords(query);
    const expected = searchDrugs(items, query, 100, itemWords).map((item) => ({
      id: item.id,
      rank: matchRank(typed, itemWords(item)),
    }));
    const found = cache
      .search('acct', 'drug', query, 100)
      .map((hit) => ({ id: hit.item.id, rank: hit.rank }));
    expect(found).toEqual(expected);
  });

  it('finds nothing for nothing typed', () => {
    expect(cache.search('acct', 'drug', ' -/ ', 10)).toEqual([]);
  });

  it('keeps accounts and kinds apart', () => {
    expect(cache.search('other', 'drug', 'dolo', 10)).toEqual([]);
    expect(cache.search('acct', 'lab', 'dolo', 10)).toEqual([]);
  });
});
