import type { Migration } from './index';

/**
 * The doctor's signature or stamp images, each kept once by its SHA-256 (`sealed`: the image's
 * bytes sealed with the data key under `doctor-signature:<sha256>`), and which of them an
 * account prints on prescriptions finalized from now on (`doctor_profile.signature_sha256`). An
 * image is never deleted: a finalized prescription keeps which one it was signed with, and its
 * reprints must print that one (docs/printout.md).
 */
export const m0026DoctorSignatures: Migration = {
  version: 26,
  name: '0026-doctor-signatures',
  up(db) {
    db.exec(`
      CREATE TABLE doctor_signatures (
        sha256     TEXT PRIMARY KEY CHECK (length(sha256) = 64),
        media_type TEXT NOT NULL CHECK (media_type IN ('image/png', 'image/jpeg')),
        width      INTEGER NOT NULL CHECK (width > 0),
        height     INTEGER NOT NULL CHECK (height > 0),
        size_bytes INTEGER NOT NULL CHECK (size_bytes > 0),
        sealed     BLOB NOT NULL,
        added_at   INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
      ALTER TABLE doctor_profile ADD COLUMN signature_sha256 TEXT REFERENCES doctor_signatures (sha256);
      ALTER TABLE doctor_profile ADD COLUMN signature_chosen_at INTEGER;
    `);
  },
};
