import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Fetch } from '../../../src/main/core/platform/http';
import { voiceSessionPath } from '../../../src/shared/voice';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { until } from '../../helpers/until';
import { testWav } from '../../helpers/wav';

// docs/platform.md: the recording status call's time limit was raised from 16 s to 20 s. A poll
// the platform answers after 18 s must be accepted. The timers are faked (they advance with real
// time, and the test jumps them), so 18 s of the status call's clock pass in an instant.
const ANSWER_AFTER_MS = 18_000;

let app: TestCompanion | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await app?.close();
  app = undefined;
});

/** Real fetch, except that each status call is held `ANSWER_AFTER_MS` of (fake) time first. */
function slowStatusFetch(sessionPath: () => string | undefined) {
  const held = { calls: 0 };
  const fn: Fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    if ((init?.method ?? 'GET') === 'GET' && url.pathname === sessionPath()) {
      held.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, ANSWER_AFTER_MS));
    }
    return fetch(input, init);
  };
  return { fetch: fn, held };
}

describe('the recording status call’s time limit', () => {
  it('accepts a status answer that takes 18 s (the limit is 20 s, not 16 s)', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    const session: { path?: string } = {};
    const slow = slowStatusFetch(() => session.path);
    app = await startTestCompanion({
      fetch: slow.fetch,
      sandbox: { transcriptionDelayMs: 0 },
      core: {
        sync: { debounceMs: 5, backoff: { baseMs: 20, maxMs: 200 } },
        network: { minProbeMs: 10, maxProbeMs: 100 },
        recording: { poller: { firstDelayMs: 50, intervalMs: 100, maxIntervalMs: 300 } },
      },
    });
    const { id } = await app.value('recording:start', {});
    session.path = voiceSessionPath(id);
    await app.value('recording:save-chunk', {
      sessionId: id,
      sequence: 0,
      bytes: testWav(1_000, 0),
      durationMs: 1_000,
      mediaType: 'audio/wav',
    });
    await app.value('recording:stop', { sessionId: id });
    await until(() => slow.held.calls === 1, 'the first status call');
    await vi.advanceTimersByTimeAsync(ANSWER_AFTER_MS);
    const phase = async () => (await app!.value('recording:get', { sessionId: id })).session.phase;
    await until(
      async () => slow.held.calls > 1 || (await phase()) === 'completed',
      'the session to complete, or a second status call',
    );
    // A second call means the first was abandoned before its answer came at 18 s.
    expect(slow.held.calls).toBe(1);
    expect(await phase()).toBe('completed');
    expect(app.logText()).not.toMatch(/did not answer within/);
  });
});
