import type { z } from 'zod';
import { MedicalDbSearchInputSchema, type MedicalDbView } from '../../medical-db';
import type { MEDICAL_DB_METHODS } from '../channels/medical-db';
import { lazyArgs } from '../lazy-args';

export const medicalDbArgs = lazyArgs({
  'medical-db:search': () => MedicalDbSearchInputSchema,
} satisfies Record<keyof typeof MEDICAL_DB_METHODS, () => z.ZodType>);

export interface MedicalDbResults {
  'medical-db:search': MedicalDbView;
}

/** This feature pushes no events. */
export type MedicalDbEvents = Record<never, never>;
