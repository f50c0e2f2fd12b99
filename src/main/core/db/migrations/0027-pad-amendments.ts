import type { Migration } from './index';

/**
 * Amended prescriptions (docs/prescription-pad.md#amending-a-prescription-on-the-record): a
 * prescription that has reached the patient's record is never changed; it is amended by a new pad
 * that copies it and names it. `amends` is the pad it replaces (one amendment per pad: amending
 * again continues from the newest version); `version` counts from 1 (the first prescription of
 * the visit) and is the amended pad's plus one. Pads from before keep version 1 and amend nothing.
 */
export const m0027PadAmendments: Migration = {
  version: 27,
  name: '0027-pad-amendments',
  up(db) {
    db.exec(`
      ALTER TABLE pads ADD COLUMN amends TEXT REFERENCES pads(id);
      ALTER TABLE pads ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
      CREATE UNIQUE INDEX pads_by_amends ON pads(amends) WHERE amends IS NOT NULL;
    `);
  },
};
