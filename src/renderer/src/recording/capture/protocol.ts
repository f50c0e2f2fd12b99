/**
 * Messages between the capture worklet (audio thread) and the recorder (renderer main thread).
 *
 * Why a separate module: both sides must agree on the processor name and message shapes, and
 * the worklet bundle may only contain code that runs in AudioWorkletGlobalScope; this file has
 * no imports and no DOM use, so Vite can inline it into the worklet file.
 */

export const PCM_PROCESSOR_NAME = 'companion-pcm-capture';

export interface PcmProcessorOptions {
  /** Samples per message (a multiple of the 128-sample render quantum reads best). */
  readonly batchSize: number;
}

/** Main thread → worklet. */
export type ToWorklet =
  /** Stop capturing; post what is pending, then `drained` with the same id. */
  | { readonly type: 'pause'; readonly id: number }
  /** Capture again (after `pause`). */
  | { readonly type: 'resume' };

/** Worklet → main thread. */
export type FromWorklet =
  /** Mono samples at the context's sample rate, in capture order (buffer transferred). */
  | { readonly type: 'pcm'; readonly samples: Float32Array }
  /** Everything captured before the `pause` with this id has been posted. */
  | { readonly type: 'drained'; readonly id: number };
