import { dailyMed } from './check-sources';
import { cls, gen, type InteractionRow } from './interaction-types';

/*
 * Interactions, part one: bleeding (docs/drug-interactions.md lists every row with its source).
 * Written without a clinician's review; each row cites the label section that states it.
 */

export const BLEEDING_INTERACTIONS: readonly InteractionRow[] = [
  {
    id: 'warfarin-nsaids',
    a: gen('warfarin'),
    b: cls('nsaids'),
    level: 'avoid',
    words: 'An NSAID adds to warfarin’s bleeding risk, stomach bleeding above all.',
    source: dailyMed('warfarin', '7 Drug interactions (NSAIDs, antiplatelet agents)'),
  },
  {
    id: 'warfarin-aspirin',
    a: gen('warfarin'),
    b: gen('aspirin'),
    level: 'caution',
    words: 'Aspirin adds to warfarin’s bleeding risk; together only when that is meant.',
    source: dailyMed('warfarin', '7 Drug interactions (antiplatelet agents)'),
  },
  {
    id: 'warfarin-metronidazole',
    a: gen('warfarin'),
    b: gen('metronidazole'),
    level: 'avoid',
    words: 'Metronidazole raises warfarin’s effect (INR) sharply: bleeding.',
    source: dailyMed('metronidazole', '7 Drug interactions (warfarin)'),
  },
  {
    id: 'warfarin-fluconazole',
    a: gen('warfarin'),
    b: gen('fluconazole'),
    level: 'avoid',
    words: 'Fluconazole raises warfarin’s effect (INR): bleeding.',
    source: dailyMed('fluconazole', '7 Drug interactions (warfarin)'),
  },
  {
    id: 'warfarin-cotrimoxazole',
    a: gen('warfarin'),
    b: gen('sulfamethoxazole'),
    level: 'avoid',
    words: 'Co-trimoxazole raises warfarin’s effect (INR): bleeding.',
    source: dailyMed(
      'sulfamethoxazole and trimethoprim',
      'Precautions, drug interactions (warfarin)',
    ),
  },
  {
    id: 'warfarin-fluoroquinolones',
    a: gen('warfarin'),
    b: cls('fluoroquinolones'),
    level: 'caution',
    words: 'A fluoroquinolone can raise warfarin’s effect: check the INR.',
    source: dailyMed('ciprofloxacin', '7 Drug interactions (warfarin)'),
  },
  {
    id: 'warfarin-macrolides',
    a: gen('warfarin'),
    b: cls('macrolides'),
    level: 'caution',
    words: 'A macrolide can raise warfarin’s effect: check the INR.',
    source: dailyMed('clarithromycin', '7 Drug interactions (warfarin)'),
  },
  {
    id: 'warfarin-amiodarone',
    a: gen('warfarin'),
    b: gen('amiodarone'),
    level: 'caution',
    words:
      'Amiodarone raises warfarin’s effect for weeks: lower the warfarin dose and check the INR.',
    source: dailyMed('amiodarone', '7 Drug interactions (warfarin)'),
  },
  {
    id: 'warfarin-ssris',
    a: gen('warfarin'),
    b: cls('ssris'),
    level: 'caution',
    words: 'An SSRI adds to warfarin’s bleeding risk.',
    source: dailyMed('sertraline', '5 Warnings (increased risk of bleeding)'),
  },
  {
    id: 'clopidogrel-omeprazole',
    a: gen('clopidogrel'),
    b: gen('omeprazole'),
    level: 'caution',
    words: 'Omeprazole lowers clopidogrel’s effect; the clopidogrel label says to avoid it.',
    source: dailyMed(
      'clopidogrel',
      '7 Drug interactions (CYP2C19 inhibitors: omeprazole, esomeprazole)',
    ),
  },
  {
    id: 'clopidogrel-esomeprazole',
    a: gen('clopidogrel'),
    b: gen('esomeprazole'),
    level: 'caution',
    words: 'Esomeprazole lowers clopidogrel’s effect; the clopidogrel label says to avoid it.',
    source: dailyMed(
      'clopidogrel',
      '7 Drug interactions (CYP2C19 inhibitors: omeprazole, esomeprazole)',
    ),
  },
  {
    id: 'ssris-nsaids',
    a: cls('ssris'),
    b: cls('nsaids'),
    level: 'caution',
    words: 'An SSRI with an NSAID raises the risk of stomach bleeding.',
    source: dailyMed('sertraline', '5 Warnings (increased risk of bleeding)'),
  },
  {
    id: 'aspirin-ibuprofen',
    a: gen('aspirin'),
    b: gen('ibuprofen'),
    level: 'caution',
    words:
      'Ibuprofen can block low-dose aspirin’s protection of the heart, and both harm the stomach.',
    source: dailyMed('ibuprofen', '7 Drug interactions (aspirin)'),
  },
];
