import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { RecordingSessionView } from '../../src/shared/recording';
import type { TestCompanion } from './companion';
import { until } from './until';
import { testWav } from './wav';
import { TEST_CLIENT_ID } from './sandbox-admin';

/** Helpers for tests that record through the core's IPC boundary, as the renderer does. */

export const SANDBOX_CLIENT = TEST_CLIENT_ID;

/** Short sync, probe and poll intervals, so a recording goes through in well under a second. */
export const RECORDING_FAST = {
  sync: { debounceMs: 5, backoff: { baseMs: 20, maxMs: 200 } },
  network: { minProbeMs: 10, maxProbeMs: 100 },
  recording: { poller: { firstDelayMs: 50, intervalMs: 100, maxIntervalMs: 300 } },
} as const;

export const sha256 = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

export async function session(target: TestCompanion, id: string): Promise<RecordingSessionView> {
  return (await target.value('recording:get', { sessionId: id })).session;
}

export async function phase(
  target: TestCompanion,
  id: string,
  wanted: RecordingSessionView['phase'],
) {
  await until(
    async () => (await session(target, id)).phase === wanted,
    `the session to be ${wanted}`,
  );
  return session(target, id);
}

/** Records `count` chunks through the IPC boundary, as the renderer does; returns their bytes. */
export async function record(target: TestCompanion, id: string, count: number, from = 0) {
  const chunks: Uint8Array[] = [];
  for (let sequence = from; sequence < from + count; sequence += 1) {
    const bytes = testWav(1_000, sequence);
    chunks.push(bytes);
    const saved = await target.value('recording:save-chunk', {
      sessionId: id,
      sequence,
      bytes,
      durationMs: 1_000,
      mediaType: 'audio/wav',
    });
    expect(saved).toEqual({
      sessionId: id,
      sequence,
      savedChunks: sequence + 1,
      alreadySaved: false,
    });
  }
  return chunks;
}

export function sandboxSession(target: TestCompanion, id: string) {
  const found = target.sandbox.voiceSessionsFor(SANDBOX_CLIENT).find((s) => s.id === id);
  if (!found) throw new Error('the sandbox has no such session');
  return found;
}

/** Audio kept on this computer: chunks sealed in the database, plus any chunk files. */
export function chunkFiles(target: TestCompanion): string[] {
  const rows = target.core.db
    .prepare<[], { name: string }>(
      "SELECT session_id || '-' || sequence AS name FROM recording_chunk_audio ORDER BY rowid",
    )
    .all();
  return [...rows.map((row) => row.name), ...readdirSync(path.join(target.dataDir, 'recordings'))];
}
