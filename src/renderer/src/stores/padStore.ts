import { create } from 'zustand';
import type { PadView } from '../../../shared/pad-view';
import { PROPERTY_CONTEXTS } from '../../../shared/properties';
import type { PropertiesView } from '../../../shared/properties-view';
import type { Result } from '../../../shared/result';
import { companion } from '../companion';
import { checkEdits } from './pad/checkEdits';
import { followUpRefusal } from './pad/followUpText';
import { keepUnchanged } from './pad/keepUnchanged';
import { padEdits } from './pad/padEdits';
import { notReady, notSaved } from './pad/padRefusals';
import { cancelSave, scheduleSave } from './pad/saveTimer';
import { planEdits } from './pad/planEdits';
import { AUTOSAVE_DELAY_MS, fromView, metaOf, padOf, without, type PadState } from './pad/padState';

/*
 * The prescription pad being written, held normalised so that a row re-renders only when its own
 * entry changes: findings and procedures by local id, each section's order as a list of ids (new
 * only when an entry is added or removed), the vitals as typed. Each row subscribes once, to its
 * own key, through the row hub (pad/rowHub.ts, pad/useRowSlice.ts); the prescribing checks have
 * their own (pad/checkHub.ts); the pregnant mark and overrides are edits (pad/checkEdits.ts).
 * Every edit marks the pad changed and schedules a save: one save runs at a time, AUTOSAVE_DELAY_MS
 * after the last keystroke, and a change made while a save runs is saved right after it. A save
 * that fails leaves everything on screen and says why; the next edit, or Try again, saves again.
 */

export {
  AUTOSAVE_DELAY_MS,
  CONTEXT_OF_KIND,
  padOf,
  sinceGroupOf,
  type Catalogue,
  type CatalogueDefaults,
  type FindingOrder,
  type NewMedicine,
  type PadState,
  type SaveState,
} from './pad/padState';

// The running save lives outside the state, as does its timer (pad/saveTimer.ts).
let running: Promise<void> | undefined;
/** Grows with every edit; a save confirms the edits up to the value it started with. */
let editCount = 0;

export const usePadStore = create<PadState>()((set, get) => {
  const cancelTimer = cancelSave;
  const schedule = (): void => scheduleSave(() => void saveNow(), AUTOSAVE_DELAY_MS);

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
    set({
      ...keepUnchanged(get(), fromView(view)),
      finalizeFields: {},
      finalizeError: null,
      pendingContexts: {},
    });
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
    medicines: [],
    investigations: [],
    advice: [],
    notes: [],
    followUp: undefined,
    followUpText: null,
    revision: 0,
    saveState: 'saved',
    saveError: null,
    savedAt: null,
    finalizeFields: {},
    finalizeError: null,
    busy: null,
    catalogue: {},
    catalogueErrors: {},
    catalogueDefaults: {},
    propertiesNotice: null,
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
            const { defaults } = result.value;
            set((state) => ({
              catalogue: { ...state.catalogue, [context]: result.value.items },
              catalogueErrors: without(state.catalogueErrors, context),
              // The platform does not offer the lookup: the context's default groups, said once.
              catalogueDefaults: defaults
                ? { ...state.catalogueDefaults, [context]: defaults.groups }
                : without(state.catalogueDefaults, context),
              propertiesNotice: defaults
                ? defaults.message
                : Object.keys(without(state.catalogueDefaults, context)).length > 0
                  ? state.propertiesNotice
                  : null,
            }));
          } else {
            set((state) => ({
              catalogueErrors: { ...state.catalogueErrors, [context]: result.error.message },
            }));
          }
        }),
      );
    },

    ...padEdits(get, set, edit),
    ...planEdits(edit),
    ...checkEdits(get, set, edit),

    flush: async () => {
      cancelTimer();
      if (running !== undefined) await running;
      if (get().saveState === 'pending' || get().saveState === 'failed') await saveNow();
    },

    finalize: async () => {
      const meta = get().meta;
      if (meta === null) return notReady();
      // A follow-up that does not read is not saved: refused here, as the core would refuse it.
      const refused = followUpRefusal(get().followUpText);
      if (refused !== null) {
        set({ finalizeError: refused, finalizeFields: refused.fields ?? {} });
        return { ok: false, error: refused };
      }
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

/** Test hook: forgets timers and the running save between tests. */
export function resetPadStoreTimers(): void {
  cancelSave();
  running = undefined;
  editCount = 0;
}
