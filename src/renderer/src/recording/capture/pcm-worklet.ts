/**
 * The AudioWorkletProcessor that taps the microphone: mixes each render quantum to mono and
 * posts the samples to the main thread in batches, transferring each batch's buffer.
 *
 * Why a worklet: it sees every sample exactly once, in order, on the audio thread, which lets
 * the recorder cut chunks sample-exactly (MediaRecorder cannot) and avoids the deprecated
 * ScriptProcessorNode. It is loaded with `?worker&url`, so Vite builds it as its own
 * self-contained file in the app's assets (allowed by `script-src 'self'`; no blob: URL).
 * The worklet scope has no DOM and no module loader for bare imports: this file may import
 * only `./protocol` (inlined at build time) and types.
 */
import type { FromWorklet, PcmProcessorOptions, ToWorklet } from './protocol';
import { PCM_PROCESSOR_NAME } from './protocol';

// AudioWorkletGlobalScope is not in the DOM lib; declare what is used here.
declare abstract class AudioWorkletProcessor {
  readonly port: MessagePort;
  constructor(options?: { processorOptions?: unknown });
}
declare function registerProcessor(
  name: string,
  processor: new (options: { processorOptions?: unknown }) => AudioWorkletProcessor,
): void;

class PcmCaptureProcessor extends AudioWorkletProcessor {
  private readonly batchSize: number;
  private batch: Float32Array;
  private filled = 0;
  private capturing = true;

  constructor(options: { processorOptions?: unknown }) {
    super(options);
    const requested = (options.processorOptions as Partial<PcmProcessorOptions> | undefined)
      ?.batchSize;
    this.batchSize = typeof requested === 'number' && requested >= 1 ? Math.floor(requested) : 2048;
    this.batch = new Float32Array(this.batchSize);
    this.port.onmessage = (event: MessageEvent<ToWorklet>) => {
      const message = event.data;
      if (message.type === 'pause') {
        this.capturing = false;
        this.post();
        this.send({ type: 'drained', id: message.id });
      } else {
        this.capturing = true;
      }
    };
  }

  process(inputs: Float32Array[][]): boolean {
    const channels = inputs[0];
    if (!this.capturing || !channels || channels.length === 0) return true;
    const frames = channels[0]?.length ?? 0;
    const count = channels.length;
    for (let i = 0; i < frames; i++) {
      let sum = 0;
      for (const channel of channels) sum += channel[i] ?? 0;
      this.batch[this.filled++] = count === 1 ? sum : sum / count;
      if (this.filled === this.batchSize) this.post();
    }
    return true;
  }

  private post(): void {
    if (this.filled === 0) return;
    const samples = this.batch.slice(0, this.filled);
    this.filled = 0;
    this.send({ type: 'pcm', samples }, [samples.buffer]);
  }

  private send(message: FromWorklet, transfer: Transferable[] = []): void {
    this.port.postMessage(message, transfer);
  }
}

registerProcessor(PCM_PROCESSOR_NAME, PcmCaptureProcessor);
