import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { LOGIN_PATH } from '../../src/sandbox/auth-routes';
import { startSandbox, type Sandbox } from '../../src/sandbox/server';
import { SUBSCRIPTIONS_PATH } from '../../src/sandbox/webhook-routes';
import { SYNC_DEFAULTS } from '../../src/main/core/outbox/sync-loop-types';
import { startTestCompanion, type TestCompanion } from '../helpers/companion';
import { report } from './report';
import { EMBEDDED_SANDBOX_ACCOUNT } from '../../src/main/core/backend';

/** `BENCH_DRAIN_ROWS=500 npm run bench` tries it small. */
const ROWS = Number(process.env.BENCH_DRAIN_ROWS ?? 10_000);
/**
 * `BENCH_DRAIN_50K=1 npm run bench` adds a drain of 50,000 changes (about a minute) beside the
 * first drain, in the same core, as changes/s against changes/s: "no slower per change" is a
 * ratio of at least 1 (within the noise of a shared machine).
 */
const LARGE = process.env.BENCH_DRAIN_50K === '1' ? 50_000 : 0;
const WARM_UP = 1_000;
/** The sync loop sends this many ordering keys at once; the bare loop uses as many sockets. */
const PARALLEL = SYNC_DEFAULTS.concurrency;

function payloadOf(tag: string, i: number): Record<string, unknown> {
  return {
    endpoint: `https://drain.example/${tag}${i}`,
    event_names: ['receipt.created'],
    protocol: 'https',
  };
}

/**
 * Draining a queue of 10,000 webhook registrations to the sandbox over loopback, through the real
 * core's sync loop (claim, send, record, one row per ordering key at a time), versus a bare
 * keep-alive POST loop sending the same bodies with the same parallelism to another sandbox.
 */
export async function benchOutboxDrain(): Promise<void> {
  if (!Number.isInteger(ROWS) || ROWS <= 0) {
    throw new Error(`BENCH_DRAIN_ROWS must be a positive integer, not ${String(ROWS)}`);
  }
  const { app, large } = await timeAppDrain();
  const bare = await timeBareLoop();
  const name = ROWS === 10_000 ? 'outbox_drain_10k' : `outbox_drain_${ROWS}`;
  report(name, app.rate, 'changes/s', 'bare_keepalive_post_loop', bare.rate);
  report(`${name}_wall`, app.ms, 'ms', 'bare_keepalive_post_loop_wall', bare.ms);
  if (large) report(`outbox_drain_50k`, large.rate, 'changes/s', name, app.rate);
}

interface Timing {
  ms: number;
  rate: number;
}

async function timeAppDrain(): Promise<{ app: Timing; large?: Timing }> {
  const app = await startTestCompanion();
  try {
    await app.value('webhooks:list', {}); // log in (and start the embedded backend)
    await drain(app, 'warm/', WARM_UP);
    const ms = await drain(app, '', ROWS);
    const timing = { ms, rate: ROWS / (ms / 1000) };
    if (!LARGE) return { app: timing };
    // After the first drain: its rows stay in the table as settled history, as in the app.
    const largeMs = await drain(app, 'large/', LARGE);
    return { app: timing, large: { ms: largeMs, rate: LARGE / (largeMs / 1000) } };
  } finally {
    await app.close();
  }
}

/** Queues `rows` registrations in one transaction, then times the sync loop sending them all. */
async function drain(app: TestCompanion, tag: string, rows: number): Promise<number> {
  const { core, sandbox } = app;
  const clientId = sandbox.options.clientId;
  // The account key the backend resolver gives the embedded sandbox, whatever its run credentials.
  const account = EMBEDDED_SANDBOX_ACCOUNT;
  const before = sandbox.journal(clientId).length;
  // One synchronous transaction: the loop cannot start sending while the queue fills.
  core.db.transaction(() => {
    for (let i = 0; i < rows; i += 1) {
      core.outbox.enqueue({
        operation: 'webhook.register',
        orderingKey: `webhook:new:${tag}${i}`,
        account,
        payload: payloadOf(tag, i),
      });
    }
  })();
  const start = performance.now();
  for (let pass = 0; ; pass += 1) {
    await core.sync.runNow();
    const counts = core.outbox.counts();
    if (counts.rejected > 0 || counts.dead > 0) {
      throw new Error(`drain left rows rejected or dead: ${JSON.stringify(counts)}`);
    }
    if (counts.pending === 0 && counts.inFlight === 0) break;
    if (pass >= 10) throw new Error(`drain is stuck: ${JSON.stringify(counts)}`);
  }
  const ms = performance.now() - start;
  const applied = sandbox.journal(clientId).slice(before);
  const registered = applied.filter((change) => change.kind === 'register').length;
  if (registered !== rows || applied.length !== rows) {
    throw new Error(`expected ${rows} new registrations, the sandbox applied ${applied.length}`);
  }
  return ms;
}

async function timeBareLoop(): Promise<Timing> {
  const sandbox = await startSandbox({ port: 0 });
  const agent = new Agent({ keepAlive: true, maxSockets: PARALLEL });
  try {
    const login = await post(agent, sandbox, LOGIN_PATH, {
      client_id: sandbox.options.clientId,
      client_secret: sandbox.options.clientSecret,
    });
    if (login.status !== 200) throw new Error(`bare login failed: ${login.status} ${login.body}`);
    const token = (JSON.parse(login.body) as { access_token: string }).access_token;
    await sendAll(agent, sandbox, token, 'warm/', WARM_UP);
    const start = performance.now();
    await sendAll(agent, sandbox, token, '', ROWS);
    const ms = performance.now() - start;
    const applied = sandbox.journal(sandbox.options.clientId).length;
    if (applied !== WARM_UP + ROWS) {
      throw new Error(`expected ${WARM_UP + ROWS} registrations, the sandbox applied ${applied}`);
    }
    return { ms, rate: ROWS / (ms / 1000) };
  } finally {
    agent.destroy();
    await sandbox.close();
  }
}

/** `rows` registrations, `PARALLEL` at a time, each with its own idempotency key; all must be 201. */
async function sendAll(
  agent: Agent,
  sandbox: Sandbox,
  token: string,
  tag: string,
  rows: number,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < rows) {
      const i = next;
      next += 1;
      const answer = await post(agent, sandbox, SUBSCRIPTIONS_PATH, payloadOf(tag, i), {
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
      });
      if (answer.status !== 201) {
        throw new Error(`bare POST ${i} answered ${answer.status}: ${answer.body}`);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

function post(
  agent: Agent,
  sandbox: Sandbox,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${sandbox.url}${path}`,
      {
        agent,
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}
