import { open } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startTestCompanion } from '../helpers/companion';
import { testWav } from '../helpers/wav';
import { report } from './report';

const WARM_UP = 5;
const ROUNDS = 30;
/** A full 20 s chunk (640,044 bytes), the recorder's longest, and a 5 s one (160,044 bytes). */
const CHUNK_SECONDS = [20, 5] as const;

/** Nearest-rank percentile. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The least any durable save of these bytes costs: open, write, fsync, close of a new file. */
async function bareWriteFsync(file: string, bytes: Uint8Array): Promise<number> {
  const start = performance.now();
  const handle = await open(file, 'w', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return performance.now() - start;
}

/**
 * A recorded chunk from being handed to main until it is durable: `recording:save-chunk` through
 * the validating dispatch (argument check, SHA-256, sealed with AES-256-GCM, written and fsynced,
 * renamed, folder fsynced, then its chunk row and outbox row committed on the real SQLite file
 * with synchronous=FULL). Baseline, same run and same file system (the app's data folder), rounds
 * interleaved with the app's so both meet the same disk: a bare open + write + fsync + close of
 * the same bytes into a new file. Offline throughout, so no upload competes for the disk or CPU.
 * The Electron IPC copy of the bytes from the renderer is not part of either figure.
 */
export async function benchRecordingChunkDurable(): Promise<void> {
  const app = await startTestCompanion();
  try {
    app.core.network.setOsOnline(false);
    const session = await app.value('recording:start', {});
    let sequence = 0;
    let bareFiles = 0;
    const appSave = async (bytes: Uint8Array, durationMs: number): Promise<number> => {
      const start = performance.now();
      await app.value('recording:save-chunk', {
        sessionId: session.id,
        sequence,
        bytes,
        durationMs,
        mediaType: 'audio/wav',
      });
      const elapsed = performance.now() - start;
      sequence += 1;
      // Work the core defers past the answer (the WAL checkpoint) runs before the next timed step,
      // so it never slows the bare baseline measured next.
      await new Promise((resolve) => setImmediate(resolve));
      return elapsed;
    };
    const bareSave = (bytes: Uint8Array): Promise<number> => {
      bareFiles += 1;
      return bareWriteFsync(path.join(app.dataDir, `bare-${bareFiles}.wav`), bytes);
    };

    for (const seconds of CHUNK_SECONDS) {
      const bytes = testWav(seconds * 1000, seconds);
      const samples = await interleaved(
        () => appSave(bytes, seconds * 1000),
        () => bareSave(bytes),
      );
      for (const p of [50, 95]) {
        report(
          `recording_chunk_durable_${seconds}s_wav_p${p}`,
          percentile(samples.app, p),
          'ms',
          `bare_write_fsync_${seconds}s_wav_p${p}`,
          percentile(samples.bare, p),
        );
      }
    }
    const saved = (await app.value('recording:get', { sessionId: session.id })).session.chunks;
    if (saved.saved !== sequence || saved.uploaded !== 0) {
      throw new Error(`expected ${sequence} chunks saved, none uploaded: ${JSON.stringify(saved)}`);
    }
  } finally {
    await app.close();
  }
}

/** Warm-up, then `ROUNDS` of each, alternating which goes first so neither always follows the other. */
async function interleaved(
  appSave: () => Promise<number>,
  bareSave: () => Promise<number>,
): Promise<{ app: number[]; bare: number[] }> {
  const samples = { app: [] as number[], bare: [] as number[] };
  for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
    let app: number;
    let bare: number;
    if (round % 2 === 0) {
      app = await appSave();
      bare = await bareSave();
    } else {
      bare = await bareSave();
      app = await appSave();
    }
    if (round < WARM_UP) continue;
    samples.app.push(app);
    samples.bare.push(bare);
  }
  return samples;
}
