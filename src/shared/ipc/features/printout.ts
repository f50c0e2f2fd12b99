import type { z } from 'zod';
import { PrintoutInputSchema, type PrintOutcome, type PrintoutView } from '../../printout-view';
import type { PRINTOUT_METHODS } from '../channels/printout';
import { lazyArgs } from '../lazy-args';

export const printoutArgs = lazyArgs({
  'printout:html': () => PrintoutInputSchema,
  'printout:print': () => PrintoutInputSchema,
  'printout:save-pdf': () => PrintoutInputSchema,
} satisfies Record<keyof typeof PRINTOUT_METHODS, () => z.ZodType>);

export interface PrintoutResults {
  'printout:html': PrintoutView;
  'printout:print': PrintOutcome;
  'printout:save-pdf': PrintOutcome;
}

/** This feature pushes no events. */
export type PrintoutEvents = Record<never, never>;
