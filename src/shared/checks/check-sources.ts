import type { CheckSource } from './check-types';

/*
 * The public sources the check tables cite (docs/prescribing-checks.md, "Sources"). A label is
 * cited by its DailyMed search address (the US National Library of Medicine's label library; the
 * address lists that drug's current labels) with the label section in the title; other sources by
 * the page found. Nothing here was reviewed by a clinician yet.
 */

/** A DailyMed label, found by the drug's name; `section` names the part of the label used. */
export function dailyMed(drug: string, section: string): CheckSource {
  return {
    title: `DailyMed (US NLM) label: ${drug}, ${section}`,
    url: `https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=${encodeURIComponent(drug.toUpperCase())}`,
  };
}

export const WHO_FORMULARY_CHILDREN: CheckSource = {
  title: 'WHO Model Formulary for Children 2010',
  url: 'https://www.who.int/publications/i/item/9789241599320',
};

export const WHO_PERSISTING_PAIN: CheckSource = {
  title:
    'WHO guidelines on the pharmacological treatment of persisting pain in children (2012), annex A1.8 Paracetamol',
  url: 'https://www.who.int/publications/i/item/9789241548120',
};

export const WHO_ORS_PLAN_A: CheckSource = {
  title:
    'MSF Clinical guidelines, Appendix 2 (adapted from WHO): ORS after each loose stool, Plan A',
  url: 'https://medicalguidelines.msf.org/viewport/CG/english/appendix-2-assessment-and-treatment-of-diarrhoea-16689193.html',
};

export const WHO_ZINC: CheckSource = {
  title: 'WHO eLENA, Zinc supplementation in the management of diarrhoea',
  url: 'https://www.who.int/elena/titles/zinc_diarrhoea/en/',
};

export const EMA_DOMPERIDONE: CheckSource = {
  title: 'European Medicines Agency, Domperidone-containing medicines (referral, 2014)',
  url: 'https://www.ema.europa.eu/en/medicines/human/referrals/domperidone-containing-medicines',
};

export const EMA_NIMESULIDE: CheckSource = {
  title: 'European Medicines Agency, Nimesulide (referral): 100 mg twice daily, not under 12 years',
  url: 'https://www.ema.europa.eu/ema/index.jsp?curl=pages/medicines/human/referrals/Nimesulide/human_referral_000275.jsp&mid=WC0b01ac0580024e99',
};

export const FDA_NSAID_PREGNANCY: CheckSource = {
  title: 'FDA Drug Safety Communication (2020): avoid NSAIDs in pregnancy at 20 weeks or later',
  url: 'https://www.fda.gov/drugs/drug-safety-and-availability/fda-recommends-avoiding-use-nsaids-pregnancy-20-weeks-or-later-because-they-can-result-low-amniotic',
};

export const FDA_STATIN_PREGNANCY: CheckSource = {
  title:
    'FDA Drug Safety Communication (2021): contraindication of statins in pregnancy removed; most pregnant patients should stop',
  url: 'https://www.fda.gov/media/150774/download',
};

export const FDA_PLLR: CheckSource = {
  title:
    'FDA, Pregnancy and Lactation Labeling (Drugs) Final Rule (letter categories removed, 2015)',
  url: 'https://www.fda.gov/drugs/labeling-information-drug-products/pregnancy-and-lactation-labeling-drugs-final-rule',
};

export const MHRA_CARBIMAZOLE: CheckSource = {
  title:
    'MHRA Drug Safety Update: carbimazole, increased risk of congenital malformations (first trimester)',
  url: 'https://www.gov.uk/drug-safety-update/carbimazole-increased-risk-of-congenital-malformations-strengthened-advice-on-contraception',
};

export const EU_NICORANDIL_CSP: CheckSource = {
  title:
    'EU core safety profile, nicorandil (2010): use with phosphodiesterase 5 inhibitors contraindicated',
  url: 'https://studyres.com/doc/11533558/table-of-contents',
};

export const IDSA_CAP_CHILDREN: CheckSource = {
  title:
    'IDSA/PIDS guideline, community-acquired pneumonia in children (2011): amoxicillin 90 mg/kg/day, at most 4 g a day',
  url: 'https://academic.oup.com/cid/article/53/7/e25/424286',
};

export const NHLBI_ASTHMA: CheckSource = {
  title:
    'NHLBI Expert Panel Report 3, asthma: oral prednisolone 1-2 mg/kg/day, at most 60 mg a day',
  url: 'https://www.nhlbi.nih.gov/health-topics/guidelines-for-diagnosis-management-of-asthma',
};

export const WHO_CHILD_CONDITIONS: CheckSource = {
  title:
    'WHO recommendations for management of common childhood conditions (2012): inhaled, not oral, salbutamol for wheeze',
  url: 'https://www.ncbi.nlm.nih.gov/books/NBK138330/',
};

export const CREDIBLEMEDS: CheckSource = {
  title: 'CredibleMeds, QTdrugs list (drugs with a known risk of torsades de pointes)',
  url: 'https://crediblemeds.org/',
};
