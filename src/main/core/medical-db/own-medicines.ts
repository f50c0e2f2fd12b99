import { drugWords, searchWords } from '../../../shared/drug-words';
import type { DrugItem } from '../../../shared/medical-db';
import type { Medicine } from '../../../shared/pad/medicine';
import type { Db } from '../db/connection';
import { statementCache, wordMatchSql, wordsColumn } from './search-words-column';

/*
 * The doctor's own medicines: every medicine on a finalized pad, kept on this computer per account
 * so the offline search finds what this doctor prescribes, free text included. Only what names
 * the drug is kept (name, generic name, form, strength, the platform's id): no dose, no
 * directions, no pad, no patient and no date, so a row ties no drug to anyone (docs/drug-search.md).
 */

/** What is kept of a medicine. */
export type OwnMedicine = Pick<Medicine, 'drugId' | 'name' | 'genericName' | 'form' | 'strength'>;

export interface OwnMedicineHit {
  item: DrugItem;
  rank: number;
  uses: number;
}

export interface OwnMedicines {
  /** Adds the pad's medicines (or counts one more use), in one transaction. */
  remember(accountKey: string, medicines: readonly OwnMedicine[]): void;
  /** The doctor's medicines matching the typed words in any order (shared/drug-words.ts). */
  search(accountKey: string, text: string): OwnMedicineHit[];
}

interface Row {
  key: string;
  drug_id: string | null;
  name: string;
  generic_name: string | null;
  form: string | null;
  strength: string | null;
  words: string;
  uses: number;
}

/** The row's key: the platform's drug id, else the folded name, form and strength. */
export function ownKey(medicine: OwnMedicine): string | undefined {
  if (medicine.drugId !== undefined) return `drug:${medicine.drugId}`;
  const words = searchWords(
    [medicine.name, medicine.form ?? '', medicine.strength ?? ''].join(' '),
  );
  return words.length === 0 ? undefined : `text:${words.join(' ')}`;
}

/** A row as the search offers it: free text keeps its local key as id, and says it is free text. */
function itemOf(row: Row): DrugItem {
  return {
    kind: 'drug',
    id: row.drug_id ?? row.key,
    name: row.name,
    ...(row.generic_name === null ? {} : { genericName: row.generic_name }),
    ...(row.form === null ? {} : { form: row.form }),
    ...(row.strength === null ? {} : { strength: row.strength }),
    ...(row.drug_id === null ? { freeText: true as const } : {}),
    defaults: {},
  };
}

/** Statements are prepared on first use: the pads feature may call before any search. */
export function createOwnMedicines(db: Db): OwnMedicines {
  let statements: ReturnType<typeof prepare> | undefined;
  const prepare = () => ({
    read: db.prepare<[string, string], Row>(
      'SELECT * FROM medical_db_own_medicines WHERE account_key = ? AND key = ?',
    ),
    write: db.prepare<
      [
        string,
        string,
        string | null,
        string,
        string | null,
        string | null,
        string | null,
        string,
        number,
      ]
    >(
      `INSERT INTO medical_db_own_medicines
         (account_key, key, drug_id, name, generic_name, form, strength, words, uses)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(account_key, key) DO UPDATE SET
         drug_id = excluded.drug_id, name = excluded.name, generic_name = excluded.generic_name,
         form = excluded.form, strength = excluded.strength, words = excluded.words,
         uses = excluded.uses`,
    ),
  });
  const use = () => (statements ??= prepare());
  const found = statementCache(db);

  return {
    remember(accountKey, medicines) {
      const { read, write } = use();
      db.transaction(() => {
        for (const medicine of medicines) {
          const key = ownKey(medicine);
          if (key === undefined) continue;
          const before = read.get(accountKey, key);
          // What the pad says now wins; what it leaves out is kept from before.
          const genericName = medicine.genericName ?? before?.generic_name ?? undefined;
          const form = medicine.form ?? before?.form ?? undefined;
          const strength = medicine.strength ?? before?.strength ?? undefined;
          const found = drugWords({
            name: medicine.name,
            ...(genericName === undefined ? {} : { genericName }),
            ...(form === undefined ? {} : { form }),
          });
          found.other.push(...searchWords(strength ?? ''));
          const words = wordsColumn(found);
          write.run(
            accountKey,
            key,
            medicine.drugId ?? null,
            medicine.name,
            genericName ?? null,
            form ?? null,
            strength ?? null,
            words,
            (before?.uses ?? 0) + 1,
          );
        }
      })();
    },
    search(accountKey, text) {
      const typed = searchWords(text);
      if (typed.length === 0) return [];
      const match = wordMatchSql(typed);
      const sql = `SELECT *, ${match.rank} AS rank FROM medical_db_own_medicines
         WHERE account_key = ? AND ${match.where}`;
      const rows = found
        .get(sql)
        .all(...match.rankParams, accountKey, ...match.whereParams) as (Row & { rank: number })[];
      return rows.map((row) => ({ item: itemOf(row), rank: row.rank, uses: row.uses }));
    },
  };
}
