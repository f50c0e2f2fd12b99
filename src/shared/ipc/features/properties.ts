import type { z } from 'zod';
import {
  PropertiesLookupInputSchema,
  PropertiesSearchInputSchema,
  type PropertiesView,
} from '../../properties-view';
import type { PROPERTIES_METHODS } from '../channels/properties';

export const propertiesArgs = {
  'properties:lookup': PropertiesLookupInputSchema,
  'properties:search': PropertiesSearchInputSchema,
} as const satisfies Record<keyof typeof PROPERTIES_METHODS, z.ZodType>;

export interface PropertiesResults {
  'properties:lookup': PropertiesView;
  'properties:search': PropertiesView;
}

/** This feature pushes no events. */
export type PropertiesEvents = Record<never, never>;
