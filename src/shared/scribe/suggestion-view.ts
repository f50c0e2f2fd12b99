import { z } from 'zod';
import type { ScribeSuggestion } from './suggestions';

export const SUGGESTION_STATES = ['open', 'accepted', 'edited', 'rejected'] as const;
export type SuggestionState = (typeof SUGGESTION_STATES)[number];

/** A suggestion of the scribe on a pad, with the doctor's decision so far. */
export interface SuggestionView {
  suggestion: ScribeSuggestion;
  state: SuggestionState;
  /** The recording it was read from. */
  sessionId: string;
  decidedAt?: string;
}

export interface PadSuggestions {
  padId: string;
  suggestions: SuggestionView[];
  /** How many still wait for the doctor: Finalize is refused while any do. */
  open: number;
}

export const ScribeListInputSchema = z.object({ padId: z.uuid() }).strict();

export const ScribeDecideInputSchema = z
  .object({
    padId: z.uuid(),
    id: z.string().min(1).max(200),
    /** Accepted as suggested, accepted after the doctor edited it, or rejected. */
    decision: z.enum(['accepted', 'edited', 'rejected']),
    /**
     * For an edited finding, investigation, procedure, advice, note, vital, allergy or history:
     * the doctor's wording (each entry's own limit is checked where it is written).
     */
    text: z.string().trim().min(1).max(2000).optional(),
    /** For an edited medicine: the whole line, read with the pad's one model of a medicine line. */
    line: z.string().trim().min(1).max(600).optional(),
    /** For an allergy whose record and words disagree: the doctor's answer. */
    allergyType: z.enum(['allergy', 'intolerance']).optional(),
  })
  .strict();
