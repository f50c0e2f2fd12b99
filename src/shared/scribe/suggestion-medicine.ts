import {
  AMOUNT_PATTERN,
  FREQUENCY_PATTERN,
  MedicineSchema,
  PATTERN_SHORTHANDS,
  type Frequency,
  type Medicine,
  type Timing,
} from '../pad/medicine';
import { unitName } from '../pad/medicine-amount';
import { conceptName, type Dosage, type EmrResource } from './emr-structure';

/** A medicine as the scribe suggests it: the pad's shape without its local id and origin. */
export type SuggestedMedicine = Omit<Medicine, 'localId' | 'origin'>;

const SuggestedMedicineSchema = MedicineSchema.omit({ localId: true, origin: true });

const TIMING_WORDS: readonly [RegExp, Timing][] = [
  [/empty stomach/i, 'empty-stomach'],
  [/before (?:food|meals?|breakfast|lunch|dinner)/i, 'before-food'],
  [/after (?:food|meals?|breakfast|lunch|dinner)/i, 'after-food'],
  [/with (?:food|meals?|milk)/i, 'with-food'],
  [/bed ?time|at night before sleep/i, 'bedtime'],
];

/** FHIR `timing.repeat.when` codes (EventTiming) that say when relative to meals or sleep. */
const WHEN_TIMING: Record<string, Timing> = {
  AC: 'before-food',
  ACM: 'before-food',
  ACD: 'before-food',
  ACV: 'before-food',
  PC: 'after-food',
  PCM: 'after-food',
  PCD: 'after-food',
  PCV: 'after-food',
  C: 'with-food',
  CM: 'with-food',
  CD: 'with-food',
  CV: 'with-food',
  HS: 'bedtime',
};

/** Morning, afternoon, night: the slots of a three-part pattern, by EventTiming code. */
const WHEN_SLOT: Record<string, number> = { MORN: 0, AFT: 1, NOON: 1, EVE: 2, NIGHT: 2 };

const DURATION_UNITS: Record<string, 'hours' | 'days' | 'weeks' | 'months' | 'years'> = {
  h: 'hours',
  d: 'days',
  wk: 'weeks',
  mo: 'months',
  a: 'years',
};

/** The Latin short forms as the pattern they stand for; the letters are kept (OD: right eye?). */
const SHORTHAND_PATTERNS: Record<(typeof PATTERN_SHORTHANDS)[number], string> = {
  OD: '1-0-0',
  BD: '1-0-1',
  TDS: '1-1-1',
  QID: '1-1-1-1',
  HS: '0-0-1',
};

const TIMES = ['', 'once', 'twice', 'thrice'];
const PERIOD_WORDS: Record<string, [string, string]> = {
  h: ['hour', 'hours'],
  d: ['day', 'days'],
  wk: ['week', 'weeks'],
  mo: ['month', 'months'],
};

function timing(dosage: Dosage): { timing?: Timing; leftover?: string } {
  for (const code of dosage.timing?.repeat?.when ?? []) {
    const found = WHEN_TIMING[code.toUpperCase()];
    if (found) return { timing: found };
  }
  const words = conceptName(dosage.timing?.code);
  if (!words) return {};
  const found = TIMING_WORDS.find(([pattern]) => pattern.test(words));
  return found ? { timing: found[1] } : { leftover: words };
}

function frequencyFromRepeat(dosage: Dosage): Frequency | undefined {
  const repeat = dosage.timing?.repeat;
  const when = (repeat?.when ?? []).map((code) => WHEN_SLOT[code.toUpperCase()]);
  if (when.length > 0 && when.every((slot) => slot !== undefined)) {
    const slots = [0, 0, 0];
    for (const slot of when) slots[slot] = 1;
    return { kind: 'pattern', pattern: slots.join('-') };
  }
  const { frequency, period = 1, periodUnit } = repeat ?? {};
  if (frequency === undefined || !periodUnit || !Number.isInteger(frequency) || frequency < 1) {
    return undefined;
  }
  if (periodUnit === 'wk' && period === 1 && frequency <= 7) {
    return { kind: 'weekly', timesPerWeek: frequency };
  }
  const words = PERIOD_WORDS[periodUnit];
  if (!words) return undefined;
  const times = TIMES[frequency] ?? `${frequency} times`;
  const every = period === 1 ? `a ${words[0]}` : `every ${period} ${words[1]}`;
  return { kind: 'text', text: `${times} ${every}` };
}

function frequency(dosage: Dosage): { frequency?: Frequency; leftover?: string } {
  const said = dosage.additionalInstruction?.map(conceptName).find((text) => text !== undefined);
  // The scribe's own pattern ("8-0-6") is kept as said: each slot the amount at that time, in
  // the dose's unit; with a dose number the model asks (medicine-questions.ts), never multiplies.
  if (said && FREQUENCY_PATTERN.test(said))
    return { frequency: { kind: 'pattern', pattern: said } };
  const short = said?.trim().toUpperCase().replace(/\.$/, '');
  const shorthand = PATTERN_SHORTHANDS.find((s) => s === short);
  if (shorthand !== undefined) {
    return { frequency: { kind: 'pattern', pattern: SHORTHAND_PATTERNS[shorthand], shorthand } };
  }
  if (dosage.asNeededBoolean === true || (said && /^(?:sos|as needed|when needed)$/i.test(said))) {
    return { frequency: { kind: 'sos' } };
  }
  const fromRepeat = frequencyFromRepeat(dosage);
  if (fromRepeat) return { frequency: fromRepeat, ...(said ? { leftover: said } : {}) };
  return said ? { frequency: { kind: 'text', text: said.slice(0, 200) } } : {};
}

function duration(dosage: Dosage): { duration?: SuggestedMedicine['duration']; leftover?: string } {
  const repeat = dosage.timing?.repeat;
  const value = repeat?.duration ?? repeat?.boundsDuration?.value;
  const unitCode = repeat?.durationUnit ?? repeat?.boundsDuration?.code;
  if (value === undefined) return {};
  const unit = DURATION_UNITS[unitCode ?? ''];
  if (unit && Number.isInteger(value) && value >= 1 && value <= 999) {
    return { duration: { value, unit } };
  }
  return { leftover: `for ${value} ${unitCode ?? ''}`.trim() };
}

function dose(dosage: Dosage): { dose?: SuggestedMedicine['dose']; leftover?: string } {
  const quantity = dosage.doseAndRate?.find((rate) => rate.doseQuantity)?.doseQuantity;
  if (quantity?.value === undefined) return {};
  const value = String(quantity.value);
  const said = quantity.unit ?? quantity.code;
  // The unit's one name ("IU", "U" -> unit: printed "units", never U or IU); the amount as said.
  const unit = said === undefined ? undefined : (unitName(said) ?? said);
  if (unit && AMOUNT_PATTERN.test(value) && Number(value) > 0) return { dose: { value, unit } };
  return { leftover: `dose ${value}${unit ? ` ${unit}` : ''}` };
}

/** The platform's drug id: a code from its drug database (`.../mdb`), not another system's. */
function drugId(resource: EmrResource): string | undefined {
  const coding = resource.medicationCodeableConcept?.coding ?? [];
  return coding.find((c) => c.code && (!c.system || c.system.includes('eka.care')))?.code;
}

/**
 * A MedicationRequest as a suggested medicine, or undefined when it names no medicine. What the
 * pad has no field for (a timing in other words, a dose or duration it cannot hold, a second
 * dosage) is added to the instructions, so accepting the suggestion keeps it.
 */
export function medicineOf(resource: EmrResource): SuggestedMedicine | undefined {
  const name = conceptName(resource.medicationCodeableConcept)?.slice(0, 300);
  if (!name) return undefined;
  const [dosage, ...others] = resource.dosageInstruction ?? [];
  const pieces = dosage ? [dose(dosage), frequency(dosage), timing(dosage), duration(dosage)] : [];
  const candidate: Record<string, unknown> = {
    drugId: drugId(resource),
    route: conceptName(dosage?.route)?.slice(0, 60),
  };
  for (const piece of pieces) {
    for (const [key, value] of Object.entries(piece))
      if (key !== 'leftover') candidate[key] = value;
  }
  const leftovers: string[] = [];
  const medicine: SuggestedMedicine = { name };
  for (const key of FIELDS) {
    if (candidate[key] === undefined) continue;
    const checked = SHAPE[key].safeParse(candidate[key]);
    if (checked.success) Object.assign(medicine, { [key]: checked.data });
    else leftovers.push(`${key} ${JSON.stringify(candidate[key])}`);
  }
  const instructions = [
    dosage?.text,
    dosage?.patientInstruction,
    ...pieces.map((piece) => piece.leftover),
    ...leftovers,
    ...others.map((other) => other.text ?? conceptName(other.timing?.code)),
    ...(resource.note ?? []).map((note) => note.text),
  ].filter((text): text is string => text !== undefined);
  if (instructions.length > 0) medicine.instructions = instructions.join('; ').slice(0, 500);
  return medicine;
}

const SHAPE = SuggestedMedicineSchema.shape;
const FIELDS = ['drugId', 'dose', 'frequency', 'timing', 'duration', 'route'] as const;
