import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SyncItemPage, SyncItemView } from '../../../../src/shared/sync';
import { useSyncStore } from '../../../../src/renderer/src/stores/syncStore';
import { SyncScreen } from '../../../../src/renderer/src/sync/SyncScreen';
import { installFakeCompanion, makeSyncItem, makeSyncStatus, okResult } from '../fixtures';

const REJECTED = makeSyncItem({
  id: 5,
  state: 'rejected',
  summary: 'Webhook registration for https://bad.example/hook',
  message: 'Webhook registration for https://bad.example/hook rejected: Endpoint refused.',
  detail: 'Refused by the platform: Endpoint refused.',
  canRetry: true,
});
/** Its buttons' names start with its words: what, then when (in this computer's zone). */
const named = (action: string) => new RegExp(`^${action} Webhook registration for https://bad`);

/** Answers a list request with `attention` as that group's only page, and nothing waiting. */
const lists = (...answers: SyncItemView[][]) => {
  const left = [...answers];
  return ({ group }: { group?: string }) => {
    const items = group === 'attention' ? (left.shift() ?? []) : [];
    return okResult<SyncItemPage>({ group: 'attention', items, total: items.length });
  };
};

describe('SyncScreen', () => {
  beforeEach(() => {
    useSyncStore.setState(useSyncStore.getInitialState(), true);
  });

  it('loads the changes on opening, and after pushed statuses at most once a second', async () => {
    const fake = installFakeCompanion({ listSyncItems: lists([REJECTED], [], []) });
    const unwatch = useSyncStore.getState().watch();
    render(<SyncScreen />);
    expect(await screen.findByText(REJECTED.detail)).toBeTruthy();
    expect(fake.listSyncItems).toHaveBeenCalledTimes(2);

    // A drain pushes a status every 100 ms: ten pushes, one read of the list.
    const started = Date.now();
    for (let i = 0; i < 10; i += 1) act(() => fake.emit('sync:status', makeSyncStatus()));
    expect(fake.listSyncItems).toHaveBeenCalledTimes(2);
    expect(
      await screen.findByText(
        'Nothing waiting. Every change has reached the platform.',
        {},
        { timeout: 3_000 },
      ),
    ).toBeTruthy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(fake.listSyncItems).toHaveBeenCalledTimes(4);
    unwatch();
  });

  it('retries through the core and then shows the list afresh', async () => {
    const fake = installFakeCompanion({
      listSyncItems: lists(
        [REJECTED],
        [{ ...REJECTED, state: 'waiting' as const, detail: 'Waiting to be sent' }],
      ),
    });
    render(<SyncScreen />);
    await userEvent.setup().click(await screen.findByRole('button', { name: named('Retry') }));
    expect(fake.retrySyncItem).toHaveBeenCalledWith({ id: 5 });
    await waitFor(() =>
      expect(document.querySelector('.sync-item__message')?.textContent).toBe('Waiting to be sent'),
    );
    expect(fake.listSyncItems).toHaveBeenCalledTimes(4);
  });

  it('discards through the core only after confirmation', async () => {
    const user = userEvent.setup();
    const fake = installFakeCompanion({ listSyncItems: lists([REJECTED], [REJECTED]) });
    render(<SyncScreen />);
    await user.click(await screen.findByRole('button', { name: named('Discard') }));
    expect(fake.discardSyncItem).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(fake.discardSyncItem).toHaveBeenCalledWith({ id: 5 });
  });

  it('runs a sync on request', async () => {
    const fake = installFakeCompanion({
      syncNow: () => okResult(makeSyncStatus({ state: 'syncing', waiting: 1 })),
    });
    render(<SyncScreen />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sync now' }));
    expect(fake.syncNow).toHaveBeenCalledWith({});
    expect(useSyncStore.getState().status?.state).toBe('syncing');
  });
});
