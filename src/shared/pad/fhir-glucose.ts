import type { Observation, ObservationComponent } from 'fhir/r4';
import { GLUCOSE_CONTEXTS, GLUCOSE_CONTEXT_WORDS, type GlucoseContext } from './glucose';
import { LOINC_SYSTEM } from './vitals-catalogue';

/*
 * When a blood glucose was taken, in its FHIR Observation. The measure keeps its own code (LOINC
 * 41653-7, capillary glucose by glucometer) whatever the context: a fasting glucose is still a
 * glucose, and LOINC has no capillary-by-glucometer code per context that could be checked here.
 * The context is a component, as FHIR R4 itself names for fasting status (Specimen.collection.
 * fastingStatus[x], comment: "a component observation such as Observation.component code = LOINC
 * 49541-6 (Fasting status - Reported)"; a glucometer reading has no Specimen):
 *
 *   component.code  = LOINC 49541-6 "Fasting status - Reported"
 *   component.valueCodeableConcept = HL7 v2 table 0916 (the value set R4 binds fastingStatus
 *     to): F "Patient was fasting prior to the procedure." for fasting; NF "The patient
 *     indicated they did not fast prior to the procedure." for random and after a meal; its text
 *     is the pad's words ("Fasting", "Random", "After a meal (2 h)"), which tell random from
 *     after a meal (v2 0916 has no code for that).
 *
 * A pad saved before glucose had a context exports no component, as before.
 */

export const FASTING_STATUS_CODE = '49541-6';
export const FASTING_STATUS_DISPLAY = 'Fasting status - Reported';
export const V2_0916_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v2-0916';

const FASTING = { code: 'F', display: 'Patient was fasting prior to the procedure.' } as const;
const NOT_FASTING = {
  code: 'NF',
  display: 'The patient indicated they did not fast prior to the procedure.',
} as const;

/** The component saying when a glucose was taken. */
export function glucoseContextComponent(context: GlucoseContext): ObservationComponent {
  const status = context === 'fasting' ? FASTING : NOT_FASTING;
  return {
    code: {
      coding: [
        { system: LOINC_SYSTEM, code: FASTING_STATUS_CODE, display: FASTING_STATUS_DISPLAY },
      ],
      text: 'When taken',
    },
    valueCodeableConcept: {
      coding: [{ system: V2_0916_SYSTEM, ...status }],
      text: GLUCOSE_CONTEXT_WORDS[context],
    },
  };
}

/**
 * The context read back from an exported glucose Observation: fasting from the code F; random or
 * after a meal from NF and its text. Undefined when there is none or it reads as neither.
 */
export function glucoseContextOf(
  observation: Pick<Observation, 'component'>,
): GlucoseContext | undefined {
  const component = observation.component?.find((each) =>
    each.code.coding?.some((c) => c.system === LOINC_SYSTEM && c.code === FASTING_STATUS_CODE),
  );
  const value = component?.valueCodeableConcept;
  const code = value?.coding?.find((c) => c.system === V2_0916_SYSTEM)?.code;
  if (code === FASTING.code) return 'fasting';
  if (code !== NOT_FASTING.code) return undefined;
  return GLUCOSE_CONTEXTS.find(
    (context) => context !== 'fasting' && GLUCOSE_CONTEXT_WORDS[context] === value?.text,
  );
}
