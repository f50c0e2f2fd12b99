import { create } from 'zustand';
import { DEFAULT_SCREEN, type ScreenId } from '../lib/screens';

/**
 * Where focus should land on the screen being opened, when not on its heading: `abha` is the
 * consultation's ABHA section (its "Create ABHA" button, or its heading when there is nothing to
 * create), for staff who came from the ABHA screen to register the patient. `finished`: Today
 * after a consultation was finished, which says so and offers the next patient.
 */
export type NavFocus = 'abha' | 'finished';

interface NavState {
  screen: ScreenId;
  /**
   * True once the person has moved between screens. The first screen does not steal focus on
   * start; later ones move focus to their heading so keyboard and screen-reader users land there.
   */
  navigated: boolean;
  /** The last navigation's focus intent; every navigation sets it afresh (null: the heading). */
  focus: NavFocus | null;
  navigate: (screen: ScreenId, focus?: NavFocus) => void;
}

export const useNavStore = create<NavState>()((set, get) => ({
  screen: DEFAULT_SCREEN,
  navigated: false,
  focus: null,
  navigate: (screen, focus) => {
    if (get().screen === screen) return;
    set({ screen, navigated: true, focus: focus ?? null });
  },
}));
