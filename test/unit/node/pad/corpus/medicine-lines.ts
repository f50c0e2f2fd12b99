import { TABLETS } from './lines-tablets';
import { SHORTHANDS, HINGLISH } from './lines-shorthands';
import { FRACTIONS, INJECTABLES, LIQUIDS, LARGE_NUMBERS, ISMP } from './lines-amounts';
import { LOCAL, DURATIONS, OPEN_COURSES } from './lines-courses';
import { TAPERS, OTHER_FREQUENCIES } from './lines-frequencies';
import { AMBIGUOUS, REFUSED } from './lines-asked';

/*
 * Medicine lines as Indian clinics type them, each with what must print. Written from what the
 * doctor means (docs/medicine-lines.md), not from what the reader gives: a line that disagrees
 * with the reader is a bug in one of them, decided in words, never by copying the output here.
 *
 * `name` is the medicine column as printed, `directions` the "how to take" words as printed,
 * `quantity` what to dispense (absent: none is printed). `asks` is a part of the question the
 * line must ask (it is never read on a guess), with `likely` the reading offered first. `refused`
 * is a part of the refusal of a line that cannot be read.
 */
export interface CorpusLine {
  text: string;
  name?: string;
  directions?: string;
  quantity?: string;
  asks?: string;
  likely?: string;
  refused?: string;
}

export const CORPUS: CorpusLine[] = [
  ...TABLETS,
  ...SHORTHANDS,
  ...HINGLISH,
  ...FRACTIONS,
  ...INJECTABLES,
  ...LIQUIDS,
  ...LOCAL,
  ...DURATIONS,
  ...OPEN_COURSES,
  ...TAPERS,
  ...LARGE_NUMBERS,
  ...OTHER_FREQUENCIES,
  ...ISMP,
  ...AMBIGUOUS,
  ...REFUSED,
];
