import { create } from 'zustand';
import type { AppInfo, ConnectionStatus } from '../../../shared/connection';
import type { IpcError } from '../../../shared/result';
import { companion } from '../companion';

interface AppState {
  info: AppInfo | null;
  infoError: IpcError | null;
  connection: ConnectionStatus | null;
  /** Reloads version and mode; called on start and after Settings switches the backend. */
  refreshInfo: () => Promise<void>;
  /** Loads the current connection state and follows pushed changes; returns the unsubscribe. */
  watchConnection: () => () => void;
}

export const useAppStore = create<AppState>()((set) => ({
  info: null,
  infoError: null,
  connection: null,
  refreshInfo: async () => {
    const result = await companion().getAppInfo({});
    if (result.ok) set({ info: result.value, infoError: null });
    else set({ infoError: result.error });
  },
  watchConnection: () => {
    // A pushed status is newer than the answer to a request that was already in flight.
    let pushed = false;
    const unsubscribe = companion().onConnectionStatus((status) => {
      pushed = true;
      set({ connection: status });
    });
    void companion()
      .getConnectionStatus({})
      .then((result) => {
        if (result.ok && !pushed) set({ connection: result.value });
      });
    return unsubscribe;
  },
}));
