import type { z } from 'zod';
import {
  PropertiesLookupInputSchema,
  PropertiesSearchInputSchema,
  type PropertiesView,
} from '../../properties-view';
import type { PROPERTIES_METHODS } from '../channels/properties';
import { lazyArgs } from '../lazy-args';

export const propertiesArgs = lazyArgs({
  'properties:lookup': () => PropertiesLookupInputSchema,
  'properties:search': () => PropertiesSearchInputSchema,
} satisfies Record<keyof typeof PROPERTIES_METHODS, () => z.ZodType>);

export interface PropertiesResults {
  'properties:lookup': PropertiesView;
  'properties:search': PropertiesView;
}

/** This feature pushes no events. */
export type PropertiesEvents = Record<never, never>;
