import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Ledger } from './ledger';
import { parseReply, type Command, type Reply } from './protocol';

export type LifeOutcome =
  /** SIGKILLed by the plan (or the deadline). */
  | 'killed'
  /** Every operation acknowledged and the outbox drained; the worker closed the core and exited. */
  | 'complete'
  /** Nothing left to send but rows rejected or dead: the run cannot finish. */
  | 'stuck'
  /** No acknowledgement and no change in the outbox for the quiet period. */
  | 'stalled'
  /** The worker exited on its own, or with an error. */
  | 'failed';

export interface LifePlan {
  kill: boolean;
  afterMs: number;
  afterAcks: number;
}

export interface LifeContext {
  /** The source tree the worker runs from (the repository, or a mutant's copy). */
  root: string;
  /** The worker bundled from that tree (worker-bundle.ts). */
  worker: string;
  args: string[];
  ledger: Ledger;
  deadline: number;
  quietMs: number;
  /** Shared across lives: when the run last moved (an ack, or the outbox changed). */
  progress: { at: number; outbox: string };
}

/** Submissions one life keeps unanswered at a time. */
const WINDOW = 4;

/** One life: a worker process on the run's database, fed operations until it is killed or done. */
export function life(context: LifeContext, plan: LifePlan): Promise<LifeOutcome> {
  const { ledger, progress } = context;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [context.worker, ...context.args], {
      cwd: context.root,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    // A worker that dies mid-write closes its stdin; its exit is what the runner acts on.
    child.stdin.on('error', () => {});
    let outstanding = 0;
    let acks = 0;
    let ending: LifeOutcome | undefined;
    let open: Extract<Reply, { kind: 'open' }> | undefined;
    const timers: NodeJS.Timeout[] = [];

    const command = (value: Command): void => {
      if (child.stdin.writable) child.stdin.write(`${JSON.stringify(value)}\n`);
    };
    const kill = (): void => {
      if (ending) return;
      ending = 'killed';
      child.kill('SIGKILL');
    };
    const end = (outcome: LifeOutcome): void => {
      if (ending) return;
      ending = outcome;
      command({ kind: 'finish' });
    };
    const pump = (): void => {
      if (ending) return;
      while (outstanding < WINDOW) {
        const next = ledger.next(Date.now());
        if (!next) break;
        outstanding += 1;
        command({ kind: 'submit', ...next });
      }
      if (!ledger.settled || !open || open.pending + open.inFlight > 0) return;
      end(open.rejected + open.dead > 0 ? 'stuck' : 'complete');
    };

    timers.push(
      setTimeout(kill, Math.max(0, context.deadline - Date.now())),
      setInterval(() => {
        if (Date.now() - progress.at > context.quietMs) end('stalled');
        else pump();
      }, 50),
    );
    createInterface({ input: child.stdout }).on('line', (line) => {
      const reply = parseReply(line);
      if (!reply) return;
      switch (reply.kind) {
        case 'ready':
          if (plan.kill) timers.push(setTimeout(kill, plan.afterMs));
          break;
        case 'complete':
          break;
        case 'ack':
          outstanding -= 1;
          acks += 1;
          ledger.acknowledged(reply, reply.webhookId);
          // The counts that may end the run must come from after this change was saved.
          open = undefined;
          progress.at = Date.now();
          if (plan.kill && acks >= plan.afterAcks) kill();
          break;
        case 'wait':
          outstanding -= 1;
          ledger.later(reply, Date.now() + 50);
          break;
        case 'missing':
          outstanding -= 1;
          ledger.missing(reply);
          break;
        case 'open':
          open = reply;
          if (line !== progress.outbox) {
            progress.outbox = line;
            progress.at = Date.now();
          }
          break;
      }
      pump();
    });
    child.once('exit', (code) => {
      for (const timer of timers) clearTimeout(timer);
      ledger.abandonOutstanding();
      if (ending === 'killed') resolve('killed');
      else if (ending && code === 0) resolve(ending);
      else resolve('failed');
    });
  });
}
