import type { Frequency, OpenCourse, Site, Timing } from './medicine';

/*
 * The words doctors write on a medicine line, each with what it means (docs/medicine-lines.md has
 * the list and the sources). Phrases are matched on the lower-cased line, longest first, at word
 * boundaries; the reader (medicine-line-read.ts) tries them in order: timing, frequency, route,
 * site, course. Hindi as doctors write it in Latin letters (Hinglish) is read beside English.
 */

export type FrequencyRead = Frequency & { bedtime?: true };

const pattern = (p: string, shorthand?: 'OD' | 'BD' | 'TDS' | 'QID' | 'HS'): FrequencyRead => ({
  kind: 'pattern',
  pattern: p,
  ...(shorthand === undefined ? {} : { shorthand }),
});

/** Frequencies in words (patterns such as 1-0-1, Q6H and "every 8 hours" are read apart). */
export const FREQUENCY_PHRASES: [string, FrequencyRead][] = [
  ['od', pattern('1-0-0', 'OD')],
  ['o.d.', pattern('1-0-0', 'OD')],
  ['o.d', pattern('1-0-0', 'OD')],
  ['qd', pattern('1-0-0')],
  ['once a day', pattern('1-0-0')],
  ['once daily', pattern('1-0-0')],
  ['daily', pattern('1-0-0')],
  ['bd', pattern('1-0-1', 'BD')],
  ['b.d.', pattern('1-0-1', 'BD')],
  ['bid', pattern('1-0-1', 'BD')],
  ['b.i.d.', pattern('1-0-1', 'BD')],
  ['twice a day', pattern('1-0-1')],
  ['twice daily', pattern('1-0-1')],
  ['2 times a day', pattern('1-0-1')],
  ['tds', pattern('1-1-1', 'TDS')],
  ['t.d.s.', pattern('1-1-1', 'TDS')],
  ['tid', pattern('1-1-1', 'TDS')],
  ['t.i.d.', pattern('1-1-1', 'TDS')],
  ['thrice a day', pattern('1-1-1')],
  ['thrice daily', pattern('1-1-1')],
  ['three times a day', pattern('1-1-1')],
  ['3 times a day', pattern('1-1-1')],
  ['qid', pattern('1-1-1-1', 'QID')],
  ['q.i.d.', pattern('1-1-1-1', 'QID')],
  ['qds', pattern('1-1-1-1', 'QID')],
  ['four times a day', pattern('1-1-1-1')],
  ['4 times a day', pattern('1-1-1-1')],
  ['hs', { ...pattern('0-0-1', 'HS'), bedtime: true }],
  ['h.s.', { ...pattern('0-0-1', 'HS'), bedtime: true }],
  ['sos', { kind: 'sos' }],
  ['s.o.s.', { kind: 'sos' }],
  ['prn', { kind: 'sos' }],
  ['p.r.n.', { kind: 'sos' }],
  ['when needed', { kind: 'sos' }],
  ['as needed', { kind: 'sos' }],
  ['if needed', { kind: 'sos' }],
  ['when required', { kind: 'sos' }],
  ['zaroorat padne par', { kind: 'sos' }],
  ['zarurat padne par', { kind: 'sos' }],
  ['stat', { kind: 'stat' }],
  ['immediately', { kind: 'stat' }],
  ['alternate days', { kind: 'every', value: 2, unit: 'days' }],
  ['alternate day', { kind: 'every', value: 2, unit: 'days' }],
  ['on alternate days', { kind: 'every', value: 2, unit: 'days' }],
  ['alt days', { kind: 'every', value: 2, unit: 'days' }],
  ['every other day', { kind: 'every', value: 2, unit: 'days' }],
  ['qod', { kind: 'every', value: 2, unit: 'days' }],
  ['ek din chhod ke', { kind: 'every', value: 2, unit: 'days' }],
  ['once a week', { kind: 'weekly', timesPerWeek: 1 }],
  ['once weekly', { kind: 'weekly', timesPerWeek: 1 }],
  ['weekly', { kind: 'weekly', timesPerWeek: 1 }],
  ['every week', { kind: 'weekly', timesPerWeek: 1 }],
  ['hafte mein ek baar', { kind: 'weekly', timesPerWeek: 1 }],
  ['twice a week', { kind: 'weekly', timesPerWeek: 2 }],
  ['twice weekly', { kind: 'weekly', timesPerWeek: 2 }],
  ['thrice a week', { kind: 'weekly', timesPerWeek: 3 }],
  ['subah-shaam', pattern('1-0-1-0')],
  ['subah shaam', pattern('1-0-1-0')],
  ['subah-dopahar-shaam', pattern('1-1-1-0')],
  ['subah dopahar shaam', pattern('1-1-1-0')],
  ['subah', pattern('1-0-0')],
  ['dopahar', pattern('0-1-0')],
  ['shaam', pattern('0-0-1-0')],
  ['raat ko', pattern('0-0-1')],
  ['raat', pattern('0-0-1')],
  ['din mein ek baar', pattern('1-0-0')],
  ['din mein do baar', pattern('1-0-1')],
  ['din mein teen baar', pattern('1-1-1')],
  ['do baar', pattern('1-0-1')],
  ['teen baar', pattern('1-1-1')],
];

export const TIMING_PHRASES: [string, Timing][] = [
  ['after food', 'after-food'],
  ['after meals', 'after-food'],
  ['after meal', 'after-food'],
  ['af', 'after-food'],
  ['a/f', 'after-food'],
  ['pc', 'after-food'],
  ['p.c.', 'after-food'],
  ['khane ke baad', 'after-food'],
  ['khana khane ke baad', 'after-food'],
  ['khaane ke baad', 'after-food'],
  ['khane ke bad', 'after-food'],
  ['before breakfast', 'before-breakfast'],
  ['nashte se pehle', 'before-breakfast'],
  ['nashta se pehle', 'before-breakfast'],
  ['before food', 'before-food'],
  ['before meals', 'before-food'],
  ['before meal', 'before-food'],
  ['bf', 'before-food'],
  ['b/f', 'before-food'],
  ['ac', 'before-food'],
  ['a.c.', 'before-food'],
  ['khane se pehle', 'before-food'],
  ['khane ke pehle', 'before-food'],
  ['khaane se pehle', 'before-food'],
  ['with food', 'with-food'],
  ['with meals', 'with-food'],
  ['khane ke saath', 'with-food'],
  ['empty stomach', 'empty-stomach'],
  ['on empty stomach', 'empty-stomach'],
  ['on an empty stomach', 'empty-stomach'],
  ['khali pet', 'empty-stomach'],
  ['at bedtime', 'bedtime'],
  ['bedtime', 'bedtime'],
  ['sone se pehle', 'bedtime'],
];

/** After a named meal: after food, at that meal's time of day. */
export const MEAL_PHRASES: [string, 'morning' | 'afternoon' | 'night'][] = [
  ['after breakfast', 'morning'],
  ['after lunch', 'afternoon'],
  ['after dinner', 'night'],
  ['nashte ke baad', 'morning'],
  ['lunch ke baad', 'afternoon'],
  ['dinner ke baad', 'night'],
];

/** Routes, written out (SC/SQ, IU and the like are ISMP's do-not-use forms). */
export const ROUTE_PHRASES: [string, string][] = [
  ['oral', 'Oral'],
  ['orally', 'Oral'],
  ['po', 'Oral'],
  ['p.o.', 'Oral'],
  ['by mouth', 'Oral'],
  ['iv', 'Intravenous'],
  ['i.v.', 'Intravenous'],
  ['intravenous', 'Intravenous'],
  ['im', 'Intramuscular'],
  ['i.m.', 'Intramuscular'],
  ['intramuscular', 'Intramuscular'],
  ['sc', 'Subcutaneous'],
  ['s.c.', 'Subcutaneous'],
  ['s/c', 'Subcutaneous'],
  ['sq', 'Subcutaneous'],
  ['subcut', 'Subcutaneous'],
  ['subcutaneous', 'Subcutaneous'],
  ['sl', 'Sublingual'],
  ['sublingual', 'Sublingual'],
  ['topical', 'Topical'],
  ['local application', 'Topical'],
  ['locally', 'Topical'],
  ['inhalation', 'Inhalation'],
  ['inhaled', 'Inhalation'],
  ['nebulisation', 'Inhalation'],
  ['nebulization', 'Inhalation'],
  ['nasal', 'Nasal'],
  ['intranasal', 'Nasal'],
  ['pr', 'Rectal'],
  ['per rectum', 'Rectal'],
  ['rectal', 'Rectal'],
  ['pv', 'Vaginal'],
  ['per vaginum', 'Vaginal'],
  ['vaginal', 'Vaginal'],
];

/** Sites written out; OD is read here only where an eye is meant (never guessed). */
export const SITE_PHRASES: [string, Site][] = [
  ['right eye', 'right eye'],
  ['left eye', 'left eye'],
  ['both eyes', 'both eyes'],
  ['each eye', 'both eyes'],
  ['os', 'left eye'],
  ['ou', 'both eyes'],
  ['right ear', 'right ear'],
  ['left ear', 'left ear'],
  ['both ears', 'both ears'],
  ['each ear', 'both ears'],
  ['right nostril', 'right nostril'],
  ['left nostril', 'left nostril'],
  ['both nostrils', 'both nostrils'],
  ['each nostril', 'both nostrils'],
];

export const COURSE_PHRASES: [string, OpenCourse][] = [
  ['till review', 'till-review'],
  ['until review', 'till-review'],
  ['till next review', 'till-review'],
  ['till next visit', 'till-review'],
  ['until next visit', 'till-review'],
  ['continue', 'continue'],
  ['to continue', 'continue'],
  ['cont.', 'continue'],
  ['long term', 'continue'],
];

export interface FormRead {
  form: string;
  /** The unit a bare amount or a pattern counts in ("tablet"); none for an injection. */
  unit?: string;
  route?: string;
}

/** Forms written before (or, for drops, after) the name. */
export const FORM_WORDS: [string, FormRead][] = [
  ['tab', { form: 'tablet', unit: 'tablet' }],
  ['tab.', { form: 'tablet', unit: 'tablet' }],
  ['tablet', { form: 'tablet', unit: 'tablet' }],
  ['cap', { form: 'capsule', unit: 'capsule' }],
  ['cap.', { form: 'capsule', unit: 'capsule' }],
  ['capsule', { form: 'capsule', unit: 'capsule' }],
  ['syp', { form: 'syrup', unit: 'ml' }],
  ['syp.', { form: 'syrup', unit: 'ml' }],
  ['syr', { form: 'syrup', unit: 'ml' }],
  ['syrup', { form: 'syrup', unit: 'ml' }],
  ['susp', { form: 'suspension', unit: 'ml' }],
  ['suspension', { form: 'suspension', unit: 'ml' }],
  ['liq', { form: 'solution', unit: 'ml' }],
  ['solution', { form: 'solution', unit: 'ml' }],
  ['inj', { form: 'injection' }],
  ['inj.', { form: 'injection' }],
  ['injection', { form: 'injection' }],
  ['eye drops', { form: 'eye drops', unit: 'drop', route: 'Eye' }],
  ['eye drop', { form: 'eye drops', unit: 'drop', route: 'Eye' }],
  ['e/d', { form: 'eye drops', unit: 'drop', route: 'Eye' }],
  ['ear drops', { form: 'ear drops', unit: 'drop', route: 'Ear' }],
  ['ear drop', { form: 'ear drops', unit: 'drop', route: 'Ear' }],
  ['nasal drops', { form: 'nasal drops', unit: 'drop', route: 'Nasal' }],
  ['nasal spray', { form: 'nasal spray', unit: 'spray', route: 'Nasal' }],
  ['drops', { form: 'drops', unit: 'drop' }],
  ['drop', { form: 'drops', unit: 'drop' }],
  ['oint', { form: 'ointment', unit: 'application', route: 'Topical' }],
  ['oint.', { form: 'ointment', unit: 'application', route: 'Topical' }],
  ['ointment', { form: 'ointment', unit: 'application', route: 'Topical' }],
  ['cream', { form: 'cream', unit: 'application', route: 'Topical' }],
  ['gel', { form: 'gel', unit: 'application', route: 'Topical' }],
  ['lotion', { form: 'lotion', unit: 'application', route: 'Topical' }],
  ['inhaler', { form: 'inhaler', unit: 'puff', route: 'Inhalation' }],
  ['mdi', { form: 'inhaler', unit: 'puff', route: 'Inhalation' }],
  ['rotacap', { form: 'rotacap', unit: 'rotacap', route: 'Inhalation' }],
  ['rotacaps', { form: 'rotacap', unit: 'rotacap', route: 'Inhalation' }],
  ['respules', { form: 'respule', unit: 'respule', route: 'Inhalation' }],
  ['respule', { form: 'respule', unit: 'respule', route: 'Inhalation' }],
  ['neb', { form: 'respule', unit: 'respule', route: 'Inhalation' }],
  ['sachet', { form: 'sachet', unit: 'sachet' }],
  ['pwd', { form: 'powder', unit: 'sachet' }],
  ['powder', { form: 'powder', unit: 'sachet' }],
  ['spray', { form: 'spray', unit: 'spray' }],
  ['supp', { form: 'suppository', unit: 'suppository', route: 'Rectal' }],
  ['suppository', { form: 'suppository', unit: 'suppository', route: 'Rectal' }],
  ['lozenge', { form: 'lozenge', unit: 'lozenge' }],
  ['patch', { form: 'patch', unit: 'patch', route: 'Topical' }],
];

/** A form as printed before the name ("Tab.", "Syp."); a form not listed is printed as written. */
export const FORM_PRINTED: Record<string, string> = {
  tablet: 'Tab.',
  capsule: 'Cap.',
  syrup: 'Syp.',
  suspension: 'Susp.',
  solution: 'Soln.',
  injection: 'Inj.',
  'eye drops': 'Eye drops',
  'ear drops': 'Ear drops',
  'nasal drops': 'Nasal drops',
  'nasal spray': 'Nasal spray',
  drops: 'Drops',
  ointment: 'Oint.',
  cream: 'Cream',
  gel: 'Gel',
  lotion: 'Lotion',
  inhaler: 'Inhaler',
  rotacap: 'Rotacap',
  respule: 'Respules',
  sachet: 'Sachet',
  powder: 'Powder',
  spray: 'Spray',
  suppository: 'Supp.',
  lozenge: 'Lozenge',
  patch: 'Patch',
};

/** The form's counting unit from a form as the drug database or the line names it. */
export function formRead(form: string | undefined): FormRead | undefined {
  if (form === undefined) return undefined;
  const lower = form.trim().toLowerCase();
  const exact = FORM_WORDS.find(([word, read]) => word === lower || read.form === lower);
  return exact?.[1];
}

/** Insulins are dosed in units: the one reading offered when a pattern has no unit. */
export const INSULIN_NAME =
  /insulin|actrapid|mixtard|lantus|glargine|basalog|humulin|huminsulin|novomix|novorapid|humalog|lispro|aspart|degludec|tresiba|ryzodeg|detemir|levemir|toujeo|glulisine|apidra/i;
