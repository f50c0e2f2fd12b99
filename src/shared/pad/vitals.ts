import { ENTRY_ORIGINS } from './medicine';
import { z } from 'zod';
import catalogueFile from '../../../resources/vitals/catalogue.json';
import {
  parseVitalsCatalogue,
  type VitalDefinition,
  type VitalPanel,
  type VitalsCatalogue,
} from './vitals-catalogue';
import {
  convertTemperatureText,
  explainBmiFrom,
  isTemperatureUnit,
  type BmiResult,
} from './vitals-derived';
import { flagOf, type FlagOptions, type VitalFlag } from './vitals-flags';
import { GLUCOSE_CONTEXTS, type GlucoseContext } from './glucose';
import { checkVitalText, type VitalInputCheck } from './vitals-input';
import { lazyList } from '../lazy-list';

/*
 * The vitals of the prescription pad, from resources/vitals/catalogue.json. The file is imported
 * (so it travels in every bundle, renderer included) and validated on first use (parsing it costs
 * the core's start about 7-10 ms, and most starts open no pad): a broken catalogue throws a
 * VitalsCatalogueError naming the entry and field the first time a vital is read.
 */

export {
  LOINC_SYSTEM,
  SNOMED_SYSTEM,
  UCUM_SYSTEM,
  VitalsCatalogueError,
  parseVitalsCatalogue,
  type VitalDefinition,
  type VitalPanel,
  type VitalsCatalogue,
} from './vitals-catalogue';
export type { BmiResult } from './vitals-derived';
export { VITAL_FLAG_ICONS, type PatientSex, type VitalFlag } from './vitals-flags';
export type { VitalInputCheck, VitalInputProblem } from './vitals-input';

let catalogue: VitalsCatalogue | undefined;

/** The parsed catalogue, parsed (and validated) on the first call. */
export function vitalsCatalogue(): VitalsCatalogue {
  return (catalogue ??= parseVitalsCatalogue(catalogueFile));
}

export const VITALS: readonly VitalDefinition[] = lazyList(() => vitalsCatalogue().vitals);
export const VITAL_PANELS: readonly VitalPanel[] = lazyList(() => vitalsCatalogue().panels);

let byId: Map<string, VitalDefinition> | undefined;
const BY_ID = {
  get: (id: string): VitalDefinition | undefined =>
    (byId ??= new Map(VITALS.map((vital) => [vital.id, vital]))).get(id),
};

/**
 * One vital as the pad stores it. `value` is the text typed, trimmed and otherwise untouched,
 * so "98.40" stays "98.40": never store it as a number. The unit is the vital's (°F and °C are
 * two vitals), so it is kept as typed too.
 */
export interface VitalEntry {
  vitalId: string;
  value: string;
  /** The scribe's suggestion it was accepted from; absent when typed. */
  origin?: 'doctor' | 'scribe' | 'scribe-edited';
  /** For blood glucose: when it was taken (fasting, random, after a meal). */
  context?: GlucoseContext;
}

export function getVital(id: string): VitalDefinition | undefined {
  return BY_ID.get(id);
}

/** The vital with this id; throws when there is none (a programming error, not user input). */
export function requireVital(id: string): VitalDefinition {
  const vital = BY_ID.get(id);
  if (vital === undefined) throw new Error(`Unknown vital: ${id}`);
  return vital;
}

/** The panel holding this vital (blood pressure for systolic and diastolic), if any. */
export function panelOf(vitalId: string): VitalPanel | undefined {
  return VITAL_PANELS.find((panel) => panel.components.includes(vitalId));
}

/** The same measure in the catalogue's other units (°C for °F): vitals sharing the LOINC code. */
export function unitAlternatives(vitalId: string): VitalDefinition[] {
  const vital = BY_ID.get(vitalId);
  if (vital === undefined) return [];
  return VITALS.filter((other) => other.id !== vitalId && other.loinc.code === vital.loinc.code);
}

/** Checks a typed value; see vitals-input.ts for what is refused and why. */
export function checkVitalInput(
  vitalId: string,
  text: string,
  options: FlagOptions = {},
): VitalInputCheck {
  const vital = BY_ID.get(vitalId);
  if (vital === undefined) {
    return { ok: false, problem: 'unknown-vital', message: 'This vital is not in the catalogue.' };
  }
  return checkVitalText(vital, text, unitAlternatives(vitalId), options);
}

/** The flag for a value (low / high, with words and an icon), or undefined when within range. */
export function flagFor(
  vitalId: string,
  value: number,
  options: FlagOptions = {},
): VitalFlag | undefined {
  const vital = BY_ID.get(vitalId);
  return vital === undefined ? undefined : flagOf(vital, value, options);
}

const bmiVital = (): VitalDefinition | undefined =>
  VITALS.find((vital) => vital.calculated !== false);

/**
 * The BMI from the pad's height and weight entries (the ids the catalogue's BMI names; cm and
 * kg, which the catalogue enforces), rounded half up to one decimal on the exact quotient, or
 * why there is none.
 */
export function explainBmi(
  height: VitalEntry | undefined,
  weight: VitalEntry | undefined,
  options: FlagOptions = {},
): BmiResult {
  const bmi = bmiVital();
  if (bmi === undefined || bmi.calculated === false) {
    return { ok: false, reason: 'missing', message: 'The catalogue has no BMI.' };
  }
  const { inputs } = bmi.calculated;
  for (const [entry, id] of [
    [height, inputs.height],
    [weight, inputs.weight],
  ] as const) {
    if (entry !== undefined && entry.vitalId !== id) {
      return {
        ok: false,
        reason: 'invalid',
        message: `Expected a ${id} entry, not ${entry.vitalId}.`,
      };
    }
  }
  return explainBmiFrom({
    bmi,
    height: requireVital(inputs.height),
    weight: requireVital(inputs.weight),
    heightText: height?.value,
    weightText: weight?.value,
    options,
  });
}

/** The BMI text ("22.5"), or undefined when height or weight is missing, invalid or implausible. */
export function calculateBmi(
  height: VitalEntry | undefined,
  weight: VitalEntry | undefined,
): string | undefined {
  const result = explainBmi(height, weight);
  return result.ok ? result.value : undefined;
}

/** A temperature shown in another unit, for display only: never store it. */
export interface VitalDisplayConversion {
  vitalId: string;
  value: string;
  unitLabel: string;
}

/**
 * The temperature of `entry` in the catalogue's other temperature unit, one decimal ("98.4" °F
 * -> "36.9" °C); undefined when the entry is not a valid temperature.
 */
export function temperatureInOtherUnit(entry: VitalEntry): VitalDisplayConversion | undefined {
  const vital = BY_ID.get(entry.vitalId);
  const check = checkVitalInput(entry.vitalId, entry.value);
  if (vital === undefined || !check.ok || check.empty || !isTemperatureUnit(vital.ucum)) {
    return undefined;
  }
  const from = vital.ucum;
  const other = unitAlternatives(vital.id).find(
    (alt) => isTemperatureUnit(alt.ucum) && alt.ucum !== from,
  );
  if (other === undefined || !isTemperatureUnit(other.ucum)) return undefined;
  const value = convertTemperatureText(check.value, from, other.ucum, 1);
  return { vitalId: other.id, value, unitLabel: other.unitLabel };
}

/** The longest text kept for one vital: far beyond any value, short of a paste gone wrong. */
export const VITAL_TEXT_MAX_LENGTH = 50;

/**
 * A stored entry, as checked at a boundary (IPC, database): a known, typed (not calculated)
 * vital and the text typed into its field, up to VITAL_TEXT_MAX_LENGTH characters. The text is
 * kept as typed even when checkVitalInput refuses it ("98,4", "abc", out of range): a draft keeps
 * every keystroke, and the doctor sees the field's message. Finalize checks every value
 * (checkFinalVital). A vital with nothing typed is left out of the list, so blank text is refused.
 */
export const VitalEntrySchema = z
  .strictObject({
    vitalId: z.string(),
    value: z.string(),
    // Pads saved before glucose had a context have none: still valid.
    context: z.enum(GLUCOSE_CONTEXTS).optional(),
    /** The scribe's suggestion it was accepted from; absent when typed (or typed over). */
    origin: z.enum(ENTRY_ORIGINS).optional(),
  })
  .superRefine((entry, ctx) => {
    const vital = getVital(entry.vitalId);
    if (vital === undefined || vital.calculated !== false) {
      const check = checkVitalInput(entry.vitalId, '');
      const message = check.ok ? 'not a typed vital' : check.message;
      ctx.addIssue({ code: 'custom', path: ['vitalId'], message });
    } else if (entry.value.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'empty: leave it out' });
    } else if (entry.value.length > VITAL_TEXT_MAX_LENGTH) {
      const message = `longer than ${VITAL_TEXT_MAX_LENGTH} characters`;
      ctx.addIssue({ code: 'custom', path: ['value'], message });
    }
  });

/**
 * A draft's entry checked for finalizing: the value to send (the typed text, trimmed) with what
 * else the entry holds (a glucose's context, the scribe origin), or the field's message.
 */
export function checkFinalVital(
  entry: VitalEntry,
): { ok: true; entry: VitalEntry } | { ok: false; message: string } {
  const check = checkVitalInput(entry.vitalId, entry.value);
  if (!check.ok) return { ok: false, message: check.message };
  if (check.empty) return { ok: false, message: 'Nothing is entered; clear the field.' };
  return { ok: true, entry: { ...entry, value: check.value } };
}

/** A pad's vitals: each vital at most once, and one unit per measure (°F or °C, not both). */
export const VitalEntriesSchema = z.array(VitalEntrySchema).superRefine((entries, ctx) => {
  const seen = new Map<string, number>();
  entries.forEach((entry, index) => {
    const code = getVital(entry.vitalId)?.loinc.code ?? entry.vitalId;
    const earlier = seen.get(code);
    if (earlier !== undefined) {
      const message = `the same vital as entry ${earlier} (LOINC ${code})`;
      ctx.addIssue({ code: 'custom', path: [index, 'vitalId'], message });
    }
    seen.set(code, index);
  });
});
