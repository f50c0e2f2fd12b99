import { MAX_VOICE_TEMPLATES } from '../voice';

/** The template whose result is the platform's EMR structure, read into the scribe's suggestions. */
export const EMR_TEMPLATE_ID = 'eka_emr_template';

/**
 * The templates a consultation's recording asks for: the EMR template by default, then the
 * doctor's choice. When the doctor already chose it, the choice stands as it is; otherwise it
 * comes first and the doctor's first chosen template second (the platform takes at most
 * MAX_VOICE_TEMPLATES, so a second chosen template is the one left out).
 */
export function consultationTemplates(chosen: readonly string[]): string[] {
  if (chosen.includes(EMR_TEMPLATE_ID)) return [...chosen];
  return [EMR_TEMPLATE_ID, ...chosen].slice(0, MAX_VOICE_TEMPLATES);
}

/** The templates a recording asks for: the doctor's choice, and in a consultation the EMR one. */
export function recordingTemplates(chosen: readonly string[], consultationId?: string): string[] {
  return consultationId === undefined ? [...chosen] : consultationTemplates(chosen);
}
