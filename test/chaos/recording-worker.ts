// One life of the app in the recording crash run: the real core on the run's data folder, called
// through the validating dispatch as the renderer calls it.
//   --mode record: the computer is offline; starts a recording and saves chunks until killed,
//     printing `session <id>` and then `durable <sequence> <sha256>` as each save resolves.
//   --mode finish: online; waits until the session is settled and its audio is gone,
//     then prints `done <json of recording:get>`. `--answer-delay-ms` holds every answer back.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCompanion } from '../../src/main/compose';
import type { EmbeddedSandbox } from '../../src/main/core/backend';
import type { InvokeArgs, InvokeChannel, InvokeResults } from '../../src/shared/ipc/contract';
import { SETTLED_RECORDING_PHASES, type RecordingSessionView } from '../../src/shared/recording';
import { createFakeKeychain } from '../helpers/fake-keychain';
import { CHUNK_MS, MAX_CHUNKS, chunkBytes, sha256 } from './recording-crash';

const ORIGIN = 'app://recording-crash';
const SETTLE_DEADLINE_MS = 30_000;

const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    backend: { type: 'string' },
    key: { type: 'string' },
    mode: { type: 'string' },
    session: { type: 'string' },
    'answer-delay-ms': { type: 'string', default: '0' },
  },
});
const dataDir = values.data!;
const backend = JSON.parse(values.backend!) as Omit<EmbeddedSandbox, 'close'>;
const answerDelayMs = Number(values['answer-delay-ms']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A slow way back: the platform has applied a request well before the app hears of it. */
const slowAnswers: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  await sleep(answerDelayMs);
  return response;
};

const core = startCompanion({
  dataDir,
  // The same key in every life, as the OS keychain would be: sealed chunks stay readable.
  secrets: createFakeKeychain({ key: Buffer.from(values.key!, 'hex') }),
  launchSandbox: () => Promise.resolve({ ...backend, close: () => Promise.resolve() }),
  isAllowedOrigin: (origin) => origin === ORIGIN,
  appVersion: 'recording-crash',
  timeoutMs: 2_000,
  sync: { debounceMs: 2, backoff: { baseMs: 10, maxMs: 200 } },
  network: { minProbeMs: 10, maxProbeMs: 100 },
  recording: { poller: { firstDelayMs: 50, intervalMs: 100, maxIntervalMs: 300 } },
  ...(answerDelayMs > 0 ? { fetch: slowAnswers } : {}),
});
// Before anything is queued: not one request may leave while recording.
if (values.mode === 'record') core.network.setOsOnline(false);

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function call<C extends InvokeChannel>(
  channel: C,
  args: InvokeArgs<C>,
): Promise<InvokeResults[C]> {
  const result = await core.dispatch(channel, args, ORIGIN);
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
  return result.value as InvokeResults[C];
}

async function record(): Promise<void> {
  const { id } = await call('recording:start', {});
  say(`session ${id}`);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < MAX_CHUNKS) {
      const sequence = next;
      next += 1;
      const bytes = chunkBytes(sequence);
      const saved = await call('recording:save-chunk', {
        sessionId: id,
        sequence,
        bytes,
        durationMs: CHUNK_MS,
        mediaType: 'audio/wav',
      });
      if (saved.sequence !== sequence || saved.alreadySaved) {
        throw new Error(`chunk ${sequence} answered ${JSON.stringify(saved)}`);
      }
      say(`durable ${sequence} ${sha256(bytes)}`);
    }
  };
  // Two saves always handed over: the core runs them one after the other, so whenever the
  // runner kills this process, the next chunk is being written or committed.
  await Promise.all([lane(), lane()]);
  throw new Error(`saved ${MAX_CHUNKS} chunks and was never killed`);
}

async function finish(sessionId: string): Promise<void> {
  const deadline = Date.now() + SETTLE_DEADLINE_MS;
  const pause = () => sleep(20);
  const settled = (view: RecordingSessionView): boolean =>
    SETTLED_RECORDING_PHASES.includes(view.phase) || view.problem !== undefined;
  let detail = await call('recording:get', { sessionId });
  while (!settled(detail.session) && Date.now() < deadline) {
    await pause();
    detail = await call('recording:get', { sessionId });
  }
  // Transcribed audio is removed just after the result is kept; the runner checks the database
  // (and the folder older versions kept chunk files in).
  const folder = path.join(dataDir, 'recordings');
  const audioRows = core.db.prepare<[], { n: number }>(
    'SELECT count(*) AS n FROM recording_chunk_audio',
  );
  const kept = (): number => audioRows.get()!.n + readdirSync(folder).length;
  const emptied = Math.min(deadline, Date.now() + 5_000);
  while (kept() > 0 && Date.now() < emptied) await pause();
  await core.close();
  say(`done ${JSON.stringify(detail)}`);
}

const work = values.mode === 'record' ? record() : finish(values.session!);
work.catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(2);
});
