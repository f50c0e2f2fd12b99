import type { ExaminationFinding } from '../../../shared/pad/finding';
import type { GlucoseContext } from '../../../shared/pad/glucose';
import type { Medicine } from '../../../shared/pad/medicine';
import type { Advice, Investigation } from '../../../shared/pad/pad-entries';
import type { Procedure } from '../../../shared/pad/procedure';
import type { PadPatient } from '../../../shared/pad/vitals-flags';
import type { SelectPropertyGroup, SincePropertyGroup } from '../../../shared/properties';
import type { PadState } from '../stores/padStore';
import { medicinesTwice } from '../stores/pad/rowHub';
import { selectGroupsFor, sinceGroupFor } from './sinceGroups';

/*
 * What each pad row reads from the store, as one slice per row (see useRowSlice): each is read
 * only when the row hub says the row's own entry, or what every row reads, changed. A slice reads
 * only what the hub watches: the row's entry, may the pad be edited, the lookup lists, Finalize's
 * messages, the patient (and, for a vital, its glucose context waiting for a value).
 */

const canEditOf = (state: PadState) => state.meta?.canEdit ?? false;

export interface FindingSlice {
  finding: ExaminationFinding | undefined;
  canEdit: boolean;
  group: SincePropertyGroup | undefined;
  selects: readonly SelectPropertyGroup[];
  sinceValueProblem: string | undefined;
  sinceUnitProblem: string | undefined;
  noteProblem: string | undefined;
}

export function findingSlice(state: PadState, localId: string): FindingSlice {
  const finding = state.findings[localId];
  const problems = state.finalizeFields;
  return {
    finding,
    canEdit: canEditOf(state),
    group: sinceGroupFor(state.catalogue, finding, state.catalogueDefaults),
    selects: selectGroupsFor(state.catalogue, finding),
    sinceValueProblem: problems[`findings.${localId}.since.value`],
    sinceUnitProblem: problems[`findings.${localId}.since.unit`],
    noteProblem: problems[`findings.${localId}.note`],
  };
}

export interface ProcedureSlice {
  procedure: Procedure | undefined;
  canEdit: boolean;
  dateProblem: string | undefined;
  noteProblem: string | undefined;
}

export function procedureSlice(state: PadState, localId: string): ProcedureSlice {
  return {
    procedure: state.procedures[localId],
    canEdit: canEditOf(state),
    dateProblem: state.finalizeFields[`procedures.${localId}.date`],
    noteProblem: state.finalizeFields[`procedures.${localId}.note`],
  };
}

export interface MedicineSlice {
  medicine: Medicine | undefined;
  /** Entered more than once (same drug or same name). */
  twice: boolean;
  canEdit: boolean;
  problems: Record<string, string>;
}

export function medicineSlice(state: PadState, localId: string): MedicineSlice {
  return {
    medicine: state.medicines.find((m) => m.localId === localId),
    twice: medicinesTwice(state.medicines).has(localId),
    canEdit: canEditOf(state),
    problems: state.finalizeFields,
  };
}

export interface InvestigationSlice {
  entry: Investigation | undefined;
  canEdit: boolean;
  problem: string | undefined;
}

export function investigationSlice(state: PadState, localId: string): InvestigationSlice {
  return {
    entry: state.investigations.find((t) => t.localId === localId),
    canEdit: canEditOf(state),
    problem: state.finalizeFields[`investigations.${localId}.name`],
  };
}

export interface AdviceSlice {
  line: Advice | undefined;
  canEdit: boolean;
  problem: string | undefined;
}

export function adviceSlice(state: PadState, localId: string): AdviceSlice {
  return {
    line: state.advice.find((a) => a.localId === localId),
    canEdit: canEditOf(state),
    problem: state.finalizeFields[`advice.${localId}.text`],
  };
}

export interface VitalSlice {
  /** The text as typed, '' when not typed. */
  text: string;
  canEdit: boolean;
  refused: string | undefined;
  patient: PadPatient | null;
}

export function vitalSlice(state: PadState, vitalId: string): VitalSlice {
  return {
    text: state.vitals.find((entry) => entry.vitalId === vitalId)?.value ?? '',
    canEdit: canEditOf(state),
    refused: state.finalizeFields[`vitals.${vitalId}.value`],
    patient: state.patient,
  };
}

/** The texts of some vitals, in the order asked (BMI's height and weight, waist and hip). */
export function vitalTextsSlice(state: PadState, vitalIds: readonly string[]): string[] {
  return vitalIds.map((id) => state.vitals.find((entry) => entry.vitalId === id)?.value ?? '');
}

/** When a glucose was taken: the saved context, or the one chosen before its value was typed. */
export function glucoseContextSlice(state: PadState, vitalId: string): GlucoseContext | undefined {
  return (
    state.vitals.find((entry) => entry.vitalId === vitalId)?.context ??
    state.pendingContexts[vitalId]
  );
}

/** Which of a row's units holds a value (temperature's °F or °C), if either does. */
export function storedUnitSlice(state: PadState, vitalIds: readonly string[]): string | undefined {
  return state.vitals.find((entry) => vitalIds.includes(entry.vitalId))?.vitalId;
}
