/** The platform's property groups of symptoms, diagnoses, findings and procedures. */
export const PROPERTIES_METHODS = {
  'properties:lookup': 'lookupProperties',
  'properties:search': 'searchProperties',
} as const;

export const PROPERTIES_EVENTS = {} as const;
