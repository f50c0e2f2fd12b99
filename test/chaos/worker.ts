// One life of the app in a chaos run: the real core on the run's database file, making the run's
// operations through the same handlers the renderer calls, until every one is confirmed or the
// runner kills it. Prints `ready`, `confirmed <n>` and finally `complete` on stdout.
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { startCompanion } from '../../src/main/compose';
import { WEBHOOK_DELETE, WEBHOOK_REGISTER } from '../../src/main/core/webhooks/webhook-operations';
import { createFakeKeychain } from '../helpers/fake-keychain';
import { CHAOS_CLIENT_ID, chaosOp, indexOfEndpoint } from './protocol';

const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    url: { type: 'string' },
    ops: { type: 'string' },
    seed: { type: 'string' },
  },
});
const ops = Number(values.ops);
const seed = Number(values.seed);
const url = values.url!;

const core = startCompanion({
  dataDir: values.data!,
  // The same key in every life, as the OS keychain would be: sealed signing keys stay readable.
  secrets: createFakeKeychain({ key: createHash('sha256').update(`chaos-${seed}`).digest() }),
  launchSandbox: () =>
    Promise.resolve({
      baseUrl: url,
      clientId: CHAOS_CLIENT_ID,
      clientSecret: 'sandbox-secret',
      jweKid: 'sandbox-kid',
      jweSecret: 'sandbox-jwekey16',
      close: () => Promise.resolve(),
    }),
  isAllowedOrigin: () => false,
  appVersion: 'chaos',
  timeoutMs: 2_000,
  changeWaitMs: 0,
  sync: { debounceMs: 2, backoff: { baseMs: 10, maxMs: 200 } },
  network: { minProbeMs: 10, maxProbeMs: 100 },
});

interface Known {
  registers: Map<number, { state: string; id?: string }>;
  deletes: Map<string, string>;
}

/** What this database already holds: the truth after a kill, whatever the last life believed. */
function known(): Known {
  const registers = new Map<number, { state: string; id?: string }>();
  const deletes = new Map<string, string>();
  const rows = core.db
    .prepare<
      [string, string],
      { operation: string; payload: string; state: string; result: string | null }
    >('SELECT operation, payload, state, result FROM outbox WHERE operation IN (?, ?)')
    .all(WEBHOOK_REGISTER, WEBHOOK_DELETE);
  for (const row of rows) {
    const payload = JSON.parse(row.payload) as { endpoint?: string; id?: string };
    if (row.operation === WEBHOOK_REGISTER) {
      const index = indexOfEndpoint(payload.endpoint ?? '', seed);
      if (index === undefined) continue;
      const result = row.result ? (JSON.parse(row.result) as { id: string }) : undefined;
      registers.set(index, { state: row.state, ...(result ? { id: result.id } : {}) });
    } else if (payload.id) {
      deletes.set(payload.id, row.state);
    }
  }
  return { registers, deletes };
}

function send(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function main(): Promise<void> {
  send('ready');
  let lastConfirmed = -1;
  for (;;) {
    const state = known();
    const calls: Promise<unknown>[] = [];
    let confirmed = 0;
    for (let index = 0; index < ops; index += 1) {
      const op = chaosOp(index, seed);
      if (op.kind === 'register') {
        const row = state.registers.get(index);
        if (!row) {
          calls.push(
            core.handlers['webhooks:register']({
              endpoint: op.endpoint,
              event_names: ['receipt.created', 'receipt.updated'],
              protocol: 'https',
              ...(op.withSigningKey ? { signing_key: `chaos-signing-key-${index}-0000` } : {}),
            }),
          );
        } else if (row.state === 'done') confirmed += 1;
      } else {
        const target = state.registers.get(op.of);
        // A delete needs the id the platform gave the registration it undoes.
        if (target?.state !== 'done' || !target.id) continue;
        const row = state.deletes.get(target.id);
        if (!row) calls.push(core.handlers['webhooks:delete']({ id: target.id }));
        else if (row === 'done') confirmed += 1;
      }
      // Enqueue in small bursts, so kills also land between (and inside) local transactions.
      if (calls.length >= 8) {
        await Promise.all(calls.splice(0));
      }
    }
    await Promise.all(calls);
    if (confirmed !== lastConfirmed) {
      lastConfirmed = confirmed;
      send(`confirmed ${confirmed}`);
    }
    if (confirmed === ops) break;
    const counts = core.outbox.counts();
    if (counts.rejected + counts.dead > 0) {
      send(`stuck ${counts.rejected} rejected, ${counts.dead} dead`);
      process.exitCode = 3;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await core.close();
  if (!process.exitCode) send('complete');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(2);
});
