import {
  ORIGINAL_TEXT_URL,
  conceptName,
  conceptTerms,
  readEmrStructure,
  type EmrResource,
  type EmrStructure,
} from './emr-structure';
import { extraText, noteOfResource, sectionOf } from './suggestion-notes';
import { medicineOf, type SuggestedMedicine } from './suggestion-medicine';
import { datePart, daysBetween, sinceOf, type SinceReading } from './suggestion-since';
import { vitalReadings } from './suggestion-vitals';
import { stableId } from './stable-id';

/*
 * The scribe's suggestions: what an `eka_emr_template` result says, in the pad's terms, for the
 * doctor to accept, edit or reject. Pure: the same result (and transcript) gives the same
 * suggestions with the same ids. Nothing here writes to a pad.
 */

/** The passage of the transcript an item came from; offsets where it occurs there verbatim. */
export interface Evidence {
  text: string;
  start?: number;
  end?: number;
}

export type SuggestedSince = SinceReading;

interface Base {
  /** Stable: derived from the result, so reading it again gives the same id. */
  id: string;
  evidence?: Evidence;
}

export type ScribeSuggestion =
  | (Base & {
      kind: 'symptom';
      name: string;
      platformId?: string;
      since?: SuggestedSince;
      note?: string;
    })
  | (Base & {
      kind: 'diagnosis';
      name: string;
      platformId?: string;
      since?: SuggestedSince;
      note?: string;
    })
  | (Base & { kind: 'examination'; name: string; platformId?: string; note?: string })
  | (Base & { kind: 'medicine'; medicine: SuggestedMedicine })
  | (Base & { kind: 'investigation'; name: string; labId?: string; note?: string })
  | (Base & { kind: 'advice'; text: string })
  | (Base & { kind: 'follow-up'; date?: string; afterDays?: number; note?: string })
  | (Base & {
      kind: 'vital';
      vitalId?: string;
      name: string;
      value: string;
      unit?: string;
      /** Asked before it is accepted (systolic not above diastolic); see suggestion-vitals.ts. */
      question?: string;
    })
  | (Base & { kind: 'note'; section: string; text: string });

export type ScribeSuggestionKind = ScribeSuggestion['kind'];

export { ORIGINAL_TEXT_URL };

/** The order the pad shows its sections in; suggestions come sorted by it, then as written. */
export const SUGGESTION_KINDS: readonly ScribeSuggestionKind[] = [
  'symptom',
  'diagnosis',
  'examination',
  'vital',
  'medicine',
  'investigation',
  'advice',
  'follow-up',
  'note',
];

export interface SuggestionOptions {
  /** The session's transcript, to place each passage in it. */
  transcript?: string;
  /** The day of the visit (YYYY-MM-DD or an instant), for Since and "after N days". */
  visitDate?: string;
}

/** Resources that carry no clinical item of their own (the record's frame). */
const FRAME = new Set(['Composition', 'Patient', 'Practitioner', 'Encounter', 'Organization']);

const SYMPTOM_CATEGORIES = ['symptom', '418799008', 'signs-and-symptoms'];
const LAB_CATEGORIES = ['108252007', 'laboratory procedure', 'lab_test', 'laboratory'];
const IMAGING_CATEGORIES = ['363679005', 'imaging'];
const ADVICE_CATEGORIES = ['386464006', 'medical advice'];

/** A suggestion without its id (what each entry gives, before it is named). */
export type SuggestionContent = {
  [K in ScribeSuggestionKind]: Omit<Extract<ScribeSuggestion, { kind: K }>, 'id'>;
}[ScribeSuggestionKind];
type Draft = SuggestionContent;

function evidenceOf(resource: EmrResource, transcript: string | undefined): Evidence | undefined {
  const text = resource.extension?.find((ext) => ext.url === ORIGINAL_TEXT_URL)?.valueString;
  if (!text) return undefined;
  const start = transcript?.indexOf(text) ?? -1;
  return start >= 0 ? { text, start, end: start + text.length } : { text };
}

const notes = (resource: EmrResource): string | undefined => {
  const texts = (resource.note ?? []).flatMap((note) => (note.text ? [note.text] : []));
  return texts.length > 0 ? texts.join('; ') : undefined;
};

const platformId = (resource: EmrResource): { platformId?: string } => {
  const code = resource.code?.coding?.find((coding) => coding.code)?.code;
  return code ? { platformId: code } : {};
};

const withNote = (note: string | undefined) => (note ? { note } : {});

function observationDrafts(resource: EmrResource, visitDate: string | undefined): Draft[] {
  const category = conceptTerms(resource.category);
  const name = conceptName(resource.code);
  if (category.includes('vital-signs')) {
    const { readings, unread } = vitalReadings(resource);
    if (readings.length === 0 && unread.length === 0) return [noteOfResource(resource)];
    return [
      ...readings.map((reading): Draft => ({ kind: 'vital', ...reading })),
      ...unread.map((text): Draft => ({ kind: 'note', section: 'Vitals', text })),
    ];
  }
  const value = resource.valueString ?? conceptName(resource.valueCodeableConcept);
  const note = [value, notes(resource)].filter(Boolean).join('; ') || undefined;
  if (name && SYMPTOM_CATEGORIES.some((code) => category.includes(code))) {
    const since = sinceOf(resource.effectivePeriod?.start ?? resource.effectiveDateTime, visitDate);
    return [
      {
        kind: 'symptom',
        name,
        ...platformId(resource),
        ...(since ? { since } : {}),
        ...withNote(note),
      },
    ];
  }
  if (name && category.includes('exam')) {
    return [{ kind: 'examination', name, ...platformId(resource), ...withNote(note) }];
  }
  return [noteOfResource(resource)];
}

function conditionDrafts(resource: EmrResource, visitDate: string | undefined): Draft[] {
  const name = conceptName(resource.code);
  const verification = conceptTerms(resource.verificationStatus);
  const diagnosis = conceptTerms(resource.category).includes('encounter-diagnosis');
  if (!name || !diagnosis || verification.includes('refuted')) return [noteOfResource(resource)];
  const since =
    sinceOf(resource.onsetPeriod?.start ?? resource.onsetDateTime, visitDate) ??
    sinceOf(resource.onsetAge ?? resource.onsetString, visitDate);
  const status = ['suspected', 'unconfirmed', 'provisional'].find((word) =>
    verification.includes(word),
  );
  const note = [status ? `Suspected` : undefined, notes(resource)].filter(Boolean).join('; ');
  return [
    {
      kind: 'diagnosis',
      name,
      ...platformId(resource),
      ...(since ? { since } : {}),
      ...withNote(note || undefined),
    },
  ];
}

function serviceDrafts(resource: EmrResource): Draft[] {
  const name = conceptName(resource.code);
  const category = conceptTerms(resource.category);
  const investigation = [...LAB_CATEGORIES, ...IMAGING_CATEGORIES].some((c) =>
    category.includes(c),
  );
  if (!name || !investigation) return [noteOfResource(resource)];
  const labId = resource.code?.coding?.find((coding) => coding.code)?.code;
  return [
    { kind: 'investigation', name, ...(labId ? { labId } : {}), ...withNote(notes(resource)) },
  ];
}

function carePlanDrafts(resource: EmrResource): Draft[] {
  const text = resource.description ?? resource.title;
  const advice =
    resource.intent === 'plan' ||
    ADVICE_CATEGORIES.some((c) => conceptTerms(resource.category).includes(c));
  return text && advice ? [{ kind: 'advice', text }] : [noteOfResource(resource)];
}

function followUpDrafts(resource: EmrResource, visitDate: string | undefined): Draft[] {
  const date = datePart(resource.start);
  const said = resource.description?.match(/\bafter (\d{1,3}) days?\b/i)?.[1];
  const afterDays =
    date && visitDate
      ? daysBetween(visitDate, date)
      : said !== undefined
        ? Number(said)
        : undefined;
  if (!date && afterDays === undefined) return [noteOfResource(resource)];
  return [
    {
      kind: 'follow-up',
      ...(date ? { date } : {}),
      ...(afterDays !== undefined && afterDays > 0 ? { afterDays } : {}),
      ...withNote(resource.description),
    },
  ];
}

function draftsOf(resource: EmrResource, visitDate: string | undefined): Draft[] {
  switch (resource.resourceType) {
    case 'Observation':
      return observationDrafts(resource, visitDate);
    case 'Condition':
      return conditionDrafts(resource, visitDate);
    case 'MedicationRequest': {
      const medicine = medicineOf(resource);
      return medicine ? [{ kind: 'medicine', medicine }] : [noteOfResource(resource)];
    }
    case 'ServiceRequest':
      return serviceDrafts(resource);
    case 'CarePlan':
      return carePlanDrafts(resource);
    case 'Appointment':
      return followUpDrafts(resource, visitDate);
    default:
      return FRAME.has(resource.resourceType) ? [] : [noteOfResource(resource)];
  }
}

/** The day the record was made: the Composition's date, else the first authored or recorded. */
function recordDate(structure: EmrStructure): string | undefined {
  const composition = structure.resources.find((r) => r.resourceType === 'Composition');
  return (
    datePart(composition?.date) ??
    structure.resources.map((r) => datePart(r.authoredOn ?? r.recordedDate)).find(Boolean)
  );
}

/** The suggestions of a read EMR structure, sorted by the pad's sections, each with its id. */
export function suggestionsOf(
  structure: EmrStructure,
  options: SuggestionOptions = {},
): ScribeSuggestion[] {
  const visitDate = datePart(options.visitDate) ?? recordDate(structure);
  const seen = new Map<string, number>();
  const keyed = (base: string): string => {
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}~${count}`;
  };
  const all: ScribeSuggestion[] = [];
  for (const resource of structure.resources) {
    const evidence = evidenceOf(resource, options.transcript);
    const base = `${resource.resourceType}/${resource.id ?? JSON.stringify(resource.raw)}`;
    draftsOf(resource, visitDate).forEach((draft, index) => {
      const id = stableId(keyed(`${base}#${index}`));
      all.push({ ...draft, id, ...(evidence ? { evidence } : {}) });
    });
  }
  for (const extra of structure.extras) {
    const text = extraText(extra.value);
    if (text) {
      const id = stableId(keyed(`extra/${extra.title}/${text}`));
      all.push({ kind: 'note', section: sectionOf(extra.title), text, id });
    }
  }
  const rank = (s: ScribeSuggestion) => SUGGESTION_KINDS.indexOf(s.kind);
  return all
    .map((suggestion, index) => ({ suggestion, index }))
    .sort((a, b) => rank(a.suggestion) - rank(b.suggestion) || a.index - b.index)
    .map(({ suggestion }) => suggestion);
}

/** Reads an `eka_emr_template` output's `data` and gives its suggestions. */
export function scribeSuggestions(
  data: unknown,
  options: SuggestionOptions = {},
): ScribeSuggestion[] {
  return suggestionsOf(readEmrStructure(data), options);
}
