import { companion } from '../companion';

type Flush = () => Promise<void>;

const flushes = new Set<Flush>();
let unsubscribe: (() => void) | undefined;

async function onClosing({ token }: { token: string }): Promise<void> {
  // A snapshot: a store that registers or leaves while the others save changes nothing here.
  await Promise.allSettled([...flushes].map((flush) => Promise.resolve().then(flush)));
  try {
    await companion().readyToClose({ token });
  } catch {
    // The window closes after a short wait anyway; there is no one left to tell.
  }
}

/**
 * Registers work to finish before the window closes (a store's pending debounced save). When the
 * main process announces the close, every registered flush runs, and once all have settled (saved
 * or failed) the renderer tells the main process it may close. Returns the unregister function.
 */
export function registerCloseFlush(flush: Flush): () => void {
  flushes.add(flush);
  unsubscribe ??= companion().onAppClosing((payload) => void onClosing(payload));
  return () => {
    flushes.delete(flush);
    if (flushes.size === 0 && unsubscribe) {
      unsubscribe();
      unsubscribe = undefined;
    }
  };
}
