import { afterEach, describe, expect, it } from 'vitest';
import type { SyncItemPage } from '../../../src/shared/sync';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { record } from '../../helpers/recording';
import { OTHER_ACCOUNT, queueWebhookRegistrations } from '../../helpers/waiting-webhooks';
import { audioPartsText } from '../../../src/shared/audio-parts';

/** Rows made for another account: the core's own sync loop never claims them, this test does. */
const ACCOUNT = OTHER_ACCOUNT;

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An offline core with `count` webhook registrations waiting, oldest first. */
async function waitingRows(count: number): Promise<TestCompanion> {
  const target = await startTestCompanion();
  target.core.network.setOsOnline(false);
  queueWebhookRegistrations(target.core, count);
  return target;
}

const endpoints = (page: SyncItemPage) =>
  page.items.map((item) => item.summary.replace('Webhook registration for ', ''));

describe('sync:list, a page at a time (keyset by id)', () => {
  it('walks every row once, in order, with the total from the kept counts', async () => {
    app = await waitingRows(25);
    const seen: string[] = [];
    let after: number | undefined;
    let pages = 0;
    do {
      const page = await app.value('sync:list', {
        group: 'waiting',
        limit: 10,
        ...(after === undefined ? {} : { after }),
      });
      expect(page.total).toBe(25);
      seen.push(...endpoints(page));
      after = page.nextCursor;
      pages += 1;
    } while (after !== undefined);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `https://hooks.example/${i}`));
  });

  it('ends exactly at a page boundary without an empty page after it', async () => {
    app = await waitingRows(20);
    const first = await app.value('sync:list', { group: 'waiting', limit: 10 });
    expect(first.nextCursor).toBe(first.items[9]!.id);
    const second = await app.value('sync:list', {
      group: 'waiting',
      limit: 10,
      after: first.nextCursor!,
    });
    expect(second.items).toHaveLength(10);
    expect(second.nextCursor).toBeUndefined();
    // A cursor past the last row is an empty last page, not an error.
    const past = await app.value('sync:list', { group: 'waiting', after: 1_000_000 });
    expect(past).toMatchObject({ items: [], total: 20 });
    expect(past.nextCursor).toBeUndefined();
    const none = await app.value('sync:list', { group: 'attention' });
    expect(none).toEqual({ group: 'attention', items: [], total: 0 });
  });

  it('skips nothing and repeats nothing when rows settle or move between two pages', async () => {
    app = await waitingRows(30);
    const { outbox } = app.core;
    const first = await app.value('sync:list', { group: 'waiting', limit: 10 });
    const ids = first.items.map((item) => item.id);
    // Between the pages: a shown row and the first row of the next page are discarded, and the
    // first shown row is refused by the platform (it moves to "Needs attention").
    outbox.discard(ids[3]!, 'test');
    outbox.discard(ids[9]! + 1, 'test');
    const [claimed] = outbox.claimReady(1, ACCOUNT);
    expect(claimed!.id).toBe(ids[0]);
    const later = ids[9]! + 5;
    outbox.markRejected(claimed!.id, 'refused');
    const second = await app.value('sync:list', {
      group: 'waiting',
      limit: 10,
      after: first.nextCursor!,
    });
    expect(second.items.map((item) => item.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => ids[9]! + 2 + i),
    );
    expect(second.items.some((item) => item.id === later)).toBe(true);
    expect(second.total).toBe(27);
    const attention = await app.value('sync:list', { group: 'attention' });
    expect(attention.items.map((item) => item.id)).toEqual([ids[0]]);
    expect(attention.total).toBe(1);
  });

  it('refuses a bad cursor, page size or group in words', async () => {
    app = await waitingRows(1);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ after: -1 }, 'after', /cursor must be the number a previous page gave/],
      [{ after: 1.5 }, 'after', /cursor must be the number a previous page gave/],
      [{ after: 'abc' }, 'after', /cursor must be the number a previous page gave/],
      [{ limit: 0 }, 'limit', /page size must be a whole number from 1 to 500/],
      [{ limit: 501 }, 'limit', /page size must be a whole number from 1 to 500/],
      [{ group: 'everything' }, 'group', /group must be "attention", "waiting" or "all"/],
    ];
    for (const [args, field, message] of cases) {
      const result = await app.call('sync:list', args);
      expect(result.ok, JSON.stringify(args)).toBe(false);
      if (result.ok) continue;
      expect(result.error.code).toBe('INVALID_ARGUMENT');
      expect(result.error.fields?.[field]).toMatch(message);
    }
  });

  it('shows a recording’s steps as one line in the groups, and each step under "all"', async () => {
    app = await startTestCompanion();
    app.core.network.setOsOnline(false);
    const { id } = await app.value('recording:start', {});
    await record(app, id, 3);
    await app.value('recording:stop', { sessionId: id });
    const all = await app.value('sync:list', {});
    expect(all.items.length).toBeGreaterThan(3);
    const waiting = await app.value('sync:list', { group: 'waiting' });
    expect(waiting.total).toBe(all.items.length);
    const lines = waiting.items.filter((item) => item.bundle?.id === `recording:${id}`);
    expect(lines).toHaveLength(1);
    // Counted in audio parts, as the recording itself counts them: never its outbox steps.
    const { session } = await app.value('recording:get', { sessionId: id });
    expect(session.chunks).toMatchObject({ saved: 3, uploaded: 0 });
    expect(lines[0]!.message).toBe(
      `Recording: ${audioPartsText(session.chunks)}; the rest waiting to be sent`,
    );
    expect(lines[0]!.detail).toBe('0 of 3 audio parts sent; the rest waiting to be sent');
    expect(lines[0]!.changes).toBe(all.items.length);
    // Made on the Recordings screen, outside a visit: about no patient, dated when it was saved.
    expect(lines[0]!.about).toMatchObject({ patient: { kind: 'none' }, what: 'Recording' });
    // A page of one line still covers the whole recording: no second line for it on a later page.
    const first = await app.value('sync:list', { group: 'waiting', limit: 1 });
    expect(first.items[0]!.bundle?.id).toBe(`recording:${id}`);
    if (first.nextCursor !== undefined) {
      const rest = await app.value('sync:list', { group: 'waiting', after: first.nextCursor });
      expect(rest.items.filter((item) => item.bundle?.id === `recording:${id}`)).toEqual([]);
    }
  });
});
