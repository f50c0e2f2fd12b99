import {
  ORIGINAL_TEXT_URL,
  conceptName,
  conceptTerms,
  readEmrStructure,
  type EmrResource,
  type EmrStructure,
} from './emr-structure';
import { allergyDrafts } from './suggestion-allergy';
import { conditionDrafts, isHistorySection } from './suggestion-conditions';
import { extraText, noteOfResource, sectionOf } from './suggestion-notes';
import { medicineOf } from './suggestion-medicine';
import { notesOf as notes, platformIdOf as platformId, withNote } from './suggestion-parts';
import { isProcedureRequest, procedureDrafts } from './suggestion-procedure';
import { datePart, daysBetween, sinceOf, type SinceReading } from './suggestion-since';
import {
  SUGGESTION_KINDS,
  type Evidence,
  type ScribeSuggestion,
  type SuggestionContent,
} from './suggestion-types';
import { vitalReadings } from './suggestion-vitals';
import { stableId } from './stable-id';

/*
 * The scribe's suggestions: what an `eka_emr_template` result says, in the pad's terms, for the
 * doctor to accept, edit or reject. Pure: the same result (and transcript) gives the same
 * suggestions with the same ids. Nothing here writes to a pad.
 */

export type {
  Evidence,
  ScribeSuggestion,
  ScribeSuggestionKind,
  SuggestedSince,
  SuggestionContent,
} from './suggestion-types';
export { SUGGESTION_KINDS } from './suggestion-types';

export { ORIGINAL_TEXT_URL };

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

type Draft = SuggestionContent;

function evidenceOf(resource: EmrResource, transcript: string | undefined): Evidence | undefined {
  const text = resource.extension?.find((ext) => ext.url === ORIGINAL_TEXT_URL)?.valueString;
  if (!text) return undefined;
  const start = transcript?.indexOf(text) ?? -1;
  return start >= 0 ? { text, start, end: start + text.length } : { text };
}

/** "since 3 days", "for the last 2 weeks": how long, when the words say it. */
const SAID_SINCE =
  /\b(?:since|for)\s+(?:the\s+)?(?:last\s+|past\s+)?(\d{1,4}\s*(?:hours?|hrs?|days?|weeks?|wks?|months?|years?|yrs?))\b/i;

/** A symptom's Since: from when it began, a duration as its value, or the words of its note. */
function symptomSince(
  resource: EmrResource,
  visitDate: string | undefined,
  words: string | undefined,
): SinceReading | undefined {
  const start = resource.effectivePeriod?.start ?? resource.effectiveDateTime;
  if (start) return sinceOf(start, visitDate);
  if (resource.valueQuantity) {
    const since = sinceOf(resource.valueQuantity, visitDate);
    if (since) return since;
  }
  const said = words?.match(SAID_SINCE)?.[1];
  return said ? sinceOf(said, visitDate) : undefined;
}

function observationDrafts(resource: EmrResource, visitDate: string | undefined): Draft[] {
  const category = conceptTerms(resource.category);
  const name = conceptName(resource.code);
  if (category.includes('vital-signs')) {
    const { readings, unread } = vitalReadings(resource);
    if (readings.length === 0 && unread.length === 0) return [noteOfResource(resource)];
    // A reading the pad has no vital for is a note: accepting it must land somewhere.
    const asNote = (text: string): Draft => ({ kind: 'note', section: 'Vitals', text });
    return [
      ...readings.map((reading): Draft =>
        reading.vitalId === undefined
          ? asNote(`${reading.name}: ${reading.value}${reading.unit ? ` ${reading.unit}` : ''}`)
          : { kind: 'vital', ...reading },
      ),
      ...unread.map(asNote),
    ];
  }
  const value = resource.valueString ?? conceptName(resource.valueCodeableConcept);
  const note = [value, notes(resource)].filter(Boolean).join('; ') || undefined;
  if (name && SYMPTOM_CATEGORIES.some((code) => category.includes(code))) {
    const since = symptomSince(resource, visitDate, note);
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

function serviceDrafts(resource: EmrResource): Draft[] {
  const name = conceptName(resource.code);
  const category = conceptTerms(resource.category);
  const investigation = [...LAB_CATEGORIES, ...IMAGING_CATEGORIES].some((c) =>
    category.includes(c),
  );
  if (name && !investigation && isProcedureRequest(resource)) return procedureDrafts(resource);
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

/** What the record's Composition lists each entry under: `Type/id` -> section title. */
function sectionTitles(structure: EmrStructure): Map<string, string> {
  const titles = new Map<string, string>();
  for (const composition of structure.resources) {
    if (composition.resourceType !== 'Composition') continue;
    for (const section of composition.section ?? []) {
      const title = section.title ?? conceptName(section.code);
      if (!title) continue;
      for (const entry of section.entry ?? []) {
        if (entry.reference && !titles.has(entry.reference)) titles.set(entry.reference, title);
      }
    }
  }
  return titles;
}

interface Context {
  visitDate: string | undefined;
  sections: Map<string, string>;
}

function draftsOf(resource: EmrResource, context: Context): Draft[] {
  const { visitDate } = context;
  switch (resource.resourceType) {
    case 'Observation':
      return observationDrafts(resource, visitDate);
    case 'Condition': {
      const title = context.sections.get(`Condition/${resource.id ?? ''}`);
      return conditionDrafts(resource, visitDate, isHistorySection(title));
    }
    case 'AllergyIntolerance':
      return allergyDrafts(resource);
    case 'Procedure':
      return procedureDrafts(resource);
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

/** The longest condition name the patient's alerts keep. */
const HISTORY_NAME_MAX = 200;

/**
 * A part of the result outside the structure: the patient's history under a key about it
 * ("medical_history", "past_history"; not the family's) as history items, one per line of a list;
 * anything else a note titled by its key.
 */
function extraDrafts(title: string, value: unknown): Draft[] {
  const items: unknown[] | undefined =
    typeof value === 'string' ? [value] : Array.isArray(value) ? value : undefined;
  const words = items?.every((item): item is string => typeof item === 'string')
    ? items.map((item) => item.trim()).filter((item) => item !== '')
    : undefined;
  if (isHistorySection(title) && words !== undefined && words.length > 0) {
    if (words.every((item) => item.length <= HISTORY_NAME_MAX)) {
      return words.map((name): Draft => ({ kind: 'history', name }));
    }
  }
  const text = extraText(value);
  return text ? [{ kind: 'note', section: sectionOf(title), text }] : [];
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
  const context: Context = { visitDate, sections: sectionTitles(structure) };
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
    draftsOf(resource, context).forEach((draft, index) => {
      const id = stableId(keyed(`${base}#${index}`));
      all.push({ ...draft, id, ...(evidence ? { evidence } : {}) });
    });
  }
  for (const extra of structure.extras) {
    for (const draft of extraDrafts(extra.title, extra.value)) {
      const text = draft.kind === 'history' ? draft.name : draft.kind === 'note' ? draft.text : '';
      const id = stableId(keyed(`extra/${extra.title}/${text}`));
      all.push({ ...draft, id });
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
