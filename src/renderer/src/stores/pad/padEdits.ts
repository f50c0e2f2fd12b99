import {
  setVital,
  setVitalContext,
  swapVitals,
  switchVitalUnit,
} from '../../../../shared/pad/draft';
import { createFinding, findingKind } from '../../../../shared/pad/finding';
import { createProcedure } from '../../../../shared/pad/procedure';
import { without, type PadState } from './padState';

/**
 * The pad store's edits of entries and vitals: each one goes through `edit`, which refuses a pad
 * that cannot be edited, marks the pad changed and schedules its save.
 */
export function padEdits(
  get: () => PadState,
  set: (partial: Partial<PadState>) => void,
  edit: (change: (state: PadState) => Partial<PadState>) => boolean,
): Pick<
  PadState,
  | 'addFinding'
  | 'updateFinding'
  | 'removeFinding'
  | 'addProcedure'
  | 'updateProcedure'
  | 'removeProcedure'
  | 'setPatientId'
  | 'pendingContexts'
  | 'setVitalContext'
  | 'setVitalText'
  | 'switchVitalUnit'
  | 'swapVitals'
> {
  return {
    addFinding: (kind, item) => {
      const localId = crypto.randomUUID();
      const finding = createFinding({
        localId,
        kind,
        name: item.name,
        ...(item.id === undefined ? {} : { id: item.id }),
      });
      const added = edit((state) => ({
        findingIds: [...state.findingIds, localId],
        findingOrder: { ...state.findingOrder, [kind]: [...state.findingOrder[kind], localId] },
        findings: { ...state.findings, [localId]: finding },
      }));
      return added ? localId : '';
    },

    updateFinding: (localId, change) => {
      edit((state) => {
        const finding = state.findings[localId];
        return finding === undefined
          ? {}
          : { findings: { ...state.findings, [localId]: change(finding) } };
      });
    },

    removeFinding: (localId) => {
      edit((state) => {
        const finding = state.findings[localId];
        if (finding === undefined) return {};
        const kind = findingKind(finding);
        return {
          findingIds: state.findingIds.filter((id) => id !== localId),
          findingOrder: {
            ...state.findingOrder,
            [kind]: state.findingOrder[kind].filter((id) => id !== localId),
          },
          findings: without(state.findings, localId),
        };
      });
    },

    addProcedure: (item) => {
      const localId = crypto.randomUUID();
      const procedure = createProcedure({
        localId,
        name: item.name,
        ...(item.id === undefined ? {} : { id: item.id }),
      });
      const added = edit((state) => ({
        procedureIds: [...state.procedureIds, localId],
        procedures: { ...state.procedures, [localId]: procedure },
      }));
      return added ? localId : '';
    },

    updateProcedure: (localId, change) => {
      edit((state) => {
        const procedure = state.procedures[localId];
        return procedure === undefined
          ? {}
          : { procedures: { ...state.procedures, [localId]: change(procedure) } };
      });
    },

    removeProcedure: (localId) => {
      edit((state) => ({
        procedureIds: state.procedureIds.filter((id) => id !== localId),
        procedures: without(state.procedures, localId),
      }));
    },

    setPatientId: (text) => {
      edit((state) => {
        if (state.meta === null) return {};
        const { patientId: _old, ...rest } = state.meta;
        const trimmed = text.trim();
        return { meta: trimmed === '' ? rest : { ...rest, patientId: trimmed } };
      });
    },

    pendingContexts: {},
    setVitalContext: (vitalId, context) => {
      if (get().vitals.some((entry) => entry.vitalId === vitalId)) {
        edit((state) => ({ vitals: setVitalContext(state.vitals, vitalId, context) }));
      } else set({ pendingContexts: { ...get().pendingContexts, [vitalId]: context } });
    },
    setVitalText: (vitalId, text) => {
      const pending = get().pendingContexts[vitalId];
      edit((state) => {
        const vitals = setVital(state.vitals, vitalId, text);
        return { vitals: pending ? setVitalContext(vitals, vitalId, pending) : vitals };
      });
      if (pending && get().vitals.some((entry) => entry.vitalId === vitalId)) {
        const { [vitalId]: _used, ...rest } = get().pendingContexts;
        set({ pendingContexts: rest });
      }
    },

    switchVitalUnit: (fromId, toId) => {
      edit((state) => ({ vitals: switchVitalUnit(state.vitals, fromId, toId) }));
    },

    swapVitals: (aId, bId) => {
      edit((state) => ({ vitals: swapVitals(state.vitals, aId, bId) }));
    },
  };
}
