import type { CheckSource } from './check-types';
import {
  FDA_NSAID_PREGNANCY,
  FDA_STATIN_PREGNANCY,
  MHRA_CARBIMAZOLE,
  dailyMed,
} from './check-sources';
import { cls, gen, type InteractionSide } from './interaction-types';

/*
 * Medicines to avoid or use with caution in pregnancy (docs/prescribing-checks.md, "Pregnancy"),
 * in words, never as letter categories (withdrawn from US labelling by the FDA in 2015). Written
 * without a clinician's review; each row cites its public source.
 */

export interface PregnancyRow {
  id: string;
  side: InteractionSide;
  level: 'avoid' | 'caution';
  words: string;
  source: CheckSource;
}

export const PREGNANCY_ROWS: readonly PregnancyRow[] = [
  {
    id: 'isotretinoin',
    side: gen('isotretinoin'),
    level: 'avoid',
    words: 'causes severe birth defects; contraindicated in pregnancy',
    source: dailyMed('isotretinoin', 'Boxed warning (embryo-fetal toxicity)'),
  },
  {
    id: 'acitretin',
    side: gen('acitretin'),
    level: 'avoid',
    words: 'causes severe birth defects; contraindicated in pregnancy',
    source: dailyMed('acitretin', 'Boxed warning (pregnancy)'),
  },
  {
    id: 'warfarin',
    side: gen('warfarin'),
    level: 'avoid',
    words:
      'causes fetal bleeding and birth defects; contraindicated in pregnancy except with a mechanical heart valve',
    source: dailyMed('warfarin', '4 Contraindications (pregnancy)'),
  },
  {
    id: 'valproate',
    side: gen('valproate'),
    level: 'avoid',
    words: 'causes neural tube defects and lower IQ in the child',
    source: dailyMed('valproic acid', 'Boxed warning (fetal risk)'),
  },
  {
    id: 'methotrexate',
    side: gen('methotrexate'),
    level: 'avoid',
    words: 'causes fetal death and birth defects; contraindicated in pregnancy for non-cancer use',
    source: dailyMed('methotrexate', 'Boxed warning (embryo-fetal toxicity)'),
  },
  {
    id: 'ace-inhibitors',
    side: cls('ace-inhibitors'),
    level: 'avoid',
    words: 'injures and can kill the fetus (kidneys, skull) in the second and third trimesters',
    source: dailyMed('enalapril', 'Boxed warning (fetal toxicity)'),
  },
  {
    id: 'arbs',
    side: cls('arbs'),
    level: 'avoid',
    words: 'injures and can kill the fetus (kidneys, skull) in the second and third trimesters',
    source: dailyMed('telmisartan', 'Boxed warning (fetal toxicity)'),
  },
  {
    id: 'statins',
    side: cls('statins'),
    level: 'caution',
    words: 'most pregnant patients should stop it (FDA, 2021)',
    source: FDA_STATIN_PREGNANCY,
  },
  {
    id: 'tetracyclines',
    side: cls('tetracyclines'),
    level: 'avoid',
    words: 'discolours the child’s teeth and affects bone growth from the second trimester',
    source: dailyMed('doxycycline', 'Warnings (tooth development; pregnancy)'),
  },
  {
    id: 'misoprostol',
    side: gen('misoprostol'),
    level: 'avoid',
    words: 'causes abortion, premature birth and birth defects',
    source: dailyMed('misoprostol', 'Boxed warning'),
  },
  {
    id: 'leflunomide',
    side: gen('leflunomide'),
    level: 'avoid',
    words: 'causes fetal harm; contraindicated in pregnancy',
    source: dailyMed('leflunomide', 'Boxed warning (embryo-fetal toxicity)'),
  },
  {
    id: 'mycophenolate',
    side: gen('mycophenolate'),
    level: 'avoid',
    words: 'causes miscarriage and birth defects',
    source: dailyMed('mycophenolate mofetil', 'Boxed warning (embryofetal toxicity)'),
  },
  {
    id: 'thalidomide',
    side: gen('thalidomide'),
    level: 'avoid',
    words: 'causes severe birth defects; contraindicated in pregnancy',
    source: dailyMed('thalidomide', 'Boxed warning (embryo-fetal toxicity)'),
  },
  {
    id: 'finasteride',
    side: gen('finasteride'),
    level: 'avoid',
    words: 'can harm a male fetus; contraindicated in pregnancy',
    source: dailyMed('finasteride', '4 Contraindications (pregnancy)'),
  },
  {
    id: 'dutasteride',
    side: gen('dutasteride'),
    level: 'avoid',
    words: 'can harm a male fetus; contraindicated in pregnancy',
    source: dailyMed('dutasteride', '4 Contraindications (pregnancy)'),
  },
  {
    id: 'carbimazole',
    side: gen('carbimazole'),
    level: 'caution',
    words: 'raises the risk of birth defects, above all in the first trimester and at high doses',
    source: MHRA_CARBIMAZOLE,
  },
  {
    id: 'methimazole',
    side: gen('methimazole'),
    level: 'caution',
    words:
      'raises the risk of birth defects in the first trimester; propylthiouracil may be preferred then',
    source: dailyMed('methimazole', 'Warnings (pregnancy)'),
  },
  {
    id: 'nsaids',
    side: cls('nsaids'),
    level: 'caution',
    words:
      'avoid from 20 weeks (low amniotic fluid, fetal kidney injury) and from 30 weeks (ductus arteriosus)',
    source: FDA_NSAID_PREGNANCY,
  },
  {
    id: 'fluconazole',
    side: gen('fluconazole'),
    level: 'caution',
    words: 'high doses for long in the first trimester are linked to birth defects',
    source: dailyMed('fluconazole', '8.1 Pregnancy'),
  },
  {
    id: 'phenytoin',
    side: gen('phenytoin'),
    level: 'caution',
    words: 'raises the risk of birth defects; keep seizures controlled at the lowest dose',
    source: dailyMed('phenytoin', '8.1 Pregnancy'),
  },
  {
    id: 'carbamazepine',
    side: gen('carbamazepine'),
    level: 'caution',
    words: 'raises the risk of neural tube and other birth defects',
    source: dailyMed('carbamazepine', '8.1 Pregnancy'),
  },
  {
    id: 'topiramate',
    side: gen('topiramate'),
    level: 'caution',
    words: 'raises the risk of cleft lip and palate',
    source: dailyMed('topiramate', '5 Warnings (fetal toxicity)'),
  },
  {
    id: 'lithium',
    side: gen('lithium'),
    level: 'caution',
    words: 'raises the risk of heart defects; levels change through pregnancy',
    source: dailyMed('lithium', '8.1 Pregnancy'),
  },
  {
    id: 'aminoglycosides',
    side: cls('aminoglycosides'),
    level: 'caution',
    words: 'can cause deafness in the child',
    source: dailyMed('streptomycin', 'Warnings (fetal harm)'),
  },
  {
    id: 'co-trimoxazole',
    side: gen('sulfamethoxazole'),
    level: 'caution',
    words: 'a folate antagonist in the first trimester, and jaundice in the newborn near term',
    source: dailyMed('sulfamethoxazole and trimethoprim', 'Pregnancy'),
  },
  {
    id: 'amiodarone',
    side: gen('amiodarone'),
    level: 'caution',
    words: 'affects the fetal thyroid and heart rate',
    source: dailyMed('amiodarone', '8.1 Pregnancy'),
  },
  {
    id: 'atenolol',
    side: gen('atenolol'),
    level: 'caution',
    words: 'linked to poor fetal growth',
    source: dailyMed('atenolol', 'Warnings (pregnancy and fetal injury)'),
  },
  {
    id: 'spironolactone',
    side: gen('spironolactone'),
    level: 'caution',
    words: 'can affect the sexual development of a male fetus',
    source: dailyMed('spironolactone', '8.1 Pregnancy'),
  },
];
