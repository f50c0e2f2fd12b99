/** The scribe's suggestions on a consultation's pad, and the doctor's decision on each. */
export const SCRIBE_METHODS = {
  'scribe:suggestions': 'getScribeSuggestions',
  'scribe:decide': 'decideScribeSuggestion',
} as const;

export const SCRIBE_EVENTS = {} as const;
