import { performance } from 'node:perf_hooks';
import { startTestCompanion } from '../helpers/companion';
import { median, report } from './report';

const ROUNDS = 7;
const CALLS = 200;

/** Webhooks list: served from the SQLite cache (offline) versus fetched from the sandbox over loopback. */
export async function benchWebhooksList(): Promise<void> {
  const app = await startTestCompanion();
  try {
    await app.value('webhooks:list', {}); // log in and fill the cache
    const live = await timeRounds(() => app.value('webhooks:list', { refresh: true }), 'live');
    app.sandbox.faults.set({ offline: true });
    await app.value('webhooks:list', { refresh: true }); // marks the platform offline
    const cached = await timeRounds(() => app.value('webhooks:list', {}), 'cache');
    report(
      'webhooks_list_from_cache',
      cached,
      'ms/call',
      'webhooks_list_from_sandbox_loopback',
      live,
    );
  } finally {
    await app.close();
  }
}

async function timeRounds(
  call: () => Promise<{ source: string }>,
  expected: string,
): Promise<number> {
  const perCall: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (let i = 0; i < CALLS; i += 1) {
      const view = await call();
      if (view.source !== expected)
        throw new Error(`expected a ${expected} list, got ${view.source}`);
    }
    perCall.push((performance.now() - start) / CALLS);
  }
  return median(perCall);
}
