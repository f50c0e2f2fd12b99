import type { z } from 'zod';
import { MedicalDbSearchInputSchema, type MedicalDbView } from '../../medical-db';
import type { MEDICAL_DB_METHODS } from '../channels/medical-db';

export const medicalDbArgs = {
  'medical-db:search': MedicalDbSearchInputSchema,
} as const satisfies Record<keyof typeof MEDICAL_DB_METHODS, z.ZodType>;

export interface MedicalDbResults {
  'medical-db:search': MedicalDbView;
}

/** This feature pushes no events. */
export type MedicalDbEvents = Record<never, never>;
