import { z } from 'zod';
import { PAPER_SIZES } from './printout/printout-input';

/** A pad's printout, on A4 or A5. */
export const PrintoutInputSchema = z
  .object({ padId: z.string().min(1).max(100), paper: z.enum(PAPER_SIZES) })
  .strict();

export interface PrintoutView {
  /** The self-contained document (also what Print and Save PDF render). */
  html: string;
  /** What the printout lacks, in words (no registration entered, no profile read yet). */
  gaps: string[];
}

export interface PrintOutcome {
  /** `printed`: sent to the printer; `saved`: the PDF was written; `cancelled`: the doctor closed the dialog. */
  outcome: 'printed' | 'saved' | 'cancelled';
  /** Where the PDF was saved. */
  file?: string;
  gaps: string[];
}
