import type { CheckSource } from './check-types';

/*
 * The drug classes the checks use (docs/prescribing-checks.md, "The class table"): which classes
 * an allergy reaches (`allergy`), which two lines of one class are duplicate therapy
 * (`duplicate`), and the words an allergy's substance or the platform's `action_class` may use
 * for the class (`aliases`, compared as whole words). Which generic belongs to which class is in
 * drug-generics.ts. Written without a clinician's review; each row cites its public source.
 */

export const CLASS_IDS = [
  'penicillins',
  'cephalosporins',
  'carbapenems',
  'sulfonamides',
  'nsaids',
  'salicylates',
  'macrolides',
  'fluoroquinolones',
  'tetracyclines',
  'statins',
  'ace-inhibitors',
  'arbs',
  'ppis',
  'ssris',
  'benzodiazepines',
  'opioids',
  'aminoglycosides',
  'nitroimidazoles',
  'sulfonylureas',
  'beta-blockers',
  'rate-limiting-ccbs',
  'h1-antihistamines',
  'pde5-inhibitors',
  'nitrates',
  'thiazides',
  'qt-prolonging',
  'polyvalent-cations',
] as const;
export type ClassId = (typeof CLASS_IDS)[number];

export interface DrugClass {
  id: ClassId;
  /** "a penicillin" */
  one: string;
  /** "penicillins" */
  many: string;
  /** Words an allergy's substance or `action_class` may use for the class (lower case). */
  aliases: readonly string[];
  /** An allergy to one member reaches the whole class. */
  allergy: boolean;
  /** Two lines giving two different members are duplicate therapy. */
  duplicate: boolean;
  source: CheckSource;
}
