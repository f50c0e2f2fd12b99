import type { CheckRule } from './check-types';

/*
 * What the "About the checks" page of the pad says (docs/prescribing-checks.md): which checks run,
 * which drugs each covers, and that the tables behind them await a clinician's review. The rules'
 * tables (check-prescription.ts and the tables beside it) add their entry here as they land.
 */

export interface AboutCheckRule {
  rule: CheckRule;
  /** "The same medicine on two lines". */
  title: string;
  /** What the check covers, one item a line: drugs, classes, or "any medicine whose ...". */
  covers: string[];
}

export interface AboutChecks {
  /** The sentence on review, said first and plainly. */
  review: string;
  rules: AboutCheckRule[];
}

export const ABOUT_CHECKS: AboutChecks = {
  review:
    'The tables behind these checks were written from public sources (each row names its source) without a clinician’s review: they await one. A check that stays silent is not a sign that a prescription is safe; only what is listed here is checked.',
  rules: [
    {
      rule: 'duplicate',
      title: 'The same medicine on two lines',
      covers: [
        'Any two lines that give the same generic ingredient, when the generic name is known (a medicine picked from the drug search)',
      ],
    },
  ],
};
