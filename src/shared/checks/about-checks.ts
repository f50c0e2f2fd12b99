import type { CheckRule, CheckSource } from './check-types';

/*
 * The data of the in-app "About the checks" page (docs/prescribing-checks.md): which rules run,
 * which drugs each covers, what is not checked, every source, and the review status. A minimal
 * version for the rule on main (the same generic on two lines), in the shape the rules' tables
 * build it in (their branch replaces this file with one built from the tables themselves).
 */

export const CHECKS_REVIEW_STATUS =
  'The tables behind these checks were written from public sources (each row names its source) without a clinician’s review, and they await one. A line with no warning is not a line known to be safe: what is not listed here is not checked.';

export interface AboutCheckRule {
  /** The rule the warnings carry; `identity` is how lines are read, not a rule of its own. */
  rule: CheckRule | 'identity';
  title: string;
  /** What the rule does, in one or two sentences. */
  what: string;
  /** What it covers, one entry per table row or drug. */
  covers: readonly string[];
  /** What it does not check, said plainly. */
  notChecked: readonly string[];
}

export interface AboutChecks {
  reviewStatus: string;
  rules: readonly AboutCheckRule[];
  /** Every source the tables cite, once each. */
  sources: readonly CheckSource[];
}

const WHO_DUPLICATION: CheckSource = {
  title: 'WHO, Medication Without Harm: duplication of therapy',
  url: 'https://www.who.int/initiatives/medication-without-harm',
};

export function aboutChecks(): AboutChecks {
  return {
    reviewStatus: CHECKS_REVIEW_STATUS,
    rules: [
      {
        rule: 'duplicate',
        title: 'Duplicate therapy',
        what: 'The same generic ingredient on two lines, when each line’s generic name is known (a medicine picked from the drug search).',
        covers: ['the same generic on two lines'],
        notChecked: ['A line whose generic name is not known (free text).'],
      },
    ],
    sources: [WHO_DUPLICATION],
  };
}
