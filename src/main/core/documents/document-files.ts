import type { DataVault } from '../crypto/data-vault';
import { createSealedFiles, type SealedFiles } from '../storage/sealed-files';

/**
 * Copies of documents waiting for upload, in `<data folder>/documents`, each sealed by the data
 * vault (see SealedFiles for the durability order).
 */
export type DocumentFiles = SealedFiles;

export function createDocumentFiles(dir: string, vault: DataVault): DocumentFiles {
  return createSealedFiles({
    dir,
    vault,
    // The integrity context a document's file is sealed under: a file cannot pass for another's.
    context: (id) => `document:${id}:file`,
    fileName: (id) => `${id}.doc`,
    notSaved: 'The document was not saved',
    missing: 'The copy of this document kept on this computer is missing; pick the file again.',
  });
}
