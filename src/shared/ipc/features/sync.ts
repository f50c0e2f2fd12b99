import { z } from 'zod';
import type { SyncItemView, SyncStatus } from '../../sync';
import { noArgs, outboxId } from './common';
import type { SYNC_METHODS } from '../channels/sync';

export const syncArgs = {
  'sync:get-status': noArgs,
  'sync:list': noArgs,
  'sync:retry': z.object({ id: outboxId }).strict(),
  'sync:discard': z.object({ id: outboxId }).strict(),
  'sync:run-now': noArgs,
} as const satisfies Record<keyof typeof SYNC_METHODS, z.ZodType>;

export interface SyncResults {
  'sync:get-status': SyncStatus;
  'sync:list': SyncItemView[];
  'sync:retry': SyncItemView;
  'sync:discard': { id: number };
  'sync:run-now': SyncStatus;
}

export interface SyncEvents {
  'sync:status': SyncStatus;
}
