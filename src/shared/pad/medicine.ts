import { z } from 'zod';

/*
 * A medicine on the prescription, as Indian prescriptions write it (clinical-reference.md; the
 * platform's published `medicationrequest`: dose {value, unit}, dosage_instruction.custom such as
 * "1-0-0", duration {value, unit}, additional_instructions of type "timing", note).
 *
 * This file holds the shapes only; wording (`1-0-1` -> "morning and night") lives in
 * medicine-wording.ts and the pad's editing helpers in pad.ts.
 */

/** Morning-noon-night (three slots) or morning-noon-evening-night (four); ½ and ¼ allowed. */
export const FREQUENCY_PATTERN = /^(?:\d+(?:\.\d+)?|½|¼|¾|1½)(?:-(?:\d+(?:\.\d+)?|½|¼|¾|1½)){2,3}$/;

export const FrequencySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pattern'), pattern: z.string().regex(FREQUENCY_PATTERN) }),
  /** SOS: when needed. */
  z.object({ kind: z.literal('sos') }),
  /** Once a week (1), twice a week (2), ... */
  z.object({ kind: z.literal('weekly'), timesPerWeek: z.number().int().min(1).max(7) }),
  /** Written out by the doctor ("alternate days", "every 6 hours"). */
  z.object({ kind: z.literal('text'), text: z.string().trim().min(1).max(200) }),
]);
export type Frequency = z.infer<typeof FrequencySchema>;

export const TIMINGS = [
  'before-food',
  'after-food',
  'with-food',
  'empty-stomach',
  'bedtime',
] as const;
export type Timing = (typeof TIMINGS)[number];

export const DURATION_UNITS = ['days', 'weeks', 'months'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const DoseSchema = z.object({
  /** The decimal as typed ("1", "0.5", "2.5"), kept as text like the vitals. */
  value: z.string().regex(/^\d{1,4}(?:\.\d{1,3})?$/),
  /** tablet, capsule, ml, drop, puff, unit, mg, g, sachet, application, ... */
  unit: z.string().trim().min(1).max(40),
});
export type Dose = z.infer<typeof DoseSchema>;

export const DurationSchema = z.object({
  value: z.number().int().min(1).max(999),
  unit: z.enum(DURATION_UNITS),
});
export type Duration = z.infer<typeof DurationSchema>;

/** The longest text kept as typed in a medicine's field (a paste is kept, and said too long). */
export const MEDICINE_TYPED_MAX = 10_000;
const typedText = z.string().max(MEDICINE_TYPED_MAX).optional();
export const MedicineTypedSchema = z
  .object({ dose: typedText, frequency: typedText, duration: typedText })
  .strict();
export type MedicineTyped = z.infer<typeof MedicineTypedSchema>;

/** Where an entry came from: typed by the doctor, or the scribe's suggestion accepted (as is, or edited). */
export const ENTRY_ORIGINS = ['doctor', 'scribe', 'scribe-edited'] as const;
export type EntryOrigin = (typeof ENTRY_ORIGINS)[number];

export const MedicineSchema = z.object({
  localId: z.uuid(),
  /** The platform's drug id (medical-db `drugs-and-labs`), absent for free text. */
  drugId: z.string().min(1).max(200).optional(),
  name: z.string().trim().min(1).max(300),
  dose: DoseSchema.optional(),
  frequency: FrequencySchema.optional(),
  timing: z.enum(TIMINGS).optional(),
  duration: DurationSchema.optional(),
  /** oral, topical, inhaled, sublingual, ... (free text; the drug database's default offered). */
  route: z.string().trim().min(1).max(60).optional(),
  instructions: z.string().trim().min(1).max(500).optional(),
  origin: z.enum(ENTRY_ORIGINS).optional(),
  /**
   * What the doctor typed in a field that does not read cleanly yet ("1-0", "1 sp"), kept in the
   * draft as the vitals keep their text, so autosave never loses it; the parsed field above is
   * left out meanwhile. Finalize refuses a medicine that still has any (plan-checks.ts).
   */
  typed: MedicineTypedSchema.optional(),
});
export type Medicine = z.infer<typeof MedicineSchema>;
