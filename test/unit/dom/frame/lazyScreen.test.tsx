import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../../src/renderer/src/App';
import { lazyScreen } from '../../../../src/renderer/src/frame/lazyScreen';
import { ScreenHeading } from '../../../../src/renderer/src/frame/ScreenHeading';
import { useNavStore } from '../../../../src/renderer/src/stores/navStore';
import { installFakeCompanion } from '../fixtures';

/** A chunk that arrives (or fails) when the test says. */
function deferredChunk() {
  let settle!: { resolve: () => void; reject: () => void };
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<() => React.JSX.Element>((resolve, reject) => {
      settle = {
        resolve: () => resolve(() => <ScreenHeading focusOnMount>Sync</ScreenHeading>),
        reject: () => reject(new Error('chunk missing')),
      };
    });
  };
  return { load, settle: () => settle, calls: () => calls };
}

describe('a screen in a chunk of its own', () => {
  beforeEach(() => {
    useNavStore.setState(useNavStore.getInitialState(), true);
  });

  it('says it is loading in words, then shows the screen with focus on its heading', async () => {
    const chunk = deferredChunk();
    const { Screen } = lazyScreen('Sync', chunk.load);
    const view = render(<Screen />);
    expect(screen.getByRole('status').textContent).toBe('Loading Sync…');
    expect(screen.queryByRole('heading')).toBeNull();
    // Async act: the chunk's promise settles, and the render and its effects (the focus) run,
    // before it returns; a sync act left the effects to a later task, which a loaded machine ran
    // after the assertion.
    await act(() => {
      chunk.settle().resolve();
      return Promise.resolve();
    });
    const heading = screen.getByRole('heading', { level: 1, name: 'Sync' });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole('status')).toBeNull();
    // A later visit renders at once: no loading line, no second fetch.
    view.unmount();
    render(<Screen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sync' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(chunk.calls()).toBe(1);
  });

  it('keeps the screen it showed, and what was typed in it, when it renders again after its chunk arrived', async () => {
    let resolve!: (component: () => React.JSX.Element) => void;
    const { Screen } = lazyScreen(
      'Notes',
      () => new Promise<() => React.JSX.Element>((done) => (resolve = done)),
    );
    const view = render(<Screen key="visit" />);
    act(() => resolve(() => <input aria-label="Note" />));
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Note' });
    fireEvent.change(field, { target: { value: 'typed before the re-render' } });
    view.rerender(<Screen key="visit" />);
    const after = screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' });
    expect(after).toBe(field);
    expect(after.value).toBe('typed before the re-render');
  });

  it('shows the screen in the render after its chunk arrives, with no wait behind the loading line', async () => {
    // React's Suspense holds content back up to 300 ms after showing a fallback, by its clock
    // (performance.now) and a timer. With that clock stopped, the screen must still replace the
    // loading line within a few turns of the event loop: it may not wait for a timer.
    const chunk = deferredChunk();
    const { Screen } = lazyScreen('Sync', chunk.load);
    const stopped = performance.now();
    const clock = vi.spyOn(performance, 'now').mockReturnValue(stopped);
    const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean })
      .IS_REACT_ACT_ENVIRONMENT;
    try {
      render(<Screen />);
      expect(screen.getByRole('status').textContent).toBe('Loading Sync…');
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
      chunk.settle().resolve();
      for (let turn = 0; turn < 10; turn += 1) await new Promise((done) => setTimeout(done, 0));
      expect(screen.queryByRole('heading', { level: 1, name: 'Sync' })).not.toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
      clock.mockRestore();
    }
  });

  it('fetched ahead by prefetch, opens without a loading line', async () => {
    const chunk = deferredChunk();
    const { Screen, prefetch } = lazyScreen('Sync', chunk.load);
    const fetched = prefetch();
    chunk.settle().resolve();
    await fetched;
    render(<Screen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sync' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says in one sentence when the chunk cannot be loaded, and the next visit tries again', async () => {
    const chunk = deferredChunk();
    const { Screen } = lazyScreen('Sync', chunk.load);
    const view = render(<Screen />);
    act(() => chunk.settle().reject());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The Sync screen could not be loaded; open it again, or restart Clinic Companion if it still fails.',
    );
    view.unmount();
    render(<Screen />);
    expect(screen.getByRole('status').textContent).toBe('Loading Sync…');
    act(() => chunk.settle().resolve());
    expect(await screen.findByRole('heading', { level: 1, name: 'Sync' })).toBeTruthy();
    expect(chunk.calls()).toBe(2);
  });

  it('in the app, Ctrl+6 says Sync is loading, then lands on its heading', async () => {
    installFakeCompanion();
    render(<App />);
    fireEvent.keyDown(window, { key: '6', code: 'Digit6', ctrlKey: true });
    expect(screen.getByText('Loading Sync…').getAttribute('role')).toBe('status');
    // The chunk is transformed on demand here: a loaded machine may take more than a second.
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Sync' },
      { timeout: 10_000 },
    );
    // The focus is the heading's effect, which may run a task after the heading is found.
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
