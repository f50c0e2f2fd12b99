import { afterEach, describe, expect, it } from 'vitest';
import type { EventListener } from '../../../src/main/core/core';
import { keepAwakeWhileRecording } from '../../../src/main/core/app/keep-awake';
import { createShutdown, withinTime } from '../../../src/main/core/app/shutdown';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { createMemoryLogger } from '../../helpers/memory-log';
import { RECORDING_FAST, record } from '../../helpers/recording';

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const never = new Promise<never>(() => undefined);

function shutdownOf(target: TestCompanion, coreClose?: () => Promise<void>, coreCloseMs = 200) {
  return createShutdown({
    requestSave: () => target.core.requestClose({ timeoutMs: 300 }),
    closeCore: coreClose ?? (() => target.core.close()),
    logger: createMemoryLogger().logger,
    saveWaitMs: 300,
    coreCloseMs,
  });
}

describe('ending the app (quit, Windows session end, system shutdown)', () => {
  it("saves the renderer's last keystrokes before the core closes, once however many signals come", async () => {
    app = await startTestCompanion();
    const target = app;
    const steps: string[] = [];
    let padId: string | undefined;
    const listener: EventListener = (channel, payload) => {
      if (channel !== 'app:closing') return;
      const { token } = payload as { token: string };
      void (async () => {
        // The renderer's debounced save, written through the core before it answers.
        const pad = await target.value('pad:new', {});
        steps.push('renderer saved');
        padId = pad.pad.id;
        await target.value('app:ready-to-close', { token });
      })();
    };
    target.core.onEvent(listener);
    const shutdown = shutdownOf(target, async () => {
      steps.push('core closing');
      await target.core.close();
    });

    // Windows sends query-session-end and then session-end; both end up here.
    const [first, second] = await Promise.all([
      shutdown.run('session-end'),
      shutdown.run('system-shutdown'),
    ]);
    expect(first).toEqual({ reason: 'session-end', saved: 'flushed', closed: 'done' });
    expect(second).toBe(first);
    expect(steps).toEqual(['renderer saved', 'core closing']);
    await target.restart();
    expect((await target.value('pad:get', { id: padId! })).pad.id).toBe(padId);
  });

  it('does not wait for ever: a window that never answers and a core that never closes are cut off', async () => {
    app = await startTestCompanion();
    app.core.onEvent(() => undefined); // a window that hears the close but never answers
    // Both cut off: had either been waited for, the test's own time limit would end it.
    const outcome = await shutdownOf(app, () => never, 150).run('quit');
    expect(outcome).toEqual({ reason: 'quit', saved: 'timed-out', closed: 'timed-out' });
  });

  it('reports a failing core close as failed, not as closed', async () => {
    app = await startTestCompanion();
    const outcome = await shutdownOf(app, () => Promise.reject(new Error('disk gone'))).run('quit');
    expect(outcome).toEqual({ reason: 'quit', saved: 'no-listener', closed: 'failed' });
  });

  it('withinTime clears its timer and passes values through', async () => {
    expect(await withinTime(Promise.resolve(7), 1_000)).toEqual({ state: 'done', value: 7 });
    expect(await withinTime(never, 20)).toEqual({ state: 'timed-out' });
  });
});

describe('whether ending now would lose something (an OS shutdown is held only then)', () => {
  it('is so until the window says its edits are saved, again when it has unsaved ones, and while a recording runs', async () => {
    app = await startTestCompanion({ core: RECORDING_FAST });
    // A window that never said anything may hold edits: held, never lost.
    expect(app.core.hasUnsavedWork()).toBe(true);
    await app.value('app:report-unsaved', { unsaved: false });
    expect(app.core.hasUnsavedWork()).toBe(false);
    await app.value('app:report-unsaved', { unsaved: true });
    expect(app.core.hasUnsavedWork()).toBe(true);
    await app.value('app:report-unsaved', { unsaved: false });

    const started = await app.value('recording:start', {});
    expect(app.core.hasUnsavedWork()).toBe(true);
    await app.value('recording:stop', { sessionId: started.id });
    expect(app.core.hasUnsavedWork()).toBe(false);
    // A report of another shape is refused at the boundary and changes nothing.
    const refused = await app.call('app:report-unsaved', { unsaved: 'no' } as never);
    expect(refused.ok).toBe(false);
    expect(app.core.hasUnsavedWork()).toBe(false);
  });
});

describe('keeping the computer awake while recording', () => {
  it('holds the sleep blocker from the start of a recording to its stop, and lets go on close', async () => {
    app = await startTestCompanion({ core: RECORDING_FAST });
    const held = new Set<number>();
    let next = 0;
    const blocker = {
      start: () => {
        next += 1;
        held.add(next);
        return next;
      },
      stop: (id: number) => void held.delete(id),
    };
    const stop = keepAwakeWhileRecording({
      onEvent: (listener) => app!.core.onEvent(listener),
      isRecording: () => app!.core.isRecording(),
      blocker,
      logger: createMemoryLogger().logger,
    });
    expect(held.size).toBe(0);

    const started = await app.value('recording:start', {});
    expect(held.size).toBe(1);
    await record(app, started.id, 2);
    expect(held.size).toBe(1);
    await app.value('recording:stop', { sessionId: started.id });
    expect(held.size).toBe(0);

    const again = await app.value('recording:start', {});
    expect(held.size).toBe(1);
    stop();
    expect(held.size).toBe(0);
    await app.value('recording:cancel', { sessionId: again.id });
  });
});
