import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { EventPayloads } from '../../src/shared/ipc/contract';
import type { RecordingSessionView } from '../../src/shared/recording';
import { VOICE_SESSIONS_PATH, voiceAudioPath } from '../../src/shared/voice';
import { login } from '../integration/sandbox/helpers';
import { startTestCompanion, type TestCompanion } from '../helpers/companion';
import { until } from '../helpers/until';
import { testWav } from '../helpers/wav';
import { median, report } from './report';

const CHUNKS = 60;
/** Full-length chunks, as a 20-minute consultation recorded offline leaves them: 640,044 bytes each. */
const CHUNK_SECONDS = 20;
const ROUNDS = 3;
const DRAIN_TIMEOUT_MS = 120_000;

/**
 * The fixed delays of a reconnect, shortened as the integration tests shorten them: the sync loop
 * runs as soon as it is kicked, and the poller checks a transcription soon after its end.
 */
const CORE = {
  sync: { debounceMs: 0 },
  network: { minProbeMs: 10, maxProbeMs: 100 },
  recording: { poller: { firstDelayMs: 50, intervalMs: 100, maxIntervalMs: 300 } },
} as const;

/** Wall time of one drain, and its steady cost per chunk (first answer to last, over the gaps). */
interface Drain {
  wallMs: number;
  perChunkMs: number;
}

function drainOf(start: number, answeredAt: readonly number[]): Drain {
  const first = answeredAt[0]!;
  const last = answeredAt[CHUNKS - 1]!;
  return { wallMs: last - start, perChunkMs: (last - first) / (CHUNKS - 1) };
}

/**
 * A 20-minute recording made offline (60 chunks of 20 s WAV, sealed on disk, queued in the outbox
 * under the session's one ordering key) drained to the sandbox over loopback once the computer is
 * back online. Timed from the OS saying "online" until the session the renderer reads shows all 60
 * uploaded: the reconnect probe, the sync loop's start, then per chunk the claim (a committed
 * transaction), the sealed file read and opened, the POST, the receipt checked, the row marked
 * done and the chunk marked uploaded (two more commits), one after another since the key is
 * strict. The session's create and statuses were sent before going offline, its commit and end
 * after the clock stopped. Baseline, same run and same sandbox: a bare loop of 60 sequential
 * POSTs of the same bytes to a new session, each with a bearer token and an idempotency key as
 * the app sends them, each answer awaited.
 */
export async function benchRecordingDrain(): Promise<void> {
  const app = await startTestCompanion({ core: CORE, sandbox: { transcriptionDelayMs: 0 } });
  try {
    const bytes = testWav(CHUNK_SECONDS * 1000, 7);
    const { access_token: token } = await login(app.sandbox);
    const samples = { app: [] as Drain[], bare: [] as Drain[] };
    for (let round = 0; round <= ROUNDS; round += 1) {
      const appDrain = await drainRecording(app, bytes);
      const bareDrain = await bareUploadLoop(app.sandbox.url, token, bytes);
      // Round 0 warms up both: the app's sign-in, both HTTP connections, the JIT.
      if (round === 0) continue;
      samples.app.push(appDrain);
      samples.bare.push(bareDrain);
    }
    const name = `recording_drain_${CHUNKS}x${CHUNK_SECONDS}s_wav`;
    const bare = `bare_sequential_post_loop_${CHUNKS}x${CHUNK_SECONDS}s_wav`;
    const wall = (drains: Drain[]) => median(drains.map((drain) => drain.wallMs));
    const perChunk = (drains: Drain[]) => median(drains.map((drain) => drain.perChunkMs));
    report(name, wall(samples.app), 'ms', bare, wall(samples.bare));
    report(
      `${name}_per_chunk`,
      perChunk(samples.app),
      'ms',
      `${bare}_per_chunk`,
      perChunk(samples.bare),
    );
  } finally {
    await app.close();
  }
}

async function session(app: TestCompanion, sessionId: string): Promise<RecordingSessionView> {
  return (await app.value('recording:get', { sessionId })).session;
}

/** One recording: started online, 60 chunks saved offline, then timed from reconnect to all uploaded. */
async function drainRecording(app: TestCompanion, bytes: Uint8Array): Promise<Drain> {
  const { id } = await app.value('recording:start', {});
  await until(
    async () => (await session(app, id)).userStatus === 'recording_started',
    'the session to be created on the sandbox',
  );
  app.core.network.setOsOnline(false);
  for (let sequence = 0; sequence < CHUNKS; sequence += 1) {
    await app.value('recording:save-chunk', {
      sessionId: id,
      sequence,
      bytes,
      durationMs: CHUNK_SECONDS * 1000,
      mediaType: 'audio/wav',
    });
  }
  const drain = await timeReconnect(app, id);
  // Commit and end go out now, and the transcription arrives, before the next round starts.
  await app.value('recording:stop', { sessionId: id });
  await until(
    async () => (await session(app, id)).phase === 'completed',
    'the recording to be transcribed',
    30_000,
  );
  return drain;
}

/**
 * Says "online", then reads the session as the renderer does on each of its `recording:status`
 * events, noting when each upload first shows; resolves once all `CHUNKS` do.
 */
async function timeReconnect(app: TestCompanion, sessionId: string): Promise<Drain> {
  const answeredAt: number[] = [];
  let reading = false;
  let again = false;
  let finish!: () => void;
  let fail!: (error: unknown) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const read = async (): Promise<void> => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const { uploaded } = (await session(app, sessionId)).chunks;
        const now = performance.now();
        while (answeredAt.length < uploaded) answeredAt.push(now);
      } while (again);
      if (answeredAt.length >= CHUNKS) finish();
    } catch (error) {
      fail(error);
    } finally {
      reading = false;
    }
  };
  const unsubscribe = app.core.onEvent((channel, payload) => {
    if (channel !== 'recording:status') return;
    if ((payload as EventPayloads['recording:status']).id === sessionId) void read();
  });
  const timer = setTimeout(
    () => fail(new Error(`the drain did not finish in ${DRAIN_TIMEOUT_MS} ms`)),
    DRAIN_TIMEOUT_MS,
  );
  try {
    const start = performance.now();
    app.core.network.setOsOnline(true);
    await done;
    return drainOf(start, answeredAt);
  } finally {
    clearTimeout(timer);
    unsubscribe();
  }
}

/** A new session on the sandbox, then `CHUNKS` sequential POSTs of the bytes, each answer awaited. */
async function bareUploadLoop(baseUrl: string, token: string, bytes: Uint8Array): Promise<Drain> {
  const authorization = `Bearer ${token}`;
  const created = await fetch(`${baseUrl}${VOICE_SESSIONS_PATH}`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ upload_type: 'chunked' }),
  });
  if (created.status !== 201) throw new Error(`bare session create answered ${created.status}`);
  const { session_id: sessionId } = (await created.json()) as { session_id: string };
  const answeredAt: number[] = [];
  const start = performance.now();
  for (let sequence = 0; sequence < CHUNKS; sequence += 1) {
    const response = await fetch(
      `${baseUrl}${voiceAudioPath(sessionId, `audio_${sequence}.wav`)}`,
      {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'audio/wav',
          'idempotency-key': randomUUID(),
        },
        body: bytes,
      },
    );
    const receipt = (await response.json()) as { success?: boolean };
    if (response.status !== 200 || receipt.success !== true) {
      throw new Error(`bare chunk ${sequence} answered ${response.status}`);
    }
    answeredAt.push(performance.now());
  }
  return drainOf(start, answeredAt);
}
