import { describe, expect, it } from 'vitest';
import type { PatientRecord } from '../../../../src/main/core/patients/patient-record';
import { RECENT_WINDOW, recentSql } from '../../../../src/main/core/patients/patient-search-index';
import { clinic, planOf } from './patient-search-fixture';

/*
 * A search looks at the account's newest RECENT_WINDOW patients first (migration 0030's index),
 * then at the tokens' whole lists when the caller wants more: every match once, newest first,
 * whether it is in the window, beyond it, or both kinds are asked for.
 */

const COUNT = RECENT_WINDOW * 6 + 100;
/** Every 97th patient is a Zara: some in the window, most beyond it. */
const isZara = (n: number) => n % 97 === 5;
const record = (n: number): PatientRecord => ({
  name: isZara(n) ? `Zara Khan ${n}` : `Asha Rao ${n}`,
  sex: 'female',
  mobile: `98${String(10_000_000 + n)}`,
});

function filled() {
  const setup = clinic();
  // Saved in order: a later patient changed later. Every third is already on the platform.
  const ids = Array.from({ length: COUNT }, (_, n) =>
    setup.save(record(n), n % 3 === 0 ? `platform-${n}` : undefined),
  );
  const newestFirst = (keep: (n: number) => boolean) =>
    ids.flatMap((id, n) => (keep(n) ? [id] : [])).reverse();
  return { ...setup, ids, newestFirst };
}

describe('the patient search’s recent window', () => {
  it('lists every match once, newest first, in the window and beyond it', () => {
    const { candidates, found, newestFirst } = filled();
    const zaras = newestFirst(isZara);
    expect(zaras.length).toBeGreaterThan(10);
    expect(candidates('zara')).toEqual(zaras);
    expect(found('zara kh')).toEqual(zaras);
    // A narrow search: one patient far beyond the window.
    expect(found('Asha Rao 7')).toEqual(
      newestFirst((n) => String(n).startsWith('7') && !isZara(n)),
    );
    expect(found('9810000012')).toEqual(newestFirst((n) => n === 12));
  });

  it('lists the unsent matches once, newest first, when more than a window of patients is unsent', () => {
    const { found, newestFirst } = filled();
    expect(found('zara', true)).toEqual(newestFirst((n) => isZara(n) && n % 3 !== 0));
    expect(found('asha 1', true)).toEqual(
      newestFirst((n) => !isZara(n) && n % 3 !== 0 && String(n).startsWith('1')),
    );
  });

  it('gives a caller that wants every match the same list from the whole lists alone', () => {
    const { candidates, found, newestFirst } = filled();
    const all = Number.POSITIVE_INFINITY;
    expect(candidates('zara', all)).toEqual(newestFirst(isZara));
    expect(candidates('zara', all)).toEqual(candidates('zara'));
    expect(found('9810000012', false, all)).toEqual(newestFirst((n) => n === 12));
    expect(found('zara', true, all)).toEqual(newestFirst((n) => isZara(n) && n % 3 !== 0));
  });

  it('gives the newest matches first, so a caller that stops early has the newest', () => {
    const { index, newestFirst } = filled();
    const first: string[] = [];
    for (const row of index.candidates('acct', 'zara', { unsentOnly: false, wanted: 3 })) {
      first.push(row.id);
      if (first.length === 3) break;
    }
    expect(first).toEqual(newestFirst(isZara).slice(0, 3));
  });

  it('reads the window from the recent index in order, and each token by its key: no scan, no sort', () => {
    const { db } = clinic();
    for (const [sizes, unsent, index] of [
      [[1], false, 'patient_search_rows_recent'],
      [[2, 1], false, 'patient_search_rows_recent'],
      [[3], true, 'patient_search_rows_recent_unsent'],
    ] as const) {
      const plan = planOf(db, recentSql(sizes, unsent));
      expect(plan, plan.join('\n')).toContain(
        `SEARCH patient_search_rows USING INDEX ${index} (account=?)`,
      );
      expect(plan.filter((line) => /TEMP B-TREE|^SCAN (?!r$)/.test(line))).toEqual([]);
      expect(plan).toContain('SEARCH t USING PRIMARY KEY (token=? AND n=?)');
    }
  });
});
