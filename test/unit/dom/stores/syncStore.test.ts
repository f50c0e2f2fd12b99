import { beforeEach, describe, expect, it } from 'vitest';
import type { Result } from '../../../../src/shared/result';
import type { SyncItemPage, SyncItemView, SyncStatus } from '../../../../src/shared/sync';
import { useSyncStore } from '../../../../src/renderer/src/stores/syncStore';
import {
  failResult,
  installFakeCompanion,
  makeSyncItem,
  makeSyncStatus,
  okResult,
} from '../fixtures';

/** A page holding `items`, the last of its group. */
const page = (items: SyncItemView[], total = items.length): SyncItemPage => ({
  group: 'waiting',
  items,
  total,
});

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

  it('loads both groups, and lets only the newest of two overlapping loads write', async () => {
    const first = deferred<Result<SyncItemPage>>();
    const answers = [first.promise, okResult(page([makeSyncItem({ id: 2 })]))];
    const fake = installFakeCompanion({
      listSyncItems: ({ group }) =>
        group === 'waiting' ? (answers.shift() ?? okResult(page([]))) : okResult(page([], 3)),
    });
    const slow = useSyncStore.getState().loadItems();
    await useSyncStore.getState().loadItems();
    first.resolve({ ok: true, value: page([makeSyncItem({ id: 1 })]) });
    await slow;
    expect(fake.listSyncItems).toHaveBeenCalledTimes(4);
    expect(fake.listSyncItems).toHaveBeenCalledWith({ group: 'attention', limit: 100 });
    expect(useSyncStore.getState().items?.map((item) => item.id)).toEqual([2]);
    expect(useSyncStore.getState().groups?.attention.total).toBe(3);
    expect(useSyncStore.getState().loadingItems).toBe(false);
  });

  it('shows the next page after the cursor, then reads as many lines again on reload', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => makeSyncItem({ id: i + 1 }));
    const fake = installFakeCompanion({
      listSyncItems: ({ group, after = 0, limit = 100 }) => {
        if (group !== 'waiting') return okResult(page([]));
        const items = rows.filter((row) => row.id > after).slice(0, limit);
        const last = items.at(-1)?.id;
        return okResult({
          group,
          items,
          total: 250,
          ...(last !== undefined && last < 250 ? { nextCursor: last } : {}),
        });
      },
    });
    await useSyncStore.getState().loadItems();
    expect(useSyncStore.getState().items).toHaveLength(100);
    expect(await useSyncStore.getState().showMore('waiting')).toBe(101);
    expect(fake.listSyncItems).toHaveBeenLastCalledWith({
      group: 'waiting',
      after: 100,
      limit: 100,
    });
    expect(
      useSyncStore
        .getState()
        .items?.map((item) => item.id)
        .slice(99, 101),
    ).toEqual([100, 101]);
    await useSyncStore.getState().loadItems();
    expect(fake.listSyncItems).toHaveBeenLastCalledWith({ group: 'waiting', limit: 200 });
    expect(useSyncStore.getState().groups?.waiting).toMatchObject({ total: 250, nextCursor: 200 });
    expect(useSyncStore.getState().items).toHaveLength(200);
  });

  it('keeps the list error and the last list when a load fails', async () => {
    const answers = [
      okResult(page([makeSyncItem()])),
      failResult('INTERNAL', 'Unreadable outbox.'),
    ];
    installFakeCompanion({
      listSyncItems: ({ group }) =>
        group === 'waiting' ? (answers.shift() ?? okResult(page([]))) : okResult(page([])),
    });
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
    expect(fake.listSyncItems).toHaveBeenCalledTimes(4);
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
    expect(fake.listSyncItems).toHaveBeenCalledTimes(2);
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
