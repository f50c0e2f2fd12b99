import { randomUUID } from 'node:crypto';
import type { Pad } from '../../../shared/pad/pad';
import type { PadView } from '../../../shared/pad-view';
import type { Backend } from '../backend';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { explainStorageError } from '../db/db-errors';
import { CoreError } from '../errors';
import type { Logger } from '../log/logger';
import type { PadAmendments } from './pad-amendments';
import { padContext } from './pad-finalize';
import type { PadRepository } from './pad-repository';
import type { padSealing } from './pad-sealing';
import { REOPENABLE, syncStateOf } from './pad-views';

export interface PadAmendDeps {
  db: Db;
  repository: PadRepository;
  amendments: PadAmendments;
  sealing: Pick<ReturnType<typeof padSealing>, 'seal' | 'openPad'>;
  backend: () => Promise<Backend>;
  clock: Clock;
  logger: Logger;
  emitChanged(id: string): void;
  /** The view of a pad, as `pad:get` answers it. */
  view(id: string): Promise<PadView>;
}

/**
 * Amends a prescription that has reached the platform: it is never changed, a new draft copies
 * it and names it (`amends`, version + 1). The doctor corrects the draft and finalizes it like
 * any pad; its printout says "Amended" with the time. A prescription not yet on the platform is
 * reopened instead (pad:reopen), so one visit never carries two versions nobody saw.
 */
export function createPadAmend(deps: PadAmendDeps): (id: string) => Promise<PadView> {
  const { repository, amendments } = deps;
  return async function amend(id) {
    const account = (await deps.backend()).accountKey;
    const row = repository.get(id);
    if (!row) throw new CoreError('NOT_FOUND', 'There is no such pad on this computer.');
    const already = amendments.amendmentOf(id);
    if (already?.status === 'draft') return deps.view(already.id);
    if (already) {
      throw new CoreError(
        'CONFLICT',
        'This prescription was already amended; amend its newest version instead.',
      );
    }
    if (row.status !== 'finalized') {
      throw new CoreError(
        'CONFLICT',
        'This prescription is not finalized, so there is nothing to amend: correct the draft itself.',
      );
    }
    const state = syncStateOf(row);
    if (state !== 'sent') {
      throw new CoreError(
        'CONFLICT',
        REOPENABLE.includes(state)
          ? 'This prescription has not reached the platform yet: reopen it to correct it instead.'
          : 'This prescription is being sent right now; wait for the attempt to end, then amend it.',
      );
    }
    if (row.account !== account) {
      throw new CoreError(
        'CONFLICT',
        'This prescription was written for another platform account. Switch back to it in Settings to amend it.',
      );
    }
    const earlier = deps.sealing.openPad(row);
    const now = deps.clock.now();
    const newId = randomUUID();
    // The visit's day stays (createdAt): an amendment corrects that visit's prescription.
    const copy: Pad = { ...earlier, id: newId, updatedAt: new Date(now).toISOString() };
    const version = (amendments.linkOf(id)?.version ?? 1) + 1;
    const padSealed = deps.sealing.seal(copy, padContext(newId));
    try {
      deps.db.transaction(() =>
        amendments.insert({ id: newId, account, padSealed, createdAt: now, amends: id, version }),
      )();
    } catch (error) {
      // Two amend calls at once: the first one's draft is the amendment.
      const won = amendments.amendmentOf(id);
      if (won?.status === 'draft') return deps.view(won.id);
      throw explainStorageError(error);
    }
    deps.logger.info({ padId: newId, amends: id, version }, 'prescription amended');
    deps.emitChanged(newId);
    deps.emitChanged(id);
    return deps.view(newId);
  };
}
