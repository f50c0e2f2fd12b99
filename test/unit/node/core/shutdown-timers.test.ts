import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCloseCoordinator } from '../../../../src/main/core/app/close-coordinator';
import {
  DEFAULT_CORE_CLOSE_MS,
  DEFAULT_SAVE_WAIT_MS,
  createShutdown,
  withinTime,
} from '../../../../src/main/core/app/shutdown';
import { createMemoryLogger } from '../../../helpers/memory-log';

// Closing the app leaves no timer running: a time limit that is no longer needed is cleared, so
// nothing holds the process (or fires into a closed core) after the end. Timers are Vitest's fake
// ones, counted with vi.getTimerCount(); each limit is also checked at its edge, both sides.

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

const never = new Promise<never>(() => undefined);

describe('withinTime', () => {
  it('leaves no timer behind when the work ends first, done or failed', async () => {
    expect(await withinTime(Promise.resolve(7), 60_000)).toEqual({ state: 'done', value: 7 });
    expect(vi.getTimerCount()).toBe(0);
    expect(await withinTime(Promise.reject(new Error('x')), 60_000)).toEqual({ state: 'failed' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits exactly its limit: still waiting 1 ms before, timed out at it', async () => {
    let outcome: unknown;
    void withinTime(never, 1_000).then((value) => (outcome = value));
    await vi.advanceTimersByTimeAsync(999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ state: 'timed-out' });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('closing the app', () => {
  it('saved and closed at once: the outcome, and no timer left running', async () => {
    const shutdown = createShutdown({
      requestSave: () => Promise.resolve('flushed'),
      closeCore: () => Promise.resolve(),
      logger: createMemoryLogger().logger,
    });
    expect(await shutdown.run('quit')).toEqual({
      reason: 'quit',
      saved: 'flushed',
      closed: 'done',
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives the save its wait plus 500 ms and the core its close time, to the millisecond', async () => {
    const steps: string[] = [];
    const shutdown = createShutdown({
      requestSave: () => never,
      closeCore: () => {
        steps.push('core closing');
        return never;
      },
      logger: createMemoryLogger().logger,
    });
    let outcome: unknown;
    void shutdown.run('system-shutdown').then((value) => (outcome = value));
    await vi.advanceTimersByTimeAsync(DEFAULT_SAVE_WAIT_MS + 499);
    expect(steps).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(steps).toEqual(['core closing']);
    await vi.advanceTimersByTimeAsync(DEFAULT_CORE_CLOSE_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ reason: 'system-shutdown', saved: 'timed-out', closed: 'timed-out' });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the window's save before closing", () => {
  function coordinator() {
    const tokens: string[] = [];
    const closing = createCloseCoordinator({
      hasListeners: () => true,
      emitClosing: (token) => void tokens.push(token),
      logger: createMemoryLogger().logger,
    });
    return { closing, tokens };
  }

  it('answered in time: flushed, and its timer cleared', async () => {
    const { closing, tokens } = coordinator();
    const outcome = closing.requestClose({ timeoutMs: 1_000 });
    expect(vi.getTimerCount()).toBe(1);
    expect(closing.readyToClose(tokens[0]!)).toEqual({ accepted: true });
    expect(await outcome).toBe('flushed');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('not answered: still waiting 1 ms before the limit, timed out at it; disposing clears the timer', async () => {
    const { closing } = coordinator();
    let outcome: unknown;
    void closing.requestClose({ timeoutMs: 1_000 }).then((value) => (outcome = value));
    await vi.advanceTimersByTimeAsync(999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('timed-out');
    const again = closing.requestClose({ timeoutMs: 1_000 });
    closing.dispose();
    expect(await again).toBe('no-listener');
    expect(vi.getTimerCount()).toBe(0);
  });
});
