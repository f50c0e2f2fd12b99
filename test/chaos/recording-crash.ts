import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { DATABASE_FILE_NAME, asEmbedded } from '../../src/main/compose';
import type { RecordingSessionDetail } from '../../src/shared/recording';
import { startSandbox } from '../../src/sandbox/server';
import type { VoiceSessionView } from '../../src/sandbox/voice-store';
import { makeTempDir } from '../helpers/temp-dir';
import { testWav } from '../helpers/wav';
import { seededRandom } from './protocol';

/** What the runner and its worker agree on: chunk `sequence` of a run and its length. */
export const CHUNK_MS = 500;
/** The worker gives up (and fails the run) if it saves this many chunks without being killed. */
export const MAX_CHUNKS = 60;
/** A distinct tone per sequence, so a chunk stored under the wrong sequence shows in its hash. */
export const chunkBytes = (sequence: number): Uint8Array => testWav(CHUNK_MS, sequence + 1);
export const sha256 = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'recording-worker.ts');
const LIFE_DEADLINE_MS = 40_000;

export interface RecordingCrashOptions {
  seed: number;
  /** Also kill the second life while it uploads (after some chunks reached the sandbox). */
  killDuringUpload: boolean;
}

export interface RecordingCrashResult {
  sessionId: string;
  /** SHA-256 of each chunk the killed life reported saved, by sequence. */
  durable: string[];
  /** Chunks on the sandbox when the uploading life was killed (undefined: no such kill). */
  uploadKilledAt: number | undefined;
  /** Voice sessions the sandbox had after the offline life was killed. */
  sentWhileOffline: number;
  /**
   * The audio kept just after the kill (`<session>-<sequence>` of each chunk sealed in the
   * database, then any chunk file): committed chunks, and nothing of what the kill cut short.
   */
  filesAfterKill: string[];
  /** Every voice session of the client on the sandbox at the end. */
  remote: VoiceSessionView[];
  /** `recording:get` as the last life saw it. */
  final: RecordingSessionDetail;
  leftoverFiles: string[];
  integrity: string;
  /** Outbox rows not done. */
  pending: number;
  /** Steps a kill left in flight, sent again by the next life: `recording.chunk 4`, ... */
  recovered: string[];
}

interface Life {
  lines: string[];
  /** Killed by plan. */
  killed: boolean;
  code: number | null | 'timed out';
}

/**
 * Runs the worker once. `onLine` and `poll` (checked every 2 ms) may call `kill` (SIGKILL); the
 * life ends when the process has exited and every line it printed has been read.
 */
function life(
  args: string[],
  plan: { onLine?: (line: string, kill: () => void) => void; poll?: () => boolean } = {},
): Promise<Life> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    let killed = false;
    let exited = false;
    const kill = (): void => {
      if (killed || exited) return;
      killed = true;
      child.kill('SIGKILL');
    };
    // A life that hangs is killed too, but does not count as killed by plan.
    let timedOut = false;
    const guard = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, LIFE_DEADLINE_MS);
    const poller = plan.poll ? setInterval(() => plan.poll?.() && kill(), 2) : undefined;
    let code: number | null = null;
    let pending = 2;
    const done = (): void => {
      pending -= 1;
      if (pending > 0) return;
      clearTimeout(guard);
      clearInterval(poller);
      resolve({ lines, killed: killed && !timedOut, code: timedOut ? 'timed out' : code });
    };
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      plan.onLine?.(line, kill);
    });
    child.stdout.once('close', done);
    child.once('exit', (exitCode) => {
      exited = true;
      code = exitCode;
      done();
    });
  });
}

function valueAfter(lines: string[], prefix: string): string | undefined {
  const line = lines.find((candidate) => candidate.startsWith(`${prefix} `));
  return line?.slice(prefix.length + 1);
}

/** Chunk audio kept on this computer: rows of the database, then files of the chunk folder. */
function keptAudio(dataDir: string): string[] {
  const db = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true });
  try {
    const rows = db
      .prepare<[], { name: string }>(
        "SELECT session_id || '-' || sequence AS name FROM recording_chunk_audio ORDER BY sequence",
      )
      .all();
    return [...rows.map((row) => row.name), ...readdirSync(path.join(dataDir, 'recordings'))];
  } finally {
    db.close();
  }
}

function inspectDatabase(
  dataDir: string,
): Pick<RecordingCrashResult, 'integrity' | 'pending' | 'recovered'> {
  const db = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true });
  try {
    const check = db.pragma('integrity_check', { simple: true });
    const foreignKeys = db.pragma('foreign_key_check') as unknown[];
    const { n } = db
      .prepare<[], { n: number }>("SELECT count(*) AS n FROM outbox WHERE state <> 'done'")
      .get()!;
    const recovered = db
      .prepare<[], { operation: string; sequence: number | null }>(
        `SELECT o.operation, c.sequence FROM outbox_log l JOIN outbox o ON o.id = l.outbox_id
         LEFT JOIN recording_chunks c ON c.outbox_id = o.id
         WHERE l.event = 'recovered' ORDER BY l.id`,
      )
      .all();
    return {
      integrity: check === 'ok' && foreignKeys.length === 0 ? 'ok' : `failed: ${String(check)}`,
      pending: n,
      recovered: recovered.map((row) => `${row.operation} ${row.sequence ?? ''}`.trim()),
    };
  } finally {
    db.close();
  }
}

/**
 * The recording crash run. Life 1 records with the computer offline and is SIGKILLed while
 * chunks are being saved; life 2 (optionally) comes back online and is SIGKILLed while the
 * session is uploading; the last life finishes: the session is ended as interrupted, sent, and
 * transcribed. The sandbox, the app's view, the chunk folder and the database are then read back.
 */
export async function runRecordingCrash(
  options: RecordingCrashOptions,
): Promise<RecordingCrashResult> {
  const random = seededRandom(options.seed);
  const temp = makeTempDir('companion-recording-crash-');
  const sandbox = await startSandbox({ port: 0, transcriptionDelayMs: 100 });
  const common = [
    '--data',
    temp.dir,
    // The backend's address and credentials (JSON leaves out its `close`).
    '--backend',
    JSON.stringify(asEmbedded(sandbox, { owned: false })),
    '--key',
    randomBytes(32).toString('hex'),
  ];
  const remote = (): VoiceSessionView[] => sandbox.voiceSessionsFor(sandbox.options.clientId);
  try {
    // Life 1: offline, killed a few saves in, a moment after a save was reported.
    const killAfter = 5 + Math.floor(random() * 11);
    const killDelayMs = Math.floor(random() * 6);
    let durableLines = 0;
    const recording = await life([...common, '--mode', 'record'], {
      onLine(line, kill) {
        if (!line.startsWith('durable ')) return;
        durableLines += 1;
        if (durableLines === killAfter) setTimeout(kill, killDelayMs);
      },
    });
    if (!recording.killed) {
      throw new Error(`the recording life ended by itself (exit code ${recording.code})`);
    }
    const sessionId = valueAfter(recording.lines, 'session');
    if (!sessionId) throw new Error('the recording life printed no session');
    const durable: string[] = [];
    for (const line of recording.lines) {
      const [word, sequence, hash] = line.split(' ');
      if (word === 'durable') durable[Number(sequence)] = hash!;
    }
    const sentWhileOffline = remote().length;
    const filesAfterKill = keptAudio(temp.dir);

    const finishing = [...common, '--mode', 'finish', '--session', sessionId];
    // Life 2: online, killed as soon as some chunks reached the sandbox. Answers reach this life
    // late, so the kill lands after the sandbox kept a chunk and before the app heard of it.
    let uploadKilledAt: number | undefined;
    if (options.killDuringUpload) {
      const target = 1 + Math.floor(random() * (durable.length - 1));
      const uploading = await life([...finishing, '--answer-delay-ms', '60'], {
        poll: () => (remote()[0]?.chunks.length ?? 0) >= target,
      });
      if (!uploading.killed) {
        throw new Error(`the uploading life ended by itself (exit code ${uploading.code})`);
      }
      uploadKilledAt = remote()[0]?.chunks.length;
    }

    // Last life: online until the session settles.
    const last = await life(finishing);
    const done = valueAfter(last.lines, 'done');
    if (last.code !== 0 || !done) {
      throw new Error(`the last life failed (exit code ${last.code}): ${last.lines.join('\n')}`);
    }
    return {
      sessionId,
      durable,
      uploadKilledAt,
      sentWhileOffline,
      filesAfterKill,
      remote: remote(),
      final: JSON.parse(done) as RecordingSessionDetail,
      leftoverFiles: keptAudio(temp.dir),
      ...inspectDatabase(temp.dir),
    };
  } finally {
    await sandbox.close();
    temp.remove();
  }
}
