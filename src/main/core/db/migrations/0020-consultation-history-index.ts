import type { Migration } from './index';

/**
 * The patient's history beside the pad (docs/consultation-history.md): a patient's visits before
 * one, newest first, read from an index in that order (patient, start time, id) rather than by
 * sorting every visit of the patient. It also answers what `consultations_patient` answered (the
 * patient's latest visit, a search by patient), so that index is dropped.
 */
export const m0020ConsultationHistoryIndex: Migration = {
  version: 20,
  name: '0020-consultation-history-index',
  up(db) {
    db.exec(`
      CREATE INDEX consultations_patient_started ON consultations (patient_id, started_at, id);
      DROP INDEX consultations_patient;
    `);
  },
};
