import type { z } from 'zod';
import { AadhaarInitInputSchema, type AadhaarInitResult } from '../../abdm';
import type { ABDM_METHODS } from '../channels/abdm';

export const abdmArgs = {
  'abdm:aadhaar-init': AadhaarInitInputSchema.strict(),
} as const satisfies Record<keyof typeof ABDM_METHODS, z.ZodType>;

export interface AbdmResults {
  'abdm:aadhaar-init': AadhaarInitResult;
}

/** This feature pushes no events. */
export type AbdmEvents = Record<never, never>;
