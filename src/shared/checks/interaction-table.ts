import { BLEEDING_INTERACTIONS } from './interaction-table-blood';
import { HEART_INTERACTIONS } from './interaction-table-heart';
import { OTHER_INTERACTIONS } from './interaction-table-other';
import type { InteractionRow } from './interaction-types';

/*
 * The curated table of dangerous interactions common in Indian outpatient practice
 * (docs/drug-interactions.md). Other interactions are not checked: a pair missing here is not a
 * safe pair. "avoid" rows come before "caution" rows of the same group.
 */
export const INTERACTIONS: readonly InteractionRow[] = [
  ...BLEEDING_INTERACTIONS,
  ...HEART_INTERACTIONS,
  ...OTHER_INTERACTIONS,
];
