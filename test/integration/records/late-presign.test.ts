import { afterEach, expect, it } from 'vitest';
import type { Fetch } from '../../../src/main/core/platform/http';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { until } from '../../helpers/until';
import { visitPad } from '../../helpers/visit-pad';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';

/**
 * A presign the network delivers late (the app gave up waiting and asked again with the same
 * document id) must not take the finished PDF off the patient's record. Found by the chaos run;
 * the sandbox keeps a document whose every file arrived until a replacement's files all arrive.
 */

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * A core whose requests go through `fetch`, with a finalized pad; resolves once the pad says it
 * is on the patient's record.
 */
async function finalizedThrough(fetchThrough: Fetch): Promise<{ padState: () => Promise<string> }> {
  app = await startTestCompanion({
    fetch: fetchThrough,
    core: { sync: { backoff: { baseMs: 5, maxMs: 20 } } },
  });
  const current = await visitPad(app);
  await app.value('pad:save-draft', {
    pad: { ...current.pad, vitals: [{ vitalId: 'pulse', value: '72' }] },
  });
  await app.value('pad:finalize', { id: current.pad.id });
  const padState = async () => (await app!.value('pad:get', { id: current.pad.id })).sync.state;
  await until(async () => (await padState()) === 'sent', 'the record upload');
  return { padState };
}

it('a presign that arrives after the upload landed leaves the PDF on the record, exactly once', async () => {
  let held: (() => Promise<Response>) | undefined;
  const holding: Fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!held && init?.method === 'POST' && url.pathname === '/mr/api/v1/docs') {
      held = () => fetch(input, init); // it reaches the platform, but only later
      throw new TypeError('fetch failed: the connection was reset');
    }
    return fetch(input, init);
  };
  const { padState } = await finalizedThrough(holding);
  const before = app!.sandbox.recordsFor(TEST_CLIENT_ID);
  expect(before).toHaveLength(1);
  const sent = before[0]!.files[0]!.sha256;
  expect(sent).toBeDefined();

  expect((await held!()).status).toBe(200);
  const after = app!.sandbox.recordsFor(TEST_CLIENT_ID);
  expect(after).toHaveLength(1);
  expect(after[0]!.presignCount).toBe(2);
  expect(after[0]!.files[0]!.sha256).toBe(sent);
  expect(after[0]!.files[0]!.bytes!.subarray(0, 5).toString()).toBe('%PDF-');
  expect(await padState()).toBe('sent');
});

it('a presign that lands late while the document is unfinished never lets the prescription pass as on the record without its PDF', async () => {
  // Attempt 1's presign is held past the app's time limit. Attempt 2 presigns the same document
  // (new file slots) and, just before its upload, the held presign lands and gives the unfinished
  // document slots of its own: upload 2 is stored, answers success, yet is not the document's.
  let held: (() => Promise<Response>) | undefined;
  let landed = false;
  const holding: Fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!held && init?.method === 'POST' && url.pathname === '/mr/api/v1/docs') {
      held = () => fetch(input, init);
      throw new TypeError('fetch failed: the connection was reset');
    }
    if (
      held &&
      !landed &&
      init?.method === 'POST' &&
      url.pathname.startsWith('/__records/upload')
    ) {
      landed = true;
      expect((await held()).status).toBe(200);
    }
    return fetch(input, init);
  };
  await finalizedThrough(holding);
  expect(landed).toBe(true);
  const records = app!.sandbox.recordsFor(TEST_CLIENT_ID);
  expect(records).toHaveLength(1);
  // Upload 2 went to a slot the document no longer had; the PDF the record shows came after it.
  expect(records[0]!.strayUploads).toBe(1);
  expect(records[0]!.presignCount).toBe(3);
  expect(records[0]!.files).toHaveLength(1);
  expect(records[0]!.files[0]!.bytes!.subarray(0, 5).toString()).toBe('%PDF-');
});

it('an upload whose read-back went unanswered is found on the record by the next attempt, and not sent again', async () => {
  let failedReadBack = false;
  let uploads = 0;
  const losing: Fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (init?.method === 'POST' && url.pathname.startsWith('/__records/upload')) uploads += 1;
    const readBack =
      (init?.method ?? 'GET') === 'GET' && url.pathname.startsWith('/mr/api/v1/docs/');
    if (readBack && uploads === 1 && !failedReadBack) {
      failedReadBack = true;
      throw new TypeError('fetch failed: the connection was reset');
    }
    return fetch(input, init);
  };
  await finalizedThrough(losing);
  expect(failedReadBack).toBe(true);
  expect(uploads).toBe(1);
  const records = app!.sandbox.recordsFor(TEST_CLIENT_ID);
  expect(records).toHaveLength(1);
  expect(records[0]!.presignCount).toBe(1);
});
