import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { DATABASE_FILE_NAME } from '../../src/main/compose';
import { startSandbox } from '../../src/sandbox/server';
import { makeTempDir } from '../helpers/temp-dir';
import { CHAOS_CLIENT_ID, chaosOp, endpointFor, indexOfEndpoint, seededRandom } from './protocol';

export interface ChaosOptions {
  ops: number;
  seed: number;
  /** Keep killing until at least this many kills, as long as work remains. */
  minKills?: number;
  /** Give up (and fail) after this long. */
  deadlineMs?: number;
  /** Lines about each life, for people watching a long run. */
  onProgress?: (line: string) => void;
}

export interface ChaosResult {
  ops: number;
  kills: number;
  requests: number;
  applied: number;
  duplicates: number;
  lost: number;
  pending: number;
  integrity: string;
}

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.ts');

/**
 * The chaos run: the sandbox with faults on (requests failing before they apply, answers lost
 * after they apply, throttling, random latency), the app's core in a child process on one database
 * file, killed with SIGKILL at random moments and restarted until every operation is confirmed.
 * Then the sandbox's journal of applied changes is compared with what was asked.
 */
export async function runChaos(options: ChaosOptions): Promise<ChaosResult> {
  const { ops, seed } = options;
  const minKills = options.minKills ?? 10;
  const deadline = Date.now() + (options.deadlineMs ?? 10 * 60_000);
  const random = seededRandom(seed);
  const temp = makeTempDir('companion-chaos-');
  const sandbox = await startSandbox({ port: 0 });
  sandbox.faults.set({
    seed,
    failRate: 0.1,
    dropRate: 0.1,
    throttleRate: 0.03,
    retryAfterSec: 0,
    latencyMs: 1,
    latencyJitterMs: 15,
  });
  // Kill after a share of the work, so even a small run is killed many times along the way.
  const rowsPerLife = Math.max(2, Math.floor(ops / (minKills + 2)));
  let kills = 0;
  let complete = false;
  try {
    while (!complete) {
      if (Date.now() > deadline) break;
      const mustKill = kills < minKills;
      const plan = {
        kill: mustKill || random() < 0.85,
        afterConfirmed: 1 + Math.floor(random() * rowsPerLife),
        afterMs: 5 + Math.floor(random() * 400),
      };
      const outcome = await life(
        ['--data', temp.dir, '--url', sandbox.url, '--ops', String(ops), '--seed', String(seed)],
        plan,
        deadline,
      );
      if (outcome === 'killed') kills += 1;
      if (outcome === 'complete') complete = true;
      if (outcome === 'failed') break;
      options.onProgress?.(`life ended: ${outcome}; kills ${kills}`);
    }
  } finally {
    await sandbox.close();
  }
  const result = verify(
    temp.dir,
    ops,
    seed,
    sandbox.journal(CHAOS_CLIENT_ID),
    sandbox.requestCount(),
  );
  temp.remove();
  return { ...result, kills };
}

type LifeOutcome = 'complete' | 'killed' | 'exited' | 'failed';

function life(
  args: string[],
  plan: { kill: boolean; afterConfirmed: number; afterMs: number },
  deadline: number,
): Promise<LifeOutcome> {
  return new Promise((resolve) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', WORKER, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let firstConfirmed: number | undefined;
    let killed = false;
    let complete = false;
    let timer: NodeJS.Timeout | undefined;
    const kill = (): void => {
      if (killed || complete || !plan.kill) return;
      killed = true;
      child.kill('SIGKILL');
    };
    const guard = setTimeout(
      () => {
        plan.kill = true;
        kill();
      },
      Math.max(0, deadline - Date.now()),
    );
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line === 'ready') timer = setTimeout(kill, plan.afterMs);
      else if (line === 'complete') complete = true;
      else if (line.startsWith('confirmed ')) {
        const confirmed = Number(line.slice('confirmed '.length));
        firstConfirmed ??= confirmed;
        if (confirmed - firstConfirmed >= plan.afterConfirmed) kill();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(guard);
      if (timer) clearTimeout(timer);
      if (killed) resolve('killed');
      else if (complete && code === 0) resolve('complete');
      else resolve(code === 0 ? 'exited' : 'failed');
    });
  });
}

function verify(
  dataDir: string,
  ops: number,
  seed: number,
  journal: ReturnType<Awaited<ReturnType<typeof startSandbox>>['journal']>,
  requests: number,
): Omit<ChaosResult, 'kills'> {
  const db = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true });
  let integrity: string;
  let pending: number;
  try {
    const check = db.pragma('integrity_check', { simple: true });
    const foreignKeys = db.pragma('foreign_key_check') as unknown[];
    integrity = check === 'ok' && foreignKeys.length === 0 ? 'ok' : `failed: ${String(check)}`;
    pending = (
      db.prepare("SELECT count(*) AS n FROM outbox WHERE state <> 'done'").get() as { n: number }
    ).n;
  } finally {
    db.close();
  }

  // What the platform applied, per operation of the run.
  const registered = new Map<number, string[]>();
  const deleted = new Map<string, number>();
  for (const change of journal) {
    if (change.kind === 'register') {
      const index = indexOfEndpoint(change.endpoint, seed);
      if (index === undefined) continue;
      registered.set(index, [...(registered.get(index) ?? []), change.webhookId]);
    } else {
      deleted.set(change.webhookId, (deleted.get(change.webhookId) ?? 0) + 1);
    }
  }
  let duplicates = 0;
  let lost = 0;
  for (let index = 0; index < ops; index += 1) {
    const op = chaosOp(index, seed);
    if (op.kind === 'register') {
      const times = registered.get(index)?.length ?? 0;
      if (times === 0) lost += 1;
      duplicates += Math.max(0, times - 1);
    } else {
      const id = registered.get(op.of)?.[0];
      const times = id ? (deleted.get(id) ?? 0) : 0;
      if (times === 0) lost += 1;
      duplicates += Math.max(0, times - 1);
    }
  }
  // Operations the run never asked for are duplicates too (a delete of something else, say).
  const asked = new Set<string>();
  for (let index = 0; index < ops; index += 1) {
    const op = chaosOp(index, seed);
    if (op.kind === 'register') asked.add(endpointFor(index, seed));
  }
  duplicates += journal.filter(
    (change) => change.kind === 'register' && !asked.has(change.endpoint),
  ).length;
  return { ops, requests, applied: journal.length, duplicates, lost, pending, integrity };
}
