import { z } from 'zod';
import { SINCE_UNITS, type PropertyGroup, type SinceUnit } from '../properties';
import { invalid, valid, type FieldProblem, type Validated } from './problems';

/*
 * The Since group of an examination finding: how long the patient has had it, a number and a
 * unit (contract, "Prescription-pad records": suggested units Hour, Day, Week, Month, Year).
 *
 * Decisions:
 * - What the doctor types is a whole number of at least 1. "One and a half" is said in the next
 *   smaller unit (36 hours, 18 months): a reported duration is approximate anyway, whole numbers
 *   turn into FHIR onset dates (visit date minus N units) without inventing precision, and the
 *   platform calls out decimals only for two vitals, so a decimal here may not survive it.
 * - At most 120 years, in whichever unit: beyond a human lifespan the number or the unit is a slip.
 * - What is read from a stored record or the platform is only checked for shape (a positive
 *   finite number and a known unit): a 1.5 written by another client still reads as 1.5.
 * - The platform does not publish the Since group's id (the sandbox uses one of its own), so
 *   every Since reader and writer takes the id, found by kind in the lookup answer.
 */

/** One Since value as stored in a finding's `properties` (ASSUMPTION: the wire shape too). */
export const SinceSchema = z.object({
  value: z.number().positive(),
  unit: z.enum(SINCE_UNITS),
});
export type Since = z.infer<typeof SinceSchema>;

export const SINCE_MAX_YEARS = 120;

const HOURS_PER_UNIT: Record<SinceUnit, number> = {
  Hour: 1,
  Day: 24,
  Week: 24 * 7,
  Month: (24 * 365.25) / 12,
  Year: 24 * 365.25,
};

/** The largest whole number accepted per unit: 120 years (of 365.25 days) in that unit. */
export const SINCE_MAX: Record<SinceUnit, number> = {
  Hour: Math.floor((SINCE_MAX_YEARS * HOURS_PER_UNIT.Year) / HOURS_PER_UNIT.Hour),
  Day: Math.floor((SINCE_MAX_YEARS * HOURS_PER_UNIT.Year) / HOURS_PER_UNIT.Day),
  Week: Math.floor((SINCE_MAX_YEARS * HOURS_PER_UNIT.Year) / HOURS_PER_UNIT.Week),
  Month: SINCE_MAX_YEARS * 12,
  Year: SINCE_MAX_YEARS,
};

/** What the form hands over: the number as typed (text or number) and the chosen unit. */
export interface SinceInput {
  value: unknown;
  unit: unknown;
}

const UNIT_WORDS: Record<SinceUnit, { one: string; many: string }> = {
  Hour: { one: 'hour', many: 'hours' },
  Day: { one: 'day', many: 'days' },
  Week: { one: 'week', many: 'weeks' },
  Month: { one: 'month', many: 'months' },
  Year: { one: 'year', many: 'years' },
};

export const SINCE_MESSAGES = {
  notANumber: 'Enter how long, as a number.',
  notPositive: 'Enter how long as 1 or more.',
  notWhole:
    'Enter a whole number. For one and a half, use the smaller unit (36 hours rather than 1.5 days, 18 months rather than 1.5 years).',
  tooLong: `That is more than ${SINCE_MAX_YEARS} years; check the number and the unit.`,
  noUnit: 'Choose a unit: hours, days, weeks, months or years.',
} as const;

const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

const NUMBER_TEXT = /^[+-]?\d+(?:\.\d+)?$/;

/** The typed number, or undefined when it is not a plain decimal number. */
function numberOf(input: unknown): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  if (typeof input !== 'string') return undefined;
  const text = input.trim();
  if (!NUMBER_TEXT.test(text)) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

export function isSinceUnit(input: unknown): input is SinceUnit {
  return typeof input === 'string' && (SINCE_UNITS as readonly string[]).includes(input);
}

/** The typed number, or the message saying what is wrong with it. */
function checkValue(input: unknown, unit: SinceUnit | undefined): number | { message: string } {
  const n = isBlank(input) ? undefined : numberOf(input);
  if (n === undefined) return { message: SINCE_MESSAGES.notANumber };
  if (n <= 0) return { message: SINCE_MESSAGES.notPositive };
  if (!Number.isInteger(n)) return { message: SINCE_MESSAGES.notWhole };
  // With no valid unit yet, the most generous unit's limit: the unit problem is reported anyway.
  if (n > SINCE_MAX[unit ?? 'Hour']) return { message: SINCE_MESSAGES.tooLong };
  return n;
}

/**
 * Checks what the doctor entered. Both parts empty means "no Since" (null: the writer clears
 * the group). Otherwise returns the value, or a problem per part that is wrong. Never throws.
 */
export function parseSince(input: SinceInput | null | undefined): Validated<Since | null> {
  if (input === null || input === undefined) return valid(null);
  if (isBlank(input.value) && isBlank(input.unit)) return valid(null);
  const unit = isSinceUnit(input.unit) ? input.unit : undefined;
  const value = checkValue(input.value, unit);
  if (typeof value === 'number' && unit !== undefined) return valid({ value, unit });
  const problems: FieldProblem[] = [];
  if (typeof value !== 'number') problems.push({ field: 'since.value', message: value.message });
  if (unit === undefined) problems.push({ field: 'since.unit', message: SINCE_MESSAGES.noUnit });
  return invalid(problems);
}

/** A stored value, if it has the shape of a Since value; anything else reads as absent. */
export function sinceFromStored(raw: unknown): Since | undefined {
  const parsed = SinceSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

// Stored values may carry decimals written elsewhere (1.5): show them, never round them away.
// Built on first use: an Intl formatter loads locale data, which the core's start does not need.
let amounts: Intl.NumberFormat | undefined;

/** "3 days", "1 hour", "1.5 years" (for display and FHIR `onsetString`). */
export function formatSince(since: Since): string {
  const words = UNIT_WORDS[since.unit];
  amounts ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 20 });
  return `${amounts.format(since.value)} ${since.value === 1 ? words.one : words.many}`;
}

export const UCUM_SYSTEM = 'http://unitsofmeasure.org';

export type UcumDurationCode = 'h' | 'd' | 'wk' | 'mo' | 'a';

/**
 * A FHIR R4 Duration: `unit` is the words shown, `code` the UCUM code
 * (docs/clinical-conventions.md).
 */
export interface FhirDuration {
  value: number;
  unit: string;
  system: typeof UCUM_SYSTEM;
  code: UcumDurationCode;
}

const UCUM_CODES: Record<SinceUnit, UcumDurationCode> = {
  Hour: 'h',
  Day: 'd',
  Week: 'wk',
  Month: 'mo',
  Year: 'a',
};

/** The Since value as a FHIR Duration with its UCUM code (Year is `a`, annum, not `y`). */
export function sinceToDuration(since: Since): FhirDuration {
  const words = UNIT_WORDS[since.unit];
  return {
    value: since.value,
    unit: since.value === 1 ? words.one : words.many,
    system: UCUM_SYSTEM,
    code: UCUM_CODES[since.unit],
  };
}

/** The Since group's id in a lookup answer, found by kind (its id is not published). */
export function findSinceGroupId(groups: readonly PropertyGroup[]): string | undefined {
  return groups.find((group) => group.kind === 'since')?.id;
}
