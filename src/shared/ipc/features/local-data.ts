import { z } from 'zod';
import type { LocalDataNotice } from '../../local-data';
import { noArgs } from './common';
import type { LOCAL_DATA_METHODS } from '../channels/local-data';
import { lazyArgs } from '../lazy-args';

export const localDataArgs = lazyArgs({
  'local-data:get-notices': () => noArgs,
  'local-data:dismiss-notice': () => z.object({ id: z.string().min(1).max(100) }).strict(),
} satisfies Record<keyof typeof LOCAL_DATA_METHODS, () => z.ZodType>);

export interface LocalDataResults {
  /** The notices of this run not yet dismissed: a recovery at start, a keychain that cannot be used. */
  'local-data:get-notices': LocalDataNotice[];
  /** A notice read and dismissed: not shown again in this run (an alert cannot be dismissed). */
  'local-data:dismiss-notice': { dismissed: true };
}

export type LocalDataEvents = Record<never, never>;
