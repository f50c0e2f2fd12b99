import { describe, expect, it } from 'vitest';
import {
  CLOSE_WHILE_RECORDING,
  closeChoice,
  createCloseGate,
  holdShutdown,
  type CloseQuestion,
} from '../../../../src/main/shell/policy/window-close';

/** A window stand-in: what the gate did, in order, and the close events it held. */
function harness(options: { recording: boolean; answer?: number | Error }) {
  const log: string[] = [];
  let recording = options.recording;
  let answerQuestion: ((response: number) => void) | undefined;
  let finishSave: (() => void) | undefined;
  const asked: CloseQuestion[] = [];
  const gate = createCloseGate({
    isRecording: () => recording,
    ask: (question) => {
      asked.push(question);
      log.push('ask');
      if (options.answer instanceof Error) return Promise.reject(options.answer);
      if (options.answer !== undefined) return Promise.resolve(options.answer);
      return new Promise((resolve) => (answerQuestion = resolve));
    },
    save: () => {
      log.push('save');
      return new Promise<void>((resolve) => (finishSave = resolve));
    },
    close: () => {
      log.push('close');
      fire(); // Electron emits `close` again for the window's own close()
    },
    minimize: () => log.push('minimize'),
  });
  const held: boolean[] = [];
  const fire = (): void => {
    let prevented = false;
    gate({ preventDefault: () => (prevented = true) });
    held.push(prevented);
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    log,
    held,
    asked,
    fire,
    settle,
    answer: (response: number) => answerQuestion!(response),
    finishSave: () => finishSave!(),
    stopRecording: () => (recording = false),
  };
}

describe('closing the window', () => {
  it('without a recording: saves what the window holds, then closes, never asking', async () => {
    const h = harness({ recording: false });
    h.fire();
    h.fire(); // a second click while saving changes nothing
    expect(h.log).toEqual(['save']);
    h.finishSave();
    await h.settle();
    expect(h.log).toEqual(['save', 'close']);
    // Both clicks were held; the gate's own close went through.
    expect(h.held).toEqual([true, true, false]);
  });

  it('during a recording asks first; "Stop recording and close" saves, then closes', async () => {
    const h = harness({ recording: true });
    h.fire();
    h.fire(); // held while the question is open, asked only once
    expect(h.log).toEqual(['ask']);
    expect(h.asked).toEqual([CLOSE_WHILE_RECORDING]);
    h.answer(0);
    await h.settle();
    expect(h.log).toEqual(['ask', 'save']);
    h.finishSave();
    await h.settle();
    expect(h.log).toEqual(['ask', 'save', 'close']);
    expect(h.held).toEqual([true, true, false]);
  });

  it('"Keep recording" minimises the window and closes nothing; a later close asks again', async () => {
    const h = harness({ recording: true, answer: 1 });
    h.fire();
    await h.settle();
    expect(h.log).toEqual(['ask', 'minimize']);
    h.fire();
    await h.settle();
    expect(h.log).toEqual(['ask', 'minimize', 'ask', 'minimize']);
    expect(h.held).toEqual([true, true]);
  });

  it('Cancel, Escape or a failed question change nothing', async () => {
    for (const answer of [2, 7, new Error('no window')]) {
      const h = harness({ recording: true, answer });
      h.fire();
      await h.settle();
      expect(h.log).toEqual(['ask']);
      expect(h.held).toEqual([true]);
    }
  });

  it('asks nothing once the recording has stopped', async () => {
    const h = harness({ recording: true, answer: 2 });
    h.fire();
    await h.settle();
    h.stopRecording();
    h.fire();
    expect(h.log).toEqual(['ask', 'save']);
  });
});

describe('the question', () => {
  it('names each choice in words; Enter keeps recording, Escape cancels', () => {
    const q = CLOSE_WHILE_RECORDING;
    expect(q.buttons).toEqual(['Stop recording and close', 'Keep recording', 'Cancel']);
    expect(closeChoice(q.defaultId)).toBe('keep-recording');
    expect(closeChoice(q.cancelId)).toBe('cancel');
    expect(closeChoice(0)).toBe('stop-and-close');
    expect(closeChoice(-1)).toBe('cancel');
  });
});

describe('an operating-system shutdown', () => {
  it('is held only while something unsaved would be lost', () => {
    expect(holdShutdown({ unsavedWork: true })).toBe(true);
    expect(holdShutdown({ unsavedWork: false })).toBe(false);
  });
});
