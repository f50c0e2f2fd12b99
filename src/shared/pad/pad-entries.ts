import { z } from 'zod';
import { IsoDateSchema } from './date';
import { ENTRY_ORIGINS } from './medicine';

/*
 * The pad's plan besides its medicines: investigations ordered, advice given and the follow-up.
 * Shapes only; editing helpers are in pad-plan.ts, the follow-up's date arithmetic in
 * follow-up.ts. Like medicines, each entry records where it came from (`origin`): typed by the
 * doctor, or the scribe's suggestion accepted as is or edited.
 */

/** An investigation (a lab test or imaging), from the drug-and-lab search or typed as free text. */
export const InvestigationSchema = z.object({
  localId: z.uuid(),
  /** The platform's lab id (medical-db `drugs-and-labs?s_type=lab`); absent for free text. */
  labId: z.string().min(1).max(200).optional(),
  name: z.string().trim().min(1).max(300),
  note: z.string().trim().min(1).max(2000).optional(),
  origin: z.enum(ENTRY_ORIGINS).optional(),
});
export type Investigation = z.infer<typeof InvestigationSchema>;

/** One piece of advice, free text ("Drink plenty of fluids"). */
export const AdviceSchema = z.object({
  localId: z.uuid(),
  text: z.string().trim().min(1).max(2000),
  origin: z.enum(ENTRY_ORIGINS).optional(),
});
export type Advice = z.infer<typeof AdviceSchema>;

/**
 * A note on the pad under a section title ("Clinical note", "Family history"): what the scribe
 * heard that has no other place on the pad, accepted by the doctor. Printed under Notes, sent as
 * the published record's `custom_section`, exported to FHIR as an Observation with its words.
 */
export const PadNoteSchema = z.object({
  localId: z.uuid(),
  section: z.string().trim().min(1).max(100),
  text: z.string().trim().min(1).max(2000),
  origin: z.enum(ENTRY_ORIGINS).optional(),
});
export type PadNote = z.infer<typeof PadNoteSchema>;

/** When the patient comes back: a calendar date (YYYY-MM-DD), with an optional note. */
export const FollowUpSchema = z.object({
  date: IsoDateSchema,
  note: z.string().trim().min(1).max(2000).optional(),
  origin: z.enum(ENTRY_ORIGINS).optional(),
});
export type FollowUp = z.infer<typeof FollowUpSchema>;
