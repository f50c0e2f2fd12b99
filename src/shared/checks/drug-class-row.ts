import type { CheckSource } from './check-types';
import type { ClassId, DrugClass } from './drug-classes';

/** A row of the class table (drug-class-table.ts), its fields in order. */
export const classRow = (
  id: ClassId,
  one: string,
  many: string,
  aliases: readonly string[],
  flags: { allergy: boolean; duplicate: boolean },
  source: CheckSource,
): DrugClass => ({ id, one, many, aliases, ...flags, source });

export const ALLERGY_AND_DUPLICATE = { allergy: true, duplicate: true };
export const ALLERGY_ONLY = { allergy: true, duplicate: false };
export const DUPLICATE_ONLY = { allergy: false, duplicate: true };
export const NEITHER = { allergy: false, duplicate: false };
