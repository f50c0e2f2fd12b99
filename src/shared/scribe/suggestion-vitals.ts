import { VITALS } from '../pad/vitals';
import { DIASTOLIC_ID, SYSTOLIC_ID, bloodPressureQuestion } from '../pad/vitals-bp';
import type { VitalDefinition } from '../pad/vitals-catalogue';
import { conceptName, conceptTerms, type Concept, type Quantity } from './emr-structure';

/** One vital read from the result: the pad's vital where it matched, the value as text. */
export interface VitalReading {
  vitalId?: string;
  name: string;
  value: string;
  unit?: string;
  /**
   * A question the reading raises, in words, asked before it is accepted: a blood pressure whose
   * systolic is not above its diastolic ("Systolic 84 is below diastolic 128: did you mean
   * 128/84?"). Each value stays on its named side; the pad's row asks again once accepted.
   */
  question?: string;
}

/** Names the platform and doctors use for the pad's vitals (besides the catalogue's own). */
const ALIASES: Record<string, string[]> = {
  pulse: ['pulse rate', 'heart rate', 'pr', 'hr'],
  'respiratory-rate': ['respiration rate', 'rr'],
  spo2: ['oxygen saturation', 'spo2', 'o2 saturation'],
  'bp-systolic': ['systolic blood pressure', 'systolic bp', 'systolic'],
  'bp-diastolic': ['diastolic blood pressure', 'diastolic bp', 'diastolic'],
  'temperature-f': ['temperature', 'body temperature', 'temp'],
  'temperature-c': ['temperature', 'body temperature', 'temp'],
  height: ['body height'],
  weight: ['body weight'],
  bmi: ['body mass index'],
  'capillary-blood-glucose': ['cbg', 'capillary glucose'],
};

/** Units written for the same thing: the catalogue's label and UCUM code, and these. */
const UNIT_SYNONYMS: Record<string, string[]> = {
  '/min': ['bpm', 'beats/min', '/min', 'breaths/min', 'per min', 'min-1'],
  '[degF]': ['°f', 'f', 'degf', '[degf]', 'deg f'],
  Cel: ['°c', 'c', 'cel', 'degc', 'deg c'],
  'mm[Hg]': ['mmhg', 'mm[hg]', 'mm hg'],
};

function unitFits(vital: VitalDefinition, unit: string | undefined): boolean {
  if (unit === undefined) return true;
  const said = unit.trim().toLowerCase();
  const known = [
    vital.unitLabel.toLowerCase(),
    vital.ucum.toLowerCase(),
    ...(UNIT_SYNONYMS[vital.ucum] ?? []),
  ];
  return known.includes(said);
}

/** The pad's vital for a code and unit: by LOINC code first, then by name; the unit must fit. */
export function matchVital(
  code: Concept | undefined,
  unit: string | undefined,
): string | undefined {
  const loinc = (code?.coding ?? [])
    .filter((coding) => coding.system?.includes('loinc'))
    .map((coding) => coding.code);
  const terms = conceptTerms(code);
  const candidates = VITALS.filter(
    (vital) =>
      loinc.includes(vital.loinc.code) ||
      [vital.name, vital.loinc.display, ...(ALIASES[vital.id] ?? [])].some((name) =>
        terms.includes(name.toLowerCase()),
      ),
  );
  return candidates.find((vital) => unitFits(vital, unit))?.id;
}

function valueText(quantity: Quantity | undefined, text: string | undefined): string | undefined {
  if (quantity?.value !== undefined && Number.isFinite(quantity.value)) {
    return String(quantity.value);
  }
  return text;
}

interface VitalSource {
  code?: Concept;
  valueQuantity?: Quantity;
  valueString?: string;
}

/** The readings of a vital-signs Observation: one per component (blood pressure), or its own. */
export function vitalReadings(observation: VitalSource & { component?: VitalSource[] }): {
  readings: VitalReading[];
  unread: string[];
} {
  const sources = observation.component?.length ? observation.component : [observation];
  const readings: VitalReading[] = [];
  const unread: string[] = [];
  for (const source of sources) {
    const name = conceptName(source.code) ?? conceptName(observation.code);
    const value = valueText(source.valueQuantity, source.valueString);
    const unit = source.valueQuantity?.unit ?? source.valueQuantity?.code;
    if (!name || value === undefined) {
      if (name || value !== undefined) unread.push([name, value, unit].filter(Boolean).join(' '));
      continue;
    }
    const vitalId = matchVital(source.code ?? observation.code, unit);
    readings.push({ name, value, ...(unit ? { unit } : {}), ...(vitalId ? { vitalId } : {}) });
  }
  return { readings: withPairQuestion(readings), unread };
}

/**
 * The readings, each named side kept as the platform named it (the published example's "Diastolic
 * 128 / Systolic 84" stays diastolic 128, systolic 84), with the question on both when systolic is
 * not above diastolic: never swapped, never taken silently.
 */
function withPairQuestion(readings: VitalReading[]): VitalReading[] {
  const systolic = readings.find((r) => r.vitalId === SYSTOLIC_ID);
  const diastolic = readings.find((r) => r.vitalId === DIASTOLIC_ID);
  if (systolic === undefined || diastolic === undefined) return readings;
  const question = bloodPressureQuestion(systolic.value, diastolic.value);
  if (question === undefined) return readings;
  return readings.map((r) =>
    r === systolic || r === diastolic ? { ...r, question: question.words } : r,
  );
}
