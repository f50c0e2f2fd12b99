import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
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
    act(() => chunk.settle().resolve());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sync' });
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
    expect(document.activeElement).toBe(heading);
  });
});
