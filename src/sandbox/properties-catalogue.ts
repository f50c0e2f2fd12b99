import { z } from 'zod';
import {
  DATE_PROPERTY_GROUP_ID,
  NOTE_PROPERTY_GROUP_ID,
  PROPERTY_CONTEXTS,
  PROPERTY_CONTEXT_SCOPES,
  PropertyGroupSchema,
  SANDBOX_SINCE_PROPERTY_GROUP_ID,
  SINCE_UNITS,
  type PropertyCatalogueEntry,
  type PropertyContext,
  type PropertyGroup,
  type PropertyGroupKind,
} from '../shared/properties';
import catalogueFile from '../../resources/sandbox/properties-catalogue.json';

/**
 * The groups every entry of a context must carry (contract, "Prescription-pad records": an
 * examination finding has Since and Note, a procedure has Date and Note; symptoms and diagnoses
 * are written as examination entities, so they carry Since and Note too).
 */
const REQUIRED_GROUP_IDS: Record<PropertyContext, readonly string[]> = {
  symptoms: [SANDBOX_SINCE_PROPERTY_GROUP_ID, NOTE_PROPERTY_GROUP_ID],
  diagnosis: [SANDBOX_SINCE_PROPERTY_GROUP_ID, NOTE_PROPERTY_GROUP_ID],
  examination_findings: [SANDBOX_SINCE_PROPERTY_GROUP_ID, NOTE_PROPERTY_GROUP_ID],
  procedures: [DATE_PROPERTY_GROUP_ID, NOTE_PROPERTY_GROUP_ID],
};

/** The id each built-in kind must have: Note and Date from docs/platform.md, Since assumed. */
const BUILT_IN_GROUP_IDS: Partial<Record<PropertyGroupKind, string>> = {
  since: SANDBOX_SINCE_PROPERTY_GROUP_ID,
  note: NOTE_PROPERTY_GROUP_ID,
  date: DATE_PROPERTY_GROUP_ID,
};

const EntryFileSchema = z.strictObject({
  // Ids travel in the comma-separated `procedures` parameter, so they never hold a comma.
  id: z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, 'ids are lower-case letters, digits, . and -'),
  name: z.string().trim().min(1),
  icd10_code: z
    .string()
    .regex(/^[A-Z]\d{2}(\.\d{1,2})?$/, 'icd10_code must look like J06.9')
    .optional(),
  extra_property_groups: z.array(z.string()).optional(),
});

const ContextFileSchema = z.strictObject({
  /** Groups every entry of the context carries, before its own extra ones. */
  property_groups: z.array(z.string()).min(1),
  entries: z.array(EntryFileSchema).min(1),
});

/**
 * The file is normalised: groups are defined once and referenced by id, and entries are listed
 * under their context, so resource and category always come from PROPERTY_CONTEXT_SCOPES.
 */
const CatalogueFileSchema = z
  .strictObject({
    property_groups: z.array(PropertyGroupSchema).min(1),
    contexts: z.strictObject({
      symptoms: ContextFileSchema,
      diagnosis: ContextFileSchema,
      examination_findings: ContextFileSchema,
      procedures: ContextFileSchema,
    }),
  })
  .superRefine((file, ctx) => {
    const groups = new Map<string, PropertyGroup>();
    for (const [index, group] of file.property_groups.entries()) {
      const path = ['property_groups', index];
      if (groups.has(group.id)) ctx.addIssue({ code: 'custom', path, message: 'duplicate id' });
      groups.set(group.id, group);
      const builtIn = BUILT_IN_GROUP_IDS[group.kind];
      if (builtIn !== undefined && group.id !== builtIn) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: `the ${group.kind} group must be ${builtIn}`,
        });
      }
      if (group.kind === 'since' && group.units.join() !== SINCE_UNITS.join()) {
        ctx.addIssue({ code: 'custom', path, message: `units must be ${SINCE_UNITS.join(', ')}` });
      }
    }
    const ids = new Set<string>();
    for (const context of PROPERTY_CONTEXTS) {
      const { property_groups: defaults, entries } = file.contexts[context];
      const base = ['contexts', context];
      for (const required of REQUIRED_GROUP_IDS[context]) {
        if (!defaults.includes(required)) {
          const message = `${context} entries must carry ${required}`;
          ctx.addIssue({ code: 'custom', path: [...base, 'property_groups'], message });
        }
      }
      const names = new Set<string>();
      for (const [index, entry] of entries.entries()) {
        const path = [...base, 'entries', index];
        const issue = (message: string): void => ctx.addIssue({ code: 'custom', path, message });
        if (ids.has(entry.id)) issue(`duplicate id ${entry.id}`);
        ids.add(entry.id);
        if (names.has(entry.name.toLowerCase())) issue(`duplicate name ${entry.name}`);
        names.add(entry.name.toLowerCase());
        if ((context === 'diagnosis') !== (entry.icd10_code !== undefined)) {
          issue('diagnoses, and only diagnoses, carry icd10_code');
        }
        const own = [...defaults, ...(entry.extra_property_groups ?? [])];
        if (new Set(own).size !== own.length) issue('a property group is listed twice');
        for (const id of own) if (!groups.has(id)) issue(`unknown property group ${id}`);
      }
    }
  });

/**
 * Validates a catalogue file and resolves it into lookup answers, in file order. Throws a
 * ZodError naming the offending path: a hand-edited catalogue that breaks the shape, a
 * required group or a unique id must stop the sandbox, not confuse the app.
 */
export function parsePropertiesCatalogue(raw: unknown): PropertyCatalogueEntry[] {
  const file = CatalogueFileSchema.parse(raw);
  const groups = new Map(file.property_groups.map((group) => [group.id, group]));
  return PROPERTY_CONTEXTS.flatMap((context) => {
    const { property_groups: defaults, entries } = file.contexts[context];
    const { resource, category } = PROPERTY_CONTEXT_SCOPES[context];
    return entries.map((entry) => ({
      id: entry.id,
      name: entry.name,
      resource,
      category,
      ...(entry.icd10_code !== undefined ? { icd10_code: entry.icd10_code } : {}),
      property_groups: [...defaults, ...(entry.extra_property_groups ?? [])].map((id) =>
        // Every id was checked above; the copy keeps one entry's groups apart from another's.
        structuredClone(groups.get(id) as PropertyGroup),
      ),
    }));
  });
}

/**
 * The catalogue of resources/sandbox/properties-catalogue.json, imported (not read from disk)
 * so it travels inside any bundle that includes the sandbox, and validated on every start.
 */
export function loadPropertiesCatalogue(): PropertyCatalogueEntry[] {
  return parsePropertiesCatalogue(catalogueFile);
}
