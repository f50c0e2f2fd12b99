import { dailyMed } from './check-sources';
import { cls, gen, type InteractionRow } from './interaction-types';

/*
 * Interactions, part two: statins, potassium and the renin-angiotensin system, lithium and digoxin
 * (docs/drug-interactions.md lists every row with its source). Written without a clinician's
 * review; each row cites the label section that states it.
 */

export const HEART_INTERACTIONS: readonly InteractionRow[] = [
  {
    id: 'clarithromycin-simvastatin',
    a: gen('clarithromycin'),
    b: gen('simvastatin'),
    level: 'avoid',
    words:
      'Clarithromycin raises simvastatin to levels that break down muscle (rhabdomyolysis): contraindicated.',
    source: dailyMed('simvastatin', '4 Contraindications (strong CYP3A4 inhibitors)'),
  },
  {
    id: 'clarithromycin-atorvastatin',
    a: gen('clarithromycin'),
    b: gen('atorvastatin'),
    level: 'caution',
    words: 'Clarithromycin raises atorvastatin levels: keep atorvastatin at 20 mg a day or less.',
    source: dailyMed('atorvastatin', '7 Drug interactions (clarithromycin)'),
  },
  {
    id: 'erythromycin-simvastatin',
    a: gen('erythromycin'),
    b: gen('simvastatin'),
    level: 'avoid',
    words: 'Erythromycin raises simvastatin to levels that break down muscle: contraindicated.',
    source: dailyMed('simvastatin', '4 Contraindications (strong CYP3A4 inhibitors)'),
  },
  {
    id: 'ketoconazole-simvastatin',
    a: gen('ketoconazole'),
    b: gen('simvastatin'),
    level: 'avoid',
    words: 'Ketoconazole raises simvastatin to levels that break down muscle: contraindicated.',
    source: dailyMed('simvastatin', '4 Contraindications (strong CYP3A4 inhibitors)'),
  },
  {
    id: 'itraconazole-simvastatin',
    a: gen('itraconazole'),
    b: gen('simvastatin'),
    level: 'avoid',
    words: 'Itraconazole raises simvastatin to levels that break down muscle: contraindicated.',
    source: dailyMed('simvastatin', '4 Contraindications (strong CYP3A4 inhibitors)'),
  },
  {
    id: 'gemfibrozil-statins',
    a: gen('gemfibrozil'),
    b: cls('statins'),
    level: 'avoid',
    words:
      'Gemfibrozil with a statin raises the risk of muscle breakdown; contraindicated with simvastatin.',
    source: dailyMed('simvastatin', '4 Contraindications (gemfibrozil)'),
  },
  {
    id: 'amiodarone-simvastatin',
    a: gen('amiodarone'),
    b: gen('simvastatin'),
    level: 'caution',
    words: 'Amiodarone raises simvastatin levels: at most 20 mg of simvastatin a day.',
    source: dailyMed('simvastatin', '2 Dosage (with amiodarone)'),
  },
  {
    id: 'colchicine-clarithromycin',
    a: gen('colchicine'),
    b: gen('clarithromycin'),
    level: 'avoid',
    words: 'Clarithromycin raises colchicine to toxic levels; deaths have been reported.',
    source: dailyMed('colchicine', '7 Drug interactions (strong CYP3A4 inhibitors)'),
  },
  {
    id: 'ace-inhibitors-spironolactone',
    a: cls('ace-inhibitors'),
    b: gen('spironolactone'),
    level: 'caution',
    words: 'Both raise potassium: dangerous hyperkalaemia is possible; check potassium.',
    source: dailyMed(
      'spironolactone',
      '7 Drug interactions (ACE inhibitors, angiotensin receptor blockers)',
    ),
  },
  {
    id: 'arbs-spironolactone',
    a: cls('arbs'),
    b: gen('spironolactone'),
    level: 'caution',
    words: 'Both raise potassium: dangerous hyperkalaemia is possible; check potassium.',
    source: dailyMed(
      'spironolactone',
      '7 Drug interactions (ACE inhibitors, angiotensin receptor blockers)',
    ),
  },
  {
    id: 'ace-inhibitors-potassium',
    a: cls('ace-inhibitors'),
    b: gen('potassium chloride'),
    level: 'caution',
    words: 'An ACE inhibitor keeps potassium in: a potassium supplement can raise it dangerously.',
    source: dailyMed('enalapril', '7 Drug interactions (potassium supplements)'),
  },
  {
    id: 'arbs-potassium',
    a: cls('arbs'),
    b: gen('potassium chloride'),
    level: 'caution',
    words:
      'An angiotensin receptor blocker keeps potassium in: a potassium supplement can raise it dangerously.',
    source: dailyMed('losartan', '7 Drug interactions (potassium supplements)'),
  },
  {
    id: 'spironolactone-potassium',
    a: gen('spironolactone'),
    b: gen('potassium chloride'),
    level: 'avoid',
    words: 'Spironolactone with a potassium supplement: dangerous hyperkalaemia.',
    source: dailyMed('spironolactone', '7 Drug interactions (potassium supplements)'),
  },
  {
    id: 'ace-inhibitors-arbs',
    a: cls('ace-inhibitors'),
    b: cls('arbs'),
    level: 'avoid',
    words:
      'Two drugs blocking the renin-angiotensin system: more kidney injury, hyperkalaemia and low blood pressure, no added benefit.',
    source: dailyMed('telmisartan', '5 Warnings (dual blockade of the renin-angiotensin system)'),
  },
  {
    id: 'nsaids-ace-inhibitors',
    a: cls('nsaids'),
    b: cls('ace-inhibitors'),
    level: 'caution',
    words:
      'An NSAID blunts the ACE inhibitor and together they can injure the kidneys, more so with a diuretic.',
    source: dailyMed('enalapril', '7 Drug interactions (NSAIDs)'),
  },
  {
    id: 'nsaids-arbs',
    a: cls('nsaids'),
    b: cls('arbs'),
    level: 'caution',
    words:
      'An NSAID blunts the angiotensin receptor blocker and together they can injure the kidneys.',
    source: dailyMed('losartan', '7 Drug interactions (NSAIDs)'),
  },
  {
    id: 'lithium-nsaids',
    a: gen('lithium'),
    b: cls('nsaids'),
    level: 'caution',
    words: 'An NSAID raises lithium levels: lithium toxicity.',
    source: dailyMed('lithium', '7 Drug interactions (NSAIDs)'),
  },
  {
    id: 'lithium-ace-inhibitors',
    a: gen('lithium'),
    b: cls('ace-inhibitors'),
    level: 'caution',
    words: 'An ACE inhibitor raises lithium levels: lithium toxicity.',
    source: dailyMed('lithium', '7 Drug interactions (ACE inhibitors)'),
  },
  {
    id: 'lithium-thiazides',
    a: gen('lithium'),
    b: cls('thiazides'),
    level: 'caution',
    words: 'A thiazide diuretic raises lithium levels: lithium toxicity.',
    source: dailyMed('lithium', '7 Drug interactions (diuretics)'),
  },
  {
    id: 'digoxin-amiodarone',
    a: gen('digoxin'),
    b: gen('amiodarone'),
    level: 'caution',
    words: 'Amiodarone raises digoxin levels: lower the digoxin dose and check levels.',
    source: dailyMed('digoxin', '7 Drug interactions (amiodarone)'),
  },
  {
    id: 'digoxin-clarithromycin',
    a: gen('digoxin'),
    b: gen('clarithromycin'),
    level: 'caution',
    words: 'Clarithromycin raises digoxin levels: digoxin toxicity.',
    source: dailyMed('digoxin', '7 Drug interactions (clarithromycin)'),
  },
];
