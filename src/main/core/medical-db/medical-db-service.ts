import {
  DRUGS_AND_LABS_DEFAULT_LIMIT,
  drugItem,
  labItem,
  type MedicalDbItem,
  type MedicalDbSearchInput,
  type MedicalDbView,
} from '../../../shared/medical-db';
import type { Backend } from '../backend';
import type { Clock } from '../clock';
import { tracked, type ConnectionMonitor } from '../connection/connection-monitor';
import { isPlatformError } from '../platform/errors';
import { searchDrugsAndLabs } from '../platform/medical-db-api';
import type { MedicalDbCache } from './medical-db-cache';

/*
 * Drug and lab search for the pad. Live answers are saved (every item seen, per account), and
 * when the platform cannot be asked or answers garbage the saved items are searched instead, as
 * the properties search does. Nothing here refuses free text: a medicine or an investigation the
 * search does not know is written on the pad without an id.
 */

export interface MedicalDbService {
  search(input: MedicalDbSearchInput): Promise<MedicalDbView>;
}

export function createMedicalDbService(deps: {
  backend: () => Promise<Backend>;
  cache: MedicalDbCache;
  connection: ConnectionMonitor;
  clock: Clock;
}): MedicalDbService {
  const { cache, connection, clock } = deps;
  const mayUseCache = (error: unknown): boolean =>
    isPlatformError(error) && (error.unreachable || error.failure === 'bad-response');

  return {
    async search({ kind, text, limit = DRUGS_AND_LABS_DEFAULT_LIMIT }) {
      const backend = await deps.backend();
      try {
        const answer = await tracked(
          connection,
          searchDrugsAndLabs(backend.client, { kind, text, limit }),
        );
        const items: MedicalDbItem[] =
          kind === 'drug' ? answer.drugs.map(drugItem) : answer.lab_tests.map(labItem);
        const now = clock.now();
        cache.save(backend.accountKey, items, now);
        return {
          items: items.slice(0, limit),
          source: 'live',
          fetchedAt: new Date(now).toISOString(),
        };
      } catch (error) {
        if (!mayUseCache(error)) throw error;
        const rows = cache.search(backend.accountKey, kind, text, limit);
        if (rows.length === 0 && !cache.has(backend.accountKey, kind)) throw error;
        return {
          items: rows.map((row) => row.item),
          source: 'cache',
          fetchedAt:
            rows.length === 0
              ? null
              : new Date(Math.min(...rows.map((row) => row.fetchedAt))).toISOString(),
          staleReason: {
            code: isPlatformError(error) ? error.code : 'OFFLINE',
            message:
              'The platform cannot be reached; searched the medicines and tests seen before.',
          },
        };
      }
    },
  };
}
