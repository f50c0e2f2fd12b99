import type { CheckSource } from './check-types';
import type { ClassId } from './drug-classes';

/** One side of an interaction: a generic, or any generic of a class. */
export type InteractionSide = { generic: string } | { class: ClassId };

export interface InteractionRow {
  id: string;
  a: InteractionSide;
  b: InteractionSide;
  level: 'avoid' | 'caution';
  /** What happens, in one sentence. */
  words: string;
  /** Rows of one group give one warning per pair of lines: the first row that matches. */
  group?: string;
  source: CheckSource;
}

export const gen = (generic: string): InteractionSide => ({ generic });
export const cls = (id: ClassId): InteractionSide => ({ class: id });
