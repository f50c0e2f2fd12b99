import { z } from 'zod';
import { verhoeffValid } from '../aadhaar';
import { decimalPlacesOf } from './vitals-decimal';

/*
 * The vitals catalogue (resources/vitals/catalogue.json): what each vital is (name, LOINC,
 * UCUM), how it is typed (decimals, the range outside which entry is refused) and when it is
 * flagged (the adult range). Sources: docs/clinical-conventions.md and the contract's additions
 * (Capillary Blood Glucose, Hip Circumference). A clinic may edit the file; a broken edit must
 * stop the app at load with the entry and field named, never let a vital be mis-coded.
 *
 * Ranges are inclusive: `accept` {min, max} accepts min <= value <= max; `adultNormal`
 * {low, high} flags value < low (low) and value > high (high); null means no flag on that side.
 * Every bound is written with at most the vital's decimals, so "high": 199.9 with one decimal
 * flags exactly ">= 200".
 */

export const LOINC_SYSTEM = 'http://loinc.org';
export const SNOMED_SYSTEM = 'http://snomed.info/sct';
export const UCUM_SYSTEM = 'http://unitsofmeasure.org';

/** FHIR observation-category codes (system http://terminology.hl7.org/CodeSystem/observation-category). */
export const VITAL_CATEGORIES = ['vital-signs', 'laboratory'] as const;

/** Look-alike unit codes that are not UCUM, with the code meant (docs/clinical-conventions.md). */
const NOT_UCUM: Record<string, string> = {
  mmHg: 'mm[Hg]',
  bpm: '/min',
  '°F': '[degF]',
  degF: '[degF]',
  F: '[degF]',
  '°C': 'Cel',
  degC: 'Cel',
  C: 'Cel',
  'kg/m²': 'kg/m2',
};

/** LOINC's mod-10 check digit (the Luhn scheme): catches a mistyped code. */
export function loincCheckDigitValid(code: string): boolean {
  const match = /^(\d{1,7})-(\d)$/.exec(code);
  if (!match) return false;
  const [, body = '', check = ''] = match;
  let sum = 0;
  [...body].reverse().forEach((char, index) => {
    const digit = Number(char);
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  });
  return (10 - (sum % 10)) % 10 === Number(check);
}

const LoincSchema = z.strictObject({
  code: z.string().refine(loincCheckDigitValid, 'is not a LOINC code (like 8310-5, check digit)'),
  display: z.string().trim().min(1),
});

const OtherCodeSchema = z
  .strictObject({
    system: z.enum([LOINC_SYSTEM, SNOMED_SYSTEM]),
    code: z.string(),
    display: z.string().trim().min(1),
  })
  .refine(
    (coding) =>
      coding.system === LOINC_SYSTEM
        ? loincCheckDigitValid(coding.code)
        : /^[1-9]\d{5,17}$/.test(coding.code) && verhoeffValid(coding.code),
    { path: ['code'], message: 'is not a valid code of its system (check digit)' },
  );

const UcumSchema = z
  .string()
  .regex(/^[!-~]+$/, 'a UCUM code is printable ASCII without spaces')
  .refine((code) => NOT_UCUM[code] === undefined, {
    error: (issue) =>
      `"${String(issue.input)}" is not UCUM; use "${NOT_UCUM[String(issue.input)]}"`,
  });

const NormalRangeSchema = z
  .strictObject({ low: z.number().nullable(), high: z.number().nullable() })
  .refine((range) => range.low !== null || range.high !== null, 'give low, high or both')
  .refine((range) => range.low === null || range.high === null || range.low < range.high, {
    message: 'low must be below high',
  });

const VitalSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'ids are lower-case letters, digits and -'),
  name: z.string().trim().min(1),
  category: z.enum(VITAL_CATEGORIES),
  loinc: LoincSchema,
  /** Further codings sent beside the LOINC code (FHIR Observation.code.coding). */
  otherCodes: z.array(OtherCodeSchema).optional(),
  ucum: UcumSchema,
  unitLabel: z.string().trim().min(1),
  /** Most digits allowed after the point; 0 means whole numbers. */
  decimals: z.number().int().min(0).max(3),
  accept: z
    .strictObject({ min: z.number().min(0, 'negative values are never accepted'), max: z.number() })
    .refine((range) => range.min < range.max, 'min must be below max'),
  adultNormal: NormalRangeSchema.nullable(),
  /** Where adult cut-offs differ by sex (waist); used instead of adultNormal when sex is known. */
  adultNormalBySex: z
    .strictObject({ male: NormalRangeSchema, female: NormalRangeSchema })
    .optional(),
  /** Source of the cut-offs when it matters to the reader ("Asian-Indian cut-offs"). */
  adultNormalNote: z.string().trim().min(1).optional(),
  /** A typical value, shown in messages ("Enter a number, like 98.4.") and as a placeholder. */
  example: z.string(),
  /** false for typed vitals; for a calculated one, the formula and the vitals it reads. */
  calculated: z.union([
    z.literal(false),
    z.strictObject({
      formula: z.literal('bmi'),
      inputs: z.strictObject({ height: z.string(), weight: z.string() }),
    }),
  ]),
});

const PanelSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'ids are lower-case letters, digits and -'),
  name: z.string().trim().min(1),
  category: z.enum(VITAL_CATEGORIES),
  loinc: LoincSchema,
  components: z.array(z.string()).min(2),
});

export type VitalDefinition = z.infer<typeof VitalSchema>;
export type VitalNormalRange = z.infer<typeof NormalRangeSchema>;
export type VitalCategory = (typeof VITAL_CATEGORIES)[number];
/**
 * A FHIR Observation with `component`s and no value of its own (blood pressure, LOINC 85354-9):
 * its components are also vitals of the catalogue, entered and checked one by one.
 */
export type VitalPanel = z.infer<typeof PanelSchema>;

const CatalogueSchema = z.strictObject({
  vitals: z.array(VitalSchema).min(1),
  panels: z.array(PanelSchema),
});

export interface VitalsCatalogue {
  vitals: readonly VitalDefinition[];
  panels: readonly VitalPanel[];
}

/** A catalogue that cannot be used; `problems` name each entry (index and id) and field. */
export class VitalsCatalogueError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The vitals catalogue is invalid:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'VitalsCatalogueError';
  }
}

/**
 * Validates a catalogue file: shape first, then the rules between fields and entries. Throws a
 * VitalsCatalogueError listing every problem as `vitals[3] "pulse" decimals: ...`.
 */
export function parseVitalsCatalogue(raw: unknown): VitalsCatalogue {
  const parsed = CatalogueSchema.safeParse(raw);
  const problems = parsed.success
    ? crossCheck(parsed.data)
    : parsed.error.issues.map((issue) => describe(raw, issue.path, issue.message));
  if (!parsed.success || problems.length > 0) throw new VitalsCatalogueError(problems);
  return parsed.data;
}

type Path = readonly PropertyKey[];

/** `vitals[3] "pulse" accept.min: message`, reading the id from the raw file when it has one. */
function describe(raw: unknown, path: Path, message: string): string {
  const [list, index, ...rest] = path;
  if ((list !== 'vitals' && list !== 'panels') || typeof index !== 'number') {
    return `${path.map(String).join('.') || '(file)'}: ${message}`;
  }
  const entry: unknown = (raw as Record<string, unknown[] | undefined>)[list]?.[index];
  const id =
    typeof entry === 'object' && entry !== null && 'id' in entry && typeof entry.id === 'string'
      ? ` "${entry.id}"`
      : '';
  const field = rest.length > 0 ? ` ${rest.map(String).join('.')}` : '';
  return `${list}[${index}]${id}${field}: ${message}`;
}

function crossCheck(file: z.infer<typeof CatalogueSchema>): string[] {
  const problems: string[] = [];
  const byId = new Map<string, VitalDefinition>();
  file.vitals.forEach((vital, index) => {
    const problem = (field: string, message: string): void => {
      problems.push(describe(file, ['vitals', index, ...(field ? field.split('.') : [])], message));
    };
    if (byId.has(vital.id)) problem('id', `duplicate id ${vital.id}`);
    byId.set(vital.id, vital);
    checkVital(vital, problem);
  });
  file.vitals.forEach((vital, index) => {
    if (vital.calculated === false) return;
    const { height, weight } = vital.calculated.inputs;
    const at = (field: string, message: string): void => {
      problems.push(describe(file, ['vitals', index, ...field.split('.')], message));
    };
    if (vital.ucum !== 'kg/m2') at('ucum', 'a BMI is in kg/m2');
    const expect = { height: [height, 'cm'], weight: [weight, 'kg'] } as const;
    for (const [input, [id, ucum]] of Object.entries(expect)) {
      const source = byId.get(id);
      if (source === undefined) at(`calculated.inputs.${input}`, `unknown vital ${id}`);
      else if (source.calculated !== false) at(`calculated.inputs.${input}`, `${id} is calculated`);
      else if (source.ucum !== ucum) at(`calculated.inputs.${input}`, `${id} must be in ${ucum}`);
    }
  });
  checkSharedCodes(file.vitals, (index, message) =>
    problems.push(describe(file, ['vitals', index, 'ucum'], message)),
  );
  const inPanel = new Set<string>();
  file.panels.forEach((panel, index) => {
    const at = (field: string, message: string): void => {
      problems.push(describe(file, ['panels', index, field], message));
    };
    if (byId.has(panel.id) || file.panels.findIndex((p) => p.id === panel.id) !== index) {
      at('id', `duplicate id ${panel.id}`);
    }
    for (const id of panel.components) {
      const component = byId.get(id);
      if (component === undefined) at('components', `unknown vital ${id}`);
      else if (component.calculated !== false) at('components', `${id} is calculated`);
      if (inPanel.has(id)) at('components', `${id} is already in a panel`);
      inPanel.add(id);
    }
  });
  return problems;
}

function checkVital(vital: VitalDefinition, problem: (field: string, message: string) => void) {
  const { accept, decimals } = vital;
  const bounds: [string, number | null][] = [
    ['accept.min', accept.min],
    ['accept.max', accept.max],
  ];
  const ranges: [string, VitalNormalRange | null | undefined][] = [
    ['adultNormal', vital.adultNormal],
    ['adultNormalBySex.male', vital.adultNormalBySex?.male],
    ['adultNormalBySex.female', vital.adultNormalBySex?.female],
  ];
  for (const [field, range] of ranges) {
    if (!range) continue;
    bounds.push([`${field}.low`, range.low], [`${field}.high`, range.high]);
    for (const [side, value] of [
      ['low', range.low],
      ['high', range.high],
    ] as const) {
      if (value !== null && (value < accept.min || value > accept.max)) {
        problem(`${field}.${side}`, `must lie within accept (${accept.min}-${accept.max})`);
      }
    }
  }
  for (const [field, value] of bounds) {
    if (value !== null && decimalPlacesOf(value) > decimals) {
      problem(field, `has more decimals than the vital's ${decimals}`);
    }
  }
  const example = /^(0|[1-9]\d*)(\.(\d+))?$/.exec(vital.example);
  if (
    example === null ||
    (example[3]?.length ?? 0) > decimals ||
    Number(vital.example) < accept.min ||
    Number(vital.example) > accept.max
  ) {
    problem('example', 'must be a value the vital accepts');
  }
}

/** Vitals sharing a LOINC code are one measure in different units (°F and °C). */
function checkSharedCodes(
  vitals: readonly VitalDefinition[],
  problem: (index: number, message: string) => void,
): void {
  vitals.forEach((vital, index) => {
    const twin = vitals.findIndex(
      (other, at) => at < index && other.loinc.code === vital.loinc.code,
    );
    const earlier = vitals[twin];
    if (earlier === undefined) return;
    if (earlier.ucum === vital.ucum) {
      problem(index, `same LOINC code and unit as ${earlier.id}`);
    }
    if (earlier.category !== vital.category || earlier.calculated !== vital.calculated) {
      problem(index, `shares LOINC ${vital.loinc.code} with ${earlier.id} but not its kind`);
    }
  });
}
