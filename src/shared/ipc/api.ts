import {
  EVENT_CHANNELS,
  EVENT_METHODS,
  INVOKE_CHANNELS,
  INVOKE_METHODS,
  type EventChannel,
  type InvokeChannel,
} from './channels';
import type { CompanionApi } from './contract';
import type { Result } from '../result';

export type Invoke = (channel: InvokeChannel, args: unknown) => Promise<Result<unknown>>;
export type Subscribe = (channel: EventChannel, listener: (payload: unknown) => void) => () => void;

/**
 * Builds the `window.companion` object from the contract. The Electron preload passes
 * ipcRenderer-backed transports; the browser test harness passes Playwright bindings. Both get the
 * same, frozen shape.
 */
export function createCompanionApi(invoke: Invoke, subscribe: Subscribe): CompanionApi {
  const api: Record<string, unknown> = {};
  for (const channel of INVOKE_CHANNELS) {
    api[INVOKE_METHODS[channel]] = (args: unknown = {}) => invoke(channel, args);
  }
  for (const channel of EVENT_CHANNELS) {
    api[EVENT_METHODS[channel]] = (listener: (payload: unknown) => void) => {
      if (typeof listener !== 'function') throw new TypeError('listener must be a function');
      return subscribe(channel, listener);
    };
  }
  return Object.freeze(api) as unknown as CompanionApi;
}
