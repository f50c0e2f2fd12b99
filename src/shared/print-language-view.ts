import { z } from 'zod';
import { PrintLanguageSchema, type PrintLanguage } from './pad/directions/languages';

/*
 * The printout's language as the screens read and set it (docs/printout-languages.md): the
 * doctor's default in Settings, and a patient's own choice, which wins over the default.
 */

/** The doctor's default: the language a patient's printout is in unless the patient has one. */
export interface DefaultPrintLanguageView {
  language: PrintLanguage;
}
export const DefaultPrintLanguageInputSchema = z.object({ language: PrintLanguageSchema }).strict();

/** A patient's printout language: their own (null: the doctor's default), and that default. */
export interface PatientPrintLanguageView {
  own: PrintLanguage | null;
  /** The language the patient's printout is in now: their own, else the doctor's default. */
  printed: PrintLanguage;
}
export const PatientPrintLanguageInputSchema = z
  .object({ id: z.string().min(1).max(100), language: PrintLanguageSchema.nullable() })
  .strict();
