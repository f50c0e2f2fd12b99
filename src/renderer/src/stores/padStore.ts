import { create } from 'zustand';
import { switchVitalUnit, setVital, setVitalContext } from '../../../shared/pad/draft';
import type { GlucoseContext } from '../../../shared/pad/glucose';
import {
  createFinding,
  findingKind,
  type ExaminationFinding,
  type FindingKind,
} from '../../../shared/pad/finding';
import type { Pad } from '../../../shared/pad/pad';
import { createProcedure, type Procedure } from '../../../shared/pad/procedure';
import type { VitalEntry } from '../../../shared/pad/vitals';
import type { PadPatient } from '../../../shared/pad/vitals-flags';
import type { PadStatus, PadSummaryView, PadSyncView, PadView } from '../../../shared/pad-view';
import {
  PROPERTY_CONTEXTS,
  type PropertyContext,
  type PropertyGroup,
} from '../../../shared/properties';
import type { PropertyItem, PropertiesView } from '../../../shared/properties-view';
import type { IpcError, Result } from '../../../shared/result';
import { companion } from '../companion';

/*
 * The prescription pad being written. The pad is held normalised, so that a row re-renders only
 * when its own entry changes: each finding and procedure by local id, the order of each section
 * as a list of ids (a new list only when an entry is added or removed), and the vitals as the
 * pad's list of typed texts (a vital row selects its own text, a string).
 *
 * Every edit marks the pad changed and schedules a save: one save runs at a time, AUTOSAVE_DELAY_MS
 * after the last keystroke, and a change made while a save runs is saved right after it. A save
 * that fails leaves everything on screen and says why; the next edit, or Try again, saves again.
 */

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 400;

export type SaveState =
  /** Everything on screen is saved. */
  | 'saved'
  /** Changed since the last save; a save is scheduled. */
  | 'pending'
  | 'saving'
  /** The last save failed; `saveError` says why. Nothing on screen is lost. */
  | 'failed';

export type FindingOrder = Record<FindingKind, string[]>;

/** The lookup answers per context (groups of each symptom, diagnosis, finding and procedure). */
export type Catalogue = Partial<Record<PropertyContext, PropertyItem[]>>;

export const CONTEXT_OF_KIND: Record<FindingKind, PropertyContext> = {
  symptom: 'symptoms',
  diagnosis: 'diagnosis',
  examination: 'examination_findings',
};

interface PadMeta {
  id: string;
  patientId?: string;
  createdAt: string;
  updatedAt: string;
  status: PadStatus;
  sync: PadSyncView;
  canEdit: boolean;
  canReopen: boolean;
  otherAccount: boolean;
}

interface PadState {
  /** Null until the first pad is read. */
  meta: PadMeta | null;
  /** The consultation's patient, for flags whose ranges depend on sex and age. */
  patient: PadPatient | null;
  setPatient: (patient: PadPatient | null) => void;
  /** The last failed read of the pad (nothing to show yet, or a refresh failed). */
  loadError: IpcError | null;
  /** Every finding's local id in pad order (the wire's one list). */
  findingIds: string[];
  findingOrder: FindingOrder;
  findings: Record<string, ExaminationFinding>;
  procedureIds: string[];
  procedures: Record<string, Procedure>;
  vitals: VitalEntry[];
  /** The revision of the last save the core confirmed; sent back as `expectedRevision`. */
  revision: number;
  saveState: SaveState;
  saveError: IpcError | null;
  /** ISO time of the last confirmed save. */
  savedAt: string | null;
  /** Problems of the last refused finalize, keyed as the core names fields. */
  finalizeFields: Record<string, string>;
  finalizeError: IpcError | null;
  busy: 'finalizing' | 'reopening' | 'starting' | null;
  catalogue: Catalogue;
  /** Why a context's lookup could not be read (offline with nothing saved, ...). */
  catalogueErrors: Partial<Record<PropertyContext, string>>;
  /** Other pads the platform refused or that cannot be sent: each can be opened and corrected. */
  attention: PadSummaryView[];

  /** The pad on screen read again; on first use, the account's current draft. */
  load: () => Promise<void>;
  /** Saves the pad on screen, then shows another one (from the list needing attention). */
  open: (id: string) => Promise<Result<PadView>>;
  refreshAttention: () => Promise<void>;
  /** Follows `pad:changed` for the pad on screen; returns the unsubscribe. */
  watch: () => () => void;
  loadCatalogue: () => Promise<void>;
  /** Adds a finding at the end of its section; returns its local id. */
  addFinding: (kind: FindingKind, item: { name: string; id?: string }) => string;
  updateFinding: (
    localId: string,
    edit: (finding: ExaminationFinding) => ExaminationFinding,
  ) => void;
  removeFinding: (localId: string) => void;
  addProcedure: (item: { name: string; id?: string }) => string;
  updateProcedure: (localId: string, edit: (procedure: Procedure) => Procedure) => void;
  removeProcedure: (localId: string) => void;
  /** The platform's patient id, trimmed ('' removes it). */
  setPatientId: (text: string) => void;
  setVitalText: (vitalId: string, text: string) => void;
  /** When a glucose was taken; chosen before the value is typed, it waits for the value. */
  setVitalContext: (vitalId: string, context: GlucoseContext) => void;
  /** Contexts chosen for vitals not typed yet. */
  pendingContexts: Record<string, GlucoseContext>;
  switchVitalUnit: (fromId: string, toId: string) => void;
  /** Saves now if anything is unsaved, and waits for it (and for a save already running). */
  flush: () => Promise<void>;
  finalize: () => Promise<Result<PadView>>;
  reopen: () => Promise<Result<PadView>>;
  /** Saves the pad on screen, then starts a new, empty one. */
  startNew: () => Promise<Result<PadView>>;
}

/** The pad as it stands on screen, ready to save. */
export function padOf(state: PadState): Pad | null {
  const { meta } = state;
  if (meta === null) return null;
  return {
    id: meta.id,
    ...(meta.patientId === undefined ? {} : { patientId: meta.patientId }),
    createdAt: meta.createdAt,
    updatedAt: meta.updatedAt,
    findings: state.findingIds.flatMap((id) => state.findings[id] ?? []),
    procedures: state.procedureIds.flatMap((id) => state.procedures[id] ?? []),
    vitals: state.vitals,
  };
}

function orderOf(findings: readonly ExaminationFinding[]): FindingOrder {
  const order: FindingOrder = { symptom: [], diagnosis: [], examination: [] };
  for (const finding of findings) order[findingKind(finding)].push(finding.localId);
  return order;
}

function metaOf(view: PadView): PadMeta {
  return {
    id: view.pad.id,
    ...(view.pad.patientId === undefined ? {} : { patientId: view.pad.patientId }),
    createdAt: view.pad.createdAt,
    updatedAt: view.pad.updatedAt,
    status: view.status,
    sync: view.sync,
    canEdit: view.canEdit,
    canReopen: view.canReopen,
    otherAccount: view.otherAccount,
  };
}

/** The whole view, replacing what is on screen. */
function fromView(view: PadView): Partial<PadState> {
  const { pad } = view;
  return {
    meta: metaOf(view),
    loadError: null,
    findingIds: pad.findings.map((f) => f.localId),
    findingOrder: orderOf(pad.findings),
    findings: Object.fromEntries(pad.findings.map((f) => [f.localId, f])),
    procedureIds: pad.procedures.map((p) => p.localId),
    procedures: Object.fromEntries(pad.procedures.map((p) => [p.localId, p])),
    vitals: pad.vitals,
    revision: view.revision,
    saveState: 'saved',
    saveError: null,
    savedAt: view.pad.updatedAt,
  };
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/** The Since group of a lookup item, if it has one. */
export function sinceGroupOf(item: PropertyItem | undefined): PropertyGroup | undefined {
  return item?.groups.find((group) => group.kind === 'since');
}

// Timers and the running save live outside the state: nothing renders from them.
let saveTimer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | undefined;
/** Grows with every edit; a save confirms the edits up to the value it started with. */
let editCount = 0;

export const usePadStore = create<PadState>()((set, get) => {
  function cancelTimer(): void {
    if (saveTimer !== undefined) clearTimeout(saveTimer);
    saveTimer = undefined;
  }

  function schedule(): void {
    cancelTimer();
    saveTimer = setTimeout(() => {
      saveTimer = undefined;
      void saveNow();
    }, AUTOSAVE_DELAY_MS);
  }

  /** One save at a time; edits made during it are saved by the next. */
  async function saveNow(): Promise<void> {
    while (running !== undefined) await running;
    const state = get();
    const pad = padOf(state);
    if (pad === null || state.saveState === 'saved' || !state.meta?.canEdit) return;
    const upTo = editCount;
    set({ saveState: 'saving' });
    running = (async () => {
      const result = await companion().savePadDraft({ pad, expectedRevision: get().revision });
      if (get().meta?.id !== pad.id) return; // Another pad was opened meanwhile.
      if (!result.ok) {
        set({ saveState: 'failed', saveError: result.error });
        return;
      }
      const changedSince = editCount !== upTo;
      set({
        revision: result.value.revision,
        savedAt: result.value.updatedAt,
        saveError: null,
        saveState: changedSince ? 'pending' : 'saved',
      });
      if (changedSince) schedule();
    })().finally(() => {
      running = undefined;
    });
    await running;
  }

  /** Applies an edit to a draft that may be edited, and schedules its save. */
  function edit(change: (state: PadState) => Partial<PadState>): boolean {
    const state = get();
    if (!state.meta?.canEdit) return false;
    editCount += 1;
    set({ ...change(state), saveState: 'pending' });
    schedule();
    return true;
  }

  function show(view: PadView): void {
    cancelTimer();
    set({ ...fromView(view), finalizeFields: {}, finalizeError: null, pendingContexts: {} });
  }

  const hasUnsaved = (): boolean => get().saveState !== 'saved';

  return {
    meta: null,
    patient: null,
    setPatient: (patient) => set({ patient }),
    loadError: null,
    findingIds: [],
    findingOrder: { symptom: [], diagnosis: [], examination: [] },
    findings: {},
    procedureIds: [],
    procedures: {},
    vitals: [],
    revision: 0,
    saveState: 'saved',
    saveError: null,
    savedAt: null,
    finalizeFields: {},
    finalizeError: null,
    busy: null,
    catalogue: {},
    catalogueErrors: {},
    attention: [],

    load: async () => {
      void get().refreshAttention();
      // Never replace unsaved work with the stored copy.
      if (get().meta !== null && hasUnsaved()) return;
      // Coming back to the screen keeps the pad that was on it (a finalized one included).
      const shown = get().meta?.id;
      const result =
        shown === undefined
          ? await companion().getCurrentPad({})
          : await companion().getPad({ id: shown });
      if (!result.ok) {
        set({ loadError: result.error });
        return;
      }
      if (get().meta !== null && hasUnsaved()) return;
      show(result.value);
    },

    open: async (id) => {
      await get().flush();
      if (hasUnsaved()) {
        return { ok: false, error: get().saveError ?? notSaved() };
      }
      const result = await companion().getPad({ id });
      if (result.ok) {
        show(result.value);
        void get().refreshAttention();
      }
      return result;
    },

    refreshAttention: async () => {
      const result = await companion().listPads({});
      // The list only points at other pads; failing to read it hides the pointer, nothing else.
      if (!result.ok) return;
      const shown = get().meta?.id;
      const attention = result.value.filter(
        (pad) => pad.id !== shown && (pad.syncState === 'rejected' || pad.syncState === 'dead'),
      );
      set({ attention });
    },

    watch: () =>
      companion().onPadChanged(({ id }) => {
        void get().refreshAttention();
        if (get().meta?.id !== id) return;
        void companion()
          .getPad({ id })
          .then((result) => {
            if (!result.ok || get().meta?.id !== id) return;
            // Unsaved edits stay; only where the pad stands is refreshed.
            if (hasUnsaved()) set({ meta: { ...get().meta!, ...metaOf(result.value) } });
            else show(result.value);
          });
      }),

    loadCatalogue: async () => {
      await Promise.all(
        PROPERTY_CONTEXTS.map(async (context) => {
          const result: Result<PropertiesView> = await companion().lookupProperties({ context });
          if (result.ok) {
            set((state) => ({
              catalogue: { ...state.catalogue, [context]: result.value.items },
              catalogueErrors: without(state.catalogueErrors, context),
            }));
          } else {
            set((state) => ({
              catalogueErrors: { ...state.catalogueErrors, [context]: result.error.message },
            }));
          }
        }),
      );
    },

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

    flush: async () => {
      cancelTimer();
      if (running !== undefined) await running;
      if (get().saveState === 'pending' || get().saveState === 'failed') await saveNow();
    },

    finalize: async () => {
      const meta = get().meta;
      if (meta === null) return notReady();
      set({ busy: 'finalizing', finalizeError: null });
      try {
        await get().flush();
        if (get().saveState !== 'saved') {
          const error = get().saveError ?? notSaved();
          set({ finalizeError: error });
          return { ok: false, error };
        }
        const result = await companion().finalizePad({
          id: meta.id,
          expectedRevision: get().revision,
        });
        if (result.ok) show(result.value);
        else set({ finalizeError: result.error, finalizeFields: result.error.fields ?? {} });
        return result;
      } finally {
        set({ busy: null });
      }
    },

    reopen: async () => {
      const meta = get().meta;
      if (meta === null) return notReady();
      set({ busy: 'reopening' });
      try {
        const result = await companion().reopenPad({ id: meta.id });
        if (result.ok) show(result.value);
        else set({ finalizeError: result.error });
        return result;
      } finally {
        set({ busy: null });
      }
    },

    startNew: async () => {
      set({ busy: 'starting' });
      try {
        await get().flush();
        if (get().saveState !== 'saved') {
          const error = get().saveError ?? notSaved();
          return { ok: false, error };
        }
        const result = await companion().newPad({});
        if (result.ok) show(result.value);
        return result;
      } finally {
        set({ busy: null });
      }
    },
  };
});

function notReady(): Result<never> {
  return {
    ok: false,
    error: { code: 'INTERNAL', message: 'The pad has not been read yet; wait a moment.' },
  };
}

function notSaved(): IpcError {
  return {
    code: 'INTERNAL',
    message: 'The pad could not be saved, so nothing else was done. What you wrote is on screen.',
  };
}

/** Test hook: forgets timers and the running save between tests. */
export function resetPadStoreTimers(): void {
  if (saveTimer !== undefined) clearTimeout(saveTimer);
  saveTimer = undefined;
  running = undefined;
  editCount = 0;
}
