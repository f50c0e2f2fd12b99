import { z } from 'zod';
import {
  PROPERTIES_LOOKUP_PATH,
  SYM_DIAG_SEARCH_PATH,
  SymDiagSearchResponseSchema,
  propertiesLookupParams,
  type PropertyContext,
} from '../../../shared/properties';
import type { PlatformClient } from './client';

/** The lookup's answer, read for what the pad needs; each group is checked on its own later. */
export const LookupAnswerSchema = z.object({
  data: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string().min(1),
      icd10_code: z.string().min(1).optional(),
      property_groups: z.array(z.unknown()),
    }),
  ),
});
export type LookupAnswer = z.infer<typeof LookupAnswerSchema>;

/** `GET /v1/sym-and-diag/properties` for a caller context (procedures by id). */
export function lookupProperties(
  client: PlatformClient,
  context: PropertyContext,
  procedureIds: readonly string[] = [],
): Promise<LookupAnswer> {
  const query = new URLSearchParams(propertiesLookupParams(context, [...procedureIds]));
  return client.request({
    method: 'GET',
    path: `${PROPERTIES_LOOKUP_PATH}?${query.toString()}`,
    schema: LookupAnswerSchema,
    what: 'Loading the property groups',
  });
}

/** `GET /medical-db/v1/sym-and-diag` for symptoms or diagnoses starting with `text`. */
export function searchSymptomsAndDiagnoses(
  client: PlatformClient,
  input: { context: 'symptoms' | 'diagnosis'; text: string; limit: number },
) {
  const type = input.context === 'symptoms' ? 'symptom' : 'diagnosis';
  const query = new URLSearchParams({ q: input.text, limit: String(input.limit), s_type: type });
  return client.request({
    method: 'GET',
    path: `${SYM_DIAG_SEARCH_PATH}?${query.toString()}`,
    schema: SymDiagSearchResponseSchema,
    what: 'Searching symptoms and diagnoses',
  });
}
