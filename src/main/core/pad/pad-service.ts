import { randomUUID } from 'node:crypto';
import type { ExaminationFinding } from '../../../shared/pad/finding';
import { createPad, isPadEmpty, touchPad, type Pad } from '../../../shared/pad/pad';
import type { PadStatus, PadSyncState, PadView } from '../../../shared/pad-view';
import { explainStorageError } from '../db/db-errors';
import { CoreError, isCoreError } from '../errors';
import { checkForFinalize } from './pad-checks';
import type { PadService, PadServiceDeps, PadsDirectory } from './pad-service-types';
import { PAD_FINALIZE, bodyContext, padContext, padIdOfKey, padOrderingKey } from './pad-finalize';
import type { PadRow } from './pad-repository';
import { keptAtFinalize, keptReads } from './pad-kept';
import { padSealing } from './pad-sealing';
import { REOPENABLE, padSummary, padView, saveConflict, syncStateOf } from './pad-views';
import { prescriptionBody } from './prescription-wire';
import { writeFinalized } from './pad-finalize-queue';
import { PAD_RECORD } from './pad-record';

/** How many pads the list shows, newest first. */
const LIST_LIMIT = 100;

export type { PadService, PadsDirectory } from './pad-service-types';

export function createPadService(deps: PadServiceDeps): PadService & PadsDirectory {
  const { db, repository, vault, outbox, clock } = deps;
  // A finalized pad's sending state moves with its outbox row: each move is announced.
  const stopFollowing = outbox.onRowState((event) => {
    if (event.operation === PAD_FINALIZE || event.operation === PAD_RECORD) {
      deps.emitChanged(padIdOfKey(event.orderingKey));
    }
  });

  const { seal, sealFinalized, openPad, openKept } = padSealing(vault);

  /** The view, with where its copy on the patient's record stands. */
  function viewOf(row: PadRow, pad: Pad, account: string): PadView {
    const record = row.status === 'finalized' ? deps.records.get(row.id, row.revision) : undefined;
    const step = record ? deps.recordStep?.(row.id) : undefined;
    const link = deps.versionLink?.(row.id);
    const view = padView(row, pad, account, {
      destination: row.status === 'finalized' && !record ? 'structured' : 'record',
      ...(step ? { recordStep: step } : {}),
    });
    return link ? { ...view, versionLink: link } : view;
  }

  function existing(id: string): PadRow {
    const row = repository.get(id);
    if (!row) throw new CoreError('NOT_FOUND', 'There is no such pad on this computer.');
    return row;
  }

  const isEmpty = isPadEmpty;

  function write<T>(run: () => T): T {
    try {
      return run();
    } catch (error) {
      throw explainStorageError(error);
    }
  }

  function startDraft(account: string, patientId: string | undefined): PadView {
    const now = clock.now();
    const id = randomUUID();
    const pad = createPad({
      id,
      now: new Date(now),
      ...(patientId === undefined ? {} : { patientId }),
    });
    const padSealed = seal(pad, padContext(id));
    const previous = repository.latestDraft(account);
    let dropPrevious = false;
    if (previous) {
      try {
        dropPrevious = isEmpty(openPad(previous));
      } catch {
        // Unreadable: keep it, it may be the doctor's work.
      }
    }
    write(() =>
      db.transaction(() => {
        if (previous && dropPrevious) repository.remove(previous.id);
        repository.insert({ id, account, padSealed, createdAt: now });
      })(),
    );
    deps.emitChanged(id);
    return viewOf(existing(id), pad, account);
  }

  const sinceIds = (account: string) => (finding: ExaminationFinding) =>
    deps.sinceGroupIds?.(account, finding) ?? [];

  return {
    async current() {
      const account = (await deps.backend()).accountKey;
      const row = repository.latestDraft(account);
      return row ? viewOf(row, openPad(row), account) : startDraft(account, undefined);
    },

    async create({ patientId }) {
      const account = (await deps.backend()).accountKey;
      return startDraft(account, patientId);
    },

    async saveDraft(pad, expectedRevision) {
      const now = clock.now();
      const stamped = touchPad(pad, new Date(now));
      const padSealed = seal(stamped, padContext(pad.id));
      const revision = write(() => repository.saveDraft(pad.id, padSealed, now, expectedRevision));
      if (revision !== undefined) return { id: pad.id, revision, updatedAt: stamped.updatedAt };
      if (repository.get(pad.id) !== undefined)
        throw saveConflict(repository.get(pad.id), expectedRevision);
      // A pad the renderer started itself (createPad): stored as a new draft of this account.
      const account = (await deps.backend()).accountKey;
      if (repository.get(pad.id) !== undefined)
        throw saveConflict(repository.get(pad.id), expectedRevision);
      write(() => repository.insert({ id: pad.id, account, padSealed, createdAt: now }));
      return { id: pad.id, revision: 1, updatedAt: stamped.updatedAt };
    },

    async finalize(id, expectedRevision) {
      const backend = await deps.backend();
      const account = backend.accountKey;
      const row = existing(id);
      if (row.status !== 'draft') {
        throw new CoreError('CONFLICT', 'This pad is already finalized.');
      }
      if (expectedRevision !== undefined && row.revision !== expectedRevision) {
        throw new CoreError(
          'CONFLICT',
          'This pad was changed after the version on screen; nothing was finalized. Open it again.',
        );
      }
      if (row.account !== account) {
        throw new CoreError(
          'CONFLICT',
          'This pad was started for another platform account. Switch back to it in Clinic setup to finalize it.',
        );
      }
      const open = (await deps.openSuggestions?.(id)) ?? 0;
      if (open > 0) {
        throw new CoreError(
          'CONFLICT',
          `The pad was not finalized: ${open === 1 ? "one of the scribe's suggestions waits" : `${open} of the scribe's suggestions wait`} for your decision. Accept, edit or reject each first.`,
        );
      }
      const checked = checkForFinalize(openPad(row), sinceIds(account), deps.checkPatientOf?.(id));
      if (!checked.ok) {
        const count = Object.keys(checked.problems).length;
        throw new CoreError(
          'INVALID_ARGUMENT',
          `The pad was not finalized: ${count === 1 ? 'one entry needs' : `${count} entries need`} correcting.`,
          { fields: checked.problems },
        );
      }
      const kept = await keptAtFinalize(deps, id);
      const now = clock.now();
      let final = touchPad(checked.pad, new Date(now));
      const owner = final.patientId === undefined ? deps.patientOf?.(id) : undefined;
      if (owner?.platformId) final = { ...final, patientId: owner.platformId };
      const waitFor = final.patientId === undefined ? owner?.pendingCreate : undefined;
      const revision = row.revision + 1;
      const padSealed = sealFinalized(final, kept, padContext(id));
      const bodySealed = seal(prescriptionBody(final), bodyContext(id, revision));
      const documentId = randomUUID();
      const structured = deps.sendStructured?.() === true;
      write(() =>
        db.transaction(() =>
          writeFinalized(deps, {
            id,
            account,
            from: row.revision,
            revision,
            padSealed,
            bodySealed,
            documentId,
            ...(waitFor === undefined ? {} : { waitFor }),
            structured,
            at: now,
          }),
        )(),
      );
      deps.logger.info({ padId: id }, 'pad finalized');
      deps.medicinesFinalized?.(account, final.medicines);
      deps.sync.kick();
      deps.emitChanged(id);
      return viewOf(existing(id), final, account);
    },

    async get(id) {
      const account = (await deps.backend()).accountKey;
      const row = existing(id);
      return viewOf(row, openPad(row), account);
    },

    async reopen(id) {
      const account = (await deps.backend()).accountKey;
      const row = existing(id);
      if (row.status === 'draft') return viewOf(row, openPad(row), account);
      const state = syncStateOf(row);
      if (!REOPENABLE.includes(state)) {
        throw new CoreError(
          'CONFLICT',
          state === 'sending'
            ? 'This prescription is being sent right now; wait for the attempt to end.'
            : 'This prescription has reached the platform, so it cannot be reopened here.',
        );
      }
      const pad = openPad(row);
      const refusal = state === 'rejected' ? row.lastError : undefined;
      write(() =>
        db.transaction(() => {
          const open = ['pending', 'rejected', 'dead'].includes(row.outboxState ?? 'none');
          if (open && row.outboxId !== undefined) {
            if (!outbox.discard(row.outboxId, 'Reopened on the pad to be corrected.')) {
              throw new CoreError(
                'CONFLICT',
                'This prescription started to be sent just now; wait for the attempt to end.',
              );
            }
          }
          // The structured copy queued behind it (when that setting is on) goes with it.
          for (const other of outbox.openOf([PAD_FINALIZE])) {
            if (other.orderingKey !== padOrderingKey(id) || other.id === row.outboxId) continue;
            if (!outbox.discard(other.id, 'Reopened on the pad to be corrected.')) {
              throw new CoreError(
                'CONFLICT',
                'This prescription started to be sent just now; wait for the attempt to end.',
              );
            }
          }
          if (!repository.reopen(id, row.revision, refusal, clock.now())) {
            throw new CoreError('CONFLICT', 'This pad changed while it was reopened.');
          }
        })(),
      );
      deps.logger.info({ padId: id, from: state }, 'pad reopened');
      deps.sync.kick();
      deps.emitChanged(id);
      return viewOf(existing(id), pad, account);
    },

    async list() {
      const account = (await deps.backend()).accountKey;
      return repository.list(LIST_LIMIT).map((row) => {
        let pad: Pad | undefined;
        try {
          pad = openPad(row);
        } catch (error) {
          // Without a keychain no pad opens: say that once, rather than list every pad as damaged.
          if (isCoreError(error) && error.code === 'KEYCHAIN_UNAVAILABLE') throw error;
        }
        return padSummary(row, pad, account);
      });
    },

    ...keptReads(deps, existing, { openPad, openKept }),

    close() {
      stopFollowing();
    },

    createDraft(account, patientPlatformId) {
      const now = clock.now();
      const id = randomUUID();
      const pad = createPad({
        id,
        now: new Date(now),
        ...(patientPlatformId === undefined ? {} : { patientId: patientPlatformId }),
      });
      repository.insert({ id, account, padSealed: seal(pad, padContext(id)), createdAt: now });
      return id;
    },

    states(ids) {
      const found = new Map<
        string,
        { status: PadStatus; syncState: PadSyncState; isEmpty: boolean }
      >();
      for (const id of ids) {
        const row = repository.get(id);
        if (!row) continue;
        let empty = false;
        try {
          empty = isEmpty(openPad(row));
        } catch {
          // Unreadable: counted as holding work.
        }
        found.set(id, { status: row.status, syncState: syncStateOf(row), isEmpty: empty });
      }
      return found;
    },
  };
}
