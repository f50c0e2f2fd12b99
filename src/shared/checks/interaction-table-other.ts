import { CREDIBLEMEDS, EMA_DOMPERIDONE, EU_NICORANDIL_CSP, dailyMed } from './check-sources';
import { cls, gen, type InteractionRow } from './interaction-types';

/*
 * Interactions, part three: the QT interval, serotonin, nitrates, absorption in the gut, enzyme
 * inhibitors and others (docs/drug-interactions.md lists every row with its source). Rows of the
 * "qt" group give one warning per pair of lines: the first that matches, "avoid" rows first.
 * Written without a clinician's review.
 */

const QT_WORDS =
  'Two drugs that prolong the QT interval: risk of a dangerous heart rhythm (torsades de pointes).';

export const OTHER_INTERACTIONS: readonly InteractionRow[] = [
  {
    id: 'methotrexate-trimethoprim',
    a: gen('methotrexate'),
    b: gen('trimethoprim'),
    level: 'avoid',
    words:
      'Trimethoprim (also in co-trimoxazole) with methotrexate suppresses the bone marrow; deaths have been reported.',
    source: dailyMed('methotrexate', '7 Drug interactions (trimethoprim/sulfamethoxazole)'),
  },
  {
    id: 'methotrexate-nsaids',
    a: gen('methotrexate'),
    b: cls('nsaids'),
    level: 'caution',
    words: 'An NSAID raises methotrexate levels: marrow and gut toxicity.',
    source: dailyMed('methotrexate', '7 Drug interactions (NSAIDs)'),
  },
  {
    id: 'tramadol-ssris',
    a: gen('tramadol'),
    b: cls('ssris'),
    level: 'caution',
    group: 'serotonin',
    words:
      'Serotonin syndrome and seizures are possible; fluoxetine and paroxetine also weaken tramadol.',
    source: dailyMed('tramadol', '7 Drug interactions (serotonergic drugs, CYP2D6 inhibitors)'),
  },
  {
    id: 'linezolid-ssris',
    a: gen('linezolid'),
    b: cls('ssris'),
    level: 'avoid',
    group: 'serotonin',
    words: 'Linezolid with an SSRI can cause serotonin syndrome.',
    source: dailyMed('linezolid', '7 Drug interactions (serotonergic agents)'),
  },
  {
    id: 'pde5-nitrates',
    a: cls('pde5-inhibitors'),
    b: cls('nitrates'),
    level: 'avoid',
    words:
      'A PDE5 inhibitor with a nitrate drops the blood pressure severely, possibly fatally: contraindicated.',
    source: dailyMed('sildenafil', '4 Contraindications (nitrates)'),
  },
  {
    id: 'pde5-nicorandil',
    a: cls('pde5-inhibitors'),
    b: gen('nicorandil'),
    level: 'avoid',
    words: 'A PDE5 inhibitor with nicorandil drops the blood pressure severely: contraindicated.',
    source: EU_NICORANDIL_CSP,
  },
  {
    id: 'domperidone-qt',
    a: gen('domperidone'),
    b: cls('qt-prolonging'),
    level: 'avoid',
    group: 'qt',
    words:
      'Domperidone with another drug that prolongs the QT interval: risk of dangerous heart rhythms and sudden death; contraindicated.',
    source: EMA_DOMPERIDONE,
  },
  {
    id: 'domperidone-itraconazole',
    a: gen('domperidone'),
    b: gen('itraconazole'),
    level: 'avoid',
    words: 'Itraconazole raises domperidone levels (strong CYP3A4 inhibitor): contraindicated.',
    source: EMA_DOMPERIDONE,
  },
  {
    id: 'fluoroquinolones-qt',
    a: cls('fluoroquinolones'),
    b: cls('qt-prolonging'),
    level: 'caution',
    group: 'qt',
    words: QT_WORDS,
    source: dailyMed('levofloxacin', '5 Warnings (prolongation of the QT interval)'),
  },
  {
    id: 'macrolides-qt',
    a: cls('macrolides'),
    b: cls('qt-prolonging'),
    level: 'caution',
    group: 'qt',
    words: QT_WORDS,
    source: dailyMed('azithromycin', '5 Warnings (QT prolongation)'),
  },
  {
    id: 'ondansetron-qt',
    a: gen('ondansetron'),
    b: cls('qt-prolonging'),
    level: 'caution',
    group: 'qt',
    words: QT_WORDS,
    source: dailyMed('ondansetron', '5 Warnings (QT prolongation)'),
  },
  {
    id: 'hydroxychloroquine-qt',
    a: gen('hydroxychloroquine'),
    b: cls('qt-prolonging'),
    level: 'caution',
    group: 'qt',
    words: QT_WORDS,
    source: dailyMed('hydroxychloroquine', '5 Warnings (cardiomyopathy and QT prolongation)'),
  },
  {
    id: 'qt-qt',
    a: cls('qt-prolonging'),
    b: cls('qt-prolonging'),
    level: 'caution',
    group: 'qt',
    words: QT_WORDS,
    source: CREDIBLEMEDS,
  },
  {
    id: 'ciprofloxacin-theophylline',
    a: gen('ciprofloxacin'),
    b: gen('theophylline'),
    level: 'avoid',
    words:
      'Ciprofloxacin raises theophylline levels: seizures and fatal reactions have been reported.',
    source: dailyMed('ciprofloxacin', '5 Warnings (serious adverse reactions with theophylline)'),
  },
  {
    id: 'ciprofloxacin-tizanidine',
    a: gen('ciprofloxacin'),
    b: gen('tizanidine'),
    level: 'avoid',
    words:
      'Ciprofloxacin raises tizanidine many times over: very low blood pressure and sedation; contraindicated.',
    source: dailyMed('ciprofloxacin', '4 Contraindications (tizanidine)'),
  },
  {
    id: 'fluoroquinolones-cations',
    a: cls('fluoroquinolones'),
    b: cls('polyvalent-cations'),
    level: 'caution',
    words:
      'Calcium, iron, zinc, magnesium or aluminium bind the fluoroquinolone in the gut: give the antibiotic 2 hours before or 6 hours after.',
    source: dailyMed(
      'ciprofloxacin',
      '2 Dosage and administration (multivalent cation-containing products)',
    ),
  },
  {
    id: 'tetracyclines-cations',
    a: cls('tetracyclines'),
    b: cls('polyvalent-cations'),
    level: 'caution',
    words:
      'Calcium, iron, zinc, magnesium or aluminium bind the tetracycline in the gut: take them hours apart.',
    source: dailyMed('doxycycline', 'Drug interactions (antacids, iron, calcium, zinc)'),
  },
  {
    id: 'levothyroxine-calcium',
    a: gen('levothyroxine'),
    b: gen('calcium carbonate'),
    level: 'caution',
    words: 'Calcium reduces levothyroxine absorption: take them 4 hours apart.',
    source: dailyMed('levothyroxine', '7 Drug interactions (calcium carbonate)'),
  },
  {
    id: 'levothyroxine-iron',
    a: gen('levothyroxine'),
    b: gen('iron'),
    level: 'caution',
    words: 'Iron reduces levothyroxine absorption: take them 4 hours apart.',
    source: dailyMed('levothyroxine', '7 Drug interactions (ferrous sulfate)'),
  },
  {
    id: 'theophylline-clarithromycin',
    a: gen('theophylline'),
    b: gen('clarithromycin'),
    level: 'caution',
    words: 'Clarithromycin raises theophylline levels: toxicity.',
    source: dailyMed('clarithromycin', '7 Drug interactions (theophylline)'),
  },
  {
    id: 'theophylline-erythromycin',
    a: gen('theophylline'),
    b: gen('erythromycin'),
    level: 'caution',
    words: 'Erythromycin raises theophylline levels: toxicity.',
    source: dailyMed('erythromycin', 'Drug interactions (theophylline)'),
  },
  {
    id: 'carbamazepine-clarithromycin',
    a: gen('carbamazepine'),
    b: gen('clarithromycin'),
    level: 'caution',
    words: 'Clarithromycin raises carbamazepine levels: toxicity.',
    source: dailyMed('carbamazepine', '7 Drug interactions (CYP3A4 inhibitors)'),
  },
  {
    id: 'carbamazepine-erythromycin',
    a: gen('carbamazepine'),
    b: gen('erythromycin'),
    level: 'caution',
    words: 'Erythromycin raises carbamazepine levels: toxicity.',
    source: dailyMed('carbamazepine', '7 Drug interactions (CYP3A4 inhibitors)'),
  },
  {
    id: 'allopurinol-azathioprine',
    a: gen('allopurinol'),
    b: gen('azathioprine'),
    level: 'avoid',
    words:
      'Allopurinol stops azathioprine being broken down: severe marrow suppression unless azathioprine is cut to a quarter.',
    source: dailyMed('azathioprine', '7 Drug interactions (allopurinol)'),
  },
  {
    id: 'benzodiazepines-opioids',
    a: cls('benzodiazepines'),
    b: cls('opioids'),
    level: 'caution',
    words:
      'An opioid with a benzodiazepine: deep sedation, slowed breathing, coma and death (a boxed warning).',
    source: dailyMed('tramadol', 'Boxed warning (concomitant use with benzodiazepines)'),
  },
  {
    id: 'sulfonylureas-fluconazole',
    a: cls('sulfonylureas'),
    b: gen('fluconazole'),
    level: 'caution',
    words: 'Fluconazole raises sulfonylurea levels: low blood sugar.',
    source: dailyMed('fluconazole', '7 Drug interactions (oral hypoglycemics)'),
  },
  {
    id: 'phenytoin-fluconazole',
    a: gen('phenytoin'),
    b: gen('fluconazole'),
    level: 'caution',
    words: 'Fluconazole raises phenytoin levels: toxicity.',
    source: dailyMed('fluconazole', '7 Drug interactions (phenytoin)'),
  },
  {
    id: 'rifampicin-ethinylestradiol',
    a: gen('rifampicin'),
    b: gen('ethinylestradiol'),
    level: 'caution',
    words: 'Rifampicin makes hormonal contraception fail: another method is needed.',
    source: dailyMed('rifampin', '7 Drug interactions (oral contraceptives)'),
  },
  {
    id: 'beta-blockers-rate-limiting-ccbs',
    a: cls('beta-blockers'),
    b: cls('rate-limiting-ccbs'),
    level: 'caution',
    words:
      'A beta blocker with verapamil or diltiazem: slow heart rate, heart block and heart failure.',
    source: dailyMed('verapamil', '7 Drug interactions (beta blockers)'),
  },
];
