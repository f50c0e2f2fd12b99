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
import { createChunker, type ChunkOut, type CutReason } from './chunker';
import { createLevelBlocks, createSilenceWatch, type Level } from './level';
import workletUrl from './pcm-worklet.ts?worker&url';
import {
  PCM_PROCESSOR_NAME,
  type FromWorklet,
  type PcmProcessorOptions,
  type ToWorklet,
} from './protocol';
import { createResampler, TARGET_SAMPLE_RATE, type Resampler } from './resampler';
import { encodeWav } from './wav';

export const CHUNK_MEDIA_TYPE = 'audio/wav';

export interface RecordedChunk {
  /** 0, 1, 2, ... in recording order, across pauses. */
  readonly sequence: number;
  /** A complete WAV file: 16 kHz, mono, 16-bit PCM. */
  readonly bytes: Uint8Array;
  readonly durationMs: number;
  readonly mediaType: typeof CHUNK_MEDIA_TYPE;
  readonly cut: CutReason;
}

export interface RecorderOptions {
  /** A deviceId from listMicrophones(); absent or '' for the system default. */
  readonly deviceId?: string | undefined;
  /** Longest chunk; default 20 000 ms. */
  readonly maxChunkMs?: number | undefined;
  /** Quiet time before onSilence(true); default 8000 ms. */
  readonly silenceWarnAfterMs?: number | undefined;
  /** Each chunk, in order; the caller keeps it until the main process acknowledges it. */
  onChunk(chunk: RecordedChunk): void;
  /** About 20 times per second of recorded audio (every 50 ms of samples). */
  onLevel?: ((level: Level) => void) | undefined;
  /** true: nothing heard for `silenceWarnAfterMs`; false: sound again (or paused/stopped). */
  onSilence?: ((silent: boolean) => void) | undefined;
  /** The microphone went away (unplugged): the chunk so far was flushed, the recorder paused. */
  onDeviceLost?: (() => void) | undefined;
}

export type RecorderState = 'idle' | 'recording' | 'paused' | 'stopped';

export interface Recorder {
  /** Opens the microphone and starts recording; rejects with a MicrophoneError. */
  start(): Promise<void>;
  /** Ends the current chunk (cut 'pause'); nothing is kept while paused. */
  pause(): void;
  /**
   * Records again. Immediate when the microphone is still open and `deviceId` is absent or the
   * same; otherwise (microphone lost, or another one chosen) reopens it and rejects with a
   * MicrophoneError if it cannot (the recorder stays paused).
   */
  resume(deviceId?: string): Promise<void>;
  /** Emits the last chunk (cut 'stop'), releases the microphone; resolves after the last onChunk. */
  stop(): Promise<void>;
  /** Recorded time in ms, excluding pauses, counted from the samples captured. */
  elapsedMs(): number;
  readonly state: RecorderState;
}

/** Why the microphone could not be used; `name` is the DOMException name (e.g. NotAllowedError). */
export class MicrophoneError extends Error {
  override readonly name: string;
  constructor(name: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = name;
  }
}

const LEVEL_BLOCK_SAMPLES = TARGET_SAMPLE_RATE / 20;
const LEVEL_BLOCK_MS = 50;
/** How long to wait for the worklet to hand over its last samples (it answers in ~3 ms). */
const DRAIN_TIMEOUT_MS = 1000;
const CONTEXT_RESUME_TIMEOUT_MS = 3000;

interface Capture {
  readonly stream: MediaStream;
  readonly context: AudioContext;
  readonly node: AudioWorkletNode;
  readonly deviceId: string | undefined;
  resampler: Resampler;
  /** The last pause/stop hand-over asked of the worklet. */
  lastDrain: Promise<void>;
  /** The track ended (device unplugged): only good for handing over its last samples. */
  lost: boolean;
  closed: boolean;
}

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

function post(target: Capture, message: ToWorklet): void {
  target.node.port.postMessage(message);
}

/** Microphone, AudioContext and worklet, wired; rejects with a MicrophoneError. */
async function openCapture(deviceId: string | undefined, outputRate: number): Promise<Capture> {
  const mediaDevices = navigator.mediaDevices as MediaDevices | undefined;
  if (!mediaDevices) {
    throw new MicrophoneError('NotSupportedError', 'This window has no access to microphones.');
  }
  let stream: MediaStream;
  try {
    stream = await mediaDevices.getUserMedia({
      audio: { ...(deviceId ? { deviceId: { exact: deviceId } } : {}), channelCount: 1 },
    });
  } catch (error) {
    throw toMicrophoneError(error);
  }
  let context: AudioContext | undefined;
  try {
    if (stream.getAudioTracks().length === 0) {
      throw new MicrophoneError('NotFoundError', messageFor('NotFoundError') ?? '');
    }
    context = new AudioContext();
    await resumeContext(context);
    await context.audioWorklet.addModule(workletUrl);
    const rate = context.sampleRate;
    const processorOptions: PcmProcessorOptions = { batchSize: batchSizeFor(rate) };
    const node = new AudioWorkletNode(context, PCM_PROCESSOR_NAME, {
      numberOfInputs: 1,
      numberOfOutputs: 0,
      processorOptions,
    });
    context.createMediaStreamSource(stream).connect(node);
    const resampler = createResampler(rate, outputRate);
    return {
      stream,
      context,
      node,
      deviceId,
      resampler,
      lastDrain: Promise.resolve(),
      lost: false,
      closed: false,
    };
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    if (context) await context.close().catch(() => undefined);
    if (error instanceof MicrophoneError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new MicrophoneError(
      nameOf(error) ?? 'AudioError',
      `Audio capture could not start: ${detail}`,
      {
        cause: error,
      },
    );
  }
}

async function resumeContext(context: AudioContext): Promise<void> {
  if (context.state === 'running') return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new MicrophoneError(
            'NotAllowedError',
            'Audio could not start: the window did not allow it. Click Record again.',
          ),
        ),
      CONTEXT_RESUME_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([context.resume(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function closeCapture(target: Capture): Promise<void> {
  if (target.closed) return;
  target.closed = true;
  for (const track of target.stream.getTracks()) track.stop();
  target.node.port.onmessage = null;
  target.node.disconnect();
  await target.context.close().catch(() => undefined);
}

/** Multiple of the 128-sample render quantum, about 20 ms of audio per message. */
function batchSizeFor(sampleRate: number): number {
  return Math.max(128, Math.ceil(sampleRate / 50 / 128) * 128);
}

function nameOf(error: unknown): string | undefined {
  return error instanceof Error || error instanceof DOMException ? error.name : undefined;
}

function messageFor(name: string): string | undefined {
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'The microphone is blocked. Allow microphone access for Clinic Companion in the system settings, then try again.';
    case 'NotFoundError':
      return 'No microphone was found. Connect a microphone and try again.';
    case 'OverconstrainedError':
      return 'The chosen microphone is not available. Choose another microphone and try again.';
    case 'NotReadableError':
    case 'AbortError':
      return 'The microphone could not be started; another application may be using it. Close it and try again.';
    default:
      return undefined;
  }
}

function toMicrophoneError(error: unknown): MicrophoneError {
  const name = nameOf(error) ?? 'UnknownError';
  const detail = error instanceof Error && error.message ? ` (${error.message})` : '';
  const message = messageFor(name) ?? `The microphone could not be started${detail}.`;
  return new MicrophoneError(name, message, { cause: error });
}
