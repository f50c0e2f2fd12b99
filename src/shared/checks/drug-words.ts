import { normaliseMedicineName } from '../pad/medicine-duplicates';
import { FORM_WORDS } from '../pad/medicine-forms';
import { COMBINATION_NAMES, GENERICS } from './drug-generics';

/*
 * Words of drug names as the checks compare them (docs/prescribing-checks.md, "Drug identity"):
 * lower case, punctuation as spaces, a number apart from the letters beside it ("dolo650" is
 * "dolo 650"), salt and pharmacopoeia words set aside ("pantoprazole sodium sesquihydrate ip" is
 * pantoprazole). A generic is found by its name or another name it is written under, as whole
 * words, the longest first.
 */

/** Words that name a salt or a state of the ingredient, not the ingredient. */
const SALT_WORDS = new Set([
  'sodium',
  'potassium',
  'calcium',
  'magnesium',
  'hydrochloride',
  'hcl',
  'hydrobromide',
  'dihydrochloride',
  'sulfate',
  'sulphate',
  'monohydrate',
  'dihydrate',
  'trihydrate',
  'sesquihydrate',
  'hemihydrate',
  'anhydrous',
  'maleate',
  'mesylate',
  'mesilate',
  'besylate',
  'besilate',
  'succinate',
  'tartrate',
  'citrate',
  'phosphate',
  'acetate',
  'fumarate',
  'dipropionate',
  'propionate',
  'tromethamine',
  'trometamol',
  'bromide',
  'chloride',
  'carbonate',
  'gluconate',
  'lactate',
  'oxide',
  'hydroxide',
  'disodium',
  'diethylamine',
  'proxetil',
  'axetil',
  'hyclate',
  'pivoxil',
  'medoxomil',
  'cilexetil',
  'valerate',
  'salt',
]);

/** Pharmacopoeia marks and joining words that name nothing. */
const NOISE_WORDS = new Set(['ip', 'bp', 'usp', 'ph', 'eur', 'equivalent', 'to', 'as', 'eq']);

/** Units and form words, set aside when a name is read. */
export const FORM_AND_UNIT_WORDS = new Set([
  ...FORM_WORDS.map(([word]) => normaliseMedicineName(word)).filter((word) => !word.includes(' ')),
  'eye',
  'ear',
  'nasal',
  'tablets',
  'capsules',
  'syrups',
  'suspensions',
  'injections',
  'inhalers',
  'sachets',
  'oral',
  'liquid',
  'solution',
  'mg',
  'mcg',
  'g',
  'gm',
  'ml',
  'iu',
  'units',
  'unit',
  'paediatric',
  'pediatric',
  'odt',
  'sr',
  'er',
  'xr',
  'cr',
  'mr',
  'tab',
  'cap',
  'syp',
  'susp',
  'inj',
]);

const WORDS_CACHE = new Map<string, readonly string[]>();

/** A name or text as words: lower case, punctuation as spaces, numbers apart from letters. */
export function nameWords(text: string): string[] {
  let words = WORDS_CACHE.get(text);
  if (words === undefined) {
    words = normaliseMedicineName(text)
      .replace(/(\p{L})(\d)/gu, '$1 $2')
      .replace(/(\d)(\p{L})/gu, '$1 $2')
      .split(' ')
      .filter((word) => word !== '');
    if (WORDS_CACHE.size >= 5000) WORDS_CACHE.clear();
    WORDS_CACHE.set(text, words);
  }
  return [...words];
}

const PHRASES = new Map<string, readonly string[]>();
for (const row of GENERICS) {
  for (const name of [row.name, ...row.aliases]) PHRASES.set(nameWords(name).join(' '), [row.name]);
}
for (const [name, generics] of Object.entries(COMBINATION_NAMES)) PHRASES.set(name, generics);
const LONGEST = Math.max(...[...PHRASES.keys()].map((phrase) => phrase.split(' ').length));

/** The known generics named in these words, in order, and the words no generic took. */
export function findGenerics(words: readonly string[]): { found: string[]; rest: string[] } {
  const found: string[] = [];
  const rest: string[] = [];
  let i = 0;
  while (i < words.length) {
    let matched = 0;
    for (let length = Math.min(LONGEST, words.length - i); length > 0; length -= 1) {
      const generics = PHRASES.get(words.slice(i, i + length).join(' '));
      if (generics !== undefined) {
        for (const generic of generics) if (!found.includes(generic)) found.push(generic);
        matched = length;
        break;
      }
    }
    if (matched === 0) {
      rest.push(words[i]!);
      i += 1;
    } else i += matched;
  }
  return { found, rest };
}

export interface IngredientName {
  /** A known generic's name, or the words of an unknown one ("lamotrigine"). */
  generic: string;
  known: boolean;
}

/** One ingredient as written ("Pantoprazole Sodium Sesquihydrate IP") as generics. */
export function readIngredient(text: string): IngredientName[] {
  const words = nameWords(text.replace(/\d.*$/s, '')).filter((word) => !NOISE_WORDS.has(word));
  const bare = words.filter((word) => !SALT_WORDS.has(word));
  for (const candidate of [bare, words]) {
    if (candidate.length === 0) continue;
    const { found } = findGenerics(candidate);
    if (found.length > 0) return found.map((generic) => ({ generic, known: true }));
  }
  const unknown = (bare.length > 0 ? bare : words).join(' ');
  return unknown === '' ? [] : [{ generic: unknown, known: false }];
}

/** A generic name as written ("Amoxicillin + Clavulanic Acid") as its ingredients, in order. */
export function readGenericName(text: string): IngredientName[] {
  const out: IngredientName[] = [];
  for (const part of text.split(/\s*(?:\+|,|&|\bwith\b|\band\b|\bplus\b)\s*/i)) {
    for (const ingredient of readIngredient(part)) {
      if (!out.some((seen) => seen.generic === ingredient.generic)) out.push(ingredient);
    }
  }
  return out;
}
