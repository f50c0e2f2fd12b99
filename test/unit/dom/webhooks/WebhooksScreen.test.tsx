import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSyncStore } from '../../../../src/renderer/src/stores/syncStore';
import { useWebhooksStore } from '../../../../src/renderer/src/stores/webhooksStore';
import { WebhooksScreen } from '../../../../src/renderer/src/webhooks/WebhooksScreen';
import {
  installFakeCompanion,
  makeListView,
  makePendingRegistration,
  makeSyncStatus,
  makeWebhook,
  okResult,
} from '../fixtures';

const ENDPOINT = 'https://new.clinic.example/in';

describe('WebhooksScreen', () => {
  beforeEach(() => {
    useWebhooksStore.setState(useWebhooksStore.getInitialState(), true);
    useSyncStore.setState(useSyncStore.getInitialState(), true);
  });

  it('reloads the list when the outbox counts change, so a sent registration turns real', async () => {
    const answers = [
      okResult(makeListView({ pending: [makePendingRegistration({ endpoint: ENDPOINT })] })),
      okResult(
        makeListView({
          webhooks: [makeWebhook(), makeWebhook({ id: 'wh-9', endpoint: ENDPOINT })],
        }),
      ),
    ];
    const fake = installFakeCompanion({
      getSyncStatus: () => okResult(makeSyncStatus({ waiting: 1 })),
      listWebhooks: () => answers.shift() ?? okResult(makeListView()),
    });
    const unwatch = useSyncStore.getState().watch();
    render(<WebhooksScreen />);
    expect(await screen.findByText('Waiting to sync')).toBeTruthy();
    await waitFor(() => expect(useSyncStore.getState().status).not.toBeNull());
    // The first counts are no change: the list loaded on opening already has the pending row.
    expect(fake.listWebhooks).toHaveBeenCalledTimes(1);

    act(() => fake.emit('sync:status', makeSyncStatus({ waiting: 0 })));
    await waitFor(() => expect(screen.queryByText('Waiting to sync')).toBeNull());
    expect(fake.listWebhooks).toHaveBeenCalledTimes(2);
    expect(fake.listWebhooks).toHaveBeenLastCalledWith({ limit: 50 });
    expect(screen.getByRole('rowheader', { name: ENDPOINT })).toBeTruthy();
    unwatch();
  });

  it('does not reload for a status whose counts are unchanged (progress only)', async () => {
    const fake = installFakeCompanion({
      getSyncStatus: () => okResult(makeSyncStatus({ waiting: 3 })),
    });
    const unwatch = useSyncStore.getState().watch();
    render(<WebhooksScreen />);
    await waitFor(() => expect(useSyncStore.getState().status).not.toBeNull());
    act(() =>
      fake.emit(
        'sync:status',
        makeSyncStatus({ state: 'syncing', waiting: 3, progress: { done: 0, total: 3 } }),
      ),
    );
    await act(() => Promise.resolve());
    expect(fake.listWebhooks).toHaveBeenCalledTimes(1);

    act(() => fake.emit('sync:status', makeSyncStatus({ waiting: 2, rejected: 1 })));
    await waitFor(() => expect(fake.listWebhooks).toHaveBeenCalledTimes(2));
    unwatch();
  });
});
