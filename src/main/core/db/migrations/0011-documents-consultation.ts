import type { Migration } from './index';

/**
 * `documents.consultation_id`: the consultation a document was added in (older documents belong
 * to none), so a consultation lists its own documents.
 */
export const m0011DocumentsConsultation: Migration = {
  version: 11,
  name: '0011-documents-consultation',
  up(db) {
    db.exec(`
      ALTER TABLE documents ADD COLUMN consultation_id TEXT;
      CREATE INDEX documents_consultation ON documents (consultation_id);
    `);
  },
};
