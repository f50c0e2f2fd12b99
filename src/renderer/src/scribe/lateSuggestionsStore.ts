import { create } from 'zustand';

/**
 * How many late suggestions wait on the consultation on screen (0: none), for the marker under
 * the patient's header; the step itself (ScribeReview) keeps it up to date.
 */
interface LateSuggestionsState {
  padId: string | null;
  waiting: number;
  set(padId: string, waiting: number): void;
  clear(padId: string): void;
}

export const useLateSuggestionsStore = create<LateSuggestionsState>((set, get) => ({
  padId: null,
  waiting: 0,
  set: (padId, waiting) => set({ padId, waiting }),
  clear(padId) {
    if (get().padId === padId) set({ padId: null, waiting: 0 });
  },
}));

/** The id of the step's heading: the marker's button and Alt+J's fallback go there. */
export const LATE_STEP_HEADING_ID = 'late-suggestions-title';
