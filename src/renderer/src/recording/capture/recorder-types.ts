/** The recorder's public shapes: the chunks it emits, its options, its interface and state. */
import type { CutReason } from './chunker';
import type { Level } from './level';

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
