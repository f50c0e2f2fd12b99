import type { EntryOrigin } from '../pad/medicine';
import { addFinding, type Pad } from '../pad/pad';
import {
  createFinding,
  writeNote,
  type ExaminationFinding,
  type FindingKind,
} from '../pad/finding';
import { dateAfter } from '../pad/follow-up';
import { addAdvice, addInvestigation, addMedicine, setFollowUp } from '../pad/pad-plan';
import type { ScribeSuggestion } from './suggestions';

export interface ApplyOptions {
  /** A fresh local id for the new entry. */
  newId: () => string;
  /** The visit's day (YYYY-MM-DD), for "after N days". */
  day: string;
  /** Accepted as suggested, or after the doctor edited it. */
  origin: Extract<EntryOrigin, 'scribe' | 'scribe-edited'>;
  /** The doctor's wording, for an edited suggestion whose substance is a text (name or advice). */
  text?: string;
}

export type Applied = { ok: true; pad: Pad; added: boolean } | { ok: false; reason: string };

const FINDING_KINDS: Record<string, FindingKind> = {
  symptom: 'symptom',
  diagnosis: 'diagnosis',
  examination: 'examination',
};

/**
 * Writes an accepted suggestion on the pad as the doctor's entry, keeping its origin. Since and
 * the note of a finding go into its Note (the Since group's ids come from the platform's lookup,
 * which the doctor sets on the pad). A vital already on the pad keeps the doctor's value; a note
 * of the scribe adds nothing (the doctor has read it).
 */
export function applySuggestion(pad: Pad, s: ScribeSuggestion, o: ApplyOptions): Applied {
  const text = o.text?.trim() || undefined;
  switch (s.kind) {
    case 'symptom':
    case 'diagnosis':
    case 'examination': {
      let finding: ExaminationFinding = {
        ...createFinding({
          localId: o.newId(),
          kind: FINDING_KINDS[s.kind]!,
          name: text ?? s.name,
          ...(s.platformId && !text ? { id: s.platformId } : {}),
        }),
        origin: o.origin,
      };
      const since = s.kind === 'examination' ? undefined : s.since?.text;
      const note = [since ? `since ${since}.` : undefined, s.note].filter(Boolean).join(' ');
      if (note) {
        const written = writeNote(finding, note);
        if (written.ok) finding = written.value;
      }
      return result(addFinding(pad, finding));
    }
    case 'medicine':
      return result(
        addMedicine(pad, {
          ...s.medicine,
          ...(text ? { name: text } : {}),
          localId: o.newId(),
          origin: o.origin,
        }),
      );
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
    case 'advice':
      return result(addAdvice(pad, { localId: o.newId(), text: text ?? s.text, origin: o.origin }));
    case 'follow-up': {
      const date =
        s.date ?? (s.afterDays === undefined ? undefined : dateAfter(o.day, s.afterDays));
      if (!date)
        return { ok: false, reason: 'The suggested follow-up has no date the pad can use.' };
      return {
        ok: true,
        added: true,
        pad: setFollowUp(pad, { date, ...(s.note ? { note: s.note } : {}), origin: o.origin }),
      };
    }
    case 'vital': {
      if (!s.vitalId) return { ok: true, pad, added: false };
      if (pad.vitals.some((v) => v.vitalId === s.vitalId)) return { ok: true, pad, added: false };
      return {
        ok: true,
        added: true,
        pad: {
          ...pad,
          vitals: [...pad.vitals, { vitalId: s.vitalId, value: text ?? s.value, origin: o.origin }],
        },
      };
    }
    case 'note':
      return { ok: true, pad, added: false };
  }
}

function result(edit: { ok: true; pad: Pad } | { ok: false; reason: string }): Applied {
  return edit.ok
    ? { ok: true, pad: edit.pad, added: true }
    : { ok: false, reason: 'The entry could not be added to the pad.' };
}
