// Injected into the page before the renderer loads: builds `window.companion` with the same
// contract code the preload uses, over Playwright bindings to the real core in the test process.
import { createCompanionApi } from '../../src/shared/ipc/api';
import type { EventChannel, InvokeChannel } from '../../src/shared/ipc/contract';
import type { Result } from '../../src/shared/result';

interface HarnessWindow {
  __companionInvoke(channel: InvokeChannel, args: unknown): Promise<Result<unknown>>;
  __companionEmit?: (channel: EventChannel, payload: unknown) => void;
  companion?: unknown;
}

const w = window as unknown as HarnessWindow;
const listeners = new Map<EventChannel, Set<(payload: unknown) => void>>();

w.__companionEmit = (channel, payload) => {
  for (const listener of listeners.get(channel) ?? []) listener(payload);
};

w.companion = createCompanionApi(
  (channel, args) => w.__companionInvoke(channel, args),
  (channel, listener) => {
    const set = listeners.get(channel) ?? new Set();
    set.add(listener);
    listeners.set(channel, set);
    return () => set.delete(listener);
  },
);
