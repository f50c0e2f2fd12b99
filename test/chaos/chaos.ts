import path from 'node:path';
import { chromium } from 'playwright-core';
import { asEmbedded } from '../../src/main/compose';
import { startSandbox, type FaultSettings } from '../../src/sandbox/server';
import { CHROMIUM, CHROMIUM_ARGS } from '../helpers/chromium';
import { makeTempDir } from '../helpers/temp-dir';
import { AckJournal } from './journal';
import { Ledger } from './ledger';
import { life, type LifeContext, type LifeOutcome } from './life';
import { REPOSITORY_ROOT, prepareMutant, type MutantName } from './mutants';
import { CHAOS_CLIENT_ID, seededRandom } from './protocol';
import { verify } from './verify';
import { bundleWorker } from './worker-bundle';

export interface ChaosOptions {
  ops: number;
  seed: number;
  /** Keep killing until at least this many kills, as long as work remains. */
  minKills?: number;
  /** Give up (and report what was reached) after this long. */
  deadlineMs?: number;
  /** The run ends when nothing moves (no ack, no outbox change) for this long (default 8 s). */
  quietMs?: number;
  /** The core's platform time limit in the worker (default 600 ms); slow requests outlast it. */
  clientTimeoutMs?: number;
  /** Overrides of the run's faults (the mutant test raises the drop rate). */
  faults?: Partial<FaultSettings>;
  /** Runs the worker from a copy of the source with this deliberate bug (mutants.ts). */
  mutant?: MutantName;
  /** Lines about each life, for people watching a long run. */
  onProgress?: (line: string) => void;
}

export interface ChaosResult {
  ops: number;
  /** Changes the core acknowledged (journalled by the runner). */
  acked: number;
  /** Submissions made to the core, acknowledged or not (resubmissions after a kill included). */
  submissions: number;
  kills: number;
  requests: number;
  /** Attempts the core gave up on at its time limit (from the outbox log): the slow faults bit. */
  clientTimeouts: number;
  applied: number;
  duplicates: number;
  lost: number;
  /** Documents on patients' records that are not a whole prescription PDF (verify.ts). */
  incomplete: number;
  /** What each incomplete document looked like (no content). */
  incompleteDocuments: string[];
  pending: number;
  integrity: string;
  /** How the last life ended: `complete` unless the run was cut short. */
  outcome: LifeOutcome | 'deadline';
  durationMs: number;
  mutant?: MutantName;
}

export function passed(result: ChaosResult): boolean {
  return (
    result.outcome === 'complete' &&
    result.lost === 0 &&
    result.duplicates === 0 &&
    result.incomplete === 0 &&
    result.pending === 0 &&
    result.integrity === 'ok'
  );
}

/**
 * The chaos run: the sandbox with faults on (requests failing before they apply, answers lost
 * after they apply, throttling, latency, and requests held past the client's time limit and then
 * applied anyway); the app's core in a child process on one database file, fed the run's changes
 * and killed with SIGKILL at random moments. The runner journals (fsynced) every change the core
 * acknowledged and never submits it again; at the end each must be on the sandbox exactly once.
 */
export async function runChaos(options: ChaosOptions): Promise<ChaosResult> {
  const started = Date.now();
  const { ops, seed } = options;
  const minKills = options.minKills ?? 10;
  const clientTimeoutMs = options.clientTimeoutMs ?? 600;
  const deadline = started + (options.deadlineMs ?? 10 * 60_000);
  const random = seededRandom(seed);
  const temp = makeTempDir('companion-chaos-');
  const source = options.mutant ? prepareMutant(options.mutant) : undefined;
  const worker = bundleWorker(source?.root ?? REPOSITORY_ROOT);
  const sandbox = await startSandbox({ port: 0, clientId: CHAOS_CLIENT_ID });
  // One Chromium for the run's workers to print the finalized pads' PDFs with (see worker.ts).
  const browser = await chromium
    .launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })
    .catch(async (error: unknown) => {
      await sandbox.close();
      worker.remove();
      throw error;
    });
  sandbox.faults.set({
    seed,
    failRate: 0.1,
    dropRate: 0.1,
    throttleRate: 0.03,
    retryAfterSec: 0,
    latencyMs: 1,
    latencyJitterMs: 15,
    slowRate: 0.03,
    slowMs: Math.round(clientTimeoutMs * 1.5),
    ...options.faults,
  });
  const ledger = new Ledger(ops, path.join(temp.dir, 'acknowledged.jsonl'));
  const context: LifeContext = {
    root: source?.root ?? REPOSITORY_ROOT,
    worker: worker.file,
    args: [
      ...['--data', temp.dir, '--seed', String(seed)],
      // The sandbox's address and this run's credentials (JSON leaves out its `close`).
      ...['--backend', JSON.stringify(asEmbedded(sandbox, { owned: false }))],
      ...['--timeout-ms', String(clientTimeoutMs)],
      ...['--printout-ws', browser.wsEndpoint()],
    ],
    ledger,
    deadline,
    quietMs: options.quietMs ?? 8_000,
    progress: { at: Date.now(), outbox: '' },
  };
  // Kill after a share of the acknowledgements, so even a small run is killed many times.
  const acksPerLife = Math.max(2, Math.floor(ops / (minKills + 2)));
  let kills = 0;
  let outcome: ChaosResult['outcome'] = 'deadline';
  try {
    while (Date.now() < deadline) {
      const plan = {
        kill: kills < minKills || random() < 0.85,
        afterAcks: 1 + Math.floor(random() * acksPerLife),
        afterMs: 5 + Math.floor(random() * 400),
      };
      const ended = await life(context, plan);
      options.onProgress?.(`life ended: ${ended}; kills ${kills + (ended === 'killed' ? 1 : 0)}`);
      if (ended === 'killed') kills += 1;
      else {
        outcome = ended;
        break;
      }
    }
  } finally {
    ledger.close();
    await sandbox.close();
    await browser.close();
    worker.remove();
    source?.remove();
  }
  const acknowledged = AckJournal.read(ledger.journalFile);
  let submissions = 0;
  for (let index = 0; index < ops; index += 1) submissions += ledger.submissionsMade(index);
  const verdict = verify({
    dataDir: temp.dir,
    seed,
    sandbox,
    acknowledged,
    submissionsMade: (index) => ledger.submissionsMade(index),
  });
  temp.remove();
  return {
    ops,
    acked: acknowledged.length,
    submissions,
    kills,
    requests: sandbox.requestCount(),
    ...verdict,
    outcome,
    durationMs: Date.now() - started,
    ...(options.mutant ? { mutant: options.mutant } : {}),
  };
}
