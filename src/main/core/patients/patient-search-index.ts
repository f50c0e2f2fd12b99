import { createHmac } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { DataVault } from '../crypto/data-vault';
import type { Db } from '../db/connection';
import type { PatientRecord } from './patient-record';
import { recordTerms, searchTerms } from './patient-search-terms';
import { patientRowOf, type PatientRow, type StoredPatient } from './patient-row';

/** HKDF purpose of the index's key: a key for these tokens alone, never the data key. */
export const SEARCH_KEY_PURPOSE = 'patients search index tokens v1';
/** Bytes of HMAC-SHA256 kept per token: 48 bits, an exact integer in JavaScript and SQLite. */
export const TOKEN_BYTES = 6;
/** Patients filed per transaction when filing those saved before the index (or another key). */
const FILL_BATCH = 500;

/** A term's token under a key: HMAC-SHA256 (RFC 2104), its first 48 bits as a number. */
export function tokenOf(key: Buffer, term: string): number {
  return createHmac('sha256', key).update(term, 'utf8').digest().readUIntBE(0, TOKEN_BYTES);
}

/**
 * The candidates of a search with groups of `sizes` tokens: the ids of the patients filed under
 * every token of one group at least, most recently changed first. Read from the tokens, then
 * each filed row by its number: the sealed records are not read to order or filter them. `?`
 * per token in order, then the account.
 */
export function candidatesSql(sizes: readonly number[], unsentOnly: boolean): string {
  const sets = sizes.map((size) =>
    Array.from({ length: size }, () => 'SELECT n FROM patient_search_tokens WHERE token = ?').join(
      ' INTERSECT ',
    ),
  );
  const set =
    sets.length === 1 ? sets[0]! : sets.map((one) => `SELECT n FROM (${one})`).join(' UNION ');
  // `+`: the tokens' lists drive, not the account's recent index (migration 0030), which would
  // read every patient of the account in order to spare the sort.
  return `SELECT patient_id FROM patient_search_rows
    WHERE n IN (${set}) AND +account = ?${unsentOnly ? ' AND +unsent = 1' : ''}
    ORDER BY +updated_at DESC`;
}

/**
 * How many of an account's most recently changed patients a search looks at first, each checked
 * against its tokens in the index; only when they do not give enough matches does it intersect
 * the tokens' whole lists. A broad search ("priy" among 50,000) stops in the window; a narrow one
 * (a mobile) costs the window's look-ups on top of the intersection.
 */
export const RECENT_WINDOW = 200;

/**
 * The recent window (RECENT_WINDOW): the account's newest filed patients, newest first, each with
 * `hit` 1 when it is filed under every token of one group at least. `?`: each token in order,
 * then the account and the window.
 */
export function recentSql(sizes: readonly number[], unsentOnly: boolean): string {
  const filed = 'EXISTS (SELECT 1 FROM patient_search_tokens t WHERE t.token = ? AND t.n = r.n)';
  const hit = sizes
    .map((size) => `(${Array.from({ length: size }, () => filed).join(' AND ')})`)
    .join(' OR ');
  return `SELECT patient_id, (${hit}) AS hit FROM (
      SELECT n, patient_id, updated_at FROM patient_search_rows
      WHERE account = ?${unsentOnly ? ' AND unsent = 1' : ''}
      ORDER BY updated_at DESC LIMIT ?) AS r
    ORDER BY updated_at DESC`;
}

/** Which key made a patient's tokens: a token of a term no search can ask for. */
const keyIdOf = (key: Buffer): number => tokenOf(key, 'key-id');

/**
 * The patient search index (docs/patient-search.md): each patient's terms kept only as keyed
 * tokens, so a search reads the few patients filed under its terms instead of unsealing all.
 */
export interface PatientSearchIndex {
  /**
   * Files a saved patient's record under its terms, replacing what it was filed under, with the
   * patient's account, last change and delivery as its row now says (joins the caller's transaction).
   */
  file(patientId: string, record: PatientRecord): void;
  /** The patient's row changed but not its record (the platform's id came): copies it again. */
  refresh(patientId: string): void;
  /**
   * The account's patients filed under a search's terms, most recently changed first (read
   * lazily: stop when enough are confirmed). Candidates only: each must still be matched.
   */
  candidates(
    account: string,
    text: string,
    options: {
      unsentOnly: boolean;
      /**
       * How many matches the caller will take: the recent window is looked at only for a few
       * (a list to show); a caller that wants every match is given the whole lists at once.
       */
      wanted?: number;
    },
  ): Iterable<PatientRow>;
  /** Loads the index's key now (throws KEYCHAIN_UNAVAILABLE as the vault does). */
  ensureKey(): void;
  /** Are some saved patients not filed at all? Cheap, and asks for no key (for the start). */
  someUnfiled(): boolean;
  /** Is any saved patient not filed, or filed under another key than the current one? */
  needsFill(): boolean;
  /** Files every saved patient not filed under the current key, opened by `open`; how many. */
  fill(open: (row: PatientRow) => PatientRecord | undefined): number;
}

export function createPatientSearchIndex(
  db: Db,
  vault: Pick<DataVault, 'deriveKey'>,
): PatientSearchIndex {
  let cached: { key: Buffer; id: number } | undefined;
  const key = (): { key: Buffer; id: number } => {
    if (cached) return cached;
    const derived = vault.deriveKey(SEARCH_KEY_PURPOSE);
    cached = { key: derived, id: keyIdOf(derived) };
    return cached;
  };

  const rowNo = db.prepare<[string], { n: number }>(
    'SELECT n FROM patient_search_rows WHERE patient_id = ?',
  );
  const addRow = db.prepare<[number, string]>(
    `INSERT INTO patient_search_rows (patient_id, account, updated_at, unsent, key_id)
     SELECT id, account, updated_at, platform_id IS NULL, ? FROM patients WHERE id = ?`,
  );
  // The patient's account, last change and whether the platform has it, copied from its row.
  const setMeta = db.prepare<{ id: string; key: number }>(
    `UPDATE patient_search_rows SET (account, updated_at, unsent, key_id) =
       (SELECT account, updated_at, platform_id IS NULL, @key FROM patients WHERE id = @id)
     WHERE patient_id = @id`,
  );
  const refreshMeta = db.prepare<{ id: string }>(
    `UPDATE patient_search_rows SET (account, updated_at, unsent) =
       (SELECT account, updated_at, platform_id IS NULL FROM patients WHERE id = @id)
     WHERE patient_id = @id`,
  );
  const dropTokens = db.prepare<[number]>('DELETE FROM patient_search_tokens WHERE n = ?');
  const addToken = db.prepare<[number, number]>(
    'INSERT OR IGNORE INTO patient_search_tokens (token, n) VALUES (?, ?)',
  );
  const counts = db.prepare<[], { patients: number; filed: number }>(
    `SELECT (SELECT count(*) FROM patients) AS patients,
            (SELECT count(*) FROM patient_search_rows) AS filed`,
  );
  const otherKey = db.prepare<[number, number], { n: number }>(
    'SELECT n FROM patient_search_rows WHERE key_id < ? OR key_id > ? LIMIT 1',
  );
  const unfiled = db.prepare<[string, number, number], StoredPatient>(
    `SELECT * FROM patients p WHERE p.id > ? AND NOT EXISTS
       (SELECT 1 FROM patient_search_rows r WHERE r.patient_id = p.id AND r.key_id = ?)
     ORDER BY p.id LIMIT ?`,
  );
  const everyRow = db.prepare<[string], StoredPatient>(
    'SELECT * FROM patients WHERE account = ? ORDER BY updated_at DESC',
  );
  const byId = db.prepare<[string], StoredPatient>('SELECT * FROM patients WHERE id = ?');
  const statements = new Map<string, Database.Statement<unknown[], unknown>>();

  /** The statement `sql` makes for a search's shape (few shapes; a bound all the same). */
  function statementFor<Row>(
    kind: 'all' | 'recent',
    groups: readonly string[][],
    unsentOnly: boolean,
  ): Database.Statement<unknown[], Row> {
    const sizes = groups.map((group) => group.length);
    const shape = `${kind}:${sizes.join(',')}${unsentOnly ? 'u' : ''}`;
    let statement = statements.get(shape);
    if (!statement) {
      if (statements.size >= 64) statements.clear();
      const sql = kind === 'all' ? candidatesSql(sizes, unsentOnly) : recentSql(sizes, unsentOnly);
      statement = db.prepare<unknown[], unknown>(sql);
      if (kind === 'all') statement.pluck();
      statements.set(shape, statement);
    }
    return statement as Database.Statement<unknown[], Row>;
  }

  function file(patientId: string, record: PatientRecord): void {
    const { key: k, id } = key();
    const tokens = recordTerms(record).map((term) => tokenOf(k, term));
    db.transaction(() => {
      const known = rowNo.get(patientId);
      let n: number;
      if (known) {
        n = known.n;
        dropTokens.run(n);
        setMeta.run({ id: patientId, key: id });
      } else {
        const added = addRow.run(id, patientId);
        if (added.changes === 0) return; // no such patient: nothing to file
        n = Number(added.lastInsertRowid);
      }
      for (const token of tokens) addToken.run(token, n);
    })();
  }

  return {
    file,
    refresh(patientId) {
      refreshMeta.run({ id: patientId }); // no key needed: the tokens stay
    },
    *candidates(account, text, { unsentOnly, wanted = Number.POSITIVE_INFINITY }) {
      const terms = searchTerms(text);
      if (terms === undefined) {
        for (const stored of everyRow.iterate(account)) {
          if (!unsentOnly || stored.platform_id === null) yield patientRowOf(stored);
        }
        return;
      }
      if (terms.length === 0) return;
      const { key: k } = key();
      const tokens = terms.flat().map((term) => tokenOf(k, term));
      // The ids first (a few numbers each), then each record only as it is asked for: the newest
      // RECENT_WINDOW patients checked against the tokens, then, if the caller wants more, the
      // tokens' whole lists intersected (skipping the window's matches, already given).
      const window = Number.isFinite(wanted)
        ? statementFor<{ patient_id: string; hit: number }>('recent', terms, unsentOnly).all(
            ...tokens,
            account,
            RECENT_WINDOW,
          )
        : [];
      const given = new Set<string>();
      for (const row of window) {
        if (row.hit !== 1) continue;
        given.add(row.patient_id);
        const stored = byId.get(row.patient_id);
        if (stored) yield patientRowOf(stored);
      }
      // The window held every filed patient (not when it was not looked at: then it is empty).
      if (Number.isFinite(wanted) && window.length < RECENT_WINDOW) return;
      for (const patientId of statementFor<string>('all', terms, unsentOnly).all(
        ...tokens,
        account,
      )) {
        if (given.has(patientId)) continue;
        const stored = byId.get(patientId);
        if (stored) yield patientRowOf(stored);
      }
    },
    ensureKey() {
      key();
    },
    someUnfiled() {
      const { patients, filed } = counts.get()!;
      return patients !== filed;
    },
    needsFill() {
      const { patients, filed } = counts.get()!;
      if (patients !== filed) return true;
      if (filed === 0) return false;
      const { id } = key();
      return otherKey.get(id, id) !== undefined;
    },
    fill(open) {
      const { id } = key();
      let filed = 0;
      let after = '';
      for (;;) {
        const batch = unfiled.all(after, id, FILL_BATCH);
        if (batch.length === 0) return filed;
        after = batch[batch.length - 1]!.id;
        db.transaction(() => {
          for (const stored of batch) {
            const row = patientRowOf(stored);
            // A record that cannot be opened is filed under nothing (no search can match it).
            file(row.id, open(row) ?? { name: '', sex: 'other' });
          }
        })();
        filed += batch.length;
      }
    },
  };
}
