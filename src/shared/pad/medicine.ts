import { z } from 'zod';
import { IsoDateSchema } from './date';

/*
 * A medicine on the prescription, as Indian prescriptions write it (docs/medicine-lines.md; the
 * platform's published `medicationrequest`: dose {value, unit}, dosage_instruction.custom such as
 * "1-0-0", duration {value, unit}, additional_instructions of type "timing", note).
 *
 * This file holds the shapes only. How a typed line is read, what it means and how it is said
 * live in medicine-line.ts (and the files it names); the pad's editing helpers in pad.ts.
 */

/** One slot of a pattern: a number (up to 4 digits), a vulgar fraction, or "1/3". */
const SLOT = String.raw`(?:\d{1,4}(?:\.\d{1,3})?|\d?[½¼¾⅓⅔]|\d{1,2}\/\d{1,2})`;
/** Morning-noon-night (three slots) or morning-noon-evening-night (four). */
export const FREQUENCY_PATTERN = new RegExp(`^${SLOT}(?:-${SLOT}){2,3}$`);

/** The Latin short forms a pattern may have been written as (kept: OD is also "right eye"). */
export const PATTERN_SHORTHANDS = ['OD', 'BD', 'TDS', 'QID', 'HS'] as const;

export const FrequencySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('pattern'),
    pattern: z.string().regex(FREQUENCY_PATTERN),
    /** The short form the doctor wrote, when the pattern was read from one. */
    shorthand: z.enum(PATTERN_SHORTHANDS).optional(),
  }),
  /** SOS: when needed. */
  z.object({ kind: z.literal('sos') }),
  /** STAT: once, at once. */
  z.object({ kind: z.literal('stat') }),
  /** Every N hours (Q6H) or every N days (alternate days = every 2 days). */
  z.object({
    kind: z.literal('every'),
    value: z.number().int().min(1).max(72),
    unit: z.enum(['hours', 'days']),
  }),
  /** Once a week (1), twice a week (2), ... */
  z.object({ kind: z.literal('weekly'), timesPerWeek: z.number().int().min(1).max(7) }),
  /** Written out by the doctor, not read further. */
  z.object({ kind: z.literal('text'), text: z.string().trim().min(1).max(200) }),
]);
export type Frequency = z.infer<typeof FrequencySchema>;

export const TIMINGS = [
  'before-food',
  'after-food',
  'with-food',
  'empty-stomach',
  'before-breakfast',
  'bedtime',
] as const;
export type Timing = (typeof TIMINGS)[number];

export const DURATION_UNITS = ['hours', 'days', 'weeks', 'months', 'years'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/**
 * An amount as the doctor wrote it, kept as text: a decimal ("1", "0.5", "60000"), a fraction
 * ("1/3") or a whole and a fraction ("1 1/3"). Halves, quarters and three quarters are kept as
 * decimals (0.5, 0.25, 0.75, 1.5).
 */
export const AMOUNT_PATTERN = /^(?:\d{1,7}(?:\.\d{1,3})?|(?:\d{1,3} )?\d{1,2}\/\d{1,2})$/;

export const DoseSchema = z.object({
  /**
   * The amount at each time. Absent when the line gives a unit only ("units", "tablet"): the
   * pattern's slots are then the amounts ("8-0-6 units").
   */
  value: z.string().regex(AMOUNT_PATTERN).optional(),
  /** tablet, capsule, ml, drop, puff, unit, mg, g, mcg, sachet, application, ... */
  unit: z.string().trim().min(1).max(40),
});
export type Dose = z.infer<typeof DoseSchema>;

export const DurationSchema = z.object({
  value: z.number().int().min(1).max(999),
  unit: z.enum(DURATION_UNITS),
});
export type Duration = z.infer<typeof DurationSchema>;

/** A course with no end date: until the next review, or to be continued. */
export const OPEN_COURSES = ['till-review', 'continue'] as const;
export type OpenCourse = (typeof OPEN_COURSES)[number];

/** Where a local medicine goes (eye and ear drops): written out, never OD/OS/OU or AD/AS/AU. */
export const SITES = [
  'right eye',
  'left eye',
  'both eyes',
  'right ear',
  'left ear',
  'both ears',
  'right nostril',
  'left nostril',
  'both nostrils',
] as const;
export type Site = (typeof SITES)[number];

/** A later step of a taper: its own dose, frequency (the step before's when absent), duration. */
export const TaperStepSchema = z.object({
  dose: DoseSchema.optional(),
  frequency: FrequencySchema.optional(),
  duration: DurationSchema.optional(),
});
export type TaperStep = z.infer<typeof TaperStepSchema>;

/** The longest text kept as typed in a medicine's field (a paste is kept, and said too long). */
export const MEDICINE_TYPED_MAX = 10_000;
const typedText = z.string().max(MEDICINE_TYPED_MAX).optional();
export const MedicineTypedSchema = z
  .object({ dose: typedText, frequency: typedText, duration: typedText, line: typedText })
  .strict();
export type MedicineTyped = z.infer<typeof MedicineTypedSchema>;

/** Where an entry came from: typed by the doctor, or the scribe's suggestion accepted (as is, or edited). */
export const ENTRY_ORIGINS = ['doctor', 'scribe', 'scribe-edited'] as const;
export type EntryOrigin = (typeof ENTRY_ORIGINS)[number];

export const MedicineSchema = z.object({
  localId: z.uuid(),
  /** The platform's drug id (medical-db `drugs-and-labs`), absent for free text. */
  drugId: z.string().min(1).max(200).optional(),
  /** The name as picked or typed (a brand, "Dolo 650", or a generic). */
  name: z.string().trim().min(1).max(300),
  /** The generic name, from the drug database or the doctor (printed in capitals). */
  genericName: z.string().trim().min(1).max(300).optional(),
  /** Tablet, capsule, syrup, injection, drops, ... as read from the line or the database. */
  form: z.string().trim().min(1).max(40).optional(),
  /** The strength written after the name ("650 mg", "250 mg/5 ml"), printed with it. */
  strength: z.string().trim().min(1).max(60).optional(),
  dose: DoseSchema.optional(),
  frequency: FrequencySchema.optional(),
  timing: z.enum(TIMINGS).optional(),
  duration: DurationSchema.optional(),
  /** A course with no end ("till review", "continue"); never together with a duration. */
  course: z.enum(OPEN_COURSES).optional(),
  /** Later steps of a taper; the fields above are its first step. */
  then: z.array(TaperStepSchema).min(1).max(12).optional(),
  /** oral, topical, inhaled, sublingual, ... (free text; the drug database's default offered). */
  route: z.string().trim().min(1).max(60).optional(),
  site: z.enum(SITES).optional(),
  /** What to dispense when the doctor says it (a liquid's bottles): "1 bottle". */
  dispense: z
    .object({ value: z.number().int().min(1).max(999), unit: z.string().trim().min(1).max(40) })
    .optional(),
  instructions: z.string().trim().min(1).max(500).optional(),
  /** Readings the doctor confirmed against a warning ("methotrexate daily, as written"). */
  confirmed: z
    .array(z.enum(['weekly-drug-daily']))
    .max(4)
    .optional(),
  origin: z.enum(ENTRY_ORIGINS).optional(),
  /**
   * Copied by "Repeat last prescription" from the prescription of this day (year-month-day), and
   * not reviewed yet: Finalize waits until the doctor keeps, edits or removes the line
   * (medicine-open.ts, medicine-repeat.ts). Absent once reviewed, and on every other line.
   */
  repeatedFrom: IsoDateSchema.optional(),
  /**
   * What the doctor typed in a field that does not read cleanly yet ("1-0", "1 sp"), kept in the
   * draft as the vitals keep their text, so autosave never loses it; the parsed field above is
   * left out meanwhile. `line` is a whole line typed in the name field that still asks a
   * question. Finalize refuses a medicine that still has any (plan-checks.ts).
   */
  typed: MedicineTypedSchema.optional(),
});
export type Medicine = z.infer<typeof MedicineSchema>;
