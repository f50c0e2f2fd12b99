import { unitName } from '../pad/medicine-amount';
import { formRead } from '../pad/medicine-forms';
import type { Medicine } from '../pad/medicine';
import { BRANDS, type BrandRow, type ProductForm } from './drug-brands';
import { COMBINATION_TOTALS } from './drug-combinations';
import {
  FORM_AND_UNIT_WORDS,
  findGenerics,
  nameWords,
  readGenericName,
  type IngredientName,
} from './drug-words';
import { parseStrength, strengthWords, type Strength } from './drug-strength';

/*
 * What a line gives, as generic ingredients (docs/prescribing-checks.md, "Drug identity"): the
 * generic name when the line has one (from the drug database or the doctor), else a brand of the
 * brand table ("Dolo 650" is paracetamol 650 mg), else a generic named in the line's name
 * ("Amoxicillin 500"). The strength comes from the strength field, else from the brand's product,
 * else from a number after a single generic's name on a tablet or capsule. A line none of this
 * reads is not checked (its name is still compared with the others and with allergies).
 */

export type FormKind =
  'tablet' | 'liquid' | 'drops' | 'inhaler' | 'injection' | 'sachet' | 'suppository' | 'local';
export type RouteKind = 'oral' | 'rectal' | 'injection' | 'inhaled' | 'local';

export interface DrugIdentity {
  ingredients: readonly IngredientName[];
  /** mg of each ingredient per unit or per `perMl` ml, aligned with `ingredients`. */
  strength?: Strength;
  /** Why no strength is known, in words ("the strength is not written"). */
  strengthMissing?: string;
  formKind?: FormKind;
  /** oral when nothing says otherwise (said in the docs). */
  route: RouteKind;
  /** Taken into the body (not an eye drop, a cream or a nasal spray). */
  systemic: boolean;
  via: 'generic-name' | 'brand' | 'name';
  brand?: BrandRow;
}

const FORM_KINDS: Record<string, FormKind> = {
  tablet: 'tablet',
  capsule: 'tablet',
  lozenge: 'tablet',
  syrup: 'liquid',
  suspension: 'liquid',
  solution: 'liquid',
  drops: 'drops',
  injection: 'injection',
  inhaler: 'inhaler',
  rotacap: 'inhaler',
  respule: 'inhaler',
  sachet: 'sachet',
  powder: 'sachet',
  suppository: 'suppository',
};
const UNIT_KINDS: Record<string, FormKind> = {
  tablet: 'tablet',
  capsule: 'tablet',
  ml: 'liquid',
  drop: 'drops',
  puff: 'inhaler',
  respule: 'inhaler',
  rotacap: 'inhaler',
  inhalation: 'inhaler',
  sachet: 'sachet',
  suppository: 'suppository',
  injection: 'injection',
  ampoule: 'injection',
  vial: 'injection',
};

/** The kind of form a line is, from its form, its dose's unit, its route or its name. */
export function lineFormKind(
  medicine: Pick<Medicine, 'form' | 'dose' | 'route' | 'name'>,
): FormKind | undefined {
  const route = medicine.route?.toLowerCase() ?? '';
  if (/topical|eye|ear|nasal|local|skin|vagin/.test(route)) return 'local';
  const read = formRead(medicine.form);
  if (read?.route !== undefined && read.route !== 'Inhalation' && read.route !== 'Rectal')
    return 'local';
  const byForm = read === undefined ? undefined : FORM_KINDS[read.form];
  if (byForm !== undefined) return byForm;
  if (/intravenous|intramuscular|subcutaneous|^i\.?[vm]\.?$|^s\.?c\.?$/.test(route))
    return 'injection';
  if (/inhal|nebul/.test(route)) return 'inhaler';
  const unit = medicine.dose === undefined ? undefined : unitName(medicine.dose.unit);
  const byUnit = unit === undefined ? undefined : UNIT_KINDS[unit];
  if (byUnit !== undefined) return byUnit;
  const words = nameWords(medicine.name);
  for (const [i, word] of words.entries()) {
    const named = formRead(`${word} ${words[i + 1] ?? ''}`.trim()) ?? formRead(word);
    if (named === undefined) continue;
    if (named.route !== undefined && named.route !== 'Inhalation' && named.route !== 'Rectal')
      return 'local';
    const kind = FORM_KINDS[named.form];
    if (kind !== undefined) return kind;
  }
  return undefined;
}

const ROUTES: Record<FormKind, RouteKind> = {
  tablet: 'oral',
  liquid: 'oral',
  drops: 'oral',
  sachet: 'oral',
  suppository: 'rectal',
  inhaler: 'inhaled',
  injection: 'injection',
  local: 'local',
};

const PRODUCT_KINDS: Record<ProductForm, readonly FormKind[]> = {
  tablet: ['tablet'],
  liquid: ['liquid'],
  drops: ['drops'],
  inhaler: ['inhaler'],
};

function sameWords(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((word, i) => word === b[i]);
}

/** A brand of the table named by these words, with the number after it, if any. */
function readBrand(
  words: readonly string[],
): { row: BrandRow; number?: string } | 'unknown-variant' | undefined {
  const [first, ...rest] = words;
  const rows = BRANDS.filter((row) => row.brand === first);
  if (rows.length === 0) return undefined;
  const numbers = rest.filter((word) => /^\d/.test(word));
  const others = rest.filter((word) => !/^\d/.test(word) && !FORM_AND_UNIT_WORDS.has(word));
  if (numbers.length > 1) return 'unknown-variant';
  const row = rows.find((candidate) =>
    candidate.variants.some((variant) => sameWords(variant, others)),
  );
  if (row === undefined) return 'unknown-variant';
  return numbers[0] === undefined ? { row } : { row, number: numbers[0] };
}

function strengthOfField(text: string, ingredients: readonly IngredientName[]): Strength | string {
  const parsed = parseStrength(text);
  if (parsed === undefined) return `the strength "${text}" is not in mg`;
  if (parsed.amounts.length === ingredients.length) return parsed;
  if (parsed.amounts.length === 1 && ingredients.length > 1) {
    const names = ingredients.map((ingredient) => ingredient.generic);
    const total = COMBINATION_TOTALS.find(
      (row) =>
        sameWords(row.ingredients, names) &&
        Math.abs(row.total - (parsed.amounts[0] ?? 0)) < 1e-6 &&
        row.perMl === parsed.perMl,
    );
    if (total !== undefined) {
      return {
        amounts: total.amounts,
        ...(total.perMl === undefined ? {} : { perMl: total.perMl }),
      };
    }
  }
  return `the strength ${strengthWords(parsed)} does not say how much of each ingredient`;
}

/** Identities already read, by the fields they depend on (a pure function's results; bounded). */
const CACHE = new Map<string, DrugIdentity | undefined>();
const CACHE_LIMIT = 2000;

/** What a line gives, or undefined when neither its generic name nor its name is read. */
export function identify(medicine: Medicine): DrugIdentity | undefined {
  const key = JSON.stringify([
    medicine.name,
    medicine.genericName,
    medicine.strength,
    medicine.form,
    medicine.dose?.unit,
    medicine.route,
  ]);
  if (CACHE.has(key)) return CACHE.get(key);
  const identity = readIdentity(medicine);
  if (CACHE.size >= CACHE_LIMIT) CACHE.clear();
  CACHE.set(key, identity);
  return identity;
}

function readIdentity(medicine: Medicine): DrugIdentity | undefined {
  const formKind = lineFormKind(medicine);
  const route: RouteKind = formKind === undefined ? 'oral' : ROUTES[formKind];
  const base = {
    ...(formKind === undefined ? {} : { formKind }),
    route,
    systemic: route !== 'local',
  };
  const words = nameWords(medicine.name);
  let ingredients: IngredientName[];
  let via: DrugIdentity['via'];
  let brand: { row: BrandRow; number?: string } | undefined;
  const readName = readBrand(words);
  if (medicine.genericName !== undefined) {
    ingredients = readGenericName(medicine.genericName);
    via = 'generic-name';
    if (
      typeof readName === 'object' &&
      sameWords(
        readName.row.ingredients,
        ingredients.map((i) => i.generic),
      )
    )
      brand = readName;
  } else if (readName === 'unknown-variant') {
    return undefined;
  } else if (readName !== undefined) {
    ingredients = readName.row.ingredients.map((generic) => ({ generic, known: true }));
    via = 'brand';
    brand = readName;
  } else {
    const { found, rest } = findGenerics(
      words.filter((word) => !/^\d/.test(word) && !FORM_AND_UNIT_WORDS.has(word)),
    );
    if (found.length === 0) return undefined;
    const leftover = rest.filter((word) => !['and', 'with', 'plus'].includes(word));
    ingredients = [
      ...found.map((generic) => ({ generic, known: true })),
      ...(leftover.length > 0 ? [{ generic: leftover.join(' '), known: false }] : []),
    ];
    via = 'name';
  }
  if (ingredients.length === 0) return undefined;
  const identity = {
    ingredients,
    ...base,
    via,
    ...(brand === undefined ? {} : { brand: brand.row }),
  };

  if (medicine.strength !== undefined) {
    const strength = strengthOfField(medicine.strength, ingredients);
    return typeof strength === 'string'
      ? { ...identity, strengthMissing: strength }
      : { ...identity, strength };
  }
  if (brand !== undefined) {
    const products = brand.row.products.filter(
      (product) =>
        product.number === brand.number &&
        (formKind === undefined || PRODUCT_KINDS[product.form].includes(formKind)),
    );
    const only = products.length === 1 ? products[0] : undefined;
    if (only !== undefined) {
      return {
        ...identity,
        strength: only.strength,
        ...(formKind === undefined ? { formKind: only.form } : {}),
      };
    }
    const named =
      brand.number === undefined ? brand.row.brand : `${brand.row.brand} ${brand.number}`;
    return {
      ...identity,
      strengthMissing: `the strength of ${named} is not in the brand table: write it`,
    };
  }
  const numbers = words.filter((word) => /^\d+(?:\.\d+)?$/.test(word));
  if (
    via === 'name' &&
    ingredients.length === 1 &&
    numbers.length === 1 &&
    (formKind === 'tablet' || formKind === 'suppository')
  ) {
    return { ...identity, strength: { amounts: [Number(numbers[0])] } };
  }
  return { ...identity, strengthMissing: 'the strength is not written' };
}
