import type { Pad } from '../../../shared/pad/pad';
import type { DataVault } from '../crypto/data-vault';
import { isCoreError } from '../errors';
import type { PadRepository } from './pad-repository';
import { padSealing } from './pad-sealing';
import type { PadContents, PadHistoryReader } from './pad-service-types';

/**
 * Pads read for a patient's history. A pad that cannot be opened is reported unreadable (the
 * history says so for that visit), except when no pad can be opened at all (no keychain): that
 * refusal is said once, as the pad list does.
 */
export function createPadHistoryReader(
  repository: PadRepository,
  vault: DataVault,
): PadHistoryReader {
  const { openPad } = padSealing(vault);

  function contentsOf(id: string): PadContents | undefined {
    const row = repository.get(id);
    if (!row) return undefined;
    let pad: Pad;
    try {
      pad = openPad(row);
    } catch (error) {
      if (isCoreError(error) && error.code === 'KEYCHAIN_UNAVAILABLE') throw error;
      return { readable: false };
    }
    return { readable: true, status: row.status, pad };
  }

  return {
    contents(ids) {
      const found = new Map<string, PadContents>();
      for (const id of ids) {
        const contents = contentsOf(id);
        if (contents) found.set(id, contents);
      }
      return found;
    },
    firstFinalized(ids) {
      if (ids.length === 0) return undefined;
      const finalized = repository.finalizedAmong(ids);
      const id = ids.find((candidate) => finalized.has(candidate));
      if (id === undefined) return undefined;
      return { id, ...(contentsOf(id) ?? { readable: false }) };
    },
  };
}
