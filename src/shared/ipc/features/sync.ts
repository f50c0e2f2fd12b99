import { z } from 'zod';
import { SYNC_PAGE_MAX, type SyncItemPage, type SyncItemView, type SyncStatus } from '../../sync';
import { noArgs, outboxId } from './common';
import type { SYNC_METHODS } from '../channels/sync';
import { lazyArgs } from '../lazy-args';

/** A page of the open changes: which group, after which cursor, how many. */
export const syncListArgs = z
  .object({
    group: z
      .enum(['attention', 'waiting', 'all'], {
        message: 'The group must be "attention", "waiting" or "all".',
      })
      .optional(),
    after: z
      .number({ message: 'The cursor must be the number a previous page gave as nextCursor.' })
      .int({ message: 'The cursor must be the number a previous page gave as nextCursor.' })
      .nonnegative({ message: 'The cursor must be the number a previous page gave as nextCursor.' })
      .optional(),
    limit: z
      .number({ message: `The page size must be a whole number from 1 to ${SYNC_PAGE_MAX}.` })
      .int({ message: `The page size must be a whole number from 1 to ${SYNC_PAGE_MAX}.` })
      .min(1, { message: `The page size must be a whole number from 1 to ${SYNC_PAGE_MAX}.` })
      .max(SYNC_PAGE_MAX, {
        message: `The page size must be a whole number from 1 to ${SYNC_PAGE_MAX}.`,
      })
      .optional(),
  })
  .strict();

export const syncArgs = lazyArgs({
  'sync:get-status': () => noArgs,
  'sync:list': () => syncListArgs,
  'sync:retry': () => z.object({ id: outboxId }).strict(),
  'sync:discard': () => z.object({ id: outboxId }).strict(),
  'sync:run-now': () => noArgs,
} satisfies Record<keyof typeof SYNC_METHODS, () => z.ZodType>);

export interface SyncResults {
  'sync:get-status': SyncStatus;
  'sync:list': SyncItemPage;
  'sync:retry': SyncItemView;
  'sync:discard': { id: number };
  'sync:run-now': SyncStatus;
}

export interface SyncEvents {
  'sync:status': SyncStatus;
}
