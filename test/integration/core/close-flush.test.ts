import { afterEach, describe, expect, it } from 'vitest';
import type { EventListener } from '../../../src/main/core/core';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { until } from '../../helpers/until';

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Records the tokens of `app:closing` events and hands each to `answer` (the renderer's part). */
function listen(
  target: TestCompanion,
  answer: (token: string) => void = () => undefined,
): string[] {
  const tokens: string[] = [];
  const listener: EventListener = (channel, payload) => {
    if (channel !== 'app:closing') return;
    const { token } = payload as { token: string };
    tokens.push(token);
    answer(token);
  };
  target.core.onEvent(listener);
  return tokens;
}

describe('save before the window closes', () => {
  it('resolves flushed only once the renderer has saved and answered with the token', async () => {
    app = await startTestCompanion();
    const steps: string[] = [];
    const tokens = listen(app, (token) => {
      void (async () => {
        await sleep(40); // the renderer's debounced save
        steps.push('saved');
        const answer = await app!.value('app:ready-to-close', { token });
        steps.push(`answered ${String(answer.accepted)}`);
      })();
    });

    const started = Date.now();
    let stepsAtClose: string[] = [];
    const outcome = await app.core.requestClose({ timeoutMs: 2_000 }).then((result) => {
      stepsAtClose = [...steps];
      return result;
    });
    expect(outcome).toBe('flushed');
    expect(stepsAtClose).toEqual(['saved']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatch(/^[\w-]{8,100}$/);
    await until(() => steps.length === 2, 'the answer');
    expect(steps).toEqual(['saved', 'answered true']);
    expect(app.logText()).toContain('window close: flushed');
    expect(app.logText()).not.toContain(tokens[0]);
  });

  it('times out when the renderer never answers', async () => {
    app = await startTestCompanion();
    const tokens = listen(app);
    const started = Date.now();
    await expect(app.core.requestClose({ timeoutMs: 50 })).resolves.toBe('timed-out');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(tokens).toHaveLength(1);
    expect(app.logText()).toContain('window close: timed out');
    // The wait is over: its token is stale now and changes nothing.
    await expect(app.value('app:ready-to-close', { token: tokens[0]! })).resolves.toEqual({
      accepted: false,
    });
  });

  it('does not wait when nobody listens to core events', async () => {
    app = await startTestCompanion();
    // A minute's limit: had it waited, the test's own time limit would end it first.
    await expect(app.core.requestClose({ timeoutMs: 60_000 })).resolves.toBe('no-listener');
    expect(app.logText()).not.toContain('window close');
  });

  it('a wrong token does not end the wait; the right one does', async () => {
    app = await startTestCompanion();
    const tokens = listen(app);
    let settled: string | undefined;
    const closing = app.core.requestClose({ timeoutMs: 2_000 }).then((outcome) => {
      settled = outcome;
      return outcome;
    });
    await expect(app.value('app:ready-to-close', { token: 'not-the-token' })).resolves.toEqual({
      accepted: false,
    });
    await sleep(30);
    expect(settled).toBeUndefined();

    await expect(app.value('app:ready-to-close', { token: tokens[0]! })).resolves.toEqual({
      accepted: true,
    });
    await expect(closing).resolves.toBe('flushed');
    // Answering twice is harmless.
    await expect(app.value('app:ready-to-close', { token: tokens[0]! })).resolves.toEqual({
      accepted: false,
    });
  });

  it('concurrent close requests share one wait and one event; the next close gets a new token', async () => {
    app = await startTestCompanion();
    const tokens = listen(app);
    const first = app.core.requestClose({ timeoutMs: 2_000 });
    const second = app.core.requestClose({ timeoutMs: 2_000 });
    expect(tokens).toHaveLength(1);
    await app.value('app:ready-to-close', { token: tokens[0]! });
    await expect(Promise.all([first, second])).resolves.toEqual(['flushed', 'flushed']);

    const third = app.core.requestClose({ timeoutMs: 50 });
    expect(tokens).toHaveLength(2);
    expect(tokens[1]).not.toBe(tokens[0]);
    await expect(third).resolves.toBe('timed-out');
  });

  it('refuses a malformed answer at the boundary', async () => {
    app = await startTestCompanion();
    for (const args of [{ token: '' }, { token: 'x'.repeat(101) }, { token: 'a', extra: 1 }, {}]) {
      const result = await app.call('app:ready-to-close', args as { token: string });
      expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    }
  });

  it('a close of the core ends a pending wait', async () => {
    app = await startTestCompanion();
    listen(app);
    const closing = app.core.requestClose({ timeoutMs: 10_000 });
    await app.core.close();
    await expect(closing).resolves.toBe('no-listener');
    await expect(app.core.requestClose()).resolves.toBe('no-listener');
  });
});
