import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ErrorAlert } from './ErrorAlert';

/** A screen whose code is in a chunk of its own, fetched on first use (or by `prefetch`). */
export interface LazyScreen {
  /** Renders the screen: at once when its chunk is here, else a status line until it arrives. */
  Screen: ComponentType;
  /** Fetches the chunk now (idle time after the first paint), so opening the screen is instant. */
  prefetch: () => Promise<unknown>;
}

/**
 * `name` is the screen's name in words, for the loading line ("Loading Sync…"). Once the chunk
 * has arrived the screen renders synchronously: no loading line flashes on later visits. A chunk
 * that fails to load (a damaged install) shows one sentence instead, and the next visit retries.
 */
export function lazyScreen(name: string, load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;

  const fetchChunk = (): Promise<{ default: ComponentType }> => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      () => {
        pending = undefined;
        Lazy = lazy(fetchChunk);
        return { default: () => <ScreenNotLoaded name={name} /> };
      },
    );
    return pending;
  };
  let Lazy = lazy(fetchChunk);

  function Screen() {
    // Decided once per visit: a screen first shown through Suspense keeps that tree when its
    // chunk arrives, so a later render never swaps it for a new one (which would remount it and
    // lose what the doctor typed, and where focus was).
    const [Loaded] = useState<ComponentType | undefined>(() => loaded);
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={<ScreenLoading name={name} />}>
        <Lazy />
      </Suspense>
    );
  }
  return { Screen, prefetch: fetchChunk };
}

/** Said while a screen's chunk is on its way (a local file: a moment at most). */
export function ScreenLoading({ name }: { name: string }) {
  return (
    <p role="status" className="screen-loading">
      Loading {name}…
    </p>
  );
}

function ScreenNotLoaded({ name }: { name: string }) {
  return (
    <ErrorAlert>
      The {name} screen could not be loaded; open it again, or restart Clinic Companion if it still
      fails.
    </ErrorAlert>
  );
}
