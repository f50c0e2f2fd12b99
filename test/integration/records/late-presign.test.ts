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
  app = await startTestCompanion({
    fetch: holding,
    core: { sync: { backoff: { baseMs: 5, maxMs: 20 } } },
  });
  const current = await visitPad(app);
  await app.value('pad:save-draft', {
    pad: { ...current.pad, vitals: [{ vitalId: 'pulse', value: '72' }] },
  });
  await app.value('pad:finalize', { id: current.pad.id });
  const padState = async () => (await app!.value('pad:get', { id: current.pad.id })).sync.state;
  await until(async () => (await padState()) === 'sent', 'the record upload');
  const before = app.sandbox.recordsFor(TEST_CLIENT_ID);
  expect(before).toHaveLength(1);
  const sent = before[0]!.files[0]!.sha256;
  expect(sent).toBeDefined();

  expect((await held!()).status).toBe(200);
  const after = app.sandbox.recordsFor(TEST_CLIENT_ID);
  expect(after).toHaveLength(1);
  expect(after[0]!.presignCount).toBe(2);
  expect(after[0]!.files[0]!.sha256).toBe(sent);
  expect(after[0]!.files[0]!.bytes!.subarray(0, 5).toString()).toBe('%PDF-');
  expect(await padState()).toBe('sent');
});
