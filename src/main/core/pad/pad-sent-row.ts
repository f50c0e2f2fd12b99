import { CoreError } from '../errors';
import type { PadRepository, PadRow } from './pad-repository';

/**
 * The finalized pad a queued change sends, exactly as it was finalized: its sealed body must be
 * there and its revision the one queued. Reopening discards the queued rows in the same
 * transaction, so anything else is a damaged database, and nothing is sent.
 */
export function finalizedRowToSend(
  repository: Pick<PadRepository, 'get'>,
  padId: string,
  revision: number,
): PadRow & { bodySealed: Buffer } {
  const row = repository.get(padId);
  if (!row?.bodySealed) {
    throw new CoreError(
      'LOCAL_DATA_DAMAGED',
      'The prescription saved for sending is missing on this computer.',
    );
  }
  if (row.status !== 'finalized' || row.revision !== revision) {
    throw new CoreError(
      'LOCAL_DATA_DAMAGED',
      'This prescription was changed after it was finalized; this copy of it is not sent.',
    );
  }
  return row as PadRow & { bodySealed: Buffer };
}
