/**
 * Loudness of captured audio: RMS and peak in dBFS, and the "nothing heard for a while" watch.
 *
 * Why here and not in an AnalyserNode: the meter and the silence warning read the very samples
 * that go into the chunks (16 kHz Int16), so what the doctor sees is what gets uploaded.
 * Levels are floored at MIN_DBFS instead of -Infinity so they stay finite numbers.
 *
 * Pure module (no DOM types): the node unit tests import it.
 */

/** The lowest level reported (digital silence). */
export const MIN_DBFS = -100;

export interface Level {
  readonly rmsDbfs: number;
  readonly peakDbfs: number;
}

/** RMS and peak of 16-bit samples, in dBFS (0 = full scale). */
export function measureLevel(samples: Int16Array): Level {
  let sumSquares = 0;
  let peak = 0;
  for (const sample of samples) {
    sumSquares += sample * sample;
    const magnitude = Math.abs(sample);
    if (magnitude > peak) peak = magnitude;
  }
  const rms = samples.length > 0 ? Math.sqrt(sumSquares / samples.length) : 0;
  return { rmsDbfs: toDbfs(rms / 32768), peakDbfs: toDbfs(peak / 32768) };
}

/** Amplitude (1 = full scale) to dBFS, floored at MIN_DBFS. */
export function toDbfs(amplitude: number): number {
  if (!(amplitude > 0)) return MIN_DBFS;
  return Math.max(MIN_DBFS, 20 * Math.log10(amplitude));
}

export interface SilenceWatchOptions {
  /** Frames whose RMS is below this count as quiet. */
  readonly thresholdDbfs?: number;
  /** Quiet time after which the warning starts. */
  readonly warnAfterMs?: number;
}

export interface SilenceWatch {
  /**
   * Feeds the level of the next frame of `durationMs`. Returns the new state when it changes
   * (true: the warning starts, false: sound again), undefined otherwise.
   */
  feed(rmsDbfs: number, durationMs: number): boolean | undefined;
  /** Forgets the quiet time so far (after a pause); returns false if a warning was showing. */
  reset(): boolean | undefined;
  readonly silent: boolean;
  /** Quiet time so far, in ms. */
  readonly quietMs: number;
}

export function createSilenceWatch(options: SilenceWatchOptions = {}): SilenceWatch {
  const thresholdDbfs = options.thresholdDbfs ?? -50;
  const warnAfterMs = options.warnAfterMs ?? 8000;
  let quietMs = 0;
  let silent = false;
  return {
    feed(rmsDbfs, durationMs) {
      if (rmsDbfs < thresholdDbfs) {
        quietMs += durationMs;
        if (!silent && quietMs >= warnAfterMs) {
          silent = true;
          return true;
        }
        return undefined;
      }
      quietMs = 0;
      if (silent) {
        silent = false;
        return false;
      }
      return undefined;
    },
    reset() {
      quietMs = 0;
      if (!silent) return undefined;
      silent = false;
      return false;
    },
    get silent() {
      return silent;
    },
    get quietMs() {
      return quietMs;
    },
  };
}

export interface LevelBlocks {
  /** Adds samples; returns the level of every block they completed. */
  push(samples: Int16Array): Level[];
  /** Drops the partial block (after a pause). */
  reset(): void;
}

/**
 * Measures consecutive blocks of `blockSize` samples whatever the frame sizes, e.g. 800 samples
 * at 16 kHz: 20 meter updates per second of audio.
 */
export function createLevelBlocks(blockSize: number): LevelBlocks {
  if (!Number.isInteger(blockSize) || blockSize < 1) {
    throw new RangeError(`Invalid block size: ${blockSize}`);
  }
  let count = 0;
  let sumSquares = 0;
  let peak = 0;
  return {
    push(samples) {
      const levels: Level[] = [];
      for (const sample of samples) {
        sumSquares += sample * sample;
        const magnitude = Math.abs(sample);
        if (magnitude > peak) peak = magnitude;
        if (++count === blockSize) {
          levels.push({
            rmsDbfs: toDbfs(Math.sqrt(sumSquares / count) / 32768),
            peakDbfs: toDbfs(peak / 32768),
          });
          count = 0;
          sumSquares = 0;
          peak = 0;
        }
      }
      return levels;
    },
    reset() {
      count = 0;
      sumSquares = 0;
      peak = 0;
    },
  };
}
