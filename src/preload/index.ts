import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { createCompanionApi } from '../shared/ipc/api';

// Exactly the contract's methods: no ipcRenderer, no channel names, no Node objects cross the bridge.
const api = createCompanionApi(
  (channel, args) => ipcRenderer.invoke(channel, args),
  (channel, listener) => {
    const forward = (_event: IpcRendererEvent, payload: unknown): void => listener(payload);
    ipcRenderer.on(channel, forward);
    return () => {
      ipcRenderer.removeListener(channel, forward);
    };
  },
);

contextBridge.exposeInMainWorld('companion', api);
