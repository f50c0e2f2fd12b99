import { describe, expect, it } from 'vitest';
import {
  createChunker,
  type ChunkOut,
  type ChunkerOptions,
} from '../../../../src/renderer/src/recording/capture/chunker';
import { concat, firstDifference, frameSizes, random } from './random';

const RATE = 16_000;
const ms = (value: number): number => (value * RATE) / 1000;

/** Loud noise (about -10 dBFS) or quiet noise at a chosen level. */
function noise(rand: () => number, count: number, amplitude = 10_000): Int16Array {
  return Int16Array.from({ length: count }, () => Math.round((rand() * 2 - 1) * amplitude));
}
const silence = (count: number): Int16Array => new Int16Array(count);

function run(options: ChunkerOptions, input: Int16Array, sizes: readonly number[]): ChunkOut[] {
  const chunker = createChunker(options);
  const chunks: ChunkOut[] = [];
  let offset = 0;
  for (const size of sizes) {
    chunks.push(...chunker.push(input.subarray(offset, offset + size)));
    offset += size;
  }
  const last = chunker.flush('stop');
  if (last) chunks.push(last);
  return chunks;
}

const summary = (chunks: readonly ChunkOut[]) =>
  chunks.map((c) => [c.sequence, c.samples.length, c.cut] as const);

describe('createChunker: cut rules', () => {
  it('cuts exactly at the limit when there is no silence', () => {
    const input = noise(random(1), ms(45_000));
    const chunks = run({}, input, [input.length]);
    expect(summary(chunks)).toEqual([
      [0, ms(20_000), 'limit'],
      [1, ms(20_000), 'limit'],
      [2, ms(5000), 'stop'],
    ]);
    expect(chunks.map((c) => c.durationMs)).toEqual([20_000, 20_000, 5000]);
  });

  it('cuts in the middle of the first 300 ms quiet window after 15 s', () => {
    const rand = random(2);
    const input = concat([noise(rand, ms(16_000)), silence(ms(1000)), noise(rand, ms(10_000))]);
    const chunks = run({}, input, [input.length]);
    expect(summary(chunks)).toEqual([
      [0, ms(16_150), 'silence'],
      [1, ms(10_850), 'stop'],
    ]);
  });

  it('ignores silences before preferCutAfterMs', () => {
    const rand = random(3);
    const input = concat([
      noise(rand, ms(5000)),
      silence(ms(2000)),
      noise(rand, ms(10_000) + 7),
      silence(ms(1000)),
      noise(rand, ms(2000)),
    ]);
    const chunks = run({}, input, [input.length]);
    // The quiet blocks start at the first 10 ms block boundary after the silence starts.
    const firstQuietBlock = Math.ceil((ms(17_000) + 7) / 160) * 160;
    expect(summary(chunks)).toEqual([
      [0, firstQuietBlock + ms(150), 'silence'],
      [1, input.length - firstQuietBlock - ms(150), 'stop'],
    ]);
  });

  it('a silence that starts before preferCutAfterMs is cut at preferCutAfterMs', () => {
    const input = concat([noise(random(4), ms(14_000)), silence(ms(10_000))]);
    const chunks = run({}, input, [input.length]);
    expect(summary(chunks)).toEqual([
      [0, ms(15_000), 'silence'],
      [1, ms(9000), 'stop'],
    ]);
  });

  it('needs the whole window quiet: a 290 ms gap is not a cut point', () => {
    const rand = random(5);
    const input = concat([noise(rand, ms(16_000)), silence(ms(290)), noise(rand, ms(5000))]);
    expect(summary(run({}, input, [input.length]))[0]).toEqual([0, ms(20_000), 'limit']);
  });

  it('treats noise above silenceDbfs as sound and below it as quiet', () => {
    const rand = random(6);
    // Uniform noise of amplitude a has an RMS of a/√3: -40 dBFS and -50 dBFS respectively.
    const at = (dbfs: number) => Math.round(32768 * 10 ** (dbfs / 20) * Math.sqrt(3));
    const hum = concat([noise(rand, ms(16_000)), noise(rand, ms(3000), at(-40))]);
    expect(summary(run({}, hum, [hum.length]))[0]).toEqual([0, ms(19_000), 'stop']);
    const hiss = concat([noise(rand, ms(16_000)), noise(rand, ms(3000), at(-50))]);
    expect(summary(run({}, hiss, [hiss.length]))[0]).toEqual([0, ms(16_150), 'silence']);
  });

  it('follows maxChunkMs, preferCutAfterMs, silenceDbfs and silenceWindowMs', () => {
    const rand = random(7);
    const input = concat([
      noise(rand, ms(1500)),
      noise(rand, ms(200), 100), // about -53 dBFS: quiet for -30, not for -60
      noise(rand, ms(3000)),
    ]);
    const options = { maxChunkMs: 2000, preferCutAfterMs: 1200, silenceWindowMs: 100 };
    expect(summary(run({ ...options, silenceDbfs: -30 }, input, [input.length]))).toEqual([
      [0, ms(1550), 'silence'],
      [1, ms(2000), 'limit'],
      [2, ms(1150), 'stop'],
    ]);
    expect(summary(run({ ...options, silenceDbfs: -60 }, input, [input.length]))[0]).toEqual([
      0,
      ms(2000),
      'limit',
    ]);
  });

  it('defaults preferCutAfterMs to max(1000, maxChunkMs - 5000)', () => {
    const input = silence(ms(5000));
    expect(summary(run({ maxChunkMs: 2000 }, input, [input.length]))).toEqual([
      [0, ms(1000), 'silence'],
      [1, ms(1000), 'silence'],
      [2, ms(1000), 'silence'],
      [3, ms(1000), 'silence'],
      [4, ms(1000), 'stop'],
    ]);
    expect(run({ maxChunkMs: 10_000 }, input, [input.length])[0]?.samples.length).toBe(ms(5000));
  });
});

describe('createChunker: flush', () => {
  it('ends the chunk with the reason given, never empty, and sequences go on', () => {
    const chunker = createChunker({ maxChunkMs: 1000 });
    expect(chunker.flush('pause')).toBeUndefined();
    expect(chunker.push(noise(random(8), 100))).toEqual([]);
    expect(chunker.pendingSamples).toBe(100);
    const paused = chunker.flush('pause');
    expect([paused?.sequence, paused?.samples.length, paused?.cut]).toEqual([0, 100, 'pause']);
    expect(paused?.durationMs).toBe(6.25);
    expect(chunker.flush('pause')).toBeUndefined();
    // After a flush the next chunk may again grow to the full limit.
    const out = chunker.push(noise(random(9), ms(1000) + 5));
    expect(summary(out)).toEqual([[1, ms(1000), 'limit']]);
    expect(chunker.nextSequence).toBe(2);
    expect(summary([chunker.flush('stop')].filter((c) => c !== undefined))).toEqual([
      [2, 5, 'stop'],
    ]);
  });

  it('hands out copies that later pushes do not change', () => {
    const chunker = createChunker({ maxChunkMs: 1 });
    const [first] = chunker.push(Int16Array.from({ length: 16 }, (_, i) => i + 1));
    chunker.push(new Int16Array(32).fill(-1));
    expect([...(first?.samples ?? [])]).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it('refuses impossible options', () => {
    expect(() => createChunker({ maxChunkMs: 0 })).toThrow(RangeError);
    expect(() => createChunker({ sampleRate: 0 })).toThrow(RangeError);
  });
});

describe('createChunker: property', () => {
  /** Speech-like input: random runs of loud noise, quiet noise and digital silence. */
  function speechLike(rand: () => number, totalMs: number): Int16Array {
    const parts: Int16Array[] = [];
    let left = ms(totalMs);
    while (left > 0) {
      const count = Math.min(left, 1 + Math.floor(rand() * ms(rand() < 0.3 ? 3000 : 700)));
      const kind = rand();
      parts.push(
        kind < 0.5 ? noise(rand, count) : kind < 0.8 ? noise(rand, count, 50) : silence(count),
      );
      left -= count;
    }
    return concat(parts);
  }

  it.each(Array.from({ length: 30 }, (_, i) => i + 100))(
    'seed %i: chunks concatenate to the input and follow the rules, whatever the frames',
    (seed) => {
      const rand = random(seed);
      const maxChunkMs = 500 + Math.floor(rand() * 5000);
      const options: ChunkerOptions = {
        maxChunkMs,
        ...(rand() < 0.5 ? { preferCutAfterMs: Math.floor(rand() * maxChunkMs * 1.2) } : {}),
        ...(rand() < 0.5 ? { silenceWindowMs: 10 + Math.floor(rand() * 500) } : {}),
      };
      const input = speechLike(rand, 2000 + rand() * 30_000);
      const maxSamples = ms(maxChunkMs);
      const first = run(
        options,
        input,
        frameSizes(rand, input.length, 1 + Math.floor(rand() * 9000)),
      );
      expect(firstDifference(concat(first.map((c) => c.samples)), input)).toBe(-1);
      first.forEach((chunk, index) => {
        expect(chunk.sequence).toBe(index);
        expect(chunk.samples.length).toBeGreaterThan(0);
        expect(chunk.samples.length).toBeLessThanOrEqual(maxSamples);
        expect(chunk.durationMs).toBe((chunk.samples.length * 1000) / RATE);
        if (chunk.cut === 'limit') expect(chunk.samples.length).toBe(maxSamples);
        if (chunk.cut === 'stop') expect(index).toBe(first.length - 1);
      });
      // Cut decisions depend on the samples only, not on how they were framed.
      const second = run(
        options,
        input,
        frameSizes(rand, input.length, 1 + Math.floor(rand() * 300)),
      );
      expect(summary(second)).toEqual(summary(first));
    },
  );
});
