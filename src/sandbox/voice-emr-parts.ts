import { ORIGINAL_TEXT_URL } from '../shared/scribe/emr-structure';

/* The sandbox's scripted consultation, and the builders its EMR result is written with. */

export const EKA = 'https://www.eka.care';
export const MDB = 'https://www.eka.care/mdb';
export const SNOMED = 'http://snomed.info/sct';
export const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';

/** The consultation as the sandbox "heard" it, one line per item (or two). */
export const SCRIPTED_CONSULTATION = [
  'Patient: I have had fever and cough for the last 3 days.',
  'Doctor: Let me see your throat. The throat is congested.',
  'Doctor: Temperature is 100.4 °F and pulse is 96 per minute.',
  'Doctor: This is acute pharyngitis.',
  'Doctor: Take Paracetamol 650, one tablet morning and night after food, for 3 days.',
  'Doctor: Take Azithromycin 500 once a day for 3 days.',
  'Doctor: Get a CBC test done.',
  'Doctor: Do warm saline gargles.',
  'Doctor: गुनगुना पानी पीते रहिए।',
  'Doctor: Come back for a follow-up after 5 days.',
  'Patient: I am allergic to penicillin; it gives me a rash.',
  'Patient: I have had high blood pressure for 5 years.',
  'Doctor: It may be a streptococcal throat; the CBC will tell.',
] as const;

export const line = (index: number): string => SCRIPTED_CONSULTATION[index]!.replace(/^\w+: /, '');

/** The transcript's consultation part, appended to the chunk lines. */
export const scriptedTranscript = (): string => SCRIPTED_CONSULTATION.join('\n');

export type Resource = Record<string, unknown> & { resourceType: string };

export const DAY_MS = 24 * 60 * 60 * 1000;
export const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const coded = (display: string, code: string, system = EKA) => ({
  coding: [{ code, display, system }],
});
export const observationCategory = (code: string, display: string) => [
  { coding: [{ code, display, system: OBSERVATION_CATEGORY }], text: display },
];
export const said = (index: number) => ({
  extension: [{ url: ORIGINAL_TEXT_URL, valueString: line(index) }],
});
