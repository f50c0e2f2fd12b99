import {
  DRUGS_AND_LABS_DEFAULT_LIMIT,
  DRUGS_AND_LABS_MAX_LIMIT,
  DRUGS_AND_LABS_PATH,
  MEDICAL_DB_KINDS,
} from '../shared/medical-db';
import { drugWords, searchDrugs } from '../shared/drug-words';
import { SANDBOX_DRUGS, SANDBOX_LAB_TESTS, type SandboxDrug } from './drug-lab-catalogue';
import { textParam } from './properties-routes';
import { badParam, enumParam, singleParam, type ParamResult } from './query-params';
import type { SandboxResponse } from './responses';
import type { Route } from './router';
import { searchByName } from './sym-diag-search';

/** `limit`: 1 to 100 (medical-db.json), default 10. */
function limitParam(query: URLSearchParams): ParamResult<number> {
  const single = singleParam(query, 'limit');
  if (!single.ok) return single;
  if (single.value === undefined) return { ok: true, value: DRUGS_AND_LABS_DEFAULT_LIMIT };
  const limit = /^\d{1,4}$/.test(single.value) ? Number(single.value) : NaN;
  if (limit >= 1 && limit <= DRUGS_AND_LABS_MAX_LIMIT) return { ok: true, value: limit };
  return badParam(`limit must be an integer from 1 to ${DRUGS_AND_LABS_MAX_LIMIT}`);
}

/** A drug is found by its name (the brand), its generic name and its form. */
const wordsOf = (drug: SandboxDrug) =>
  drugWords({ name: drug.name, genericName: drug.generic_name, form: drug.product_type });

/**
 * medical-db.json's SearchResponse: both lists always present; `s_type` (default drug) fills
 * one and leaves the other empty. ASSUMPTION (the platform publishes no matching rules): drugs
 * are matched the way doctors type, brand or generic, each word's start, in any order
 * (shared/drug-words.ts); lab tests as the symptom search (sym-diag-search.ts).
 */
function search(query: URLSearchParams): SandboxResponse {
  const text = textParam(query);
  if (!text.ok) return text.response;
  const limit = limitParam(query);
  if (!limit.ok) return limit.response;
  const type = enumParam(query, 's_type', MEDICAL_DB_KINDS);
  if (!type.ok) return type.response;
  const kind = type.value ?? 'drug';
  return {
    status: 200,
    body: {
      drugs:
        kind === 'drug'
          ? structuredClone(searchDrugs(SANDBOX_DRUGS, text.value, limit.value, wordsOf))
          : [],
      lab_tests:
        kind === 'lab'
          ? structuredClone(searchByName(SANDBOX_LAB_TESTS, text.value, limit.value))
          : [],
    },
  };
}

/** `GET /medical-db/v1/drugs-and-labs`: a read-only platform route (auth and faults apply). */
export function medicalDbRoutes(): Route[] {
  return [
    {
      service: 'platform',
      method: 'GET',
      path: DRUGS_AND_LABS_PATH,
      // medical-db.json: errors are GenericErr `{error, code}`.
      errors: 'medical-db',
      handle: ({ query }) => search(query),
    },
  ];
}
