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
