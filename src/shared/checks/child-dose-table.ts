import type { ChildDoseRow } from './child-dose-types';
import { CHILD_DOSES_ANTIBIOTICS } from './child-dose-table-antibiotics';
import { CHILD_DOSES_OTHER } from './child-dose-table-other';
import { CHILD_DOSES_PAIN } from './child-dose-table-pain';

/*
 * Children's doses (docs/prescribing-checks.md, "Age and weight"): per dose and per day, in each
 * drug's own terms (mg/kg, ml by age, mg by age band), the upper end of the public source's range.
 * A line above it is warned ("avoid" at 1.5 times the limit or more). Rows without weight limits
 * need no weight. Written without a clinician's review; each row cites its public source.
 */

export const CHILD_DOSE_ROWS: readonly ChildDoseRow[] = [
  ...CHILD_DOSES_PAIN,
  ...CHILD_DOSES_ANTIBIOTICS,
  ...CHILD_DOSES_OTHER,
];
