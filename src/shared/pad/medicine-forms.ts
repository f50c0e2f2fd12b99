/*
 * Forms of a medicine as lines and the drug database name them (Tab, Syp, Inj, eye drops...): the
 * unit a bare number or a pattern counts in, the route a form implies, and how the form is
 * printed before the name (docs/medicine-lines.md).
 */

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
