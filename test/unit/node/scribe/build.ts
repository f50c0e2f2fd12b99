import { expect } from 'vitest';
import {
  scribeSuggestions,
  type SuggestionContent,
} from '../../../../src/shared/scribe/suggestions';

/** Builders of EMR structure entries for the mapping's tests. */

export const bundle = (...resources: object[]) => ({
  resourceType: 'Bundle',
  entry: resources.map((resource) => ({ resource })),
});
export const concept = (display: string, code?: string, system?: string) => ({
  coding: [{ display, ...(code ? { code } : {}), ...(system ? { system } : {}) }],
});
export const category = (code: string) => [concept(code, code)];
export const VISIT = '2026-11-26';

/** The one suggestion an entry gives (seen on the visit day), without its id. */
export function only(resource: object, options: { transcript?: string } = {}): SuggestionContent {
  const all = scribeSuggestions(bundle(resource), { visitDate: VISIT, ...options });
  expect(all).toHaveLength(1);
  const { id: _id, ...rest } = all[0]!;
  return rest;
}
