import type { Migration } from './index';

/**
 * The doctor's profile as last read from the platform (`profile`, the app's reading of it as
 * JSON; `fetched_at`), and the registrations the doctor entered here (the published profile has
 * none), one row per account. Not patient data: kept in clear.
 */
export const m0012DoctorProfile: Migration = {
  version: 12,
  name: '0012-doctor-profile',
  up(db) {
    db.exec(`
      CREATE TABLE doctor_profile (
        account_key   TEXT PRIMARY KEY,
        profile       TEXT,
        fetched_at    INTEGER,
        registrations TEXT NOT NULL DEFAULT '[]',
        CHECK ((profile IS NULL) = (fetched_at IS NULL))
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
