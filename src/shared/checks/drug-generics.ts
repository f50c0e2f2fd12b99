import {
  EMA_DOMPERIDONE,
  EMA_NIMESULIDE,
  EU_NICORANDIL_CSP,
  MHRA_CARBIMAZOLE,
  dailyMed,
} from './check-sources';
import { QT, g, type GenericRow } from './drug-generic-row';
import { ANTI_INFECTIVE_GENERICS } from './drug-generics-anti-infective';

export type { GenericRow } from './drug-generic-row';

/*
 * The generic ingredients the checks know (docs/prescribing-checks.md, "The generic table"), with
 * the other names they are written under and the classes they belong to. A line whose ingredient
 * is not here is still compared by name (the same generic twice, an allergy to that generic), but
 * no class, dose, interaction or pregnancy check reaches it. Each row cites the label or page that
 * names the drug and its class; written without a clinician's review.
 */

export const GENERICS: readonly GenericRow[] = [
  // Analgesics, antipyretics and NSAIDs
  g(
    'paracetamol',
    [],
    ['acetaminophen', 'paracetamol ip'],
    dailyMed('acetaminophen', 'Description'),
  ),
  g('ibuprofen', ['nsaids']),
  g('diclofenac', ['nsaids']),
  g('naproxen', ['nsaids']),
  g('ketorolac', ['nsaids']),
  g('mefenamic acid', ['nsaids']),
  g('celecoxib', ['nsaids']),
  g('piroxicam', ['nsaids']),
  g('meloxicam', ['nsaids']),
  g('indomethacin', ['nsaids'], ['indometacin']),
  g('ketoprofen', ['nsaids']),
  g('etodolac', ['nsaids']),
  g('nimesulide', ['nsaids'], [], EMA_NIMESULIDE),
  g('aspirin', ['salicylates'], ['acetylsalicylic acid']),
  g('tramadol', ['opioids']),
  g('codeine', ['opioids']),
  g('tapentadol', ['opioids']),
  g('morphine', ['opioids']),
  ...ANTI_INFECTIVE_GENERICS,
  // Stomach and sickness
  g('pantoprazole', ['ppis']),
  g('omeprazole', ['ppis']),
  g('esomeprazole', ['ppis']),
  g('rabeprazole', ['ppis']),
  g('lansoprazole', ['ppis']),
  g('domperidone', [QT], [], EMA_DOMPERIDONE),
  g('ondansetron', [QT]),
  g(
    'oral rehydration salts',
    [],
    ['ors', 'oral rehydration solution', 'oral rehydration salt', 'oral rehydration salts ip'],
    dailyMed('oral rehydration salts', 'Description'),
  ),
  g('misoprostol'),
  // Allergy and breathing
  g('cetirizine', ['h1-antihistamines']),
  g('levocetirizine', ['h1-antihistamines']),
  g('fexofenadine', ['h1-antihistamines']),
  g('loratadine', ['h1-antihistamines']),
  g('desloratadine', ['h1-antihistamines']),
  g('chlorpheniramine', ['h1-antihistamines'], ['chlorphenamine']),
  g('hydroxyzine', ['h1-antihistamines']),
  g('diphenhydramine', ['h1-antihistamines']),
  g('promethazine', ['h1-antihistamines']),
  g('salbutamol', [], ['albuterol'], dailyMed('albuterol sulfate', 'Description')),
  g('theophylline'),
  g('prednisolone'),
  // Heart, blood pressure and blood
  g('warfarin'),
  g('clopidogrel'),
  g('digoxin'),
  g('amiodarone', [QT]),
  g('sotalol', [QT, 'beta-blockers']),
  g('atorvastatin', ['statins']),
  g('rosuvastatin', ['statins']),
  g('simvastatin', ['statins']),
  g('lovastatin', ['statins']),
  g('pravastatin', ['statins']),
  g('pitavastatin', ['statins']),
  g('gemfibrozil'),
  g('enalapril', ['ace-inhibitors']),
  g('ramipril', ['ace-inhibitors']),
  g('lisinopril', ['ace-inhibitors']),
  g('perindopril', ['ace-inhibitors']),
  g('captopril', ['ace-inhibitors']),
  g('telmisartan', ['arbs']),
  g('losartan', ['arbs']),
  g('olmesartan', ['arbs']),
  g('valsartan', ['arbs']),
  g('irbesartan', ['arbs']),
  g('candesartan', ['arbs']),
  g('spironolactone'),
  g('potassium chloride'),
  g('hydrochlorothiazide', ['thiazides']),
  g('chlorthalidone', ['thiazides'], ['chlortalidone']),
  g('indapamide', ['thiazides']),
  g('atenolol', ['beta-blockers']),
  g('metoprolol', ['beta-blockers']),
  g('propranolol', ['beta-blockers']),
  g('bisoprolol', ['beta-blockers']),
  g('carvedilol', ['beta-blockers']),
  g('nebivolol', ['beta-blockers']),
  g('verapamil', ['rate-limiting-ccbs']),
  g('diltiazem', ['rate-limiting-ccbs']),
  g('amlodipine'),
  g('sildenafil', ['pde5-inhibitors']),
  g('tadalafil', ['pde5-inhibitors']),
  g('vardenafil', ['pde5-inhibitors']),
  g('isosorbide mononitrate', ['nitrates']),
  g('isosorbide dinitrate', ['nitrates']),
  g('nitroglycerin', ['nitrates'], ['glyceryl trinitrate']),
  g('nicorandil', [], [], EU_NICORANDIL_CSP),
  // Diabetes and thyroid
  g('metformin'),
  g('glimepiride', ['sulfonylureas']),
  g('glipizide', ['sulfonylureas']),
  g('glibenclamide', ['sulfonylureas'], ['glyburide'], dailyMed('glyburide', 'Description')),
  g('levothyroxine', [], ['thyroxine', 'l thyroxine']),
  g('carbimazole', [], [], MHRA_CARBIMAZOLE),
  g('methimazole', [], ['thiamazole']),
  // Nervous system
  g('sertraline', ['ssris']),
  g('fluoxetine', ['ssris']),
  g('escitalopram', ['ssris', QT]),
  g('citalopram', ['ssris', QT]),
  g('paroxetine', ['ssris']),
  g('fluvoxamine', ['ssris']),
  g('alprazolam', ['benzodiazepines']),
  g('clonazepam', ['benzodiazepines']),
  g('diazepam', ['benzodiazepines']),
  g('lorazepam', ['benzodiazepines']),
  g('chlordiazepoxide', ['benzodiazepines']),
  g('haloperidol', [QT]),
  g('lithium', [], ['lithium carbonate']),
  g('carbamazepine'),
  g('phenytoin'),
  g(
    'valproate',
    [],
    ['sodium valproate', 'valproic acid', 'divalproex', 'divalproex sodium'],
    dailyMed('valproic acid', 'Boxed warning'),
  ),
  g('topiramate'),
  g('tizanidine'),
  // Gout, immunity, skin, hormones
  g('allopurinol'),
  g('azathioprine'),
  g('colchicine'),
  g('methotrexate'),
  g('leflunomide'),
  g(
    'mycophenolate',
    [],
    ['mycophenolate mofetil', 'mycophenolic acid'],
    dailyMed('mycophenolate mofetil', 'Boxed warning'),
  ),
  g('isotretinoin'),
  g('acitretin'),
  g('thalidomide'),
  g('finasteride'),
  g('dutasteride'),
  g(
    'ethinylestradiol',
    [],
    ['ethinyl estradiol', 'ethinyloestradiol'],
    dailyMed('ethinyl estradiol', 'Description'),
  ),
  // Minerals that bind other medicines in the gut
  g(
    'calcium carbonate',
    ['polyvalent-cations'],
    ['calcium', 'calcium citrate', 'calcium gluconate', 'calcium lactate'],
  ),
  g(
    'iron',
    ['polyvalent-cations'],
    [
      'ferrous sulfate',
      'ferrous sulphate',
      'ferrous fumarate',
      'ferrous ascorbate',
      'ferrous gluconate',
      'ferric ammonium citrate',
      'iron polymaltose',
      'carbonyl iron',
    ],
    dailyMed('ferrous sulfate', 'Description'),
  ),
  g(
    'zinc',
    ['polyvalent-cations'],
    ['zinc sulfate', 'zinc sulphate', 'zinc acetate', 'zinc gluconate', 'elemental zinc'],
    dailyMed('zinc sulfate', 'Description'),
  ),
  g('magnesium hydroxide', ['polyvalent-cations'], ['milk of magnesia']),
  g(
    'aluminium hydroxide',
    ['polyvalent-cations'],
    ['aluminum hydroxide'],
    dailyMed('aluminum hydroxide', 'Description'),
  ),
  g('sucralfate', ['polyvalent-cations']),
];

/** Names that stand for two ingredients ("co-amoxiclav"), lower case, words only. */
export const COMBINATION_NAMES: Readonly<Record<string, readonly string[]>> = {
  'co amoxiclav': ['amoxicillin', 'clavulanic acid'],
  'co trimoxazole': ['sulfamethoxazole', 'trimethoprim'],
  cotrimoxazole: ['sulfamethoxazole', 'trimethoprim'],
};

const BY_NAME = new Map(GENERICS.map((row) => [row.name, row]));

export function genericRow(name: string): GenericRow | undefined {
  return BY_NAME.get(name);
}
