import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncStatus } from '../../../../src/shared/sync';
import { SyncIndicator } from '../../../../src/renderer/src/frame/SyncIndicator';
import { makeSyncStatus } from '../fixtures';

const NOW = new Date('2025-03-05T10:00:00Z');

function renderIndicator(status: SyncStatus | null, onOpen = vi.fn()) {
  const utils = render(<SyncIndicator status={status} onOpen={onOpen} />);
  const button = () => screen.getByRole('button');
  return { ...utils, button, onOpen };
}

/** Text as read, with the runs of spaces between parts collapsed. */
const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('SyncIndicator', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing before the first status arrives', () => {
    const { container } = renderIndicator(null);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says quietly that all changes were sent when nothing waits', () => {
    const { button } = renderIndicator(makeSyncStatus());
    // The hidden "Sync:" tells screen-reader users where the button leads.
    expect(screen.getByRole('button', { name: 'Sync: All changes sent' })).toBe(button());
    expect(text(button())).toBe('Sync: All changes sent');
    expect(button().querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('counts the changes waiting and says how old the oldest is', () => {
    const { button } = renderIndicator(
      makeSyncStatus({ state: 'paused', waiting: 3, oldestWaitingSince: '2025-03-05T09:55:00Z' }),
    );
    expect(text(button())).toBe('Sync: 3 waiting, oldest 5 min');
    expect(button().querySelector('time')?.getAttribute('dateTime')).toBe('2025-03-05T09:55:00Z');
  });

  it('counts rejected and given-up changes as needing attention, with a warning icon', () => {
    const { button } = renderIndicator(makeSyncStatus({ rejected: 1, dead: 2 }));
    expect(text(button())).toBe('Sync: 3 need attention');
    expect(button().className).toContain('attention');
    const part = screen.getByText('3 need attention');
    expect(part.querySelector('path')?.getAttribute('d')).toContain('M12 3L2 20h20z');
    // The one count the person must act on is announced.
    expect(screen.getByRole('status').textContent).toBe('3 need attention in Sync');
  });

  it('says "needs" for a single change', () => {
    const { button } = renderIndicator(makeSyncStatus({ rejected: 1 }));
    expect(text(button())).toBe('Sync: 1 needs attention');
  });

  it('shows waiting and attention together, leaving progress to the connection indicator', () => {
    const { button } = renderIndicator(
      makeSyncStatus({
        state: 'syncing',
        waiting: 7,
        rejected: 1,
        oldestWaitingSince: '2025-03-05T08:00:00Z',
        progress: { done: 3, total: 10 },
      }),
    );
    expect(text(button())).toBe('Sync: 7 waiting, oldest 2 hr 1 needs attention');
    expect(button().textContent).not.toContain('All changes sent');
  });

  it('never shows a negative age when the clock has gone back', () => {
    const { button } = renderIndicator(
      makeSyncStatus({ waiting: 1, oldestWaitingSince: '2025-03-05T10:20:00Z' }),
    );
    expect(text(button())).toBe('Sync: 1 waiting, oldest under 1 min');
  });

  it('brings the age up to date as time passes', () => {
    const { button } = renderIndicator(
      makeSyncStatus({ waiting: 1, oldestWaitingSince: '2025-03-05T09:55:30Z' }),
    );
    expect(text(button())).toBe('Sync: 1 waiting, oldest 4 min');
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(text(button())).toBe('Sync: 1 waiting, oldest 5 min');
  });

  it('opens the Sync screen', async () => {
    vi.useRealTimers();
    const { button, onOpen } = renderIndicator(makeSyncStatus({ waiting: 2 }));
    await userEvent.setup().click(button());
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
