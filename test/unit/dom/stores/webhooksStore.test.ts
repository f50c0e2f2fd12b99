import { beforeEach, describe, expect, it } from 'vitest';
import { useSyncStore } from '../../../../src/renderer/src/stores/syncStore';
import { useWebhooksStore } from '../../../../src/renderer/src/stores/webhooksStore';
import { failResult, installFakeCompanion, okResult } from '../fixtures';

const INPUT = {
  event_names: ['receipt.created' as const],
  endpoint: 'https://new.example/in',
  protocol: 'https' as const,
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('useWebhooksStore', () => {
  beforeEach(() => {
    useWebhooksStore.setState(useWebhooksStore.getInitialState(), true);
    useSyncStore.setState(useSyncStore.getInitialState(), true);
  });

  it('announces a registration the platform took, and asks the platform for the list', async () => {
    const fake = installFakeCompanion();
    const result = await useWebhooksStore.getState().register(INPUT);
    expect(result).toEqual({ ok: true, value: { state: 'sent', value: { id: 'wh-new' } } });
    expect(useWebhooksStore.getState().announcement?.text).toBe('Webhook registered');
    expect(fake.listWebhooks).toHaveBeenCalledWith({ refresh: true, limit: 50 });
  });

  it('announces a queued registration as saved for later, and reloads without asking the platform', async () => {
    const fake = installFakeCompanion({
      registerWebhook: () => okResult({ state: 'queued', outboxId: 3, reason: 'Offline.' }),
    });
    await useWebhooksStore.getState().register(INPUT);
    expect(useWebhooksStore.getState().announcement?.text).toBe(
      'Saved. The webhook will be registered when the connection returns.',
    );
    expect(fake.listWebhooks).toHaveBeenCalledWith({ limit: 50 });
  });

  it('announces nothing and reloads nothing when a registration fails', async () => {
    const fake = installFakeCompanion({
      registerWebhook: () => failResult('REJECTED', 'Refused.'),
    });
    const result = await useWebhooksStore.getState().register(INPUT);
    expect(result.ok).toBe(false);
    expect(useWebhooksStore.getState().announcement).toBeNull();
    expect(fake.listWebhooks).not.toHaveBeenCalled();
  });

  it('announces a deletion as done or as saved for later', async () => {
    const fake = installFakeCompanion();
    await useWebhooksStore.getState().remove('wh-1');
    expect(fake.deleteWebhook).toHaveBeenCalledWith({ id: 'wh-1' });
    expect(useWebhooksStore.getState().announcement?.text).toBe('Webhook deleted');

    installFakeCompanion({
      deleteWebhook: () => okResult({ state: 'queued', outboxId: 4, reason: 'Offline.' }),
    });
    await useWebhooksStore.getState().remove('wh-1');
    expect(useWebhooksStore.getState().announcement?.text).toBe(
      'Saved. The webhook will be deleted when the connection returns.',
    );
  });

  it('cancels a waiting registration through the outbox, then reloads the list and the counts', async () => {
    const fake = installFakeCompanion();
    const result = await useWebhooksStore.getState().cancelPending(7);
    await settle();
    expect(result).toEqual({ ok: true, value: { id: 7 } });
    expect(fake.discardSyncItem).toHaveBeenCalledWith({ id: 7 });
    expect(fake.listWebhooks).toHaveBeenCalledWith({ limit: 50 });
    expect(fake.getSyncStatus).toHaveBeenCalled();
    expect(useWebhooksStore.getState().announcement?.text).toBe('Registration cancelled');
  });
});
