import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSyncStore } from '../../../../src/renderer/src/stores/syncStore';
import { SyncScreen } from '../../../../src/renderer/src/sync/SyncScreen';
import { installFakeCompanion, makeSyncItem, makeSyncStatus, okResult } from '../fixtures';

const REJECTED = makeSyncItem({
  id: 5,
  state: 'rejected',
  summary: 'Webhook registration for https://bad.example/hook',
  message: 'Webhook registration for https://bad.example/hook rejected: Endpoint refused.',
  canRetry: true,
});

describe('SyncScreen', () => {
  beforeEach(() => {
    useSyncStore.setState(useSyncStore.getInitialState(), true);
  });

  it('loads the changes on opening and again whenever the core pushes a status', async () => {
    const answers = [okResult([REJECTED]), okResult([])];
    const fake = installFakeCompanion({ listSyncItems: () => answers.shift() ?? okResult([]) });
    const unwatch = useSyncStore.getState().watch();
    render(<SyncScreen />);
    expect(await screen.findByText(REJECTED.message)).toBeTruthy();
    expect(fake.listSyncItems).toHaveBeenCalledTimes(1);

    act(() => fake.emit('sync:status', makeSyncStatus()));
    expect(
      await screen.findByText('Nothing waiting. Every change has reached the platform.'),
    ).toBeTruthy();
    expect(fake.listSyncItems).toHaveBeenCalledTimes(2);
    unwatch();
  });

  it('retries through the core and then shows the list afresh', async () => {
    const answers = [okResult([REJECTED]), okResult([{ ...REJECTED, state: 'waiting' as const }])];
    const fake = installFakeCompanion({ listSyncItems: () => answers.shift() ?? okResult([]) });
    render(<SyncScreen />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: `Retry ${REJECTED.summary}` }));
    expect(fake.retrySyncItem).toHaveBeenCalledWith({ id: 5 });
    await waitFor(() => expect(screen.getByText('Waiting to be sent')).toBeTruthy());
    expect(fake.listSyncItems).toHaveBeenCalledTimes(2);
  });

  it('discards through the core only after confirmation', async () => {
    const user = userEvent.setup();
    const fake = installFakeCompanion({ listSyncItems: () => okResult([REJECTED]) });
    render(<SyncScreen />);
    await user.click(await screen.findByRole('button', { name: `Discard ${REJECTED.summary}` }));
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
