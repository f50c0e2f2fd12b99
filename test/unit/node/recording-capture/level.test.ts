import { describe, expect, it } from 'vitest';
import {
  MIN_DBFS,
  createLevelBlocks,
  createSilenceWatch,
  measureLevel,
  toDbfs,
} from '../../../../src/renderer/src/recording/capture/level';

describe('measureLevel', () => {
  it('reads a full-scale sine as -3 dBFS RMS and 0 dBFS peak', () => {
    const samples = Int16Array.from({ length: 1600 }, (_, i) =>
      Math.round(32767 * Math.sin((2 * Math.PI * i) / 16)),
    );
    const level = measureLevel(samples);
    expect(level.rmsDbfs).toBeCloseTo(-3.01, 1);
    expect(level.peakDbfs).toBeCloseTo(0, 3);
  });

  it('floors digital silence and empty frames at MIN_DBFS', () => {
    expect(measureLevel(new Int16Array(100))).toEqual({ rmsDbfs: MIN_DBFS, peakDbfs: MIN_DBFS });
    expect(measureLevel(new Int16Array(0))).toEqual({ rmsDbfs: MIN_DBFS, peakDbfs: MIN_DBFS });
    expect(toDbfs(Number.NaN)).toBe(MIN_DBFS);
    expect(toDbfs(1e-9)).toBe(MIN_DBFS);
  });

  it('reads a -20 dBFS square wave as -20 dBFS', () => {
    const a = Math.round(32768 * 0.1);
    const level = measureLevel(Int16Array.from({ length: 100 }, (_, i) => (i % 2 ? a : -a)));
    expect(level.rmsDbfs).toBeCloseTo(-20, 2);
    expect(level.peakDbfs).toBeCloseTo(-20, 2);
  });
});

describe('createLevelBlocks', () => {
  it('measures whole blocks whatever the frame sizes', () => {
    const blocks = createLevelBlocks(800);
    const loud = new Int16Array(700).fill(3277);
    expect(blocks.push(loud)).toEqual([]);
    const levels = blocks.push(new Int16Array(100)); // completes block 1 (700 loud + 100 zero)
    expect(levels).toHaveLength(1);
    expect(levels[0]?.peakDbfs).toBeCloseTo(-20, 1);
    expect(levels[0]?.rmsDbfs).toBeCloseTo(-20 + 10 * Math.log10(700 / 800), 1);
    expect(blocks.push(new Int16Array(799))).toEqual([]);
    expect(blocks.push(new Int16Array(1))).toEqual([{ rmsDbfs: MIN_DBFS, peakDbfs: MIN_DBFS }]);
  });

  it('reset drops the partial block', () => {
    const blocks = createLevelBlocks(4);
    blocks.push(Int16Array.from([30000, 30000]));
    blocks.reset();
    expect(blocks.push(new Int16Array(4))).toEqual([{ rmsDbfs: MIN_DBFS, peakDbfs: MIN_DBFS }]);
  });
});

describe('createSilenceWatch', () => {
  it('warns once after warnAfterMs of quiet frames and clears on the first sound', () => {
    const watch = createSilenceWatch({ thresholdDbfs: -50, warnAfterMs: 8000 });
    const changes: (boolean | undefined)[] = [];
    for (let t = 0; t < 7950; t += 50) changes.push(watch.feed(-60, 50));
    expect(changes.every((c) => c === undefined)).toBe(true);
    expect(watch.silent).toBe(false);
    expect(watch.feed(-60, 50)).toBe(true); // 8000 ms
    expect(watch.feed(-70, 50)).toBeUndefined();
    expect(watch.silent).toBe(true);
    expect(watch.feed(-49, 50)).toBe(false);
    expect(watch.quietMs).toBe(0);
    expect(watch.feed(-49, 50)).toBeUndefined();
  });

  it('a single loud frame restarts the quiet time', () => {
    const watch = createSilenceWatch({ warnAfterMs: 1000 });
    for (let t = 0; t < 900; t += 50) watch.feed(-80, 50);
    watch.feed(-30, 50);
    for (let t = 0; t < 950; t += 50) expect(watch.feed(-80, 50)).toBeUndefined();
    expect(watch.feed(-80, 50)).toBe(true);
  });

  it('uses -50 dBFS and 8 s by default; the threshold itself counts as sound', () => {
    const watch = createSilenceWatch();
    expect(watch.feed(-50, 10_000)).toBeUndefined();
    expect(watch.feed(-50.1, 8000)).toBe(true);
  });

  it('reset forgets the quiet time and reports the end of a warning', () => {
    const watch = createSilenceWatch({ warnAfterMs: 100 });
    expect(watch.reset()).toBeUndefined();
    watch.feed(-90, 100);
    expect(watch.reset()).toBe(false);
    expect(watch.silent).toBe(false);
    expect(watch.quietMs).toBe(0);
  });
});
