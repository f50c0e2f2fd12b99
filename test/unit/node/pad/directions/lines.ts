import type { Dose, Frequency, Site } from '../../../../../src/shared/pad/medicine';
import type { MedicineLine } from '../../../../../src/shared/pad/medicine-meaning';

/*
 * One line for each piece a directions template says (amounts and units, times of day, frequency,
 * food, route, site, duration, open course, taper). Each language's test gives the words it must
 * print for every one of them (a missing piece fails the type check).
 */

const line = (fields: Partial<MedicineLine>): MedicineLine => ({ name: 'X', ...fields });
const pattern = (p: string): Frequency => ({ kind: 'pattern', pattern: p });
const tablet: Dose = { value: '1', unit: 'tablet' };
const daily = (fields: Partial<MedicineLine>): MedicineLine =>
  line({ dose: tablet, frequency: pattern('1-0-0'), ...fields });
const drops = (form: string, site: Site): MedicineLine =>
  line({ form, dose: { value: '1', unit: 'drop' }, frequency: pattern('1-0-1'), site });

export const LINES = {
  // Amounts and times of day (the Indian 1-0-1 shorthand, three and four slots).
  'one tablet 1-0-1 after food for 5 days': line({
    dose: tablet,
    frequency: pattern('1-0-1'),
    timing: 'after-food',
    duration: { value: 5, unit: 'days' },
  }),
  'three times a day 1-1-1': line({ dose: tablet, frequency: pattern('1-1-1') }),
  'four slots 1-1-1-1, capsules': line({
    dose: { value: '1', unit: 'capsule' },
    frequency: pattern('1-1-1-1'),
  }),
  'night only 0-0-1': line({ dose: tablet, frequency: pattern('0-0-1') }),
  'afternoon only 0-1-0': line({ dose: tablet, frequency: pattern('0-1-0') }),
  'night dose at bedtime': line({ dose: tablet, frequency: pattern('0-0-1'), timing: 'bedtime' }),
  'two tablets (plural)': line({
    dose: { value: '2', unit: 'tablet' },
    frequency: pattern('1-0-1'),
  }),
  'half a tablet': line({ dose: { value: '0.5', unit: 'tablet' }, frequency: pattern('1-0-0') }),
  'one and a half tablets': line({
    dose: { value: '1.5', unit: 'tablet' },
    frequency: pattern('0-0-1'),
  }),
  'form only: Tab with 1-0-1': line({ form: 'tablet', frequency: pattern('1-0-1') }),
  'different amounts: insulin 8-0-6 units, subcutaneous, before food': line({
    name: 'Insulin glargine',
    dose: { unit: 'unit' },
    frequency: pattern('8-0-6'),
    route: 'Subcutaneous',
    timing: 'before-food',
  }),
  'a measure: 2.5 ml syrup at night': line({
    form: 'syrup',
    dose: { value: '2.5', unit: 'ml' },
    frequency: pattern('0-0-1'),
  }),
  'a teaspoon': line({ dose: { value: '1', unit: 'teaspoon' }, frequency: pattern('1-0-1') }),
  'two puffs, inhalation': line({
    dose: { value: '2', unit: 'puff' },
    frequency: pattern('1-0-1'),
    route: 'Inhalation',
  }),
  'a sachet in the morning': line({
    dose: { value: '1', unit: 'sachet' },
    frequency: pattern('1-0-0'),
  }),
  'ointment applied on the skin': line({
    form: 'ointment',
    dose: { value: '1', unit: 'application' },
    frequency: pattern('1-0-1'),
    route: 'Topical',
  }),
  // Frequencies other than a pattern.
  'SOS: when needed': line({ dose: tablet, frequency: { kind: 'sos' } }),
  'STAT: once, at once': line({ dose: tablet, frequency: { kind: 'stat' } }),
  'every day': line({ dose: tablet, frequency: { kind: 'every', value: 1, unit: 'days' } }),
  'alternate days': line({ dose: tablet, frequency: { kind: 'every', value: 2, unit: 'days' } }),
  'every 3 days': line({ dose: tablet, frequency: { kind: 'every', value: 3, unit: 'days' } }),
  'every hour': line({
    dose: { value: '2', unit: 'drop' },
    frequency: { kind: 'every', value: 1, unit: 'hours' },
  }),
  'every 6 hours': line({ dose: tablet, frequency: { kind: 'every', value: 6, unit: 'hours' } }),
  'once a week for 4 weeks': line({
    dose: tablet,
    frequency: { kind: 'weekly', timesPerWeek: 1 },
    duration: { value: 4, unit: 'weeks' },
  }),
  'twice a week': line({ dose: tablet, frequency: { kind: 'weekly', timesPerWeek: 2 } }),
  'three times a week': line({ dose: tablet, frequency: { kind: 'weekly', timesPerWeek: 3 } }),
  'a frequency alone (SOS)': line({ frequency: { kind: 'sos' } }),
  'a dose alone': line({ dose: tablet }),
  // Food.
  'before food': daily({ timing: 'before-food' }),
  'with food': daily({ timing: 'with-food' }),
  'on an empty stomach': daily({ timing: 'empty-stomach' }),
  'before breakfast': daily({ timing: 'before-breakfast' }),
  // Durations and open courses.
  'for 1 day': daily({ duration: { value: 1, unit: 'days' } }),
  'for 24 hours': line({
    dose: tablet,
    frequency: { kind: 'every', value: 6, unit: 'hours' },
    duration: { value: 24, unit: 'hours' },
  }),
  'for 1 week': daily({ duration: { value: 1, unit: 'weeks' } }),
  'for 1 month': daily({ duration: { value: 1, unit: 'months' } }),
  'for 3 months': daily({ duration: { value: 3, unit: 'months' } }),
  'for 1 year': daily({ duration: { value: 1, unit: 'years' } }),
  'until review': daily({ course: 'till-review' }),
  'to continue': daily({ course: 'continue' }),
  // Sites (the route the site says is not said again) and routes.
  'right eye': drops('eye drops', 'right eye'),
  'both ears': drops('ear drops', 'both ears'),
  'left nostril': drops('nasal drops', 'left nostril'),
  intramuscular: line({
    dose: { value: '1', unit: 'ml' },
    frequency: { kind: 'stat' },
    route: 'IM',
  }),
  intravenous: line({
    dose: { value: '500', unit: 'mg' },
    frequency: pattern('1-1-1'),
    route: 'iv',
  }),
  sublingual: line({ dose: tablet, frequency: { kind: 'sos' }, route: 'sublingual' }),
  rectal: line({
    dose: { value: '1', unit: 'suppository' },
    frequency: { kind: 'sos' },
    route: 'PR',
  }),
  // A taper.
  'taper: 40 mg then 30 mg, after food': line({
    name: 'Prednisolone',
    dose: { value: '40', unit: 'mg' },
    frequency: pattern('1-0-0'),
    duration: { value: 3, unit: 'days' },
    then: [{ dose: { value: '30', unit: 'mg' }, duration: { value: 3, unit: 'days' } }],
    timing: 'after-food',
  }),
} satisfies Record<string, MedicineLine>;

export type Piece = keyof typeof LINES;
