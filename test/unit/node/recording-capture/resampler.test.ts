import { describe, expect, it } from 'vitest';
import { createResampler, toInt16 } from '../../../../src/renderer/src/recording/capture/resampler';
import { concat, firstDifference, frameSizes, random } from './random';

function sine(rate: number, hz: number, amplitude: number, count: number): Float32Array {
  return Float32Array.from(
    { length: count },
    (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / rate),
  );
}

function pushInFrames(rate: number, input: Float32Array, sizes: readonly number[]): Int16Array {
  const resampler = createResampler(rate);
  const parts: Int16Array[] = [];
  let offset = 0;
  for (const size of sizes) {
    parts.push(resampler.push(input.subarray(offset, offset + size)));
    offset += size;
  }
  return concat(parts);
}

/** Amplitude of the `hz` component (Goertzel-like projection over whole samples). */
function amplitudeAt(samples: Int16Array, rate: number, hz: number): number {
  let re = 0;
  let im = 0;
  for (let i = 0; i < samples.length; i++) {
    const phase = (2 * Math.PI * hz * i) / rate;
    re += (samples[i] ?? 0) * Math.cos(phase);
    im += (samples[i] ?? 0) * Math.sin(phase);
  }
  return (2 * Math.hypot(re, im)) / samples.length;
}

function rms(samples: Int16Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  return Math.sqrt(sum / samples.length);
}

const RATES = [8000, 16_000, 22_050, 24_000, 32_000, 44_100, 48_000, 96_000];

describe('createResampler: lengths', () => {
  it.each(RATES)('%i Hz: output length is exact after any number of frames', (rate) => {
    const rand = random(rate);
    const resampler = createResampler(rate);
    let inTotal = 0;
    let outTotal = 0;
    for (const size of frameSizes(rand, 3 * rate + 17, 3000)) {
      outTotal += resampler.push(new Float32Array(size)).length;
      inTotal += size;
      expect(outTotal).toBe(Math.ceil((inTotal * 16_000) / rate));
      expect(Math.abs(outTotal - Math.round((inTotal * 16_000) / rate))).toBeLessThanOrEqual(1);
    }
    expect(resampler.inputCount).toBe(inTotal);
    expect(resampler.outputCount).toBe(outTotal);
  });

  it('keeps exact lengths over minutes of 44.1 kHz frames (integer positions, no drift)', () => {
    const resampler = createResampler(44_100);
    const frame = new Float32Array(896);
    const frames = Math.ceil((120 * 44_100) / 896);
    let out = 0;
    for (let i = 0; i < frames; i++) out += resampler.push(frame).length;
    expect(out).toBe(Math.ceil((frames * 896 * 16_000) / 44_100));
  });
});

describe('createResampler: continuity', () => {
  it.each([44_100, 48_000, 22_050])(
    '%i Hz: any split into frames gives bit-identical output',
    (rate) => {
      const rand = random(rate + 1);
      const input = Float32Array.from({ length: rate }, () => rand() * 2 - 1);
      const whole = pushInFrames(rate, input, [input.length]);
      for (const maxFrame of [1, 128, 1000, 5000]) {
        expect(
          firstDifference(
            pushInFrames(rate, input, frameSizes(rand, input.length, maxFrame)),
            whole,
          ),
        ).toBe(-1);
      }
    },
  );

  it.each([44_100, 48_000])('%i Hz: a tone pushed in 128-sample frames has no clicks', (rate) => {
    const input = sine(rate, 1000, 0.5, rate * 2);
    const sizes = Array.from({ length: input.length / 128 + 1 }, () => 128);
    const out = pushInFrames(rate, input, sizes);
    // The largest step of a 1 kHz sine of amplitude A at 16 kHz is 2πA/16.
    const maxStep = ((2 * Math.PI * 0.5 * 32767) / 16) * 1.02;
    let largest = 0;
    for (let i = 200; i < out.length; i++) {
      largest = Math.max(largest, Math.abs((out[i] ?? 0) - (out[i - 1] ?? 0)));
    }
    expect(largest).toBeLessThan(maxStep);
    expect(largest).toBeGreaterThan(maxStep * 0.9);
  });
});

describe('createResampler: frequency sanity', () => {
  it.each([44_100, 48_000, 32_000, 96_000])(
    '%i Hz: a 1 kHz tone keeps its pitch and level',
    (rate) => {
      const out = pushInFrames(rate, sine(rate, 1000, 0.5, rate), [rate]).subarray(100);
      expect(amplitudeAt(out, 16_000, 1000) / (0.5 * 32767)).toBeCloseTo(1, 1);
      expect(amplitudeAt(out, 16_000, 1100)).toBeLessThan(0.01 * 0.5 * 32767);
      let crossings = 0;
      for (let i = 1; i < out.length; i++) {
        if ((out[i - 1] ?? 0) < 0 && (out[i] ?? 0) >= 0) crossings++;
      }
      expect(Math.abs(crossings - (out.length / 16_000) * 1000)).toBeLessThanOrEqual(2);
    },
  );

  it.each([
    [44_100, 12_000],
    [48_000, 12_000],
    [48_000, 20_000],
    [96_000, 30_000],
  ])('%i Hz: a %i Hz tone (above 8 kHz) does not alias into the speech band', (rate, hz) => {
    const out = pushInFrames(rate, sine(rate, hz, 0.5, rate), [rate]).subarray(100);
    expect(rms(out)).toBeLessThan(0.5 * 32767 * 0.01); // below -40 dB
  });

  it('passes DC at unity gain', () => {
    const out = pushInFrames(48_000, new Float32Array(4800).fill(0.25), [4800]);
    expect(out.at(-1)).toBe(8192);
  });

  it('is the identity at 16 kHz', () => {
    const input = Float32Array.from([0, 0.5, -0.5, 1, -1, 0.25]);
    expect([...pushInFrames(16_000, input, [2, 0, 4])]).toEqual([
      0, 16384, -16384, 32767, -32768, 8192,
    ]);
  });
});

describe('createResampler: bad input', () => {
  it.each([16_000, 44_100, 48_000])('%i Hz: clamps and never outputs NaN', (rate) => {
    const rand = random(7);
    const input = Float32Array.from({ length: 4000 }, (_, i) =>
      i % 97 === 0 ? Number.NaN : i % 89 === 0 ? Infinity : (rand() * 2 - 1) * 4,
    );
    const out = pushInFrames(rate, input, frameSizes(rand, input.length, 300));
    expect(out.length).toBe(Math.ceil((4000 * 16_000) / rate));
    // Int16Array cannot hold NaN; what matters is that loud input clips instead of wrapping
    // around, and that the NaN/Infinity samples do not silence the rest.
    expect(Math.max(...out)).toBe(32767);
    expect(Math.min(...out)).toBe(-32768);
    expect(out.subarray(-200).some((s) => s !== 0 && Math.abs(s) < 32767)).toBe(true);
  });

  it('toInt16 maps the edges', () => {
    expect([1, 2, -1, -2, Number.NaN, Infinity, -Infinity, 0, -0.5].map(toInt16)).toEqual([
      32767, 32767, -32768, -32768, 0, 32767, -32768, 0, -16384,
    ]);
  });

  it('refuses invalid rates', () => {
    expect(() => createResampler(0)).toThrow(RangeError);
    expect(() => createResampler(44_100.5)).toThrow(RangeError);
  });
});
