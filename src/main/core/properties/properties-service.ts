import { PropertyGroupSchema, type PropertyContext } from '../../../shared/properties';
import {
  DEFAULT_PROPERTY_GROUPS,
  PROPERTIES_NOT_OFFERED,
} from '../../../shared/properties-defaults';
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
  /**
   * Whether the account's platform offers the lookup, as far as its answers have told (undefined:
   * not asked yet, or no answer so far).
   */
  lookupOffered(backend: Pick<Backend, 'accountKey' | 'baseUrl'>): boolean | undefined;
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

  /**
   * Per account (and address): whether its platform offers the lookup, once it has answered one;
   * and the first lookup in flight while nobody knows yet. The lookup is in the seed contract and
   * in no published file: a platform may answer it 404, and is then not asked again while the app
   * runs (a changed account or address asks afresh; Test connection always asks).
   */
  const offered = new Map<string, boolean>();
  const firstAsk = new Map<string, Promise<unknown>>();

  function defaultsView(context: PropertyContext): PropertiesView {
    return {
      items: [],
      source: 'defaults',
      fetchedAt: null,
      defaults: {
        groups: [...DEFAULT_PROPERTY_GROUPS[context]],
        message: PROPERTIES_NOT_OFFERED,
      },
    };
  }

  /** The route is not there: an HTTP 404 answer (not a network failure, not a damaged answer). */
  const notOffered = (error: unknown): boolean =>
    isPlatformError(error) && error.failure === 'http' && error.status === 404;

  async function ask(
    backend: Backend,
    key: string,
    context: PropertyContext,
    wanted: Set<string> | undefined,
  ): Promise<PropertiesView> {
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
      offered.set(key, true);
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
      if (notOffered(error)) {
        offered.set(key, false);
        return defaultsView(context);
      }
      if (!mayUseCache(error)) throw error;
      return fromCache(cached(), error);
    }
  }

  const keyOf = (backend: Pick<Backend, 'accountKey' | 'baseUrl'>): string =>
    `${backend.accountKey}\n${backend.baseUrl}`;

  return {
    lookupOffered: (backend) => offered.get(keyOf(backend)),
    async lookup({ context, ids }) {
      const backend = await deps.backend();
      const key = keyOf(backend);
      const wanted = ids && ids.length > 0 ? new Set(ids) : undefined;
      // Until the platform has answered a lookup of this account, the others wait for the one in
      // flight: a platform that does not offer it is asked once, not once per context.
      for (let first = firstAsk.get(key); first && !offered.has(key); first = firstAsk.get(key)) {
        await first.catch(() => undefined);
      }
      if (offered.get(key) === false) return defaultsView(context);
      const asked = ask(backend, key, context, wanted);
      if (!offered.has(key)) {
        firstAsk.set(key, asked);
        void asked
          .catch(() => undefined)
          .finally(() => {
            if (firstAsk.get(key) === asked) firstAsk.delete(key);
          });
      }
      return asked;
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
