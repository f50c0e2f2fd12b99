import { encodeWav } from '../../src/renderer/src/recording/capture/wav';

export const TEST_SAMPLE_RATE = 16_000;

/**
 * A WAV chunk as the recorder makes them (16 kHz mono 16-bit), `durationMs` long: a tone whose
 * pitch depends on `seed`, so each chunk's bytes (and SHA-256) differ.
 */
export function testWav(durationMs: number, seed: number): Uint8Array {
  const samples = new Int16Array(Math.round((TEST_SAMPLE_RATE * durationMs) / 1000));
  const hz = 220 + 10 * seed;
  for (let i = 0; i < samples.length; i += 1) {
    samples[i] = Math.round(8_000 * Math.sin((2 * Math.PI * hz * i) / TEST_SAMPLE_RATE));
  }
  return encodeWav(samples, TEST_SAMPLE_RATE);
}

/**
 * What Chromium's fake microphone plays in the browser tests (it loops the file): 0.6 s of a
 * 440 Hz tone, then 0.4 s of silence, each second, at 48 kHz, so the recorder can cut on silence.
 */
export function toneWithPausesWav(seconds: number): Uint8Array {
  const rate = 48_000;
  const samples = new Int16Array(rate * seconds);
  for (let i = 0; i < samples.length; i += 1) {
    const inSecond = (i % rate) / rate;
    samples[i] = inSecond < 0.6 ? Math.round(12_000 * Math.sin((2 * Math.PI * 440 * i) / rate)) : 0;
  }
  return encodeWav(samples, rate);
}
