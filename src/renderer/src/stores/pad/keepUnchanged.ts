import type { PadState } from './padState';

/*
 * A pad read again (after Finalize, Reopen, or a change made elsewhere) arrives as new objects
 * throughout. Keeping the objects on screen for the entries that read the same, and the same
 * lists of ids, means only the rows whose entry changed render again, not every row of the pad.
 */

function same<T>(shown: T | undefined, read: T): boolean {
  return shown === read || (shown !== undefined && JSON.stringify(shown) === JSON.stringify(read));
}

function keptList<T>(shown: readonly T[], read: readonly T[], keyOf: (entry: T) => string): T[] {
  const byKey = new Map(shown.map((entry) => [keyOf(entry), entry]));
  const kept = read.map((entry) => {
    const before = byKey.get(keyOf(entry));
    return same(before, entry) ? before! : entry;
  });
  return kept.length === shown.length && kept.every((entry, i) => entry === shown[i])
    ? (shown as T[])
    : kept;
}

function keptIds(shown: readonly string[], read: string[]): string[] {
  return shown.length === read.length && read.every((id, i) => id === shown[i])
    ? (shown as string[])
    : read;
}

function keptRecord<T>(shown: Record<string, T>, read: Record<string, T>): Record<string, T> {
  const kept: Record<string, T> = {};
  for (const [id, entry] of Object.entries(read)) {
    const before = shown[id];
    kept[id] = same(before, entry) ? before! : entry;
  }
  return kept;
}

const byLocalId = (entry: { localId: string }) => entry.localId;

/** `read` (fromView of the same pad) with the entries on screen kept where they read the same. */
export function keepUnchanged(shown: PadState, read: Partial<PadState>): Partial<PadState> {
  if (shown.meta === null || shown.meta.id !== read.meta?.id) return read;
  const kept: Partial<PadState> = { ...read };
  if (read.findings) kept.findings = keptRecord(shown.findings, read.findings);
  if (read.procedures) kept.procedures = keptRecord(shown.procedures, read.procedures);
  if (read.findingIds) kept.findingIds = keptIds(shown.findingIds, read.findingIds);
  if (read.procedureIds) kept.procedureIds = keptIds(shown.procedureIds, read.procedureIds);
  if (read.findingOrder) {
    const order = read.findingOrder;
    kept.findingOrder = {
      symptom: keptIds(shown.findingOrder.symptom, order.symptom),
      diagnosis: keptIds(shown.findingOrder.diagnosis, order.diagnosis),
      examination: keptIds(shown.findingOrder.examination, order.examination),
    };
  }
  if (read.vitals) kept.vitals = keptList(shown.vitals, read.vitals, (entry) => entry.vitalId);
  if (read.medicines) kept.medicines = keptList(shown.medicines, read.medicines, byLocalId);
  if (read.investigations) {
    kept.investigations = keptList(shown.investigations, read.investigations, byLocalId);
  }
  if (read.advice) kept.advice = keptList(shown.advice, read.advice, byLocalId);
  return kept;
}
