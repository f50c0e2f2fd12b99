import { create } from 'zustand';
import { DEFAULT_SCREEN, type ScreenId } from '../lib/screens';

interface NavState {
  screen: ScreenId;
  /**
   * True once the person has moved between screens. The first screen does not steal focus on
   * start; later ones move focus to their heading so keyboard and screen-reader users land there.
   */
  navigated: boolean;
  navigate: (screen: ScreenId) => void;
}

export const useNavStore = create<NavState>()((set, get) => ({
  screen: DEFAULT_SCREEN,
  navigated: false,
  navigate: (screen) => {
    if (get().screen === screen) return;
    set({ screen, navigated: true });
  },
}));
