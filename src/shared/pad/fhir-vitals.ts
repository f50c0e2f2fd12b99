import type {
  BundleEntry,
  CodeableConcept,
  Observation,
  ObservationComponent,
  Reference,
} from 'fhir/r4';
import {
  DATA_ABSENT_UNKNOWN,
  OBSERVATION_CATEGORIES,
  copyConcept,
  UCUM_SYSTEM,
} from './fhir-codes';
import { glucoseContextComponent } from './fhir-glucose';
import { vitalFullUrl } from './fhir-ids';
import { GLUCOSE_VITAL_ID } from './glucose';
import { decimalQuantity } from './fhir-json';
import {
  LOINC_SYSTEM,
  VITALS,
  VITAL_PANELS,
  calculateBmi,
  getVital,
  type VitalDefinition,
  type VitalEntry,
  type VitalPanel,
} from './vitals';
import { PLAIN_DECIMAL } from './vitals-decimal';

/*
 * Vitals as FHIR R4 Observations (docs/clinical-conventions.md): category vital-signs (glucose:
 * laboratory, as the catalogue says), the LOINC code plus the catalogue's other codings,
 * valueQuantity with the UCUM code and the unit as shown, the value exactly as typed (see
 * fhir-json.ts), effectiveDateTime = the visit time (by default when the pad was finalized) and
 * issued = when the pad was finalized.
 *
 * - A panel (blood pressure, LOINC 85354-9) is one Observation with a component per member and
 *   no value of its own. A member the doctor left empty becomes a component with
 *   dataAbsentReason "unknown" (the R4 bp profile requires both components).
 * - A blood glucose taken fasting, random or after a meal carries it as a component (LOINC 49541-6
 *   "Fasting status - Reported"; fhir-glucose.ts).
 * - BMI is never typed: it is calculated from height and weight (calculateBmi) and exported
 *   with derivedFrom pointing at both; a stored entry for a calculated vital is ignored.
 * - Order: the catalogue's, whatever order the entries were typed in; a panel stands where its
 *   first member would.
 */

export interface VitalsContext {
  padId: string;
  subject: Reference;
  performer: Reference | undefined;
  /** When they were measured (the visit): effectiveDateTime. */
  effective: string;
  /** When the pad was finalized: issued. */
  finalizedAt: string;
}

/** Observation.code of a vital or panel: LOINC first, then the catalogue's other codings. */
export function vitalCode(
  vital: Pick<VitalDefinition, 'loinc' | 'name' | 'otherCodes'> | VitalPanel,
): CodeableConcept {
  const others = 'otherCodes' in vital ? (vital.otherCodes ?? []) : [];
  return {
    coding: [
      { system: LOINC_SYSTEM, code: vital.loinc.code, display: vital.loinc.display },
      ...others.map((c) => ({ system: c.system, code: c.code, display: c.display })),
    ],
    text: vital.name,
  };
}

function quantityOf(vital: VitalDefinition, text: string) {
  return decimalQuantity(text, { unit: vital.unitLabel, system: UCUM_SYSTEM, code: vital.ucum });
}

function observation(
  id: string,
  category: VitalDefinition['category'],
  code: CodeableConcept,
  context: VitalsContext,
  value: Pick<Observation, 'valueQuantity' | 'component' | 'derivedFrom'>,
): BundleEntry<Observation> {
  const resource: Observation = {
    resourceType: 'Observation',
    status: 'final',
    category: [copyConcept(OBSERVATION_CATEGORIES[category])],
    code,
    subject: structuredClone(context.subject),
    effectiveDateTime: context.effective,
    issued: context.finalizedAt,
    ...(context.performer ? { performer: [structuredClone(context.performer)] } : {}),
    ...value,
  };
  return { fullUrl: vitalFullUrl(context.padId, id), resource };
}

function panelObservation(
  panel: VitalPanel,
  byId: ReadonlyMap<string, VitalEntry>,
  context: VitalsContext,
): BundleEntry<Observation> {
  const component = panel.components.map((id): ObservationComponent => {
    const vital = getVital(id);
    const entry = byId.get(id);
    if (vital === undefined) throw new Error(`Unknown vital in panel ${panel.id}: ${id}`);
    return {
      code: vitalCode(vital),
      ...(entry === undefined
        ? { dataAbsentReason: copyConcept(DATA_ABSENT_UNKNOWN) }
        : { valueQuantity: quantityOf(vital, entry.value) }),
    };
  });
  return observation(panel.id, panel.category, vitalCode(panel), context, { component });
}

/** Why an entry cannot be exported, or undefined when it can. */
export function vitalEntryProblem(entry: VitalEntry): string | undefined {
  const vital = getVital(entry.vitalId);
  if (vital === undefined) return `vital "${entry.vitalId}" is not in the catalogue`;
  if (vital.calculated !== false) return undefined;
  if (!PLAIN_DECIMAL.test(entry.value)) return `vital "${entry.vitalId}" is not a plain decimal`;
  return undefined;
}

/** The vitals' Observations; the entries must have passed vitalEntryProblem. */
export function vitalEntries(
  entries: readonly VitalEntry[],
  context: VitalsContext,
): BundleEntry<Observation>[] {
  const byId = new Map(
    entries
      .filter((entry) => getVital(entry.vitalId)?.calculated === false)
      .map((entry) => [entry.vitalId, entry]),
  );
  const out: BundleEntry<Observation>[] = [];
  const panelsDone = new Set<string>();
  for (const vital of VITALS) {
    const panel = VITAL_PANELS.find((p) => p.components.includes(vital.id));
    if (panel !== undefined) {
      if (panelsDone.has(panel.id) || !panel.components.some((id) => byId.has(id))) continue;
      panelsDone.add(panel.id);
      out.push(panelObservation(panel, byId, context));
      continue;
    }
    if (vital.calculated === false) {
      const entry = byId.get(vital.id);
      if (entry === undefined) continue;
      const valueQuantity = quantityOf(vital, entry.value);
      const when =
        vital.id === GLUCOSE_VITAL_ID && entry.context !== undefined
          ? { component: [glucoseContextComponent(entry.context)] }
          : {};
      out.push(
        observation(vital.id, vital.category, vitalCode(vital), context, {
          valueQuantity,
          ...when,
        }),
      );
      continue;
    }
    const { height, weight } = vital.calculated.inputs;
    const bmi = calculateBmi(byId.get(height), byId.get(weight));
    if (bmi === undefined) continue;
    out.push(
      observation(vital.id, vital.category, vitalCode(vital), context, {
        valueQuantity: quantityOf(vital, bmi),
        // `type` says what a urn:uuid reference points at without resolving it.
        derivedFrom: [
          { reference: vitalFullUrl(context.padId, height), type: 'Observation' },
          { reference: vitalFullUrl(context.padId, weight), type: 'Observation' },
        ],
      }),
    );
  }
  return out;
}
