/** Held-chunk bookkeeping: chunks kept in order until the core has them on disk, sent with retries. */
import type { ErrorCode } from '../../../shared/result';
import { companion } from '../companion';
import type { RecordedChunk } from '../recording/capture/recorder';
import type { RecordingState } from './recordingState';

/** Refusals that no retry can fix: the chunk is kept on screen as unsaved, not sent again. */
const PERMANENT: readonly ErrorCode[] = ['INVALID_ARGUMENT', 'CONFLICT', 'NOT_FOUND'];
/** A failed chunk save is tried again after 1, 2, 4, 8 and then every 10 seconds. */
const retryDelayMs = (attempt: number): number => Math.min(10_000, 1_000 * 2 ** attempt);

/** Chunks in recording order, each kept until the core has it on disk. */
export const held: RecordedChunk[] = [];
let draining: Promise<void> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

type Get = () => RecordingState;
type Set = (partial: Partial<RecordingState>) => void;

/** Sends held chunks in order; one pass at a time. Resolves when none is held or one is refused for good. */
export function drainHeld(get: Get, set: Set): Promise<void> {
  if (draining) return draining;
  const pass = sendHeld(get, set);
  draining = pass;
  // Cleared after the pass settles (never synchronously inside it, where `draining` would be
  // set again to the finished pass right after).
  void pass.finally(() => {
    if (draining === pass) draining = undefined;
  });
  return pass;
}

async function sendHeld(get: Get, set: Set): Promise<void> {
  let attempt = 0;
  for (;;) {
    const chunk = held[0];
    const sessionId = get().sessionId;
    if (!chunk || !sessionId) return;
    const result = await companion().saveRecordingChunk({
      sessionId,
      sequence: chunk.sequence,
      bytes: chunk.bytes,
      // Whole milliseconds, at least one: a chunk cut a few samples after a pause is still audio.
      durationMs: Math.max(1, Math.round(chunk.durationMs)),
      mediaType: chunk.mediaType,
    });
    if (result.ok) {
      held.shift();
      attempt = 0;
      set({ unsaved: held.length, savedChunks: result.value.savedChunks, saveError: null });
      continue;
    }
    const fields = Object.values(result.error.fields ?? {});
    set({ saveError: [result.error.message, ...fields].join(' ') });
    if (PERMANENT.includes(result.error.code)) return;
    await new Promise<void>((resolve) => {
      retryTimer = setTimeout(resolve, retryDelayMs(attempt));
    });
    attempt += 1;
  }
}

/** For tests: forget the held chunks, the pass under way and its retry timer. */
export function resetHeld(): void {
  held.length = 0;
  draining = undefined;
  if (retryTimer !== undefined) clearTimeout(retryTimer);
}
