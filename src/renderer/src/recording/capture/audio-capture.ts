/** The microphone side of the recorder: opening, wiring and closing mic, AudioContext and worklet. */
import workletUrl from './pcm-worklet.ts?worker&url';
import { PCM_PROCESSOR_NAME, type PcmProcessorOptions, type ToWorklet } from './protocol';
import { createResampler, type Resampler } from './resampler';

/** Why the microphone could not be used; `name` is the DOMException name (e.g. NotAllowedError). */
export class MicrophoneError extends Error {
  override readonly name: string;
  constructor(name: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = name;
  }
}

const CONTEXT_RESUME_TIMEOUT_MS = 3000;

export interface Capture {
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

export function post(target: Capture, message: ToWorklet): void {
  target.node.port.postMessage(message);
}

/** Microphone, AudioContext and worklet, wired; rejects with a MicrophoneError. */
export async function openCapture(
  deviceId: string | undefined,
  outputRate: number,
): Promise<Capture> {
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

export async function closeCapture(target: Capture): Promise<void> {
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
