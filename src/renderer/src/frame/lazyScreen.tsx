import { useEffect, useState, type ComponentType } from 'react';
import { ErrorAlert } from './ErrorAlert';

/** A screen whose code is in a chunk of its own, fetched on first use (or by `prefetch`). */
export interface LazyScreen {
  /** Renders the screen: at once when its chunk is here, else a status line until it arrives. */
  Screen: ComponentType;
  /** Fetches the chunk now (idle time after the first paint), so opening the screen is instant. */
  prefetch: () => Promise<unknown>;
}

type Shown = { kind: 'loading' } | { kind: 'ready'; Loaded: ComponentType } | { kind: 'failed' };

/**
 * `name` is the screen's name in words, for the loading line ("Loading Sync…"). Once the chunk
 * has arrived the screen renders synchronously: no loading line flashes on later visits. A chunk
 * that fails to load (a damaged install) shows one sentence instead, and the next visit retries.
 *
 * Not React.lazy with Suspense: React holds content back for up to 300 ms after a fallback was
 * shown (its fallback throttle), so a local chunk that arrived in a few milliseconds still kept
 * the Sync screen from the doctor for about half a second. Here the screen replaces the loading
 * line in the render right after its chunk arrives.
 */
export function lazyScreen(name: string, load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;

  const fetchChunk = (): Promise<ComponentType> => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  function Screen() {
    // Decided once per visit and kept: a later render never swaps the screen for a new one
    // (which would remount it and lose what the doctor typed, and where focus was).
    const [shown, setShown] = useState<Shown>(() =>
      loaded ? { kind: 'ready', Loaded: loaded } : { kind: 'loading' },
    );
    const waiting = shown.kind === 'loading';
    useEffect(() => {
      if (!waiting) return;
      let live = true;
      fetchChunk().then(
        (Loaded) => live && setShown({ kind: 'ready', Loaded }),
        () => live && setShown({ kind: 'failed' }),
      );
      return () => {
        live = false;
      };
    }, [waiting]);
    if (shown.kind === 'ready') return <shown.Loaded />;
    if (shown.kind === 'failed') return <ScreenNotLoaded name={name} />;
    return <ScreenLoading name={name} />;
  }
  return { Screen, prefetch: () => fetchChunk().catch(() => undefined) };
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
