/**
 * The recording engine the consultation screen drives: microphone → AudioWorklet → 16 kHz PCM →
 * level meter, silence warning and WAV chunks of at most `maxChunkMs`.
 *
 * Why this design: the worklet sees every captured sample once and in order, so chunks are cut
 * sample-exactly (no gap, no overlap) and each is a standalone WAV file; the meter and the
 * silence warning read the same samples that are uploaded; elapsed time is counted in samples,
 * so it matches the chunks exactly and excludes pauses. Pausing drains the worklet first (a
 * message round trip), so audio captured up to the pause ends up in the 'pause' chunk.
 * The mic stays open while paused (quick resume); stop() releases it. If the microphone goes
 * away, the chunk so far is flushed, the recorder pauses and the mic is released; resume()
 * then opens the microphone again (or another one).
 */
import { createChunker, type ChunkOut } from './chunker';
import { createLevelBlocks, createSilenceWatch } from './level';
import { closeCapture, openCapture, post, type Capture } from './audio-capture';
import type { FromWorklet } from './protocol';
import { createResampler, TARGET_SAMPLE_RATE } from './resampler';
import {
  CHUNK_MEDIA_TYPE,
  type Recorder,
  type RecorderOptions,
  type RecorderState,
} from './recorder-types';
import { encodeWav } from './wav';

export { MicrophoneError } from './audio-capture';
export {
  CHUNK_MEDIA_TYPE,
  type RecordedChunk,
  type Recorder,
  type RecorderOptions,
  type RecorderState,
} from './recorder-types';

const LEVEL_BLOCK_SAMPLES = TARGET_SAMPLE_RATE / 20;
const LEVEL_BLOCK_MS = 50;
/** How long to wait for the worklet to hand over its last samples (it answers in ~3 ms). */
const DRAIN_TIMEOUT_MS = 1000;

export function createRecorder(options: RecorderOptions): Recorder {
  const chunker = createChunker({
    sampleRate: TARGET_SAMPLE_RATE,
    ...(options.maxChunkMs !== undefined ? { maxChunkMs: options.maxChunkMs } : {}),
  });
  const levels = createLevelBlocks(LEVEL_BLOCK_SAMPLES);
  const silence = createSilenceWatch(
    options.silenceWarnAfterMs !== undefined ? { warnAfterMs: options.silenceWarnAfterMs } : {},
  );
  let state: RecorderState = 'idle';
  let capture: Capture | undefined;
  let deviceId = options.deviceId || undefined;
  let recordedSamples = 0;
  let opening: Promise<void> | undefined;
  let stopping: Promise<void> | undefined;
  let nextDrainId = 0;
  const drains = new Map<number, () => void>();

  function emitChunk(chunk: ChunkOut): void {
    try {
      options.onChunk({
        sequence: chunk.sequence,
        bytes: encodeWav(chunk.samples, TARGET_SAMPLE_RATE),
        durationMs: chunk.durationMs,
        mediaType: CHUNK_MEDIA_TYPE,
        cut: chunk.cut,
      });
    } catch (error) {
      console.error('Recorder: onChunk failed', error);
    }
  }

  function flush(reason: 'pause' | 'stop'): void {
    const chunk = chunker.flush(reason);
    if (chunk) emitChunk(chunk);
  }

  function quietMeters(): void {
    levels.reset();
    if (silence.reset() === false) options.onSilence?.(false);
  }

  function receive(from: Capture, message: FromWorklet): void {
    if (from !== capture) return;
    if (message.type === 'drained') {
      const done = drains.get(message.id);
      drains.delete(message.id);
      done?.();
      return;
    }
    const pcm = from.resampler.push(message.samples);
    recordedSamples += pcm.length;
    // Samples still arriving after pause() (captured before it) are recorded, not metered.
    const metered = state === 'recording' ? levels.push(pcm) : [];
    for (const level of metered) {
      options.onLevel?.(level);
      const change = silence.feed(level.rmsDbfs, LEVEL_BLOCK_MS);
      if (change !== undefined) options.onSilence?.(change);
    }
    for (const chunk of chunker.push(pcm)) emitChunk(chunk);
  }

  /**
   * Asks the worklet to stop capturing and hand over what it holds; `then` runs once all of it
   * is in (in message order, so before any sample captured after a later resume).
   */
  function drain(target: Capture, then: () => void): Promise<void> {
    const id = ++nextDrainId;
    const done = new Promise<void>((resolve) => {
      const finish = (): void => {
        clearTimeout(timer);
        drains.delete(id);
        then();
        // A new segment starts at the next resume: no filter history across the gap.
        target.resampler = createResampler(target.context.sampleRate, TARGET_SAMPLE_RATE);
        resolve();
      };
      const timer = setTimeout(finish, DRAIN_TIMEOUT_MS);
      drains.set(id, finish);
      post(target, { type: 'pause', id });
    });
    target.lastDrain = done;
    return done;
  }

  function onTrackEnded(lost: Capture): void {
    if (lost !== capture || state === 'stopped') return;
    lost.lost = true;
    const wasRecording = state === 'recording';
    state = 'paused';
    quietMeters();
    const handOver = wasRecording ? drain(lost, () => flush('pause')) : lost.lastDrain;
    void handOver.then(async () => {
      if (capture === lost) capture = undefined;
      await closeCapture(lost);
      if (state !== 'stopped') options.onDeviceLost?.();
    });
  }

  async function open(): Promise<Capture> {
    const opened = await openCapture(deviceId, TARGET_SAMPLE_RATE);
    opened.node.port.onmessage = (event: MessageEvent<FromWorklet>) => receive(opened, event.data);
    opened.stream.getAudioTracks()[0]?.addEventListener('ended', () => onTrackEnded(opened));
    return opened;
  }

  /**
   * Opens the microphone (after `before`, if given) and records into it, unless the recorder
   * left `from` meanwhile (stopped): then the new capture is closed again. One opening at a time.
   */
  async function openAndRecord(from: RecorderState, before?: () => Promise<void>): Promise<void> {
    opening = (async () => {
      await before?.();
      const opened = await open();
      if (state !== from) {
        await closeCapture(opened); // stopped meanwhile
        return;
      }
      capture = opened;
      state = 'recording';
    })();
    try {
      await opening;
    } finally {
      opening = undefined;
    }
  }

  async function start(): Promise<void> {
    if (state !== 'idle' || opening) throw new Error('This recorder has already been started.');
    await openAndRecord('idle');
  }

  function pause(): void {
    if (state !== 'recording' || !capture) return;
    state = 'paused';
    quietMeters();
    void drain(capture, () => flush('pause'));
  }

  async function resume(nextDeviceId?: string): Promise<void> {
    if (state !== 'paused' || opening) return;
    const wanted = nextDeviceId === undefined ? deviceId : nextDeviceId || undefined;
    if (capture && !capture.lost && wanted === capture.deviceId) {
      post(capture, { type: 'resume' });
      state = 'recording';
      return;
    }
    await openAndRecord('paused', async () => {
      const previous = capture;
      if (previous) {
        await previous.lastDrain; // the tail of the last segment is still coming in
        capture = undefined;
        await closeCapture(previous);
      }
      deviceId = wanted;
    });
  }

  function stop(): Promise<void> {
    if (stopping) return stopping;
    const wasRecording = state === 'recording';
    state = 'stopped';
    stopping = (async () => {
      await opening?.catch(() => undefined);
      const last = capture;
      if (last) {
        if (wasRecording) await drain(last, () => flush('stop'));
        else await last.lastDrain;
        capture = undefined;
        await closeCapture(last);
      }
      flush('stop');
      quietMeters();
    })();
    return stopping;
  }

  return {
    start,
    pause,
    resume,
    stop,
    elapsedMs: () => (recordedSamples * 1000) / TARGET_SAMPLE_RATE,
    get state() {
      return state;
    },
  };
}
