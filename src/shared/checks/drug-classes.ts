import type { CheckSource } from './check-types';
import { CREDIBLEMEDS, dailyMed } from './check-sources';

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

const row = (
  id: ClassId,
  one: string,
  many: string,
  aliases: readonly string[],
  flags: { allergy: boolean; duplicate: boolean },
  source: CheckSource,
): DrugClass => ({ id, one, many, aliases, ...flags, source });

const ALLERGY_AND_DUPLICATE = { allergy: true, duplicate: true };
const ALLERGY_ONLY = { allergy: true, duplicate: false };
const DUPLICATE_ONLY = { allergy: false, duplicate: true };
const NEITHER = { allergy: false, duplicate: false };

export const DRUG_CLASSES: readonly DrugClass[] = [
  row(
    'penicillins',
    'a penicillin',
    'penicillins',
    ['penicillin', 'penicillins', 'penicillin antibiotics', 'aminopenicillin', 'aminopenicillins'],
    ALLERGY_AND_DUPLICATE,
    dailyMed('amoxicillin', '4 Contraindications (serious hypersensitivity to other beta-lactams)'),
  ),
  row(
    'cephalosporins',
    'a cephalosporin',
    'cephalosporins',
    ['cephalosporin', 'cephalosporins'],
    ALLERGY_AND_DUPLICATE,
    dailyMed('cephalexin', '5.1 Hypersensitivity reactions'),
  ),
  row(
    'carbapenems',
    'a carbapenem',
    'carbapenems',
    ['carbapenem', 'carbapenems'],
    ALLERGY_AND_DUPLICATE,
    dailyMed('meropenem', '5.1 Hypersensitivity reactions'),
  ),
  row(
    'sulfonamides',
    'a sulfonamide',
    'sulfonamides',
    [
      'sulfonamide',
      'sulfonamides',
      'sulphonamide',
      'sulphonamides',
      'sulfa',
      'sulpha',
      'sulfa drugs',
      'sulpha drugs',
    ],
    ALLERGY_ONLY,
    dailyMed(
      'sulfamethoxazole and trimethoprim',
      '4 Contraindications (sulfonamide hypersensitivity)',
    ),
  ),
  row(
    'nsaids',
    'an NSAID',
    'NSAIDs',
    [
      'nsaid',
      'nsaids',
      'non steroidal anti inflammatory',
      'nonsteroidal anti inflammatory',
      'non steroidal anti inflammatory drugs',
      'nonsteroidal anti inflammatory drugs',
    ],
    ALLERGY_AND_DUPLICATE,
    dailyMed(
      'ibuprofen',
      '4 Contraindications (asthma or urticaria after aspirin or other NSAIDs)',
    ),
  ),
  row(
    'salicylates',
    'a salicylate',
    'salicylates',
    ['salicylate', 'salicylates'],
    ALLERGY_ONLY,
    dailyMed('aspirin', 'Warnings (allergy alert)'),
  ),
  row(
    'macrolides',
    'a macrolide',
    'macrolides',
    ['macrolide', 'macrolides', 'macrolide antibiotics'],
    ALLERGY_AND_DUPLICATE,
    dailyMed('azithromycin', '4.1 Contraindications (hypersensitivity to any macrolide)'),
  ),
  row(
    'fluoroquinolones',
    'a fluoroquinolone',
    'fluoroquinolones',
    ['fluoroquinolone', 'fluoroquinolones', 'quinolone', 'quinolones'],
    ALLERGY_AND_DUPLICATE,
    dailyMed('ciprofloxacin', '4 Contraindications (hypersensitivity to any quinolone)'),
  ),
  row(
    'tetracyclines',
    'a tetracycline',
    'tetracyclines',
    ['tetracycline', 'tetracyclines'],
    ALLERGY_AND_DUPLICATE,
    dailyMed('doxycycline', 'Contraindications (hypersensitivity to any tetracycline)'),
  ),
  row(
    'statins',
    'a statin',
    'statins',
    ['statin', 'statins', 'hmg coa reductase inhibitor', 'hmg coa reductase inhibitors'],
    ALLERGY_AND_DUPLICATE,
    dailyMed('atorvastatin', '12.1 Mechanism of action (HMG-CoA reductase inhibitor)'),
  ),
  row(
    'ace-inhibitors',
    'an ACE inhibitor',
    'ACE inhibitors',
    [
      'ace inhibitor',
      'ace inhibitors',
      'angiotensin converting enzyme inhibitor',
      'angiotensin converting enzyme inhibitors',
    ],
    ALLERGY_AND_DUPLICATE,
    dailyMed('enalapril', '4 Contraindications (angioedema with a previous ACE inhibitor)'),
  ),
  row(
    'arbs',
    'an angiotensin receptor blocker',
    'angiotensin receptor blockers',
    [
      'arb',
      'arbs',
      'angiotensin receptor blocker',
      'angiotensin receptor blockers',
      'angiotensin ii receptor antagonist',
      'angiotensin ii receptor antagonists',
      'angiotensin ii receptor blocker',
      'angiotensin ii receptor blockers',
    ],
    ALLERGY_AND_DUPLICATE,
    dailyMed('telmisartan', '12.1 Mechanism of action'),
  ),
  row(
    'ppis',
    'a proton pump inhibitor',
    'proton pump inhibitors',
    ['ppi', 'ppis', 'proton pump inhibitor', 'proton pump inhibitors'],
    ALLERGY_AND_DUPLICATE,
    dailyMed('pantoprazole', '4 Contraindications (substituted benzimidazoles)'),
  ),
  row(
    'ssris',
    'an SSRI',
    'SSRIs',
    [
      'ssri',
      'ssris',
      'selective serotonin reuptake inhibitor',
      'selective serotonin reuptake inhibitors',
    ],
    DUPLICATE_ONLY,
    dailyMed('sertraline', '12.1 Mechanism of action'),
  ),
  row(
    'benzodiazepines',
    'a benzodiazepine',
    'benzodiazepines',
    ['benzodiazepine', 'benzodiazepines'],
    DUPLICATE_ONLY,
    dailyMed('alprazolam', 'Boxed warning'),
  ),
  row(
    'opioids',
    'an opioid',
    'opioids',
    ['opioid', 'opioids', 'opiate', 'opiates'],
    DUPLICATE_ONLY,
    dailyMed('tramadol', 'Boxed warning'),
  ),
  row(
    'aminoglycosides',
    'an aminoglycoside',
    'aminoglycosides',
    ['aminoglycoside', 'aminoglycosides'],
    ALLERGY_AND_DUPLICATE,
    dailyMed('gentamicin', 'Contraindications (hypersensitivity to any aminoglycoside)'),
  ),
  row(
    'nitroimidazoles',
    'a nitroimidazole',
    'nitroimidazoles',
    ['nitroimidazole', 'nitroimidazoles'],
    ALLERGY_AND_DUPLICATE,
    dailyMed('metronidazole', '4 Contraindications (nitroimidazole derivatives)'),
  ),
  row(
    'sulfonylureas',
    'a sulfonylurea',
    'sulfonylureas',
    ['sulfonylurea', 'sulfonylureas', 'sulphonylurea', 'sulphonylureas'],
    ALLERGY_AND_DUPLICATE,
    dailyMed('glimepiride', '4 Contraindications (sulfonylurea hypersensitivity)'),
  ),
  row(
    'beta-blockers',
    'a beta blocker',
    'beta blockers',
    ['beta blocker', 'beta blockers', 'beta adrenergic blocker', 'beta adrenergic blockers'],
    DUPLICATE_ONLY,
    dailyMed('metoprolol', '12.1 Mechanism of action'),
  ),
  row(
    'rate-limiting-ccbs',
    'a rate-limiting calcium channel blocker',
    'rate-limiting calcium channel blockers',
    ['non dihydropyridine calcium channel blocker', 'non dihydropyridine calcium channel blockers'],
    DUPLICATE_ONLY,
    dailyMed('verapamil', '7 Drug interactions (beta blockers)'),
  ),
  row(
    'h1-antihistamines',
    'an antihistamine',
    'antihistamines',
    [
      'antihistamine',
      'antihistamines',
      'h1 antihistamine',
      'h1 antihistamines',
      'h1 receptor antagonist',
      'h1 receptor antagonists',
    ],
    DUPLICATE_ONLY,
    dailyMed('cetirizine', 'Drug facts (antihistamine)'),
  ),
  row(
    'pde5-inhibitors',
    'a PDE5 inhibitor',
    'PDE5 inhibitors',
    [
      'pde5 inhibitor',
      'pde5 inhibitors',
      'phosphodiesterase 5 inhibitor',
      'phosphodiesterase 5 inhibitors',
    ],
    DUPLICATE_ONLY,
    dailyMed('sildenafil', '4 Contraindications (nitrates)'),
  ),
  row(
    'nitrates',
    'a nitrate',
    'nitrates',
    ['nitrate', 'nitrates', 'organic nitrate', 'organic nitrates'],
    DUPLICATE_ONLY,
    dailyMed('isosorbide mononitrate', '7 Drug interactions'),
  ),
  row(
    'thiazides',
    'a thiazide diuretic',
    'thiazide diuretics',
    ['thiazide', 'thiazides', 'thiazide diuretic', 'thiazide diuretics'],
    DUPLICATE_ONLY,
    dailyMed('hydrochlorothiazide', '7 Drug interactions (lithium)'),
  ),
  row(
    'qt-prolonging',
    'a drug that prolongs the QT interval',
    'QT-prolonging drugs',
    [],
    NEITHER,
    CREDIBLEMEDS,
  ),
  row(
    'polyvalent-cations',
    'a calcium, iron, zinc, magnesium or aluminium product',
    'products of calcium, iron, zinc, magnesium or aluminium',
    [],
    NEITHER,
    dailyMed(
      'ciprofloxacin',
      '2 Dosage and administration (multivalent cation-containing products)',
    ),
  ),
];

const BY_ID = new Map(DRUG_CLASSES.map((drugClass) => [drugClass.id, drugClass]));

export function drugClass(id: ClassId): DrugClass {
  const found = BY_ID.get(id);
  if (found === undefined) throw new Error(`Unknown drug class: ${id}`);
  return found;
}
