import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  RecordedChunk,
  RecorderOptions,
} from '../../../../src/renderer/src/recording/capture/recorder';
import {
  resetRecordingModule,
  useRecordingStore,
} from '../../../../src/renderer/src/stores/recordingStore';
import {
  RECORDING_ID,
  failResult,
  installFakeCompanion,
  makeRecordingView,
  okResult,
} from '../fixtures';

/**
 * The microphone is a true edge: the recorder is replaced by one the test drives, which hands
 * over chunks when told, as the real one does when it cuts them.
 */
const fake = vi.hoisted(() => ({
  options: undefined as RecorderOptions | undefined,
  startError: undefined as Error | undefined,
  stopped: 0,
}));

vi.mock('../../../../src/renderer/src/recording/capture/recorder', () => ({
  CHUNK_MEDIA_TYPE: 'audio/wav',
  createRecorder(options: RecorderOptions) {
    fake.options = options;
    return {
      state: 'idle',
      start: () => (fake.startError ? Promise.reject(fake.startError) : Promise.resolve()),
      pause: () => undefined,
      resume: () => Promise.resolve(),
      stop: () => {
        fake.stopped += 1;
        return Promise.resolve();
      },
      elapsedMs: () => 3_000,
    };
  },
}));

vi.mock('../../../../src/renderer/src/recording/capture/microphones', () => ({
  listMicrophones: () => Promise.resolve([]),
  watchMicrophones: () => () => undefined,
}));

const chunk = (sequence: number, durationMs = 1_000.4): RecordedChunk => ({
  sequence,
  bytes: new Uint8Array([sequence, 1, 2, 3]),
  durationMs,
  mediaType: 'audio/wav',
  cut: 'silence',
});

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};
const state = () => useRecordingStore.getState();

describe('useRecordingStore', () => {
  beforeEach(() => {
    resetRecordingModule();
    useRecordingStore.setState(useRecordingStore.getInitialState(), true);
    fake.options = undefined;
    fake.startError = undefined;
    fake.stopped = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves chunks in order, whole milliseconds, and ends the session only after the last one is saved', async () => {
    const companion = installFakeCompanion();
    await state().start();
    expect(state()).toMatchObject({ capture: 'recording', sessionId: RECORDING_ID });
    fake.options!.onChunk(chunk(0));
    fake.options!.onChunk(chunk(1));
    await vi.waitFor(() => expect(state().savedChunks).toBe(2));
    expect(
      companion.saveRecordingChunk.mock.calls.map(([args]) => [args.sequence, args.durationMs]),
    ).toEqual([
      [0, 1_000],
      [1, 1_000],
    ]);

    await state().stop();
    expect(fake.stopped).toBe(1);
    expect(companion.stopRecording).toHaveBeenCalledWith({ sessionId: RECORDING_ID });
    expect(state()).toMatchObject({
      capture: 'idle',
      sessionId: null,
      unsaved: 0,
      selectedId: RECORDING_ID,
    });
  });

  it('keeps a chunk the core could not save, says why, and saves it again', async () => {
    vi.useFakeTimers();
    let failures = 2;
    const companion = installFakeCompanion({
      saveRecordingChunk: ({ sessionId, sequence }) =>
        failures-- > 0
          ? failResult('DISK_FULL', 'The audio was not saved: the disk is full.')
          : okResult({ sessionId, sequence, savedChunks: sequence + 1, alreadySaved: false }),
    });
    await state().start();
    fake.options!.onChunk(chunk(0));
    await settle();
    expect(state()).toMatchObject({
      unsaved: 1,
      saveError: 'The audio was not saved: the disk is full.',
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(companion.saveRecordingChunk).toHaveBeenCalledTimes(2);
    expect(state().unsaved).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(companion.saveRecordingChunk).toHaveBeenCalledTimes(3);
    expect(state()).toMatchObject({ unsaved: 0, savedChunks: 1, saveError: null });
  });

  it('stops retrying a chunk the core refuses for good, and still ends the session on Stop', async () => {
    const companion = installFakeCompanion({
      saveRecordingChunk: () =>
        failResult(
          'CONFLICT',
          'This recording has already been stopped, so no more audio can be added to it.',
        ),
    });
    await state().start();
    fake.options!.onChunk(chunk(0));
    await vi.waitFor(() => expect(state().saveError).toMatch(/already been stopped/));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(companion.saveRecordingChunk).toHaveBeenCalledTimes(1);
    await state().stop();
    expect(companion.stopRecording).toHaveBeenCalledTimes(1);
    expect(state().capture).toBe('idle');
  });

  it('reports a microphone that cannot be opened without starting a session', async () => {
    const companion = installFakeCompanion();
    fake.startError = Object.assign(new Error('The microphone is blocked for this app.'), {
      name: 'NotAllowedError',
    });
    await state().start();
    expect(state()).toMatchObject({
      capture: 'idle',
      captureError: 'The microphone is blocked for this app.',
    });
    expect(companion.startRecording).not.toHaveBeenCalled();
  });

  it('lets the microphone go when the core cannot start the session', async () => {
    installFakeCompanion({ startRecording: () => failResult('DISK_FULL', 'The disk is full.') });
    await state().start();
    expect(state()).toMatchObject({
      capture: 'idle',
      sessionId: null,
      captureError: 'The disk is full.',
    });
    expect(fake.stopped).toBe(1);
  });

  it('toggles start, pause and resume, and shows the session as the core lists it', async () => {
    const companion = installFakeCompanion({
      listRecordings: () =>
        okResult([makeRecordingView({ chunks: { saved: 2, uploaded: 1, bytes: 8, late: 0 } })]),
    });
    const unwatch = state().watch();
    await state().toggle();
    expect(state().capture).toBe('recording');
    await state().toggle();
    expect(state()).toMatchObject({ capture: 'paused', elapsedMs: 3_000 });
    await state().toggle();
    expect(state().capture).toBe('recording');
    await vi.waitFor(() => expect(state().sessions).toHaveLength(1));
    companion.emit('recording:status', { id: RECORDING_ID });
    await vi.waitFor(() =>
      expect(companion.getRecording).toHaveBeenCalledWith({ sessionId: RECORDING_ID }),
    );
    unwatch();
    expect(companion.listeners('recording:status')).toBe(0);
  });
});
