import type { z } from 'zod';
import {
  ScribeDecideInputSchema,
  ScribeListInputSchema,
  type PadSuggestions,
} from '../../scribe/suggestion-view';
import type { SCRIBE_METHODS } from '../channels/scribe';
import { lazyArgs } from '../lazy-args';

export const scribeArgs = lazyArgs({
  'scribe:suggestions': () => ScribeListInputSchema,
  'scribe:decide': () => ScribeDecideInputSchema,
} satisfies Record<keyof typeof SCRIBE_METHODS, () => z.ZodType>);

export interface ScribeResults {
  /** The pad's suggestions, read from its consultation's finished recordings. */
  'scribe:suggestions': PadSuggestions;
  'scribe:decide': PadSuggestions;
}

/** This feature pushes no events. */
export type ScribeEvents = Record<never, never>;
