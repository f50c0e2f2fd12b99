import type { Migration } from './index';

/**
 * The patient search's recent window (docs/patient-search.md): an account's filed patients, most
 * recently changed first, read from an index in that order so a broad search ("priy" among 50,000)
 * looks at the newest few hundred rows and their tokens instead of intersecting thousands. The
 * second index holds only the patients not yet on the platform (the online search's local part).
 */
export const m0030PatientSearchRecent: Migration = {
  version: 30,
  name: '0030-patient-search-recent',
  up(db) {
    db.exec(`
      CREATE INDEX patient_search_rows_recent
        ON patient_search_rows (account, updated_at DESC);
      CREATE INDEX patient_search_rows_recent_unsent
        ON patient_search_rows (account, updated_at DESC) WHERE unsent = 1;
    `);
  },
};
