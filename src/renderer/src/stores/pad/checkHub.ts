import { useCallback, useSyncExternalStore } from 'react';
import type { CheckOverride, PrescribingWarning } from '../../../../shared/checks/check-types';
import { usePadStore } from '../padStore';
import { checkPatientOf, warningsOf } from './checkEdits';
import type { PadState } from './padState';

/*
 * The prescribing warnings of the pad on screen, by the medicine row each shows beside (its first
 * medicine). One listener on the pad store runs the checks again when what they read changed (the
 * medicines, the patient, today's weight, the pregnant mark, the overrides), and tells only the
 * rows whose warnings changed: a row keeps the same list object while its warnings read the same,
 * so typing in one medicine re-renders the rows its warnings are about, not every row.
 */

/** A warning shown beside a row, and the doctor's override of it if they went ahead. */
export interface RowWarning {
  warning: PrescribingWarning;
  override: CheckOverride | undefined;
}

const NONE: readonly RowWarning[] = [];

interface Inputs {
  medicines: PadState['medicines'];
  overrides: PadState['checkOverrides'];
  /** The patient of the checks as JSON: the same text, the same warnings. */
  patient: string;
}

let inputs: Inputs | undefined;
let byRow = new Map<string, readonly RowWarning[]>();
const listeners = new Map<string, Set<() => void>>();

function rowsOf(state: PadState): Map<string, RowWarning[]> {
  const overrides = new Map(state.checkOverrides.map((o) => [o.warningId, o]));
  const rows = new Map<string, RowWarning[]>();
  for (const warning of warningsOf(state)) {
    const [row] = warning.medicineIds;
    if (row === undefined) continue;
    rows.set(row, [...(rows.get(row) ?? []), { warning, override: overrides.get(warning.id) }]);
  }
  return rows;
}

/** What the patient of the checks is built from: the same objects, the same patient. */
let patientFrom: readonly unknown[] = [];
let patientJson = '';

function patientOf(state: PadState): string {
  const from = [
    state.vitals,
    state.pregnant,
    state.checkPerson,
    state.checkAlerts,
    state.meta?.createdAt,
  ];
  if (from.some((value, i) => value !== patientFrom[i])) {
    patientFrom = from;
    patientJson = JSON.stringify(checkPatientOf(state));
  }
  return patientJson;
}

function refresh(state: PadState): void {
  const next: Inputs = {
    medicines: state.medicines,
    overrides: state.checkOverrides,
    patient: patientOf(state),
  };
  if (
    inputs !== undefined &&
    inputs.medicines === next.medicines &&
    inputs.overrides === next.overrides &&
    inputs.patient === next.patient
  ) {
    return;
  }
  inputs = next;
  const before = byRow;
  const read = rowsOf(state);
  const after = new Map<string, readonly RowWarning[]>();
  const told: string[] = [];
  for (const [row, warnings] of read) {
    const shown = before.get(row);
    const same = shown !== undefined && JSON.stringify(shown) === JSON.stringify(warnings);
    after.set(row, same ? shown : warnings);
    if (!same) told.push(row);
  }
  for (const row of before.keys()) if (!read.has(row)) told.push(row);
  byRow = after;
  for (const row of told) for (const listener of [...(listeners.get(row) ?? [])]) listener();
}

refresh(usePadStore.getState());
usePadStore.subscribe((state) => refresh(state));

/** The warnings shown beside a row, in the checks' order (the same list while they read the same). */
export function rowWarnings(localId: string): readonly RowWarning[] {
  return byRow.get(localId) ?? NONE;
}

function listen(localId: string, listener: () => void): () => void {
  let heard = listeners.get(localId);
  if (heard === undefined) listeners.set(localId, (heard = new Set()));
  heard.add(listener);
  return () => {
    heard.delete(listener);
    if (heard.size === 0) listeners.delete(localId);
  };
}

/** A row's warnings, re-rendering the row only when they change. */
export function useRowWarnings(localId: string): readonly RowWarning[] {
  const subscribe = useCallback((onChange: () => void) => listen(localId, onChange), [localId]);
  const read = () => rowWarnings(localId);
  return useSyncExternalStore(subscribe, read, read);
}
