import { ADULT_MAX_ROWS, ADULT_STRENGTH_ROWS } from './adult-dose-table';
import { CROSS_REACTIONS } from './allergy-cross';
import { FDA_PLLR } from './check-sources';
import type { CheckRule, CheckSource } from './check-types';
import { CHILD_DOSE_ROWS } from './child-dose-table';
import type { DoseLimit } from './child-dose-types';
import { BRANDS } from './drug-brands';
import { COMBINATION_TOTALS } from './drug-combinations';
import { DRUG_CLASSES, drugClass } from './drug-class-table';
import { GENERICS } from './drug-generics';
import { round } from './drug-strength';
import { INTERACTIONS } from './interaction-table';
import type { InteractionSide } from './interaction-types';
import { ageWords } from './patient-age';
import { PREGNANCY_ROWS } from './pregnancy-table';

/*
 * The data of the in-app "About the checks" page (docs/prescribing-checks.md): which rules run,
 * which drugs each covers, what is not checked, every source, and the review status. Built from
 * the tables themselves, so the page says what the checks do.
 */

export const CHECKS_REVIEW_STATUS =
  'The tables behind these checks were written from public sources (WHO, NLM DailyMed labels, FDA, EMA, MHRA and others named beside each row) without a clinician’s review, and they await one. A line with no warning is not a line known to be safe: drugs and pairs outside the tables are not checked.';

export interface AboutCheckRule {
  /** The rule the warnings carry; `identity` is how lines are read, not a rule of its own. */
  rule: CheckRule | 'identity';
  title: string;
  /** What the rule does, in one or two sentences. */
  what: string;
  /** What it covers, one entry per table row or drug. */
  covers: readonly string[];
  /** What it does not check, said plainly. */
  notChecked: readonly string[];
}

export interface AboutChecks {
  reviewStatus: string;
  rules: readonly AboutCheckRule[];
  /** Every source the tables cite, once each. */
  sources: readonly CheckSource[];
}

function side(s: InteractionSide): string {
  return 'generic' in s ? s.generic : drugClass(s.class).many;
}

function limit(l: DoseLimit | undefined, unit: string, per: string): string | undefined {
  if (l === undefined) return undefined;
  if (l.perKg !== undefined)
    return `${round(l.perKg)} ${unit}/kg ${per}${l.max === undefined ? '' : ` (at most ${round(l.max)} ${unit})`}`;
  return `${round(l.fixed ?? 0)} ${unit} ${per}`;
}

function childRow(row: (typeof CHILD_DOSE_ROWS)[number]): string {
  const ages = `${ageWords(row.fromDays)} to ${ageWords(row.toDays)}`;
  const name = row.with === undefined ? row.generic : `${row.generic} with ${row.with}`;
  const course =
    row.course === undefined ? '' : row.course === 'single' ? ', single dose' : ', daily course';
  const limits =
    row.notForAge ??
    [limit(row.perDose, row.measure, 'a dose'), limit(row.perDay, row.measure, 'a day')]
      .filter((x) => x !== undefined)
      .join(', ');
  return `${name} (${row.routes.join(' or ')}${course}), ${ages}: ${limits}`;
}

const uniqueSources = (sources: readonly CheckSource[]): CheckSource[] => {
  const seen = new Map<string, CheckSource>();
  for (const source of sources)
    if (!seen.has(`${source.url} ${source.title}`))
      seen.set(`${source.url} ${source.title}`, source);
  return [...seen.values()];
};

export function aboutChecks(): AboutChecks {
  const rules: AboutCheckRule[] = [
    {
      rule: 'identity',
      title: 'How a line is read',
      what: 'A line is read as generic ingredients: its generic name when it has one, else a brand of the brand table, else a generic named in its name. The strength comes from the strength field, the brand table, or a number after a generic’s name on a tablet.',
      covers: [
        ...BRANDS.map(
          (b) =>
            `${[b.brand, ...(b.variants[0] ?? [])].map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ')} (${b.maker}): ${b.ingredients.join(' + ')}`,
        ),
        `${GENERICS.length} generics: ${GENERICS.map((g) => g.name).join(', ')}`,
      ],
      notChecked: [
        'Brands with no public source for their composition: Azee, Pantocid, ZnD, Ibugesic, Meftal Spas, and any variant of a listed brand the table does not name (Crocin Cold & Flu, Pan DSR).',
        'A line the table cannot read is not checked, except by name against the other lines and the recorded allergies.',
        'A line with no form or route is taken as given by mouth.',
      ],
    },
    {
      rule: 'allergy',
      title: 'Drug allergies',
      what: 'A recorded drug allergy is read as generics and classes (from the picked drug, the substance’s words, or the platform’s action class). The same generic, or another of the same class, is “avoid” (an intolerance: “caution”); a cross-reacting class is “caution”, “avoid” after a severe reaction.',
      covers: [
        ...DRUG_CLASSES.filter((c) => c.allergy).map(
          (c) =>
            `${c.many}: ${GENERICS.filter((g) => g.classes.includes(c.id))
              .map((g) => g.name)
              .join(', ')}`,
        ),
        ...CROSS_REACTIONS.map(
          (x) => `${drugClass(x.from).many} to ${drugClass(x.to).many}: caution`,
        ),
      ],
      notChecked: [
        'Food and environment allergies are not compared with medicines.',
        'Excipients (lactose, colours) are not checked.',
      ],
    },
    {
      rule: 'duplicate',
      title: 'Duplicate therapy',
      what: 'The same generic on two lines, and two different drugs of one class on two lines taken into the body.',
      covers: [
        'the same generic on two lines',
        ...DRUG_CLASSES.filter((c) => c.duplicate).map((c) => `two ${c.many}`),
      ],
      notChecked: ['A gel or eye drop beside a tablet of the same class.'],
    },
    {
      rule: 'interaction',
      title: 'Interactions',
      what: `A curated table of ${INTERACTIONS.length} dangerous pairs common in Indian outpatient practice, checked between every two lines taken into the body.`,
      covers: INTERACTIONS.map((row) => `${side(row.a)} + ${side(row.b)} (${row.level})`),
      notChecked: [
        'Other interactions are not checked: a pair missing from the table is not a safe pair.',
        'Two ingredients of one combination product are not checked against each other.',
      ],
    },
    {
      rule: 'child-dose',
      title: 'Children’s doses (under 18 years)',
      what: 'Per dose and per day, in each drug’s own terms, against the upper end of the source’s dose; “avoid” at 1.5 times the limit or more. A dose that cannot be turned into mg says so.',
      covers: CHILD_DOSE_ROWS.map(childRow),
      notChecked: [
        'Inhaled salbutamol (doses are puffs and nebules, not per kg).',
        'ORS by weight (WHO Plan B, 75 ml/kg over 4 hours, is given under supervision, not written as a line).',
        'Zinc from 5 years; injections other than ondansetron; a when-needed line’s total for the day.',
      ],
    },
    {
      rule: 'weight-needed',
      title: 'Weight needed',
      what: 'A child on a drug checked in mg/kg with no weight on the pad gets “weight needed for this check”, never silence.',
      covers: [
        ...new Set(
          CHILD_DOSE_ROWS.filter(
            (r) => r.perDose?.perKg !== undefined || r.perDay?.perKg !== undefined,
          ).map((r) => r.generic),
        ),
      ],
      notChecked: [],
    },
    {
      rule: 'adult-strength',
      title: 'Adult-strength tablets for children',
      what: 'A tablet made for adults, prescribed below the age its label gives it from.',
      covers: ADULT_STRENGTH_ROWS.map(
        (r) =>
          `${r.generic} ${r.fromMg > 0 ? `${r.fromMg} mg` : 'tablets'}${r.belowMg === undefined ? '' : ` (below ${r.belowMg} mg)`} under ${r.fromAge}`,
      ),
      notChecked: [],
    },
    {
      rule: 'adult-max-dose',
      title: 'Adults’ maximum daily dose',
      what: 'For patients 18 and over (and of unknown age), the lines giving one generic by mouth are added up for the day.',
      covers: ADULT_MAX_ROWS.map(
        (r) => `${r.generic}: ${round(r.maxPerDay)} mg a day (${r.level})`,
      ),
      notChecked: [
        'A line whose day cannot be counted (when needed, written in words) is left out of the sum.',
      ],
    },
    {
      rule: 'pregnancy',
      title: 'Pregnancy',
      what: 'Only when the patient is marked pregnant on the pad: “avoid” or “caution”, in words. The FDA withdrew the A/B/C/D/X letter categories from US labelling in 2015; none are used here.',
      covers: PREGNANCY_ROWS.map((r) => `${side(r.side)} (${r.level})`),
      notChecked: ['Local forms (creams, eye drops) and medicines not on the list.'],
    },
  ];
  return {
    reviewStatus: CHECKS_REVIEW_STATUS,
    rules,
    sources: uniqueSources([
      ...BRANDS.map((r) => r.source),
      ...COMBINATION_TOTALS.map((r) => r.source),
      ...GENERICS.map((r) => r.source),
      ...DRUG_CLASSES.map((r) => r.source),
      ...CROSS_REACTIONS.map((r) => r.source),
      ...INTERACTIONS.map((r) => r.source),
      ...CHILD_DOSE_ROWS.map((r) => r.source),
      ...ADULT_STRENGTH_ROWS.map((r) => r.source),
      ...ADULT_MAX_ROWS.map((r) => r.source),
      ...PREGNANCY_ROWS.map((r) => r.source),
      FDA_PLLR,
    ]),
  };
}
