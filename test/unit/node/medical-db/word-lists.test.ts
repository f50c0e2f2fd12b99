import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';
import {
  createMedicalDbCache,
  itemWords,
} from '../../../../src/main/core/medical-db/medical-db-cache';
import { matchRank, searchDrugs, searchWords } from '../../../../src/shared/drug-words';
import type { DrugItem } from '../../../../src/shared/medical-db';
import { makeTempDir } from '../../../helpers/temp-dir';

/*
 * The offline drug search reads the saved drugs' words into memory once and walks them in name
 * order, stopping when the best rank has filled the list (word-lists.ts). Held to the shared
 * word-order matcher (shared/drug-words.ts searchDrugs) at every list length, and to what the
 * file holds after writes of this connection, of another, and after a rolled-back write.
 */

const GENERICS = ['Paracetamol', 'Amoxycillin', 'Pantoprazole', 'Cetirizine'];
const FORMS = ['Tablet', 'Syrup', 'Capsule', 'Drops'];

/** Brands whose names and generics interleave in name order, so ranks 0, 1 and 2 mix. */
function drug(n: number): DrugItem {
  const generic = GENERICS[n % GENERICS.length]!;
  const brand = ['Pa', 'Ce', 'Am', 'Xo'][(n >> 2) % 4]!;
  return {
    kind: 'drug',
    id: `d-${String(n).padStart(4, '0')}`,
    // Some names start with a number ("500 Pacimol"), so "pa" finds them at rank 1.
    name:
      n % 5 === 0
        ? `${100 * (n % 7)} ${brand}${(n * 37).toString(36)}`
        : `${brand}${(n * 37).toString(36)} ${100 * (n % 7)}`,
    genericName: generic,
    form: FORMS[n % FORMS.length]!,
    defaults: {},
  };
}

const ITEMS = Array.from({ length: 1_200 }, (_, n) => drug(n));
const QUERIES = ['p', 'pa', 'pa 5', '500 pa', 'c', 'ce', 'cetirizine', 'syp', 'tab pa', '3', 'xo'];

let temp: ReturnType<typeof makeTempDir>;
let db: Database.Database;
beforeEach(() => {
  temp = makeTempDir('companion-word-lists-');
  db = new Database(`${temp.dir}/formulary.sqlite`);
  db.pragma('journal_mode = WAL');
  migrate(db, MIGRATIONS);
});
afterEach(() => {
  db.close();
  temp.remove();
});

const found = (cache: ReturnType<typeof createMedicalDbCache>, text: string, limit = 50) =>
  cache.search('acct', 'drug', text, limit).map((hit) => ({ id: hit.item.id, rank: hit.rank }));

describe('the offline drug search held in memory', () => {
  it('lists the same drugs, ranks and order as the shared matcher, at every list length', () => {
    const cache = createMedicalDbCache(db);
    cache.save('acct', ITEMS, 1);
    let ranksSeen = new Set<number>();
    for (const query of QUERIES) {
      const typed = searchWords(query);
      const all = searchDrugs(ITEMS, query, ITEMS.length, itemWords).map((item) => ({
        id: item.id,
        rank: matchRank(typed, itemWords(item)),
      }));
      ranksSeen = new Set([...ranksSeen, ...all.map((hit) => hit.rank!)]);
      for (const limit of [1, 2, 7, 40, ITEMS.length]) {
        expect(found(cache, query, limit), `${query} (${limit})`).toEqual(all.slice(0, limit));
      }
    }
    // The catalogue does mix the ranks, so a list cut short by rank 0 is tested.
    expect([...ranksSeen].sort()).toEqual([0, 1, 2]);
  });

  it('finds and counts a drug saved after the list was read, and not one whose write was rolled back', () => {
    const cache = createMedicalDbCache(db);
    cache.save('acct', ITEMS.slice(0, 10), 1);
    expect(found(cache, 'zz')).toEqual([]);
    const late: DrugItem = { ...drug(3), id: 'late', name: 'Zzcalm 5' };
    expect(cache.count('acct', 'drug')).toBe(10);
    cache.save('acct', [late], 2);
    expect(found(cache, 'zz')).toEqual([{ id: 'late', rank: 0 }]);
    expect(cache.count('acct', 'drug')).toBe(11);

    const never: DrugItem = { ...drug(4), id: 'never', name: 'Zzyzx 10' };
    expect(() =>
      db.transaction(() => {
        cache.save('acct', [never], 3);
        expect(found(cache, 'zzy')).toEqual([{ id: 'never', rank: 0 }]);
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    expect(found(cache, 'zz')).toEqual([{ id: 'late', rank: 0 }]);
    expect(cache.count('acct', 'drug')).toBe(11);
  });

  it('finds and counts what another connection wrote to the file', () => {
    const cache = createMedicalDbCache(db);
    cache.save('acct', ITEMS.slice(0, 10), 1);
    expect(found(cache, 'zz')).toEqual([]);
    const other = new Database(`${temp.dir}/formulary.sqlite`);
    try {
      createMedicalDbCache(other).save('acct', [{ ...drug(1), id: 'elsewhere', name: 'Zzmol' }], 2);
    } finally {
      other.close();
    }
    expect(found(cache, 'zz')).toEqual([{ id: 'elsewhere', rank: 0 }]);
    expect(cache.count('acct', 'drug')).toBe(11);
  });

  it('counts a row written without its words (as an older version writes it), and finds it by nothing', () => {
    const cache = createMedicalDbCache(db);
    cache.save('acct', ITEMS.slice(0, 10), 1);
    const old = { ...drug(2), id: 'old', name: 'Zzold 5' };
    db.prepare(
      `INSERT INTO medical_db_cache (account_key, kind, id, name, name_folded, record, fetched_at)
       VALUES ('acct', 'drug', 'old', ?, ?, ?, 1)`,
    ).run(old.name, old.name.toLowerCase(), JSON.stringify(old));
    cache.save('acct', [{ ...drug(5), id: 'new', name: 'Zznew 5' }], 2);
    expect(found(cache, 'zz')).toEqual([{ id: 'new', rank: 0 }]);
    expect(cache.count('acct', 'drug')).toBe(12);
  });

  it('keeps accounts and kinds apart in memory', () => {
    const cache = createMedicalDbCache(db);
    cache.save('acct', ITEMS.slice(0, 10), 1);
    expect(found(cache, 'pa').length).toBeGreaterThan(0);
    expect(cache.search('other', 'drug', 'pa', 10)).toEqual([]);
    expect(cache.search('acct', 'lab', 'pa', 10)).toEqual([]);
    expect([cache.count('other', 'drug'), cache.count('acct', 'lab')]).toEqual([0, 0]);
  });
});
