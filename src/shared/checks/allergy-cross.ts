import type { CheckSource } from './check-types';
import { dailyMed } from './check-sources';
import type { ClassId } from './drug-classes';

/*
 * Cross-reactions between classes (docs/prescribing-checks.md, "Allergies"): an allergy recorded
 * to one class is a caution for the other. For the beta-lactams a severe recorded reaction
 * (anaphylaxis, a severe skin reaction) makes it "avoid": the amoxicillin label contraindicates it
 * after a serious reaction to any beta-lactam. Not reviewed by a clinician.
 */

export interface CrossReaction {
  from: ClassId;
  to: ClassId;
  words: string;
  /** The level when the recorded reaction is severe. */
  severe: 'avoid' | 'caution';
  source: CheckSource;
}

const BETA_LACTAM =
  'Cross-reactions between beta-lactams (penicillins, cephalosporins, carbapenems) are uncommon but possible; a severe reaction to one is a reason to avoid the others.';

export const CROSS_REACTIONS: readonly CrossReaction[] = [
  {
    from: 'penicillins',
    to: 'cephalosporins',
    words: BETA_LACTAM,
    severe: 'avoid',
    source: dailyMed(
      'cephalexin',
      '5.1 Hypersensitivity reactions (cross-hypersensitivity among beta-lactams)',
    ),
  },
  {
    from: 'penicillins',
    to: 'carbapenems',
    words: BETA_LACTAM,
    severe: 'avoid',
    source: dailyMed('meropenem', '5.1 Hypersensitivity reactions'),
  },
  {
    from: 'cephalosporins',
    to: 'penicillins',
    words: BETA_LACTAM,
    severe: 'avoid',
    source: dailyMed(
      'amoxicillin',
      '4 Contraindications (serious hypersensitivity to other beta-lactams)',
    ),
  },
  {
    from: 'cephalosporins',
    to: 'carbapenems',
    words: BETA_LACTAM,
    severe: 'avoid',
    source: dailyMed('meropenem', '5.1 Hypersensitivity reactions'),
  },
  {
    from: 'carbapenems',
    to: 'penicillins',
    words: BETA_LACTAM,
    severe: 'avoid',
    source: dailyMed(
      'amoxicillin',
      '4 Contraindications (serious hypersensitivity to other beta-lactams)',
    ),
  },
  {
    from: 'carbapenems',
    to: 'cephalosporins',
    words: BETA_LACTAM,
    severe: 'avoid',
    source: dailyMed(
      'cephalexin',
      '5.1 Hypersensitivity reactions (cross-hypersensitivity among beta-lactams)',
    ),
  },
  {
    from: 'salicylates',
    to: 'nsaids',
    words: 'People allergic to aspirin can react to other NSAIDs (asthma, urticaria, swelling).',
    severe: 'avoid',
    source: dailyMed(
      'ibuprofen',
      'Warnings (allergy alert: especially in people allergic to aspirin)',
    ),
  },
  {
    from: 'nsaids',
    to: 'salicylates',
    words: 'People who reacted to an NSAID can react to aspirin.',
    severe: 'avoid',
    source: dailyMed('aspirin', 'Warnings (allergy alert)'),
  },
];
