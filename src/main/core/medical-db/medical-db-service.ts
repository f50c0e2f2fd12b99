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
import type { Formulary } from './formulary';
import type { CacheWriter } from './cache-writer';
import type { MedicalDbCache } from './medical-db-cache';

/*
 * Drug and lab search for the pad. The text goes to the platform as typed (its search is its own
 * business). Live answers are saved (every item seen, per account; only what is new or changed
 * is written, once typing pauses: cache-writer.ts). When the platform cannot be asked or answers garbage, drugs are looked up in the
 * formulary on this computer (every drug seen, and the doctor's own medicines), and tests in the
 * tests seen before, as the properties search does; the answer says so. Nothing here refuses
 * free text: a medicine or an investigation the search does not know is written without an id.
 */

export interface MedicalDbService {
  search(input: MedicalDbSearchInput): Promise<MedicalDbView>;
}

export function createMedicalDbService(deps: {
  backend: () => Promise<Backend>;
  cache: MedicalDbCache;
  /** Where live answers go: written when typing pauses, not on every key. */
  writer: CacheWriter;
  formulary: Formulary;
  connection: ConnectionMonitor;
  clock: Clock;
}): MedicalDbService {
  const { cache, writer, formulary, connection, clock } = deps;
  const mayUseCache = (error: unknown): boolean =>
    isPlatformError(error) && (error.unreachable || error.failure === 'bad-response');
  const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

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
        writer.hold(backend.accountKey, items, now);
        return { items: items.slice(0, limit), source: 'live', fetchedAt: iso(now) };
      } catch (error) {
        if (!mayUseCache(error)) throw error;
        // What the last live answers brought is searched too.
        writer.flush();
        const staleReason = {
          code: isPlatformError(error) ? error.code : 'OFFLINE',
          message:
            kind === 'drug'
              ? 'The platform cannot be reached; searched the medicines saved on this computer.'
              : 'The platform cannot be reached; searched the tests seen before.',
        };
        if (kind === 'drug') {
          // Always an answer, even from an empty formulary: the view says why it is offline.
          const found = formulary.search(backend.accountKey, text, limit);
          return {
            items: found.items,
            source: 'cache',
            fetchedAt: iso(found.oldestFetchedAt),
            staleReason,
            savedCount: found.count,
          };
        }
        const rows = cache.search(backend.accountKey, kind, text, limit);
        if (rows.length === 0 && !cache.has(backend.accountKey, kind)) throw error;
        return {
          items: rows.map((row) => row.item),
          source: 'cache',
          fetchedAt: rows.length === 0 ? null : iso(Math.min(...rows.map((row) => row.fetchedAt))),
          staleReason,
        };
      }
    },
  };
}
