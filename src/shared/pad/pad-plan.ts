import type { Medicine } from './medicine';
import { hasLocalId, replaceById, type Pad, type PadEdit } from './pad';
import type { Advice, FollowUp, Investigation, PadNote } from './pad-entries';

/*
 * Editing the pad's plan: medicines, investigations, advice and the follow-up. Pure like the
 * findings' helpers in pad.ts: each returns a new pad and leaves the one given unchanged; adding
 * refuses a local id already used by any entry of the pad.
 */

type ListKey = 'medicines' | 'investigations' | 'advice';
type EntryOf<K extends ListKey> = Pad[K][number];

function addTo<K extends ListKey>(pad: Pad, key: K, entry: EntryOf<K>): PadEdit {
  if (hasLocalId(pad, entry.localId)) return { ok: false, reason: 'duplicate-local-id' };
  return { ok: true, pad: { ...pad, [key]: [...pad[key], entry] } };
}

function updateIn<K extends ListKey>(pad: Pad, key: K, entry: EntryOf<K>): PadEdit {
  const list = replaceById<EntryOf<K>>(pad[key], entry);
  return list === undefined
    ? { ok: false, reason: 'not-found' }
    : { ok: true, pad: { ...pad, [key]: list } };
}

function removeFrom(pad: Pad, key: ListKey, localId: string): PadEdit {
  const list: readonly { localId: string }[] = pad[key];
  const kept = list.filter((entry) => entry.localId !== localId);
  if (kept.length === list.length) return { ok: false, reason: 'not-found' };
  return { ok: true, pad: { ...pad, [key]: kept } };
}

/** Adds a medicine at the end (a medicine entered twice is allowed; see medicine-duplicates.ts). */
export const addMedicine = (pad: Pad, medicine: Medicine): PadEdit =>
  addTo(pad, 'medicines', medicine);
/** Replaces the medicine with the same local id, in place. */
export const updateMedicine = (pad: Pad, medicine: Medicine): PadEdit =>
  updateIn(pad, 'medicines', medicine);
export const removeMedicine = (pad: Pad, localId: string): PadEdit =>
  removeFrom(pad, 'medicines', localId);
export const findMedicine = (pad: Pad, localId: string): Medicine | undefined =>
  pad.medicines.find((m) => m.localId === localId);

export const addInvestigation = (pad: Pad, investigation: Investigation): PadEdit =>
  addTo(pad, 'investigations', investigation);
export const updateInvestigation = (pad: Pad, investigation: Investigation): PadEdit =>
  updateIn(pad, 'investigations', investigation);
export const removeInvestigation = (pad: Pad, localId: string): PadEdit =>
  removeFrom(pad, 'investigations', localId);

export const addAdvice = (pad: Pad, advice: Advice): PadEdit => addTo(pad, 'advice', advice);
export const updateAdvice = (pad: Pad, advice: Advice): PadEdit => updateIn(pad, 'advice', advice);
export const removeAdvice = (pad: Pad, localId: string): PadEdit =>
  removeFrom(pad, 'advice', localId);

/** Sets the follow-up (replacing any), or clears it with undefined. */
export function setFollowUp(pad: Pad, followUp: FollowUp | undefined): Pad {
  if (followUp === undefined) {
    const { followUp: _cleared, ...rest } = pad;
    return rest;
  }
  return { ...pad, followUp };
}

/** Adds a note at the end. */
export function addNote(pad: Pad, note: PadNote): PadEdit {
  if (hasLocalId(pad, note.localId)) return { ok: false, reason: 'duplicate-local-id' };
  return { ok: true, pad: { ...pad, notes: [...(pad.notes ?? []), note] } };
}
