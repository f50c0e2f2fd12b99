import { PropertyGroupSchema, type PropertyContext } from '../../../shared/properties';
import type { PropertiesView, PropertyItem } from '../../../shared/properties-view';
import type { Backend } from '../backend';
import type { Clock } from '../clock';
import { tracked, type ConnectionMonitor } from '../connection/connection-monitor';
import { CoreError } from '../errors';
import { isPlatformError } from '../platform/errors';
import { lookupProperties, searchSymptomsAndDiagnoses } from '../platform/properties-api';
import type { CachedProperty, PropertiesCache } from './properties-cache';

/**
 * The lookup's answer read leniently: a group of a kind this app does not know (a platform adding
 * one) is left out rather than failing the whole answer; a malformed entry still fails it.
 */

export interface PropertiesService {
  lookup(input: { context: PropertyContext; ids?: string[] }): Promise<PropertiesView>;
  search(input: {
    context: 'symptoms' | 'diagnosis';
    text: string;
    limit?: number;
  }): Promise<PropertiesView>;
}

export function createPropertiesService(deps: {
  backend: () => Promise<Backend>;
  cache: PropertiesCache;
  connection: ConnectionMonitor;
  clock: Clock;
}): PropertiesService {
  const { cache, connection, clock } = deps;

  function fromCache(rows: CachedProperty[], error: unknown): PropertiesView {
    if (rows.length === 0) throw error;
    return {
      items: rows.map((row) => row.item),
      source: 'cache',
      fetchedAt: new Date(Math.min(...rows.map((row) => row.fetchedAt))).toISOString(),
      staleReason: isPlatformError(error)
        ? { code: error.code, message: error.message }
        : { code: 'OFFLINE', message: 'The platform cannot be reached.' },
    };
  }

  /** Serve the saved copy when the platform could not be asked or answered garbage. */
  const mayUseCache = (error: unknown): boolean =>
    isPlatformError(error) && (error.unreachable || error.failure === 'bad-response');

  return {
    async lookup({ context, ids }) {
      const backend = await deps.backend();
      const wanted = ids && ids.length > 0 ? new Set(ids) : undefined;
      const cached = (): CachedProperty[] =>
        wanted
          ? [...wanted].flatMap((id) => cache.get(backend.accountKey, context, id) ?? [])
          : cache.list(backend.accountKey, context);
      const offline = new CoreError('OFFLINE', 'The platform cannot be reached.');
      if (connection.status().state === 'offline') {
        const saved = cached();
        if (saved.length > 0) return fromCache(saved, offline);
      }
      try {
        const answer = await tracked(
          connection,
          lookupProperties(
            backend.client,
            context,
            context === 'procedures' && wanted ? [...wanted] : [],
          ),
        );
        const now = clock.now();
        const items: PropertyItem[] = answer.data.map((entry) => ({
          id: entry.id,
          name: entry.name,
          context,
          ...(entry.icd10_code ? { icd10Code: entry.icd10_code } : {}),
          groups: entry.property_groups.flatMap((group) => {
            const parsed = PropertyGroupSchema.safeParse(group);
            return parsed.success ? [parsed.data] : [];
          }),
        }));
        cache.save(backend.accountKey, context, items, now);
        return {
          items: wanted ? items.filter((item) => wanted.has(item.id)) : items,
          source: 'live',
          fetchedAt: new Date(now).toISOString(),
        };
      } catch (error) {
        if (!mayUseCache(error)) throw error;
        return fromCache(cached(), error);
      }
    },
    async search({ context, text, limit = 20 }) {
      const backend = await deps.backend();
      try {
        const answer = await tracked(
          connection,
          searchSymptomsAndDiagnoses(backend.client, { context, text, limit }),
        );
        const found = context === 'symptoms' ? answer.symptoms : answer.diagnoses;
        return {
          // Groups come from the lookup; the search answer has names only.
          items: found.map(
            (entry) =>
              cache.get(backend.accountKey, context, entry.id)?.item ?? {
                id: entry.id,
                name: entry.name,
                context,
                groups: [],
              },
          ),
          source: 'live',
          fetchedAt: new Date(clock.now()).toISOString(),
        };
      } catch (error) {
        if (!mayUseCache(error)) throw error;
        const rows = cache.search(backend.accountKey, context, text, limit);
        // A saved catalogue with no match is an answer ("nothing found"), not a failure.
        if (rows.length === 0 && cache.has(backend.accountKey, context)) {
          return {
            items: [],
            source: 'cache',
            fetchedAt: null,
            staleReason: {
              code: 'OFFLINE',
              message: 'The platform cannot be reached; searched the saved catalogue.',
            },
          };
        }
        return fromCache(rows, error);
      }
    },
  };
}
