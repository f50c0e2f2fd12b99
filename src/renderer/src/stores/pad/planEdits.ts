import type { Medicine } from '../../../../shared/pad/medicine';
import type { PadState } from './padState';

/**
 * The pad store's edits of the plan: medicines, investigations, advice, the notes and the follow-up. Like
 * the findings' edits, each goes through `edit` (refused on a pad that cannot be edited; marks the
 * pad changed and schedules its save). Local ids are new UUIDs, unique across every list.
 */
export function planEdits(
  edit: (change: (state: PadState) => Partial<PadState>) => boolean,
): Pick<
  PadState,
  | 'addMedicine'
  | 'addMedicines'
  | 'updateMedicine'
  | 'removeMedicine'
  | 'addInvestigation'
  | 'updateInvestigation'
  | 'removeInvestigation'
  | 'addAdvice'
  | 'updateAdvice'
  | 'removeAdvice'
  | 'updateNote'
  | 'removeNote'
  | 'setFollowUp'
> {
  /** Replaces the entry with this local id through `change`; nothing when it is not there. */
  function replaced<T extends { localId: string }>(
    list: readonly T[],
    localId: string,
    change: (entry: T) => T,
  ): T[] | undefined {
    const index = list.findIndex((entry) => entry.localId === localId);
    const entry = list[index];
    return entry === undefined ? undefined : list.with(index, change(entry));
  }

  const added = (ok: boolean, localId: string) => (ok ? localId : '');

  return {
    addMedicine: (item) => {
      const localId = crypto.randomUUID();
      // The drug's published defaults are a starting point: each field stays the doctor's to change.
      const medicine: Medicine = {
        localId,
        name: item.name,
        ...(item.id === undefined ? {} : { drugId: item.id }),
        ...item.defaults,
        ...item.fields,
      };
      return added(
        edit((state) => ({ medicines: [...state.medicines, medicine] })),
        localId,
      );
    },
    addMedicines: (medicines) => {
      let added = false;
      const ok = edit((state) => {
        const ids = new Set(state.medicines.map((m) => m.localId));
        // Local ids are unique on the pad: lines whose id is taken are not added at all.
        if (medicines.some((m) => ids.has(m.localId))) return {};
        added = true;
        return { medicines: [...state.medicines, ...medicines] };
      });
      return ok && added;
    },
    updateMedicine: (localId, change) => {
      edit((state) => {
        const medicines = replaced(state.medicines, localId, change);
        return medicines === undefined ? {} : { medicines };
      });
    },
    removeMedicine: (localId) => {
      edit((state) => ({ medicines: state.medicines.filter((m) => m.localId !== localId) }));
    },

    addInvestigation: (item) => {
      const localId = crypto.randomUUID();
      const entry = {
        localId,
        name: item.name,
        ...(item.id === undefined ? {} : { labId: item.id }),
      };
      return added(
        edit((state) => ({ investigations: [...state.investigations, entry] })),
        localId,
      );
    },
    updateInvestigation: (localId, change) => {
      edit((state) => {
        const investigations = replaced(state.investigations, localId, change);
        return investigations === undefined ? {} : { investigations };
      });
    },
    removeInvestigation: (localId) => {
      edit((state) => ({
        investigations: state.investigations.filter((t) => t.localId !== localId),
      }));
    },

    addAdvice: (text) => {
      const localId = crypto.randomUUID();
      return added(
        edit((state) => ({ advice: [...state.advice, { localId, text }] })),
        localId,
      );
    },
    updateAdvice: (localId, text) => {
      edit((state) => {
        const advice = replaced(state.advice, localId, (line) => ({ ...line, text }));
        return advice === undefined ? {} : { advice };
      });
    },
    removeAdvice: (localId) => {
      edit((state) => ({ advice: state.advice.filter((line) => line.localId !== localId) }));
    },

    updateNote: (localId, text) => {
      edit((state) => {
        const notes = replaced(state.notes, localId, (note) => ({ ...note, text }));
        return notes === undefined ? {} : { notes };
      });
    },
    removeNote: (localId) => {
      edit((state) => ({ notes: state.notes.filter((note) => note.localId !== localId) }));
    },

    setFollowUp: (followUp, text) => {
      edit(() => ({ followUp, followUpText: text }));
    },
  };
}
