import { duplicateMedicineIds } from '../../../../shared/pad/medicine-duplicates';
import type { Medicine } from '../../../../shared/pad/medicine';
import { usePadStore } from '../padStore';
import type { PadState } from './padState';

/*
 * Where each row of the pad hears about its own changes. One listener on the pad store compares
 * the state before and after each change and tells only the rows whose entry changed: a finding
 * or procedure by its local id, a medicine, investigation or advice line by its local id, a vital
 * by its vital id. A row's slice is read again only when it is told (useRowSlice), so a keystroke
 * in one row of a 500-finding pad reads one row's slice, not every row's.
 *
 * What every row reads alike (may the pad be edited, the lookup lists, Finalize's messages, the
 * patient) changes rarely; when it does, every row is told.
 *
 * Each change is stamped with a clock that only grows: a row holding the stamp of its keys from
 * when it last read knows nothing changed for it while the stamp is the same.
 */

/** The tables rows are keyed in; a key is `<table>:<id>`. */
export type RowTable = 'finding' | 'procedure' | 'medicine' | 'investigation' | 'advice' | 'vital';
/** The plan's lists, whose sections render from the hub's stable list of local ids. */
export type PlanList = 'medicine' | 'investigation' | 'advice';

export const rowKey = (table: RowTable, id: string): string => `${table}:${id}`;
/** The key a plan section listens on for its list of ids. */
export const idsKey = (list: PlanList): string => `ids:${list}`;

let clock = 0;
let sharedStamp = 0;
const stamps = new Map<string, number>();
const listeners = new Map<string, Set<() => void>>();

function notify(key: string): void {
  clock += 1;
  stamps.set(key, clock);
  const heard = listeners.get(key);
  if (heard !== undefined) for (const listener of [...heard]) listener();
}

/** What every row reads alike: a change here tells every row. */
function sharedChanged(prev: PadState, next: PadState): boolean {
  return (
    (prev.meta?.canEdit ?? false) !== (next.meta?.canEdit ?? false) ||
    prev.catalogue !== next.catalogue ||
    prev.catalogueDefaults !== next.catalogueDefaults ||
    prev.finalizeFields !== next.finalizeFields ||
    prev.patient !== next.patient
  );
}

/** `ids` is the table's list of ids, the same array while none was added or removed. */
function diffRecord<T>(
  table: RowTable,
  prev: { records: Record<string, T>; ids: readonly string[] },
  next: { records: Record<string, T>; ids: readonly string[] },
): void {
  if (prev.records === next.records) return;
  for (const id of next.ids) if (prev.records[id] !== next.records[id]) notify(rowKey(table, id));
  if (prev.ids === next.ids) return;
  for (const id of prev.ids) if (!(id in next.records)) notify(rowKey(table, id));
}

/** Tells the rows whose entry is not the same object at the same place; true if ids moved. */
function diffList<T>(
  table: RowTable,
  prev: readonly T[],
  next: readonly T[],
  idOf: (entry: T) => string,
): boolean {
  if (prev === next) return false;
  let moved = prev.length !== next.length;
  const length = Math.max(prev.length, next.length);
  for (let i = 0; i < length; i += 1) {
    const before = prev[i];
    const after = next[i];
    if (before === after) continue;
    const beforeId = before === undefined ? undefined : idOf(before);
    const afterId = after === undefined ? undefined : idOf(after);
    if (beforeId !== undefined) notify(rowKey(table, beforeId));
    if (afterId !== undefined && afterId !== beforeId) notify(rowKey(table, afterId));
    if (beforeId !== afterId) moved = true;
  }
  return moved;
}

// --- The plan sections' stable lists of ids --------------------------------------------------

const byLocalId = (entry: { localId: string }) => entry.localId;

const PLAN_LISTS = {
  medicine: (state: PadState) => state.medicines,
  investigation: (state: PadState) => state.investigations,
  advice: (state: PadState) => state.advice,
} satisfies Record<PlanList, (state: PadState) => readonly { localId: string }[]>;

function planIds(state: PadState, list: PlanList): readonly string[] {
  return PLAN_LISTS[list](state).map(byLocalId);
}

const start = usePadStore.getState();
let ids: Record<PlanList, readonly string[]> = {
  medicine: planIds(start, 'medicine'),
  investigation: planIds(start, 'investigation'),
  advice: planIds(start, 'advice'),
};

/** A plan section's local ids in order: a new list only when an entry is added, removed or moved. */
export function planListIds(list: PlanList): readonly string[] {
  return ids[list];
}

// --- Medicines entered twice ------------------------------------------------------------------

/** Worked out once per change of a drug or name (or of the list), never per row or per keystroke. */
let twice: { medicines: readonly Medicine[]; ids: ReadonlySet<string> } = {
  medicines: start.medicines,
  ids: duplicateMedicineIds(start.medicines),
};

/** The local ids of medicines entered more than once, for the medicines as they are now. */
export function medicinesTwice(medicines: readonly Medicine[]): ReadonlySet<string> {
  if (medicines !== twice.medicines) refreshTwice(medicines, true);
  return twice.ids;
}

/** Whether a list of medicines may flag differently from the one `twice` was worked out for. */
function namesChanged(prev: readonly Medicine[], next: readonly Medicine[]): boolean {
  if (prev.length !== next.length) return true;
  for (let i = 0; i < next.length; i += 1) {
    const before = prev[i]!;
    const after = next[i]!;
    if (before === after) continue;
    if (before.localId !== after.localId) return true;
    if (before.name !== after.name || before.drugId !== after.drugId) return true;
  }
  return false;
}

function refreshTwice(medicines: readonly Medicine[], quiet: boolean): void {
  const before = twice;
  if (!namesChanged(before.medicines, medicines)) {
    twice = { medicines, ids: before.ids };
    return;
  }
  twice = { medicines, ids: duplicateMedicineIds(medicines) };
  if (quiet) return;
  // A row whose flag turned on or off is told, though its own medicine did not change.
  for (const id of before.ids) if (!twice.ids.has(id)) notify(rowKey('medicine', id));
  for (const id of twice.ids) if (!before.ids.has(id)) notify(rowKey('medicine', id));
}

// --- The one listener on the store ------------------------------------------------------------

function vitalKeys(prev: PadState, next: PadState): void {
  diffList('vital', prev.vitals, next.vitals, (entry) => entry.vitalId);
  if (prev.pendingContexts === next.pendingContexts) return;
  const all = new Set([...Object.keys(prev.pendingContexts), ...Object.keys(next.pendingContexts)]);
  for (const id of all) {
    if (prev.pendingContexts[id] !== next.pendingContexts[id]) notify(rowKey('vital', id));
  }
}

usePadStore.subscribe((next, prev) => {
  if (sharedChanged(prev, next)) {
    clock += 1;
    sharedStamp = clock;
    for (const heard of [...listeners.values()]) for (const listener of [...heard]) listener();
  }
  diffRecord(
    'finding',
    { records: prev.findings, ids: prev.findingIds },
    { records: next.findings, ids: next.findingIds },
  );
  diffRecord(
    'procedure',
    { records: prev.procedures, ids: prev.procedureIds },
    { records: next.procedures, ids: next.procedureIds },
  );
  if (prev.medicines !== next.medicines) refreshTwice(next.medicines, false);
  for (const list of ['medicine', 'investigation', 'advice'] as const) {
    const of = PLAN_LISTS[list];
    if (!diffList(list, of(prev), of(next), byLocalId)) continue;
    ids = { ...ids, [list]: planIds(next, list) };
    notify(idsKey(list));
  }
  vitalKeys(prev, next);
});

/** Listens on some keys; returns the unsubscribe. */
export function listen(keys: readonly string[], listener: () => void): () => void {
  for (const key of keys) {
    let heard = listeners.get(key);
    if (heard === undefined) listeners.set(key, (heard = new Set()));
    heard.add(listener);
  }
  return () => {
    for (const key of keys) {
      const heard = listeners.get(key);
      heard?.delete(listener);
      // The key's stamp stays: a row subscribing again compares against it (one number a key).
      if (heard?.size === 0) listeners.delete(key);
    }
  };
}

/** The latest stamp of any of the keys (or of what every row reads): it grows with each change. */
export function stampOf(keys: readonly string[]): number {
  let stamp = sharedStamp;
  for (const key of keys) stamp = Math.max(stamp, stamps.get(key) ?? 0);
  return stamp;
}
