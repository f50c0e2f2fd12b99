import type { Migration } from './index';

/**
 * "Find a consultation" read in its own order (docs/consultation-history.md): an account's visits
 * newest first, ties on the start time by id, as the list shows them (`ORDER BY started_at DESC,
 * id`). The index is declared in that order, so a search reads it forward from the newest visit
 * (or from the end of a day window) and stops at the list's limit: no scan of every visit, no sort.
 * The patient and the day ride along in the index, so the filters on them are decided from the
 * index entry and only the rows listed are read from the table.
 */
export const m0029ConsultationSearchIndex: Migration = {
  version: 29,
  name: '0029-consultation-search-index',
  up(db) {
    db.exec(`
      CREATE INDEX consultations_account_started
        ON consultations (account, started_at DESC, id, patient_id, day);
    `);
  },
};
