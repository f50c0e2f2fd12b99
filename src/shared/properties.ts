import { z } from 'zod';

/**
 * Symptom / diagnosis property groups: the lookup `GET /v1/sym-and-diag/properties` and the
 * text search `GET /medical-db/v1/sym-and-diag`. The seed contract (docs/platform.md) states
 * the paths, the lookup's query parameters and the resource enum; the developer docs add the
 * Note and Date group ids and the search's query and answer keys. Both response bodies are
 * "not shown": every shape below marked ASSUMPTION is the sandbox's design, not the platform's.
 */

export const PROPERTIES_LOOKUP_PATH = '/v1/sym-and-diag/properties';
export const SYM_DIAG_SEARCH_PATH = '/medical-db/v1/sym-and-diag';

/** The lookup's `resource` parameter (contract: enum Observation, Condition, ServiceRequest). */
export const PROPERTY_RESOURCES = ['Observation', 'Condition', 'ServiceRequest'] as const;
export type PropertyResource = (typeof PROPERTY_RESOURCES)[number];

/**
 * The `category` values the app sends. The contract types `category` as a string and names
 * symptom, encounter-diagnosis and exam as examples; `procedure` is an ASSUMPTION (see below).
 */
export const PROPERTY_CATEGORIES = ['symptom', 'encounter-diagnosis', 'exam', 'procedure'] as const;
export type PropertyCategory = (typeof PROPERTY_CATEGORIES)[number];

/** The caller contexts of docs/platform.md; results are cached per `context:id`. */
export const PROPERTY_CONTEXTS = [
  'symptoms',
  'diagnosis',
  'examination_findings',
  'procedures',
] as const;
export type PropertyContext = (typeof PROPERTY_CONTEXTS)[number];

export interface PropertyScope {
  resource: PropertyResource;
  category: PropertyCategory;
}

/**
 * The one table from caller context to lookup scope, following the FHIR R4 mapping of the pad
 * in docs/clinical-conventions.md:
 * - symptoms: an Observation; the platform categorises it as a symptom (SNOMED 418799008), and
 *   the contract's example category is `symptom`.
 * - diagnosis: a Condition with category `encounter-diagnosis` (condition-category system).
 * - examination_findings: an Observation with category `exam` (observation-category system).
 * - procedures: a pad procedure is either done (FHIR Procedure) or advised (ServiceRequest);
 *   the contract's resource enum has no Procedure, so the lookup is scoped to ServiceRequest.
 *   Its category `procedure` is an ASSUMPTION: the contract names no procedure category.
 */
export const PROPERTY_CONTEXT_SCOPES = {
  symptoms: { resource: 'Observation', category: 'symptom' },
  diagnosis: { resource: 'Condition', category: 'encounter-diagnosis' },
  examination_findings: { resource: 'Observation', category: 'exam' },
  procedures: { resource: 'ServiceRequest', category: 'procedure' },
} as const satisfies Record<PropertyContext, PropertyScope>;

/** The context a resource + category pair belongs to; undefined when none does. */
export function contextOfScope(resource: string, category: string): PropertyContext | undefined {
  return PROPERTY_CONTEXTS.find((context) => {
    const scope = PROPERTY_CONTEXT_SCOPES[context];
    return scope.resource === resource && scope.category === category;
  });
}

/**
 * Query parameters of the lookup for one context. `procedureIds` fills the contract's
 * comma-separated `procedures` parameter; ids must not contain commas.
 */
export function propertiesLookupParams(
  context: PropertyContext,
  procedureIds: readonly string[] = [],
): Record<string, string> {
  const { resource, category } = PROPERTY_CONTEXT_SCOPES[context];
  const params: Record<string, string> = { resource, category };
  if (procedureIds.length > 0) params.procedures = procedureIds.join(',');
  return params;
}

/** Note group id (docs/platform.md). */
export const NOTE_PROPERTY_GROUP_ID = 'pg-5243973452';
/** Date group id (docs/platform.md). */
export const DATE_PROPERTY_GROUP_ID = 'pg-31705165';
/**
 * ASSUMPTION, sandbox only: the platform's Since group id is not published. Clients must find
 * the Since group by `kind: 'since'` in the lookup answer, never by this id.
 */
export const SANDBOX_SINCE_PROPERTY_GROUP_ID = 'pg-sandbox-since';

/** The suggested units of the Since group (contract, "Prescription-pad records"), in order. */
export const SINCE_UNITS = ['Hour', 'Day', 'Week', 'Month', 'Year'] as const;
export type SinceUnit = (typeof SINCE_UNITS)[number];

/**
 * UCUM codes of the Since units (docs/clinical-conventions.md), for FHIR `onset`/`effective`
 * values.
 */
export const SINCE_UNIT_UCUM: Record<SinceUnit, string> = {
  Hour: 'h',
  Day: 'd',
  Week: 'wk',
  Month: 'mo',
  Year: 'a',
};

export const PROPERTY_GROUP_KINDS = ['since', 'note', 'date', 'select'] as const;
export type PropertyGroupKind = (typeof PROPERTY_GROUP_KINDS)[number];

const groupBase = { id: z.string().min(1), name: z.string().min(1) };

/** ASSUMPTION: a number plus one of `units` (docs/design-rules.md, "The prescription pad"). */
export const SincePropertyGroupSchema = z.object({
  ...groupBase,
  kind: z.literal('since'),
  units: z.array(z.enum(SINCE_UNITS)).min(1),
});
/** ASSUMPTION: open text. */
export const NotePropertyGroupSchema = z.object({ ...groupBase, kind: z.literal('note') });
/** ASSUMPTION: one calendar date. */
export const DatePropertyGroupSchema = z.object({ ...groupBase, kind: z.literal('date') });
/** ASSUMPTION: one of a fixed list, e.g. severity or side. */
export const SelectPropertyGroupSchema = z.object({
  ...groupBase,
  kind: z.literal('select'),
  options: z.array(z.string().min(1)).min(1),
});

/** ASSUMPTION: one property group as the lookup describes it. */
export const PropertyGroupSchema = z.discriminatedUnion('kind', [
  SincePropertyGroupSchema,
  NotePropertyGroupSchema,
  DatePropertyGroupSchema,
  SelectPropertyGroupSchema,
]);
export type PropertyGroup = z.infer<typeof PropertyGroupSchema>;
export type SincePropertyGroup = z.infer<typeof SincePropertyGroupSchema>;
export type SelectPropertyGroup = z.infer<typeof SelectPropertyGroupSchema>;

/**
 * ASSUMPTION: one symptom, diagnosis, examination finding or procedure with the property groups
 * the pad offers for it. `category` stays a string, as in the contract; `icd10_code` (WHO
 * ICD-10) is given for diagnoses only.
 */
export const PropertyCatalogueEntrySchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  resource: z.enum(PROPERTY_RESOURCES),
  category: z.string().min(1),
  icd10_code: z.string().min(1).optional(),
  property_groups: z.array(PropertyGroupSchema),
});
export type PropertyCatalogueEntry = z.infer<typeof PropertyCatalogueEntrySchema>;

/**
 * ASSUMPTION: the lookup's 200 body. `{data, msg}` mirrors the one list answer the contract
 * shows (webhooks); `msg` is optional so a platform that leaves it out still parses.
 */
export const PropertiesLookupResponseSchema = z.object({
  data: z.array(PropertyCatalogueEntrySchema),
  msg: z.string().optional(),
});
export type PropertiesLookupResponse = z.infer<typeof PropertiesLookupResponseSchema>;

/** The search's `s_type` values (docs/platform.md); absent means both. */
export const SYM_DIAG_SEARCH_TYPES = ['symptom', 'diagnosis'] as const;
export type SymDiagSearchType = (typeof SYM_DIAG_SEARCH_TYPES)[number];

/** ASSUMPTION: the platform states only `limit <= 100`; 20 when absent is the sandbox's choice. */
export const SYM_DIAG_SEARCH_DEFAULT_LIMIT = 20;
export const SYM_DIAG_SEARCH_MAX_LIMIT = 100;

/** ASSUMPTION: a search hit carries at least id and name; other keys are dropped on parse. */
export const SymDiagSearchItemSchema = z.object({ id: z.string().min(1), name: z.string().min(1) });
export type SymDiagSearchItem = z.infer<typeof SymDiagSearchItemSchema>;

/** `{symptoms[], diagnoses[]}` (docs/platform.md); both keys always present. */
export const SymDiagSearchResponseSchema = z.object({
  symptoms: z.array(SymDiagSearchItemSchema),
  diagnoses: z.array(SymDiagSearchItemSchema),
});
export type SymDiagSearchResponse = z.infer<typeof SymDiagSearchResponseSchema>;
