import { z } from 'zod';
import { readLegacy } from './emr-legacy';
import { Text, list, opt } from './emr-zod';

/*
 * A tolerant reader of the platform's published EMR structure: what the `eka_emr_template`
 * result carries in its `data` (eka-docs `ekascribe/resources/fhir-structure.mdx` and its
 * `fhir-bundle-example`; docs/platform.md): a FHIR Bundle whose entries are Observation (symptoms,
 * examinations,
 * vitals), Condition (diagnoses, medical history), MedicationRequest, ServiceRequest (lab tests,
 * imaging, procedures), Procedure, CarePlan (advice, notes), Appointment (follow-up),
 * AllergyIntolerance, FamilyMemberHistory, and a Composition listing them in titled sections.
 *
 * Also read, because they are published too: the older `{prescription: {medications: [...]}}`
 * value of the deprecated v3 status API (its medicines become MedicationRequest-shaped entries),
 * and any other object (the current API's own example is `{chief_complaint: "..."}`): its fields
 * are kept as `extras`, each with its key as title, so nothing in a result is lost.
 *
 * Only the fields the suggestions need are typed; unknown fields are ignored; a field of the
 * wrong type reads as absent rather than failing the entry; resources of kinds this file does not
 * know are kept with their raw JSON.
 */

/**
 * A FHIR extension the published structure does not list (ASSUMPTION, named in the README): the
 * HL7 core `originalText` extension on a resource, holding the passage it was drawn from.
 */
export const ORIGINAL_TEXT_URL = 'http://hl7.org/fhir/StructureDefinition/originalText';

const CodingSchema = z.object({ system: opt(Text), code: opt(Text), display: opt(Text) });
export type Coding = z.infer<typeof CodingSchema>;

const ConceptSchema = z.object({ coding: list(CodingSchema), text: opt(Text) });
export type Concept = z.infer<typeof ConceptSchema>;

const QuantitySchema = z.object({
  value: opt(z.number()),
  unit: opt(Text),
  code: opt(Text),
  system: opt(Text),
});
export type Quantity = z.infer<typeof QuantitySchema>;

const ExtensionSchema = z.object({ url: opt(Text), valueString: opt(Text) });
const AnnotationSchema = z.object({ text: opt(Text) });
const PeriodSchema = z.object({ start: opt(Text), end: opt(Text) });

const RepeatSchema = z.object({
  frequency: opt(z.number()),
  period: opt(z.number()),
  periodUnit: opt(Text),
  duration: opt(z.number()),
  durationUnit: opt(Text),
  boundsDuration: opt(QuantitySchema),
  when: list(Text),
});

const DosageSchema = z.object({
  text: opt(Text),
  patientInstruction: opt(Text),
  additionalInstruction: list(ConceptSchema),
  timing: opt(z.object({ code: opt(ConceptSchema), repeat: opt(RepeatSchema) })),
  asNeededBoolean: opt(z.boolean()),
  route: opt(ConceptSchema),
  doseAndRate: list(z.object({ doseQuantity: opt(QuantitySchema) })),
});
export type Dosage = z.infer<typeof DosageSchema>;

const ReactionSchema = z.object({
  manifestation: list(ConceptSchema),
  description: opt(Text),
  severity: opt(Text),
});

const SectionSchema = z.object({
  title: opt(Text),
  code: opt(ConceptSchema),
  entry: list(z.object({ reference: opt(Text) })),
});

const ComponentSchema = z.object({
  code: opt(ConceptSchema),
  valueQuantity: opt(QuantitySchema),
  valueString: opt(Text),
});

/** Every field the suggestions read, of any resource type; each optional. */
const ResourceFields = z.object({
  resourceType: Text,
  id: opt(Text),
  extension: list(ExtensionSchema),
  status: opt(Text),
  intent: opt(Text),
  category: list(z.union([ConceptSchema, Text])),
  code: opt(ConceptSchema),
  note: list(AnnotationSchema),
  description: opt(Text),
  title: opt(Text),
  // Observation
  valueQuantity: opt(QuantitySchema),
  valueString: opt(Text),
  valueCodeableConcept: opt(ConceptSchema),
  component: list(ComponentSchema),
  effectiveDateTime: opt(Text),
  effectivePeriod: opt(PeriodSchema),
  // Condition
  clinicalStatus: opt(ConceptSchema),
  verificationStatus: opt(ConceptSchema),
  onsetDateTime: opt(Text),
  onsetString: opt(Text),
  onsetAge: opt(QuantitySchema),
  onsetPeriod: opt(PeriodSchema),
  recordedDate: opt(Text),
  // MedicationRequest
  medicationCodeableConcept: opt(ConceptSchema),
  dosageInstruction: list(DosageSchema),
  authoredOn: opt(Text),
  // Appointment
  appointmentType: opt(ConceptSchema),
  start: opt(Text),
  // Composition
  date: opt(Text),
  section: list(SectionSchema),
  // AllergyIntolerance (`type` is a code there; a concept in other resources)
  type: opt(z.union([Text, ConceptSchema])),
  criticality: opt(Text),
  reaction: list(ReactionSchema),
  // ServiceRequest, Procedure
  occurrenceDateTime: opt(Text),
  occurrencePeriod: opt(PeriodSchema),
  performedDateTime: opt(Text),
  performedPeriod: opt(PeriodSchema),
});
export type EmrResource = z.infer<typeof ResourceFields> & {
  /** The entry as it came, for kinds the mapping does not know. */
  raw: Record<string, unknown>;
};

/** A part of the result outside any resource, kept under its key. */
export interface EmrExtra {
  title: string;
  value: unknown;
}

export interface EmrStructure {
  format: 'fhir-bundle' | 'eka-prescription' | 'other';
  resources: EmrResource[];
  extras: EmrExtra[];
}

export const RawObject = z.record(z.string(), z.unknown());
export type RawObject = z.infer<typeof RawObject>;

function readResource(raw: RawObject): EmrResource | undefined {
  const parsed = ResourceFields.safeParse(raw);
  return parsed.success ? { ...parsed.data, raw } : undefined;
}

/** `data` may come as the object, as JSON text, or base64 of JSON (the v3 `value`). */
function decode(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  const text = data.trim();
  try {
    return JSON.parse(text);
  } catch {
    try {
      const bytes = Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
      return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return text;
    }
  }
}

function readBundle(bundle: RawObject): EmrStructure {
  const resources: EmrResource[] = [];
  const extras: EmrExtra[] = [];
  const entries = Array.isArray(bundle.entry) ? bundle.entry : [];
  for (const entry of entries) {
    const wrapper = RawObject.safeParse(entry);
    const raw = wrapper.success ? RawObject.safeParse(wrapper.data.resource) : undefined;
    const resource = raw?.success ? readResource(raw.data) : undefined;
    if (resource) resources.push(resource);
    else extras.push({ title: 'Bundle entry', value: entry });
  }
  return { format: 'fhir-bundle', resources, extras };
}

/**
 * Reads the `data` of an `eka_emr_template` output. Never throws: what it cannot read as the EMR
 * structure comes back as extras.
 */
export function readEmrStructure(data: unknown): EmrStructure {
  const decoded = decode(data);
  const object = RawObject.safeParse(decoded);
  if (!object.success) {
    const empty = decoded === undefined || decoded === null || decoded === '';
    return {
      format: 'other',
      resources: [],
      extras: empty ? [] : [{ title: 'Result', value: decoded }],
    };
  }
  if (object.data.resourceType === 'Bundle') return readBundle(object.data);
  const prescription = RawObject.safeParse(object.data.prescription);
  if (prescription.success && Object.keys(object.data).length === 1) {
    return readLegacy(prescription.data, readResource);
  }
  return {
    format: 'other',
    resources: [],
    extras: Object.entries(object.data).map(([title, value]) => ({ title, value })),
  };
}

/** The texts of a concept: its text, then each coding's display. */
export function conceptName(concept: Concept | undefined): string | undefined {
  return concept?.text ?? concept?.coding?.find((coding) => coding.display)?.display;
}

/** All codes and displays of a concept (or a list of them), lower-cased, to match against. */
export function conceptTerms(
  concepts: readonly (Concept | string)[] | Concept | undefined,
): string[] {
  const all = concepts === undefined ? [] : Array.isArray(concepts) ? concepts : [concepts];
  return (all as (Concept | string)[]).flatMap((concept) =>
    typeof concept === 'string'
      ? [concept.toLowerCase()]
      : [
          ...(concept.text ? [concept.text.toLowerCase()] : []),
          ...(concept.coding ?? []).flatMap((coding) =>
            [coding.code, coding.display].flatMap((term) => (term ? [term.toLowerCase()] : [])),
          ),
        ],
  );
}
