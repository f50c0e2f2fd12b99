import { typedMeanings, type DrugWords } from '../../../shared/drug-words';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/connection';

/*
 * The `words` column of the formulary's tables (migration 0019): a drug's search words as
 * " name words\t other words", each word after a space, so SQL finds a word that starts like a
 * typed one with `instr(words, ' ' || word)`.
 */

export function wordsColumn(words: DrugWords): string {
  const part = (list: readonly string[]) => list.map((word) => ` ${word}`).join('');
  return `${part(words.name)}\t${part(words.other)}`;
}

/**
 * The word-order match of shared/drug-words.ts (matchRank) as SQL over the `words` column, so a
 * search over tens of thousands of saved drugs is one statement with a top-N sort: `where` keeps
 * the rows where every typed word (or what it stands for) starts a word; `rank` is matchRank's
 * 0 (all in the name, the first starting it), 1 (all in the name) or 2. Each `?` is in `params`
 * in the order the statement names them: put `rank` before `where`.
 */
export function wordMatchSql(typed: readonly string[]): {
  rank: string;
  rankParams: (string | number)[];
  where: string;
  whereParams: string[];
} {
  const first = typed[0] ?? '';
  const inName = typed.map(() => 'instr(substr(words, 1, instr(words, char(9))), ?) > 0');
  return {
    rank: `CASE WHEN ${inName.join(' AND ')} THEN
             CASE WHEN substr(words, 1, ?) = ? THEN 0 ELSE 1 END ELSE 2 END`,
    rankParams: [...typed.map((word) => ` ${word}`), first.length + 1, ` ${first}`],
    where: typed
      .map(
        (word) =>
          `(${typedMeanings(word)
            .map(() => 'instr(words, ?) > 0')
            .join(' OR ')})`,
      )
      .join(' AND '),
    whereParams: typed.flatMap((word) => typedMeanings(word).map((meaning) => ` ${meaning}`)),
  };
}

/** Statements by their text (a search's shape: how many words, what each stands for), kept up to 64. */
export function statementCache(db: Db): { get(sql: string): Statement<unknown[]> } {
  const kept = new Map<string, Statement<unknown[]>>();
  return {
    get(sql) {
      let statement = kept.get(sql);
      if (statement === undefined) {
        if (kept.size >= 64) kept.clear();
        statement = db.prepare<unknown[]>(sql);
        kept.set(sql, statement);
      }
      return statement;
    },
  };
}
