import type { z } from 'zod';
import type { LocalDataNotice } from '../../local-data';
import { noArgs } from './common';
import type { LOCAL_DATA_METHODS } from '../channels/local-data';

export const localDataArgs = {
  'local-data:get-notices': noArgs,
} as const satisfies Record<keyof typeof LOCAL_DATA_METHODS, z.ZodType>;

export interface LocalDataResults {
  /** The notices of this run: a recovery at start, a keychain that cannot be used. */
  'local-data:get-notices': LocalDataNotice[];
}

export type LocalDataEvents = Record<never, never>;
