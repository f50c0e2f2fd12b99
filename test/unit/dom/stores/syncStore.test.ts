import { beforeEach, describe, expect, it } from 'vitest';
import type { Result } from '../../../../src/shared/result';
import type { SyncStatus } from '../../../../src/shared/sync';
import { useSyncStore } from '../../../../src/renderer/src/stores/syncStore';
import {
  failResult,
  installFakeCompanion,
  makeSyncItem,
  makeSyncStatus,
  okResult,
} from '../fixtures';

/** Lets queued promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useSyncStore', () => {
  beforeEach(() => {
    useSyncStore.setState(useSyncStore.getInitialState(), true);
  });

  it('loads the status on watch and takes every pushed status after it', async () => {
    const fake = installFakeCompanion({
      getSyncStatus: () => okResult(makeSyncStatus({ waiting: 2 })),
    });
    const unsubscribe = useSyncStore.getState().watch();
    await settle();
    expect(useSyncStore.getState().status?.waiting).toBe(2);

    fake.emit('sync:status', makeSyncStatus({ state: 'syncing', waiting: 1 }));
    expect(useSyncStore.getState().status).toMatchObject({ state: 'syncing', waiting: 1 });
    expect(useSyncStore.getState().pushed).toBe(1);

    unsubscribe();
    expect(fake.listeners('sync:status')).toBe(0);
  });

  it('keeps a pushed status over an older answer that arrives after it', async () => {
    const answer = deferred<Result<SyncStatus>>();
    const fake = installFakeCompanion({ getSyncStatus: () => answer.promise });
    useSyncStore.getState().watch();
    fake.emit('sync:status', makeSyncStatus({ waiting: 5 }));
    answer.resolve({ ok: true, value: makeSyncStatus({ waiting: 9 }) });
    await settle();
    expect(useSyncStore.getState().status?.waiting).toBe(5);
  });

  it('keeps the status error when the first load fails', async () => {
    installFakeCompanion({
      getSyncStatus: () => failResult('DATABASE_BUSY', 'The database is busy.'),
    });
    useSyncStore.getState().watch();
    await settle();
    expect(useSyncStore.getState().status).toBeNull();
    expect(useSyncStore.getState().statusError?.message).toBe('The database is busy.');
  });

  it('loads the list, and lets only the newest of two overlapping loads write', async () => {
    const first = deferred<Result<ReturnType<typeof makeSyncItem>[]>>();
    const answers = [first.promise, okResult([makeSyncItem({ id: 2 })])];
    const fake = installFakeCompanion({ listSyncItems: () => answers.shift() ?? okResult([]) });
    const slow = useSyncStore.getState().loadItems();
    await useSyncStore.getState().loadItems();
    first.resolve({ ok: true, value: [makeSyncItem({ id: 1 })] });
    await slow;
    expect(fake.listSyncItems).toHaveBeenCalledTimes(2);
    expect(useSyncStore.getState().items?.map((item) => item.id)).toEqual([2]);
    expect(useSyncStore.getState().loadingItems).toBe(false);
  });

  it('keeps the list error and the last list when a load fails', async () => {
    const answers = [okResult([makeSyncItem()]), failResult('INTERNAL', 'Unreadable outbox.')];
    installFakeCompanion({ listSyncItems: () => answers.shift() ?? okResult([]) });
    await useSyncStore.getState().loadItems();
    await useSyncStore.getState().loadItems();
    expect(useSyncStore.getState().items).toHaveLength(1);
    expect(useSyncStore.getState().itemsError?.message).toBe('Unreadable outbox.');
  });

  it('retries by id, then reloads the list and the counts', async () => {
    const fake = installFakeCompanion();
    await useSyncStore.getState().loadItems();
    const result = await useSyncStore.getState().retry(4);
    expect(result.ok).toBe(true);
    expect(fake.retrySyncItem).toHaveBeenCalledWith({ id: 4 });
    await settle();
    expect(fake.listSyncItems).toHaveBeenCalledTimes(2);
    expect(fake.getSyncStatus).toHaveBeenCalledTimes(1);
  });

  it('discards by id and reloads the counts, but not a list nothing has shown yet', async () => {
    const fake = installFakeCompanion();
    await useSyncStore.getState().discard(4);
    await settle();
    expect(fake.discardSyncItem).toHaveBeenCalledWith({ id: 4 });
    expect(fake.getSyncStatus).toHaveBeenCalledTimes(1);
    expect(fake.listSyncItems).not.toHaveBeenCalled();
  });

  it('reloads nothing when a retry fails, and hands the failure back', async () => {
    const fake = installFakeCompanion({
      retrySyncItem: () => failResult('CONFLICT', 'The change is being sent.'),
    });
    await useSyncStore.getState().loadItems();
    const result = await useSyncStore.getState().retry(4);
    await settle();
    expect(result).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    expect(fake.listSyncItems).toHaveBeenCalledTimes(1);
    expect(fake.getSyncStatus).not.toHaveBeenCalled();
  });

  it('takes the status that Sync now answers with', async () => {
    installFakeCompanion({
      syncNow: () => okResult(makeSyncStatus({ state: 'syncing', waiting: 4 })),
    });
    await useSyncStore.getState().syncNow();
    expect(useSyncStore.getState().status).toMatchObject({ state: 'syncing', waiting: 4 });
  });
});
