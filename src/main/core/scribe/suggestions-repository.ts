import type { DataVault } from '../crypto/data-vault';
import type { Db } from '../db/connection';
import type { ScribeSuggestion } from '../../../shared/scribe/suggestions';
import type { SuggestionState, SuggestionView } from '../../../shared/scribe/suggestion-view';

interface Stored {
  id: string;
  session_id: string;
  suggestion_sealed: Buffer;
  state: SuggestionState;
  decided_at: number | null;
}

const context = (padId: string, id: string): string => `scribe:${padId}:${id}`;

/** The scribe_suggestions table: suggestions sealed, decisions in clear. */
export interface SuggestionsRepository {
  /** Adds the suggestions not seen before on this pad; those already there keep their decision. */
  addNew(padId: string, sessionId: string, suggestions: ScribeSuggestion[], at: number): number;
  list(padId: string): SuggestionView[];
  /** Records the doctor's decision on an open suggestion; false when there is no open one. */
  decide(padId: string, id: string, state: Exclude<SuggestionState, 'open'>, at: number): boolean;
  state(padId: string, id: string): SuggestionState | undefined;
  get(padId: string, id: string): ScribeSuggestion | undefined;
  openCount(padId: string): number;
}

export function createSuggestionsRepository(db: Db, vault: DataVault): SuggestionsRepository {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO scribe_suggestions
       (pad_id, id, session_id, position, suggestion_sealed, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const maxPosition = db.prepare<[string], { p: number | null }>(
    'SELECT max(position) AS p FROM scribe_suggestions WHERE pad_id = ?',
  );
  const has = db.prepare<[string, string], { one: number }>(
    'SELECT 1 AS one FROM scribe_suggestions WHERE pad_id = ? AND id = ?',
  );
  const all = db.prepare<[string], Stored>(
    `SELECT id, session_id, suggestion_sealed, state, decided_at FROM scribe_suggestions
     WHERE pad_id = ? ORDER BY position`,
  );
  const decideOpen = db.prepare(
    `UPDATE scribe_suggestions SET state = ?, decided_at = ?
     WHERE pad_id = ? AND id = ? AND state = 'open'`,
  );
  const stateOf = db.prepare<[string, string], { state: SuggestionState }>(
    'SELECT state FROM scribe_suggestions WHERE pad_id = ? AND id = ?',
  );
  const one = db.prepare<[string, string], { suggestion_sealed: Buffer }>(
    'SELECT suggestion_sealed FROM scribe_suggestions WHERE pad_id = ? AND id = ?',
  );
  const open = db.prepare<[string], { n: number }>(
    "SELECT count(*) AS n FROM scribe_suggestions WHERE pad_id = ? AND state = 'open'",
  );

  return {
    addNew(padId, sessionId, suggestions, at) {
      const fresh = suggestions.filter((s) => has.get(padId, s.id) === undefined);
      if (fresh.length === 0) return 0;
      // Sealed before the transaction: the keychain may be asked for the data key.
      const sealed = fresh.map((s) => vault.sealText(JSON.stringify(s), context(padId, s.id)));
      db.transaction(() => {
        let position = (maxPosition.get(padId)?.p ?? -1) + 1;
        fresh.forEach((s, i) => {
          insert.run(padId, s.id, sessionId, position, sealed[i], at);
          position += 1;
        });
      })();
      return fresh.length;
    },
    list(padId) {
      return all.all(padId).map((row) => ({
        suggestion: JSON.parse(
          vault.openText(row.suggestion_sealed, context(padId, row.id)),
        ) as ScribeSuggestion,
        state: row.state,
        sessionId: row.session_id,
        ...(row.decided_at === null ? {} : { decidedAt: new Date(row.decided_at).toISOString() }),
      }));
    },
    decide(padId, id, state, at) {
      return decideOpen.run(state, at, padId, id).changes === 1;
    },
    state: (padId, id) => stateOf.get(padId, id)?.state,
    get(padId, id) {
      const row = one.get(padId, id);
      return row
        ? (JSON.parse(
            vault.openText(row.suggestion_sealed, context(padId, id)),
          ) as ScribeSuggestion)
        : undefined;
    },
    openCount: (padId) => open.get(padId)?.n ?? 0,
  };
}
