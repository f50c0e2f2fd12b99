import type { EntryOrigin } from '../pad/medicine';
import { addFinding, addProcedure, type Pad, type PadEdit } from '../pad/pad';
import {
  createFinding,
  writeNote,
  writeSince,
  type ExaminationFinding,
  type FindingKind,
} from '../pad/finding';
import { dateAfter } from '../pad/follow-up';
import { addAdvice, addInvestigation, addMedicine, addNote, setFollowUp } from '../pad/pad-plan';
import { createProcedure, writeDate, writeProcedureNote } from '../pad/procedure';
import { editedMedicine } from './medicine-edit';
import type { ScribeSuggestion } from './suggestion-types';

export interface ApplyOptions {
  /** A fresh local id for the new entry. */
  newId: () => string;
  /** The visit's day (YYYY-MM-DD), for "after N days" and whether a procedure is for later. */
  day: string;
  /** Accepted as suggested, or after the doctor edited it. */
  origin: Extract<EntryOrigin, 'scribe' | 'scribe-edited'>;
  /** The doctor's wording, for an edited suggestion whose substance is a text (name or advice). */
  text?: string;
  /** The doctor's whole line, for an edited medicine (read with the pad's one model). */
  line?: string;
  /**
   * The Since group a new finding is written with (the lookup's, for its item or its context);
   * undefined when the lookup was never read here: the Since then goes into the Note in words.
   */
  sinceGroupId?: (
    kind: 'symptom' | 'diagnosis',
    platformId: string | undefined,
  ) => string | undefined;
}

export type Applied = { ok: true; pad: Pad; added: boolean } | { ok: false; reason: string };

/** Suggestions that go to the patient's alerts, not the pad (apply-alert.ts). */
export const ALERT_KINDS = ['allergy', 'history'] as const;

export const VITAL_TAKEN =
  'This vital already has another value on the pad: change it there, or reject this suggestion.';
export const FOLLOW_UP_TAKEN =
  'The pad already has another follow-up date: change it there, or reject this suggestion.';

const FINDING_KINDS: Record<'symptom' | 'diagnosis' | 'examination' | 'ruled-out', FindingKind> = {
  symptom: 'symptom',
  diagnosis: 'diagnosis',
  examination: 'examination',
  // Ruled out: a diagnosis marked refuted, so it is never read as one found.
  'ruled-out': 'diagnosis',
};

/** The longest wording each entry keeps (the pad's schema), for an edited suggestion. */
const TEXT_LIMITS: Partial<Record<ScribeSuggestion['kind'], number>> = {
  symptom: 500,
  diagnosis: 500,
  'ruled-out': 500,
  examination: 500,
  investigation: 300,
  procedure: 500,
  advice: 2000,
  note: 2000,
};

export const tooLong = (limit: number): string =>
  `These words are longer than the pad keeps for this entry (${limit} characters): shorten them.`;

type FindingSuggestion = Extract<
  ScribeSuggestion,
  { kind: 'symptom' | 'diagnosis' | 'examination' | 'ruled-out' }
>;

/** "3 days" as "since 3 days."; words that already say since are kept as they are. */
const sinceWords = (text: string): string => `${/^since\b/i.test(text) ? text : `since ${text}`}.`;

function findingOf(
  s: FindingSuggestion,
  o: ApplyOptions,
  text: string | undefined,
): ExaminationFinding {
  let finding: ExaminationFinding = {
    ...createFinding({
      localId: o.newId(),
      kind: FINDING_KINDS[s.kind],
      name: text ?? s.name,
      ...(s.platformId && !text ? { id: s.platformId } : {}),
    }),
    origin: o.origin,
    ...(s.kind === 'ruled-out' ? { verification: 'refuted' as const } : {}),
    ...(s.kind === 'diagnosis' && s.verification ? { verification: s.verification } : {}),
  };
  const since = s.kind === 'symptom' || s.kind === 'diagnosis' ? s.since : undefined;
  let sinceInNote: string | undefined;
  if (since !== undefined) {
    const kind = s.kind === 'symptom' ? 'symptom' : 'diagnosis';
    const groupId = o.sinceGroupId?.(kind, finding.id);
    const written =
      groupId !== undefined && since.value !== undefined && since.unit !== undefined
        ? writeSince(finding, groupId, { value: since.value, unit: since.unit })
        : undefined;
    if (written?.ok) finding = written.value;
    else sinceInNote = sinceWords(since.text);
  }
  const note = [sinceInNote, s.note].filter(Boolean).join(' ');
  if (note) {
    const written = writeNote(finding, note);
    if (written.ok) finding = written.value;
  }
  return finding;
}

type ProcedureSuggestion = Extract<ScribeSuggestion, { kind: 'procedure' }>;

/**
 * A procedure done goes to the pad's procedures; one advised for a later day too, with that day
 * (exported as advised, not done); one advised with no later day to the advice, saying advised.
 */
function applyProcedure(pad: Pad, s: ProcedureSuggestion, o: ApplyOptions, text?: string) {
  const name = text ?? s.name;
  const later = s.date !== undefined && s.date > o.day;
  if (s.advised && !later) {
    const when = s.date === undefined ? '' : ` (${s.date})`;
    const words = `Advised: ${name}${when}${s.note ? ` — ${s.note}` : ''}`;
    return result(addAdvice(pad, { localId: o.newId(), text: words, origin: o.origin }));
  }
  let procedure = createProcedure({
    localId: o.newId(),
    name,
    ...(s.platformId && !text ? { id: s.platformId } : {}),
  });
  if (s.date !== undefined) {
    const dated = writeDate(procedure, s.date);
    if (!dated.ok)
      return { ok: false as const, reason: 'The suggested date is not one the pad can keep.' };
    procedure = dated.value;
  }
  if (s.note) {
    const noted = writeProcedureNote(procedure, s.note);
    if (noted.ok) procedure = noted.value;
  }
  return result(addProcedure(pad, procedure));
}

function applyVital(
  pad: Pad,
  s: Extract<ScribeSuggestion, { kind: 'vital' }>,
  o: ApplyOptions,
  text?: string,
): Applied {
  const value = text ?? s.value;
  // The mapping makes a reading the pad has no vital for a note; this is its own defence.
  if (!s.vitalId) return { ok: false, reason: 'The pad has no place for this reading: reject it.' };
  const there = pad.vitals.find((v) => v.vitalId === s.vitalId);
  if (there !== undefined) {
    return there.value.trim() === value.trim()
      ? { ok: true, pad, added: false }
      : { ok: false, reason: VITAL_TAKEN };
  }
  return {
    ok: true,
    added: true,
    pad: { ...pad, vitals: [...pad.vitals, { vitalId: s.vitalId, value, origin: o.origin }] },
  };
}

function applyFollowUp(
  pad: Pad,
  s: Extract<ScribeSuggestion, { kind: 'follow-up' }>,
  o: ApplyOptions,
): Applied {
  const date = s.date ?? (s.afterDays === undefined ? undefined : dateAfter(o.day, s.afterDays));
  if (!date) return { ok: false, reason: 'The suggested follow-up has no date the pad can use.' };
  const there = pad.followUp;
  if (there !== undefined && there.date !== date) return { ok: false, reason: FOLLOW_UP_TAKEN };
  // The same day already set: the scribe's words are kept when the pad has none.
  // The same day already set: the scribe's words are kept when the pad has none; the entry
  // stays the doctor's (its origin as it was).
  const note = there?.note ?? s.note;
  const origin = there === undefined ? o.origin : there.origin;
  return {
    ok: true,
    added: true,
    pad: setFollowUp(pad, {
      date,
      ...(note ? { note } : {}),
      ...(origin === undefined ? {} : { origin }),
    }),
  };
}

/**
 * Writes an accepted suggestion on the pad as the doctor's entry, keeping its origin; nothing is
 * dropped: what cannot be written is refused in words. Since goes into the finding's Since group
 * when the lookup gave one (else into its Note in words); a provisional diagnosis stays
 * provisional; a ruled-out item is a diagnosis marked ruled out; a note joins the pad's notes.
 * Allergies and history are the patient's, not the pad's (apply-alert.ts).
 */
export function applySuggestion(pad: Pad, s: ScribeSuggestion, o: ApplyOptions): Applied {
  const text = o.text?.trim() || undefined;
  const limit = TEXT_LIMITS[s.kind];
  if (text !== undefined && limit !== undefined && text.length > limit) {
    return { ok: false, reason: tooLong(limit) };
  }
  switch (s.kind) {
    case 'symptom':
    case 'diagnosis':
    case 'examination':
    case 'ruled-out':
      return result(addFinding(pad, findingOf(s, o, text)));
    case 'medicine': {
      const edited = o.line === undefined ? undefined : editedMedicine(s.medicine, o.line);
      if (edited !== undefined && !edited.ok) return { ok: false, reason: edited.reason };
      const medicine = edited?.medicine ?? { ...s.medicine, ...(text ? { name: text } : {}) };
      return result(addMedicine(pad, { ...medicine, localId: o.newId(), origin: o.origin }));
    }
    case 'investigation':
      return result(
        addInvestigation(pad, {
          localId: o.newId(),
          name: text ?? s.name,
          ...(s.labId && !text ? { labId: s.labId } : {}),
          ...(s.note ? { note: s.note } : {}),
          origin: o.origin,
        }),
      );
    case 'procedure':
      return applyProcedure(pad, s, o, text);
    case 'advice':
      return result(addAdvice(pad, { localId: o.newId(), text: text ?? s.text, origin: o.origin }));
    case 'follow-up':
      return applyFollowUp(pad, s, o);
    case 'vital':
      return applyVital(pad, s, o, text);
    case 'note':
      return result(
        addNote(pad, {
          localId: o.newId(),
          section: s.section.slice(0, 100),
          text: text ?? s.text,
          origin: o.origin,
        }),
      );
    case 'allergy':
    case 'history':
      return { ok: false, reason: "This belongs to the patient's alerts, not the pad." };
  }
}

function result(edit: PadEdit): Applied {
  return edit.ok
    ? { ok: true, pad: edit.pad, added: true }
    : { ok: false, reason: 'The entry could not be added to the pad.' };
}
