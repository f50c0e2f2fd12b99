import { describe, expect, it } from 'vitest';
import { sandboxTranscript } from '../../src/sandbox/voice-results';
import { CHUNK_MS, chunkBytes, runRecordingCrash, sha256 } from './recording-crash';

/** What the worker saves as chunk `sequence`: its figures as the sandbox reports them. */
function expectedChunk(sequence: number) {
  const bytes = chunkBytes(sequence);
  return { sequence, size: bytes.byteLength, sha256: sha256(bytes) };
}

describe('chaos: SIGKILL in the middle of an offline recording', () => {
  it.each([
    { seed: 11, killDuringUpload: false },
    { seed: 23, killDuringUpload: true },
  ])(
    'ends the session after a restart with every chunk on the sandbox exactly once (seed $seed, upload killed too: $killDuringUpload)',
    async ({ seed, killDuringUpload }) => {
      const run = await runRecordingCrash({ seed, killDuringUpload });
      const { sessionId, durable } = run;

      // Every chunk the killed life was told was saved, in order, with the bytes of its sequence.
      expect(durable.length).toBeGreaterThanOrEqual(5);
      expect(durable).toEqual(Array.from(durable, (_, i) => expectedChunk(i).sha256));
      // Offline means offline: nothing reached the platform before the kill ...
      expect(run.sentWhileOffline).toBe(0);
      // ... and each saved chunk was on disk (sealed in the database) when the process died; the
      // chunks in hand at the kill are either committed whole or absent: nothing else is kept.
      for (let i = 0; i < durable.length; i += 1) {
        expect(run.filesAfterKill).toContain(`${sessionId}-${i}`);
      }
      expect(run.filesAfterKill).toEqual(
        Array.from({ length: run.filesAfterKill.length }, (_, i) => `${sessionId}-${i}`),
      );

      expect(run.remote.map((session) => session.id)).toEqual([sessionId]);
      const remote = run.remote[0]!;
      // The chunks the core kept: every reported one, plus those whose save committed just
      // before the kill but whose answer was lost with the process (at most the two in hand).
      const n = remote.chunks.length;
      expect(n).toBeGreaterThanOrEqual(durable.length);
      expect(n).toBeLessThanOrEqual(durable.length + 2);
      const expected = Array.from({ length: n }, (_, i) => expectedChunk(i));
      expect(
        remote.chunks.map(({ sequence, size, sha256: hash }) => ({ sequence, size, sha256: hash })),
      ).toEqual(expected);
      // One request per chunk reached the upload route. The chunk in flight when the uploading
      // life died was sent again by the next life, with its idempotency key, so the sandbox
      // replayed its first answer instead of taking the chunk a second time.
      expect(remote.chunks.map((chunk) => chunk.deliveries)).toEqual(expected.map(() => 1));
      if (killDuringUpload) {
        expect(run.uploadKilledAt).toBeGreaterThan(0);
        expect(run.uploadKilledAt).toBeLessThan(n);
        expect(run.recovered).toEqual([`recording.chunk ${run.uploadKilledAt! - 1}`]);
      } else {
        // Offline, nothing was ever in flight.
        expect(run.recovered).toEqual([]);
      }
      expect(remote.userStatusJournal.map((change) => change.to)).toEqual([
        'init',
        'recording_started',
        'commit',
      ]);
      expect(remote.end).toMatchObject({
        audioFilesSent: n,
        audioFilesReceived: n,
        missingSequences: [],
      });

      expect(run.final.session).toMatchObject({
        id: sessionId,
        phase: 'completed',
        interrupted: true,
        userStatus: 'commit',
        durationMs: n * CHUNK_MS,
        chunks: {
          saved: n,
          uploaded: n,
          bytes: expected.reduce((total, chunk) => total + chunk.size, 0),
        },
      });
      expect(run.final.session.problem).toBeUndefined();
      expect(run.final.result?.status).toBe('completed');
      expect(run.final.result?.transcript).toBe(sandboxTranscript(sessionId, expected));

      // Transcribed audio and whatever the kill cut short are gone; the database is sound.
      expect(run.leftoverFiles).toEqual([]);
      expect(run.integrity).toBe('ok');
      expect(run.pending).toBe(0);
    },
  );
});
