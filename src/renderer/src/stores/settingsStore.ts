import { create } from 'zustand';
import type { IpcError, Result } from '../../../shared/result';
import type { PlatformSettingsInput, SettingsView } from '../../../shared/settings';
import { companion } from '../companion';
import { useAppStore } from './appStore';

interface SettingsState {
  settings: SettingsView | null;
  loadError: IpcError | null;
  /** Bumped whenever `settings` is replaced from the main process, so the form starts afresh. */
  revision: number;
  load: () => Promise<void>;
  save: (input: PlatformSettingsInput) => Promise<Result<SettingsView>>;
  switchToSandbox: () => Promise<Result<SettingsView>>;
}

export const useSettingsStore = create<SettingsState>()((set) => {
  const accept = (settings: SettingsView): void => {
    set((state) => ({ settings, loadError: null, revision: state.revision + 1 }));
    // The header's Sandbox badge and mode come from app info, which the switch has changed.
    void useAppStore.getState().refreshInfo();
  };

  return {
    settings: null,
    loadError: null,
    revision: 0,
    load: async () => {
      const result = await companion().getSettings({});
      if (result.ok)
        set((state) => ({ settings: result.value, loadError: null, revision: state.revision + 1 }));
      else set({ loadError: result.error });
    },
    save: async (input) => {
      const result = await companion().savePlatformSettings(input);
      if (result.ok) accept(result.value);
      return result;
    },
    switchToSandbox: async () => {
      const result = await companion().useSandbox({});
      if (result.ok) accept(result.value);
      return result;
    },
  };
});
