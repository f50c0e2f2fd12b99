import {
  PROPERTIES_LOOKUP_PATH,
  PROPERTY_CATEGORIES,
  PROPERTY_CONTEXT_SCOPES,
  PROPERTY_RESOURCES,
  SYM_DIAG_SEARCH_DEFAULT_LIMIT,
  SYM_DIAG_SEARCH_MAX_LIMIT,
  SYM_DIAG_SEARCH_PATH,
  SYM_DIAG_SEARCH_TYPES,
  type PropertyCatalogueEntry,
  type PropertyContext,
  type PropertiesLookupResponse,
} from '../shared/properties';
import { loadPropertiesCatalogue } from './properties-catalogue';
import { badParam, enumParam, singleParam, type ParamResult } from './query-params';
import type { SandboxResponse } from './responses';
import type { Route } from './router';
import { searchByName } from './sym-diag-search';

/** Longest search text accepted; a sandbox limit, the platform states none. */
export const SYM_DIAG_SEARCH_MAX_TEXT = 100;

function inContext(entry: PropertyCatalogueEntry, context: PropertyContext): boolean {
  const scope = PROPERTY_CONTEXT_SCOPES[context];
  return entry.resource === scope.resource && entry.category === scope.category;
}

/** `procedures`: comma-separated ids, blanks around each trimmed; an empty id is refused. */
function procedureIds(query: URLSearchParams): ParamResult<Set<string> | undefined> {
  const single = singleParam(query, 'procedures');
  if (!single.ok) return single;
  if (single.value === undefined) return { ok: true, value: undefined };
  const ids = single.value.split(',').map((id) => id.trim());
  if (ids.includes('')) {
    return badParam('procedures must be comma-separated procedure ids, none empty');
  }
  return { ok: true, value: new Set(ids) };
}

/**
 * The filters combine (AND); `data` keeps catalogue order. `procedures` keeps only the
 * procedures it names; an id that is no procedure of the catalogue is simply absent from `data`
 * (not a 400), so one retired id in a cached pad does not block the properties of the others.
 * Unknown parameters are ignored: the contract says other parameters are "not shown".
 * ASSUMPTION: `category` is a string in the contract; the sandbox accepts only the four
 * categories of PROPERTY_CONTEXT_SCOPES so that a client's typo fails loudly.
 */
function lookup(
  catalogue: readonly PropertyCatalogueEntry[],
  query: URLSearchParams,
): SandboxResponse {
  const resource = enumParam(query, 'resource', PROPERTY_RESOURCES);
  if (!resource.ok) return resource.response;
  const category = enumParam(query, 'category', PROPERTY_CATEGORIES);
  if (!category.ok) return category.response;
  const procedures = procedureIds(query);
  if (!procedures.ok) return procedures.response;
  const wanted = procedures.value;
  const data = catalogue.filter(
    (entry) =>
      (resource.value === undefined || entry.resource === resource.value) &&
      (category.value === undefined || entry.category === category.value) &&
      (wanted === undefined || (inContext(entry, 'procedures') && wanted.has(entry.id))),
  );
  const body: PropertiesLookupResponse = {
    data: structuredClone(data),
    msg: 'Properties fetched successfully',
  };
  return { status: 200, body };
}

/** `limit`: a positive integer up to the maximum, written in plain digits. */
function limitParam(query: URLSearchParams): ParamResult<number> {
  const single = singleParam(query, 'limit');
  if (!single.ok) return single;
  if (single.value === undefined) return { ok: true, value: SYM_DIAG_SEARCH_DEFAULT_LIMIT };
  const limit = /^\d{1,4}$/.test(single.value) ? Number(single.value) : NaN;
  if (limit >= 1 && limit <= SYM_DIAG_SEARCH_MAX_LIMIT) return { ok: true, value: limit };
  return badParam(
    `limit must be an integer from 1 to ${SYM_DIAG_SEARCH_MAX_LIMIT}, not ${JSON.stringify(single.value)}`,
  );
}

/** `q`: blanks collapsed and trimmed; required and not empty. */
export function textParam(query: URLSearchParams): ParamResult<string> {
  const single = singleParam(query, 'q');
  if (!single.ok) return single;
  const text = (single.value ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return badParam('q is required and must not be empty');
  if (text.length > SYM_DIAG_SEARCH_MAX_TEXT) {
    return badParam(`q must be at most ${SYM_DIAG_SEARCH_MAX_TEXT} characters`);
  }
  return { ok: true, value: text };
}

/**
 * The search answer as medical-db.json publishes it (SymptomsAndDiagnosesResponse): a symptom is
 * `{id, name, common_name}`, a diagnosis adds `icd10_code` and `icd10_name`, all required. The
 * sandbox's catalogue has one name per entry, answered as the common and the ICD-10 name too.
 */
interface PublishedSymDiagSearch {
  symptoms: { id: string; name: string; common_name: string }[];
  diagnoses: {
    id: string;
    name: string;
    common_name: string;
    icd10_code: string;
    icd10_name: string;
  }[];
}

const asSymptom = ({ id, name }: PropertyCatalogueEntry) => ({ id, name, common_name: name });
const asDiagnosis = ({ id, name, icd10_code }: PropertyCatalogueEntry) => ({
  id,
  name,
  common_name: name,
  // Every diagnosis of the catalogue has its code (checked when the catalogue loads).
  icd10_code: icd10_code ?? '',
  icd10_name: name,
});

/** Both keys are always present; `s_type` empties the list it excludes. `limit` caps each list. */
function search(
  catalogue: readonly PropertyCatalogueEntry[],
  query: URLSearchParams,
): SandboxResponse {
  const text = textParam(query);
  if (!text.ok) return text.response;
  const limit = limitParam(query);
  if (!limit.ok) return limit.response;
  const type = enumParam(query, 's_type', SYM_DIAG_SEARCH_TYPES);
  if (!type.ok) return type.response;
  const within = (context: PropertyContext): PropertyCatalogueEntry[] =>
    catalogue.filter((entry) => inContext(entry, context));
  const body: PublishedSymDiagSearch = {
    symptoms:
      type.value === 'diagnosis'
        ? []
        : searchByName(within('symptoms'), text.value, limit.value).map(asSymptom),
    diagnoses:
      type.value === 'symptom'
        ? []
        : searchByName(within('diagnosis'), text.value, limit.value).map(asDiagnosis),
  };
  return { status: 200, body };
}

/**
 * The properties lookup and the symptom / diagnosis text search over one catalogue, which
 * defaults to resources/sandbox/properties-catalogue.json (validated when the routes are made).
 * Both are read-only platform routes, so the pipeline applies auth and faults to them.
 */
export function propertiesRoutes(
  catalogue: readonly PropertyCatalogueEntry[] = loadPropertiesCatalogue(),
): Route[] {
  return [
    {
      service: 'platform',
      method: 'GET',
      path: PROPERTIES_LOOKUP_PATH,
      handle: ({ query }) => lookup(catalogue, query),
    },
    {
      service: 'platform',
      method: 'GET',
      path: SYM_DIAG_SEARCH_PATH,
      // medical-db.json: errors are GenericErr `{error, code}`.
      errors: 'medical-db',
      handle: ({ query }) => search(catalogue, query),
    },
  ];
}
