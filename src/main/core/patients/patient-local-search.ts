import { keychainRefusal } from '../crypto/data-vault';
import type { Logger } from '../log/logger';
import { errorName } from '../log/logger';
import { matchesSearch, type PatientRecord } from './patient-record';
import type { PatientSearchIndex } from './patient-search-index';
import type { PatientRow } from './patients-repository';

/** Search among the patients saved on this computer, through the search index. */
export interface LocalSearch {
  /**
   * The account's saved patients a search matches, most recently changed first, at most `limit`
   * (only those not yet on the platform with `unsentOnly`): the index names the candidates, and
   * each is unsealed and matched by `matchesSearch` as before the index.
   */
  matches(account: string, text: string, limit?: number, unsentOnly?: boolean): PatientRow[];
  /** At start: files the patients saved before the index. Never throws (a search tries again). */
  fileUnfiled(): void;
}

export function createLocalSearch(
  index: PatientSearchIndex,
  open: (row: PatientRow) => PatientRecord | undefined,
  logger: Logger,
): LocalSearch {
  let checked = false;

  /** The index's key loaded, and every saved patient filed under it (checked once a run). */
  function ensureIndexed(): void {
    try {
      index.ensureKey();
    } catch (error) {
      throw keychainRefusal(error, 'Patients cannot be shown.', 'Patients are kept');
    }
    if (checked) return;
    if (index.needsFill()) logger.info({ filed: index.fill(open) }, 'patients filed for search');
    checked = true;
  }

  return {
    matches(account, text, limit = Number.POSITIVE_INFINITY, unsentOnly = false) {
      ensureIndexed();
      const found: PatientRow[] = [];
      if (limit <= 0) return found;
      for (const row of index.candidates(account, text, { unsentOnly, wanted: limit })) {
        const record = open(row);
        if (record === undefined || !matchesSearch(record, text)) continue;
        found.push(row);
        if (found.length >= limit) break;
      }
      return found;
    },
    fileUnfiled() {
      try {
        if (!index.someUnfiled()) return;
        ensureIndexed();
      } catch (error) {
        logger.warn({ err: errorName(error) }, 'saved patients could not be filed for search yet');
      }
    },
  };
}
