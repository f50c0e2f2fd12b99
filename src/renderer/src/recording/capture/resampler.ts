/**
 * Streaming conversion of Float32 audio at the AudioContext's rate to 16-bit PCM at 16 kHz.
 *
 * Why this shape: the worklet hands over frames of arbitrary length, and chunk cuts must be
 * sample-exact, so the converter keeps its state (filter history, output position) across
 * calls. Output sample k is taken at input position k * inRate / outRate, computed in integers,
 * so no rounding drifts and the output after N input samples is exactly ceil(N * outRate /
 * inRate) samples whatever the frame sizes (and the output is bit-identical for any split).
 * Downsampling first runs a causal windowed-sinc low-pass (Blackman, cut-off 0.45 * outRate)
 * so tones above 8 kHz do not fold into the speech band (63 taps, evaluated only at the input
 * positions an output needs); the filter (and, for ratios like 44.1 kHz, a one-sample
 * interpolation delay) add under 1 ms of latency, which nothing downstream notices. Non-finite
 * input samples count as 0; output is rounded and clamped to the Int16 range.
 *
 * Pure module (no DOM types): the node unit tests import it.
 */

export const TARGET_SAMPLE_RATE = 16_000;

export interface Resampler {
  /** Converts the next frame; returns the 16 kHz samples that are now complete (maybe none). */
  push(frame: Float32Array): Int16Array;
  /** Input samples received so far. */
  readonly inputCount: number;
  /** Output samples produced so far. */
  readonly outputCount: number;
}

const FILTER_TAPS = 63;

export function createResampler(inputRate: number, outputRate = TARGET_SAMPLE_RATE): Resampler {
  for (const rate of [inputRate, outputRate]) {
    if (!Number.isInteger(rate) || rate <= 0) throw new RangeError(`Invalid sample rate: ${rate}`);
  }
  const taps =
    inputRate > outputRate ? lowPassTaps(FILTER_TAPS, (0.45 * outputRate) / inputRate) : null;
  const historyLength = taps ? taps.length - 1 : 0;
  // Whole-number ratios (48 kHz, 32 kHz, 16 kHz) pick filtered samples directly; others
  // interpolate between input indices (index - 1) and index, a constant one-sample delay.
  const wholeRatio = inputRate % outputRate === 0;
  // The last `historyLength` inputs, so the filter runs across frame boundaries.
  let history = new Float32Array(historyLength);
  // Filtered value at input index `consumed - 1` (0 before the first sample).
  let previous = 0;
  let consumed = 0;
  let produced = 0;

  function push(frame: Float32Array): Int16Array {
    const length = frame.length;
    if (length === 0) return new Int16Array(0);
    // History then frame; NaN and infinities become 0 so one bad sample cannot poison the filter.
    const input = new Float32Array(historyLength + length);
    input.set(history);
    for (let i = 0; i < length; i++) {
      const x = frame[i] ?? 0;
      input[historyLength + i] = Number.isFinite(x) ? x : 0;
    }
    // The (low-passed) input at position j of this frame, computed only where it is needed.
    const sampleAt = (j: number): number =>
      taps ? convolve(taps, input, historyLength + j) : (input[historyLength + j] ?? 0);
    const end = consumed + length;
    // Output k needs input index floor(k * inRate / outRate) < end.
    const total = Math.floor((end * outputRate + inputRate - 1) / inputRate);
    const out = new Int16Array(total - produced);
    for (let o = 0; o < out.length; o++) {
      const scaled = (produced + o) * inputRate;
      const index = Math.floor(scaled / outputRate);
      const local = index - consumed;
      if (wholeRatio) {
        out[o] = toInt16(sampleAt(local));
        continue;
      }
      const fraction = (scaled - index * outputRate) / outputRate;
      const before = local >= 1 ? sampleAt(local - 1) : previous;
      const current = sampleAt(local);
      out[o] = toInt16(before + (current - before) * fraction);
    }
    produced = total;
    previous = sampleAt(length - 1);
    history = input.slice(length);
    consumed = end;
    return out;
  }

  return {
    push,
    get inputCount() {
      return consumed;
    },
    get outputCount() {
      return produced;
    },
  };
}

/** Float sample (nominally -1..1) to Int16, clamped; NaN and infinities of either sign are safe. */
export function toInt16(value: number): number {
  if (!(value > -1)) return value <= -1 ? -32768 : 0; // NaN → 0
  if (value >= 1) return 32767;
  return Math.round(value < 0 ? value * 32768 : value * 32767);
}

/** Causal FIR output at `newest`: taps[t] * input[newest - t]. */
function convolve(taps: Float32Array, input: Float32Array, newest: number): number {
  let sum = 0;
  for (let t = 0; t < taps.length; t++) sum += (taps[t] ?? 0) * (input[newest - t] ?? 0);
  return sum;
}

/** Blackman-windowed sinc low-pass, normalised to unity gain at DC; cutoff in cycles/sample. */
function lowPassTaps(count: number, cutoff: number): Float32Array {
  const taps = new Float32Array(count);
  const middle = (count - 1) / 2;
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const x = i - middle;
    const sinc = x === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * x) / (Math.PI * x);
    const window =
      0.42 -
      0.5 * Math.cos((2 * Math.PI * i) / (count - 1)) +
      0.08 * Math.cos((4 * Math.PI * i) / (count - 1));
    taps[i] = sinc * window;
    sum += sinc * window;
  }
  for (let i = 0; i < count; i++) taps[i] = (taps[i] ?? 0) / sum;
  return taps;
}
