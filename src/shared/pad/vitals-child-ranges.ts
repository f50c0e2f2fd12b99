import type { VitalNormalRange } from './vitals-catalogue';

/*
 * Normal ranges for children, birth to 18 years, by age band, each row with its public source
 * (docs/vitals-ranges.md lists them all, with the adults' ranges). Clinical content written
 * without a clinician's review: it awaits one.
 *
 * - Heart rate (awake), respiratory rate and blood pressure: the PALS tables (American Heart
 *   Association, PALS Guidelines 2015) as republished on the public PedsCases "Pediatric Vital
 *   Signs Reference Chart". The 2020 PALS Provider Manual is not public and was not read. PALS
 *   stops at 15 years: heart and respiratory rate for 16-17 years keep the adolescent row (the
 *   same numbers as adults'); blood pressure for 16-17 years uses the adult cut-offs, as the AAP
 *   2017 guideline does from 13 years.
 * - SpO2: BTS guidelines for home oxygen in children (Thorax 2009), Table 1.
 * - Temperature: WHO, Thermal protection of the newborn (1997) for newborns; Canadian Paediatric
 *   Society, Temperature measurement in paediatrics (2015, via PedsCases) after that: axillary
 *   to 5 years, oral from 6. The pad does not record the method; that is the assumption.
 *
 * A band is [from, to): `from` included, `to` excluded, each in days or in whole months since
 * birth. Ages are known in days and months when the date of birth is known, else in whole years
 * only: a band that a whole-year age does not settle (under 1 year, where newborns and infants
 * differ) gives no range rather than a guess.
 */

export interface ChildSource {
  title: string;
  url: string;
}

const PALS: ChildSource = {
  title:
    'American Heart Association, PALS Guidelines 2015: normal ranges (PedsCases, Pediatric Vital Signs Reference Chart)',
  url: 'https://www.pedscases.com/pediatric-vital-signs-reference-chart',
};
const PALS_EXTENDED: ChildSource = {
  title:
    'PALS Guidelines 2015 adolescent row (12–15 years), kept to 17 years: the same as the adult range (PedsCases chart)',
  url: 'https://www.pedscases.com/pediatric-vital-signs-reference-chart',
};
const AAP_2017: ChildSource = {
  title:
    'Flynn JT et al., Clinical Practice Guideline for High Blood Pressure in Children and Adolescents, Pediatrics 2017;140(3):e20171904 (adult cut-offs from 13 years); low side: PALS hypotension below 90',
  url: 'https://doi.org/10.1542/peds.2017-1904',
};
const BTS_2009: ChildSource = {
  title:
    'Balfour-Lynn IM et al., BTS guidelines for home oxygen in children, Thorax 2009;64(Suppl 2):ii1–ii26, Table 1 (normal SpO2 of healthy children)',
  url: 'https://doi.org/10.1136/thx.2009.116020',
};
const WHO_NEWBORN: ChildSource = {
  title:
    'WHO, Thermal protection of the newborn: a practical guide (WHO/RHT/MSM/97.2, 1997): normal 36.5–37.5 °C',
  url: 'https://apps.who.int/bookorders/anglais/detart1.jsp?codlan=1&codcol=93&codcch=1047',
};
const CPS_AXILLARY: ChildSource = {
  title:
    'Canadian Paediatric Society, Temperature measurement in paediatrics (2015): axillary 36.5–37.5 °C (PedsCases chart)',
  url: 'https://www.pedscases.com/pediatric-vital-signs-reference-chart',
};
const CPS_ORAL: ChildSource = {
  title:
    'Canadian Paediatric Society, Temperature measurement in paediatrics (2015): oral 35.5–37.5 °C (PedsCases chart)',
  url: 'https://www.pedscases.com/pediatric-vital-signs-reference-chart',
};

/** An edge of an age band: days since birth, or whole months since birth. */
export type AgeEdge = { days: number } | { months: number };

export interface ChildBand {
  vitalId: string;
  /** Inclusive; absent means from birth. */
  from?: AgeEdge;
  /** Exclusive; absent means up to the 18th birthday. */
  to?: AgeEdge;
  /** Whose range, for the flag's words: "children 1–2 years". */
  whose: string;
  range: VitalNormalRange;
  source: ChildSource;
}

/** What is known of a child's age: days and months from the date of birth, or whole years. */
export interface ChildAge {
  days?: number | undefined;
  months?: number | undefined;
  years?: number | undefined;
}

const ADULT_MONTHS = 18 * 12;
const d = (days: number): AgeEdge => ({ days });
const y = (years: number): AgeEdge => ({ months: years * 12 });

interface Span {
  from?: AgeEdge;
  to?: AgeEdge;
  whose: string;
}
const NEWBORN: Span = { to: d(28), whose: 'newborns (under 28 days)' };
const INFANT: Span = { from: d(28), to: y(1), whose: 'infants (1–11 months)' };
const UNDER_1: Span = { to: y(1), whose: 'babies under 1 year' };
const YEARS_1_2: Span = { from: y(1), to: y(3), whose: 'children 1–2 years' };
const YEARS_3_5: Span = { from: y(3), to: y(6), whose: 'children 3–5 years' };
const YEARS_6_11: Span = { from: y(6), to: y(12), whose: 'children 6–11 years' };
const YEARS_12_17: Span = { from: y(12), whose: 'adolescents 12–17 years' };

function rows(
  vitalIds: readonly string[],
  list: [Span, number | null, number | null, ChildSource][],
): ChildBand[] {
  return vitalIds.flatMap((vitalId) =>
    list.map(([span, low, high, source]) => ({ vitalId, ...span, range: { low, high }, source })),
  );
}

/** Blood pressure: [span, systolic, diastolic, source]. */
const BLOOD_PRESSURE: [Span, [number, number], [number, number], ChildSource][] = [
  [{ to: d(4), whose: 'newborns (first 3 days)' }, [60, 76], [31, 45], PALS],
  [{ from: d(4), to: d(28), whose: 'newborns (4–27 days)' }, [67, 84], [35, 53], PALS],
  [INFANT, [72, 104], [37, 56], PALS],
  [YEARS_1_2, [86, 106], [42, 63], PALS],
  [YEARS_3_5, [89, 112], [46, 72], PALS],
  [{ from: y(6), to: y(10), whose: 'children 6–9 years' }, [97, 115], [57, 76], PALS],
  [{ from: y(10), to: y(12), whose: 'children 10–11 years' }, [102, 120], [61, 80], PALS],
  [{ from: y(12), to: y(16), whose: 'adolescents 12–15 years' }, [110, 131], [64, 83], PALS],
  [{ from: y(16), whose: 'adolescents 16–17 years' }, [90, 120], [60, 80], AAP_2017],
];

/** Temperature in °C; the °F rows are the same bands converted exactly (36.5 °C = 97.7 °F). */
const TEMPERATURE_C: [Span, number, number, ChildSource][] = [
  [NEWBORN, 36.5, 37.5, WHO_NEWBORN],
  [{ from: d(28), to: y(6), whose: 'children 1 month–5 years' }, 36.5, 37.5, CPS_AXILLARY],
  [{ from: y(6), whose: 'children 6–17 years' }, 35.5, 37.5, CPS_ORAL],
];
/** °F of a °C bound with at most 2 decimals (the catalogue's), exactly: C × 9/5 + 32. */
const toF = (celsius: number): number => Math.round((celsius * 9 + 160) * 20) / 100;

export const CHILD_BANDS: readonly ChildBand[] = [
  ...rows(
    ['pulse'],
    [
      [NEWBORN, 100, 205, PALS],
      [INFANT, 100, 190, PALS],
      [YEARS_1_2, 98, 140, PALS],
      [YEARS_3_5, 80, 120, PALS],
      [YEARS_6_11, 75, 118, PALS],
      [YEARS_12_17, 60, 100, PALS_EXTENDED],
    ],
  ),
  ...rows(
    ['respiratory-rate'],
    [
      [UNDER_1, 30, 53, PALS],
      [YEARS_1_2, 22, 37, PALS],
      [YEARS_3_5, 20, 28, PALS],
      [YEARS_6_11, 18, 25, PALS],
      [YEARS_12_17, 12, 20, PALS_EXTENDED],
    ],
  ),
  ...BLOOD_PRESSURE.flatMap(([span, systolic, diastolic, source]) => [
    { vitalId: 'bp-systolic', ...span, range: { low: systolic[0], high: systolic[1] }, source },
    { vitalId: 'bp-diastolic', ...span, range: { low: diastolic[0], high: diastolic[1] }, source },
  ]),
  ...rows(
    ['spo2'],
    [
      [NEWBORN, 92, null, BTS_2009],
      [{ from: d(28), whose: 'children 1 month–17 years' }, 95, null, BTS_2009],
    ],
  ),
  ...TEMPERATURE_C.flatMap(([span, low, high, source]) => [
    { vitalId: 'temperature-c', ...span, range: { low, high }, source },
    { vitalId: 'temperature-f', ...span, range: { low: toF(low), high: toF(high) }, source },
  ]),
];

/** Where an age stands against an edge: before it, at or past it, or not known from what is known. */
function against(age: ChildAge, edge: AgeEdge): 'before' | 'past' | 'unknown' {
  if ('days' in edge) {
    if (age.days !== undefined) return age.days < edge.days ? 'before' : 'past';
    const months = age.months ?? (age.years === undefined ? undefined : age.years * 12);
    // A month is at least 28 days: from one whole month on, every day edge here is passed.
    return months !== undefined && months * 28 >= edge.days ? 'past' : 'unknown';
  }
  if (age.months !== undefined) return age.months < edge.months ? 'before' : 'past';
  if (age.days !== undefined && age.days < 28 * edge.months) return 'before';
  if (age.days !== undefined && age.days >= 31 * edge.months) return 'past';
  if (age.years === undefined) return 'unknown';
  if (age.years * 12 >= edge.months) return 'past';
  return age.years * 12 + 11 < edge.months ? 'before' : 'unknown';
}

/** Is the age in this band: yes, no, or not known (a whole-year age across the band's edge). */
function inBand(band: ChildBand, age: ChildAge): boolean | undefined {
  const from = band.from === undefined ? 'past' : against(age, band.from);
  const to = band.to === undefined ? 'before' : against(age, band.to);
  if (from === 'before' || to === 'past') return false;
  return from === 'past' && to === 'before' ? true : undefined;
}

/** Is this age a child's (under 18)? Undefined when nothing is known of it. */
export function isChildAge(age: ChildAge): boolean | undefined {
  if (age.months !== undefined) return age.months < ADULT_MONTHS;
  if (age.years !== undefined) return age.years < 18;
  if (age.days !== undefined) return true;
  return undefined;
}

export type ChildRange =
  | { kind: 'band'; band: ChildBand }
  /** The vital has bands, but the age known does not say which (an age of 0 years). */
  | { kind: 'age-needed' }
  /** No band for this vital (waist, BMI, glucose...): adult cut-offs do not apply either. */
  | { kind: 'none' };

/** The band of a child's age for a vital. */
export function childRangeFor(vitalId: string, age: ChildAge): ChildRange {
  const bands = CHILD_BANDS.filter((band) => band.vitalId === vitalId);
  if (bands.length === 0) return { kind: 'none' };
  let unsure = false;
  for (const band of bands) {
    const fits = inBand(band, age);
    if (fits === true) return { kind: 'band', band };
    if (fits === undefined) unsure = true;
  }
  return unsure ? { kind: 'age-needed' } : { kind: 'none' };
}
