/**
 * Cuts the stream of 16 kHz samples into chunks of at most `maxChunkMs`, preferably at a pause
 * in speech.
 *
 * Why a pure, sample-driven chunker: uploads need chunks that each decode on their own, with no
 * sample lost or repeated between them, and cutting inside a word hurts transcription. The cut
 * decisions depend only on the samples, never on how they were split into frames, so the
 * result is reproducible and testable: concatenating the chunks gives back exactly the input.
 *
 * Rules: a chunk grows until it is longer than `preferCutAfterMs`; from then on it is cut in
 * the middle of the first quiet window (`silenceWindowMs` of consecutive 10 ms blocks, each
 * with an RMS below `silenceDbfs`, measured from the chunk start) whose middle lies past
 * `preferCutAfterMs`. With no such window it is cut at exactly `maxChunkMs`. `flush` ends the
 * current chunk early (pause, stop). Sequence numbers start at 0 and go on across flushes.
 * An empty chunk is never emitted.
 *
 * Pure module (no DOM types): the node unit tests import it.
 */

export type CutReason = 'silence' | 'limit' | 'pause' | 'stop';

export interface ChunkOut {
  readonly sequence: number;
  readonly samples: Int16Array;
  readonly durationMs: number;
  readonly cut: CutReason;
}

export interface ChunkerOptions {
  readonly sampleRate?: number;
  readonly maxChunkMs?: number;
  /** Default: max(1000, maxChunkMs - 5000), never above maxChunkMs. */
  readonly preferCutAfterMs?: number;
  readonly silenceDbfs?: number;
  readonly silenceWindowMs?: number;
}

export interface Chunker {
  /** Adds samples; returns the chunks they completed, in order (usually none). */
  push(samples: Int16Array): ChunkOut[];
  /** Ends the current chunk now; undefined when it is empty. */
  flush(reason: 'pause' | 'stop'): ChunkOut | undefined;
  /** Samples in the current (unfinished) chunk. */
  readonly pendingSamples: number;
  /** The sequence number the next chunk will get. */
  readonly nextSequence: number;
}

const BLOCK_MS = 10;

export function createChunker(options: ChunkerOptions = {}): Chunker {
  const sampleRate = options.sampleRate ?? 16_000;
  const maxChunkMs = options.maxChunkMs ?? 20_000;
  const preferCutAfterMs = Math.min(
    maxChunkMs,
    options.preferCutAfterMs ?? Math.max(1000, maxChunkMs - 5000),
  );
  const silenceDbfs = options.silenceDbfs ?? -45;
  const silenceWindowMs = options.silenceWindowMs ?? 300;
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) {
    throw new RangeError(`Invalid sample rate: ${sampleRate}`);
  }
  const maxSamples = Math.round((maxChunkMs * sampleRate) / 1000);
  if (!(maxSamples >= 1)) throw new RangeError(`Invalid maxChunkMs: ${maxChunkMs}`);
  const preferSamples = Math.max(0, Math.round((preferCutAfterMs * sampleRate) / 1000));
  const blockSize = Math.max(1, Math.round((BLOCK_MS * sampleRate) / 1000));
  const windowBlocks = Math.max(1, Math.round(silenceWindowMs / BLOCK_MS));
  const halfWindow = Math.floor((windowBlocks * blockSize) / 2);
  // A block is quiet when its mean square is below this (in Int16 units squared).
  const quietMeanSquare = (32768 * 10 ** (silenceDbfs / 20)) ** 2;

  const buffer = new Int16Array(maxSamples);
  let length = 0;
  let blocksDone = 0; // whole blocks of the current chunk already classified
  let quietRun = 0; // consecutive quiet blocks ending at the last classified one
  let sequence = 0;

  function emit(count: number, cut: CutReason): ChunkOut {
    const samples = buffer.slice(0, count);
    buffer.copyWithin(0, count, length);
    length -= count;
    blocksDone = 0;
    quietRun = 0;
    return { sequence: sequence++, samples, durationMs: (count * 1000) / sampleRate, cut };
  }

  /** Classifies new whole blocks; returns where to cut at a silence, if anywhere. */
  function findSilenceCut(): number | undefined {
    while ((blocksDone + 1) * blockSize <= length) {
      const start = blocksDone * blockSize;
      let sumSquares = 0;
      for (let i = start; i < start + blockSize; i++) {
        const s = buffer[i] ?? 0;
        sumSquares += s * s;
      }
      quietRun = sumSquares / blockSize < quietMeanSquare ? quietRun + 1 : 0;
      blocksDone++;
      if (quietRun >= windowBlocks) {
        const cut = (blocksDone - windowBlocks) * blockSize + halfWindow;
        if (cut >= preferSamples && cut > 0) return cut;
      }
    }
    return undefined;
  }

  function push(samples: Int16Array): ChunkOut[] {
    const out: ChunkOut[] = [];
    let offset = 0;
    while (offset < samples.length) {
      const take = Math.min(samples.length - offset, maxSamples - length);
      buffer.set(samples.subarray(offset, offset + take), length);
      length += take;
      offset += take;
      for (;;) {
        const cut = findSilenceCut();
        if (cut !== undefined) {
          out.push(emit(cut, 'silence'));
        } else if (length === maxSamples) {
          out.push(emit(maxSamples, 'limit'));
        } else {
          break;
        }
      }
    }
    return out;
  }

  return {
    push,
    flush(reason) {
      return length > 0 ? emit(length, reason) : undefined;
    },
    get pendingSamples() {
      return length;
    },
    get nextSequence() {
      return sequence;
    },
  };
}
