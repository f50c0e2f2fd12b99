import {
  createFinding,
  type ExaminationFinding,
  type FindingKind,
} from '../../../../src/shared/pad/finding';
import { createProcedure, type Procedure } from '../../../../src/shared/pad/procedure';
import type { PropertyContext, SincePropertyGroup } from '../../../../src/shared/properties';
import type { PropertyItem } from '../../../../src/shared/properties-view';
import {
  resetPadStoreTimers,
  usePadStore,
  type Catalogue,
} from '../../../../src/renderer/src/stores/padStore';
import { makePadView } from '../fixtures';

/** Shared by the pad entry tests (findings, procedures, their search and their fields). */

export const SINCE_GROUP: SincePropertyGroup = {
  id: 'pg-since-test',
  name: 'Since',
  kind: 'since',
  units: ['Hour', 'Day', 'Week', 'Month', 'Year'],
};

export function item(
  context: PropertyContext,
  id: string,
  name: string,
  extra: Partial<PropertyItem> = {},
): PropertyItem {
  return { id, name, context, groups: context === 'procedures' ? [] : [SINCE_GROUP], ...extra };
}

export function finding(
  localId: string,
  kind: FindingKind,
  name: string,
  id?: string,
  properties: ExaminationFinding['properties'] = {},
): ExaminationFinding {
  return { ...createFinding({ localId, kind, name, ...(id ? { id } : {}) }), properties };
}

export function procedure(
  localId: string,
  name: string,
  id?: string,
  properties: Procedure['properties'] = {},
): Procedure {
  return { ...createProcedure({ localId, name, ...(id ? { id } : {}) }), properties };
}

export const CATALOGUE: Catalogue = {
  symptoms: [item('symptoms', 'sym-fever', 'Fever'), item('symptoms', 'sym-cough', 'Cough')],
  diagnosis: [item('diagnosis', 'dx-typhoid', 'Typhoid fever', { icd10Code: 'A01.0' })],
  examination_findings: [
    item('examination_findings', 'ex-pallor', 'Pallor'),
    item('examination_findings', 'ex-tender', 'Abdominal tenderness'),
    item('examination_findings', 'ex-pedal', 'Pedal oedema'),
    item('examination_findings', 'ex-rebound', 'Rebound tenderness'),
    item('examination_findings', 'ex-tenderness', 'Tenderness in the right iliac fossa'),
  ],
  procedures: [
    item('procedures', 'pr-ecg', 'ECG'),
    item('procedures', 'pr-xray', 'X-ray chest'),
    item('procedures', 'pr-dressing', 'Wound dressing'),
  ],
};

interface PadSetup {
  findings?: ExaminationFinding[];
  procedures?: Procedure[];
  catalogue?: Catalogue;
  canEdit?: boolean;
  finalizeFields?: Record<string, string>;
}

/** Forgets the last test's pad and its timers. */
export function resetPad(): void {
  resetPadStoreTimers();
  usePadStore.setState(usePadStore.getInitialState(), true);
}

/** Puts a pad on screen as the store holds it after reading it. */
export function showPad(setup: PadSetup = {}): void {
  const { findings = [], procedures = [], canEdit = true } = setup;
  const view = makePadView({ canEdit });
  const order: Record<FindingKind, string[]> = { symptom: [], diagnosis: [], examination: [] };
  for (const each of findings) order[each.source ?? 'examination'].push(each.localId);
  usePadStore.setState({
    meta: {
      id: view.pad.id,
      createdAt: view.pad.createdAt,
      updatedAt: view.pad.updatedAt,
      status: canEdit ? 'draft' : 'finalized',
      sync: view.sync,
      canEdit,
      canReopen: false,
      otherAccount: false,
    },
    findingIds: findings.map((each) => each.localId),
    findingOrder: order,
    findings: Object.fromEntries(findings.map((each) => [each.localId, each])),
    procedureIds: procedures.map((each) => each.localId),
    procedures: Object.fromEntries(procedures.map((each) => [each.localId, each])),
    catalogue: setup.catalogue ?? CATALOGUE,
    finalizeFields: setup.finalizeFields ?? {},
    saveState: 'saved',
  });
}
