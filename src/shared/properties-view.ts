import { z } from 'zod';
import { PROPERTY_CONTEXTS, type PropertyContext, type PropertyGroup } from './properties';

/** One symptom, diagnosis, finding or procedure with the property groups the pad can record. */
export interface PropertyItem {
  id: string;
  name: string;
  context: PropertyContext;
  icd10Code?: string;
  /** Groups of kinds this app knows (since, note, date, select); unknown kinds are left out. */
  groups: PropertyGroup[];
}

export interface PropertiesView {
  items: PropertyItem[];
  /**
   * `defaults`: the platform does not offer the lookup (it answered 404); `items` is empty and
   * `defaults` holds the groups the pad uses instead (properties-defaults.ts).
   */
  source: 'live' | 'cache' | 'defaults';
  /** ISO time the oldest item shown was fetched from the platform. */
  fetchedAt: string | null;
  /** Why the saved copy is shown (absent when live). */
  staleReason?: { code: string; message: string };
  /** With source `defaults`: the context's default groups, and why they are used, in words. */
  defaults?: { groups: PropertyGroup[]; message: string };
}

export const PropertiesLookupInputSchema = z
  .object({
    context: z.enum(PROPERTY_CONTEXTS),
    /** Only these ids (procedures go to the platform by id; other contexts are filtered). */
    ids: z.array(z.string().min(1).max(100)).max(100).optional(),
  })
  .strict();

export const PropertiesSearchInputSchema = z
  .object({
    context: z.enum(['symptoms', 'diagnosis'] as const),
    text: z.string().trim().min(1, 'Type at least one letter to search.').max(100),
    limit: z.number().int().min(1).max(100).optional(),
  })
  .strict();
