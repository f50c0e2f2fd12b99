import { ipcMain, type BrowserWindow } from 'electron';
import { INVOKE_CHANNELS } from '../../shared/ipc/contract';
import type { Core } from '../core/core';
import { originOf } from '../core/ipc/origin';

/** One `ipcMain.handle` per contract channel, all through the core's validating dispatch. */
export function registerIpc(core: Core, window: BrowserWindow): () => void {
  for (const channel of INVOKE_CHANNELS) {
    ipcMain.handle(channel, (event, args: unknown) =>
      core.dispatch(channel, args, originOf(event.senderFrame?.url)),
    );
  }
  const unsubscribe = core.onEvent((channel, payload) => {
    if (!window.isDestroyed()) window.webContents.send(channel, payload);
  });
  return () => {
    unsubscribe();
    for (const channel of INVOKE_CHANNELS) ipcMain.removeHandler(channel);
  };
}
