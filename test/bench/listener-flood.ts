import { execFile } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startTestCompanion } from '../helpers/companion';
import { report } from './report';

// Made up for this bench.
const KEY = 'listener-flood-bench-key-0123456789abcdef';
const POSTS = 20;

/**
 * Posts `count` bodies of 0.9 MB nested 200 deep to `url`, one after another, from a process of
 * its own (so the poster's work is not counted in the listener's event loop): unsigned, signed
 * with the right key, or signed with a wrong one. Prints the statuses.
 */
const POSTER = `
const { createHmac } = require('node:crypto');
const [url, count, mode, key] = process.argv.slice(1);
const body = (n) => {
  let text = '"end-' + n + '"';
  for (let depth = 0; depth < 200; depth += 1)
    text = '{"level":' + depth + ',"pad":"' + 'x'.repeat(4480) + '","next":' + text + '}';
  return '{"event":"receipt.created","n":' + n + ',"data":' + text + '}';
};
(async () => {
  const statuses = [];
  for (let n = 0; n < Number(count); n += 1) {
    const text = body(n);
    const t = Math.floor(Date.now() / 1000);
    const headers = { 'content-type': 'application/json' };
    const signWith = mode === 'signed' ? key : mode === 'forged' ? 'not-' + key : null;
    if (signWith)
      headers['Eka-Webhook-Signature'] =
        't=' + t + ',v1=' + createHmac('sha256', signWith).update(t + '.' + text).digest('hex');
    const response = await fetch(url, { method: 'POST', headers, body: text });
    statuses.push(response.status);
  }
  console.log(JSON.stringify({ statuses, bytes: Buffer.byteLength(body(0)) }));
})();
`;

function postFrom(url: string, count: number, mode: 'unsigned' | 'signed' | 'forged') {
  return new Promise<{ statuses: number[]; bytes: number }>((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', POSTER, url, String(count), mode, KEY],
      { maxBuffer: 1 << 20 },
      (error, stdout) =>
        error
          ? reject(new Error('the poster failed', { cause: error }))
          : resolve(JSON.parse(stdout) as { statuses: number[]; bytes: number }),
    );
  });
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Memory kept (heap and buffers) after a full collection, in MB. */
const kept = () => {
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

/** Memory kept after `work` ran, in MB, and the longest event-loop stall while it ran, in ms. */
async function measure(work: () => Promise<unknown>): Promise<{ heapMb: number; stallMs: number }> {
  const before = kept();
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  await work();
  loop.disable();
  return { heapMb: Math.max(kept() - before, 0) / 1e6, stallMs: loop.max / 1e6 };
}

/** The listener under 20 posts of 0.9 MB nested 200 deep, beside one valid delivery of the same body. */
export async function benchListenerFlood(): Promise<void> {
  const app = await startTestCompanion();
  try {
    const { url } = await app.value('webhooks:listen-start', {});
    await app.value('webhooks:register', {
      event_names: ['receipt.created'],
      endpoint: url!,
      signing_key: KEY,
      protocol: 'http',
    });
    // The keys are read on a run's first delivery, and the data key made on the first sealed
    // replay entry: both done here, outside the figures.
    await postFrom(url!, 1, 'signed');
    const expect = (statuses: number[], status: number) => {
      if (statuses.some((s) => s !== status)) throw new Error(`unexpected ${statuses.join(',')}`);
    };
    const one = await measure(async () =>
      expect((await postFrom(url!, 1, 'signed')).statuses, 200),
    );
    const figures = {
      unsigned: await measure(async () =>
        expect((await postFrom(url!, POSTS, 'unsigned')).statuses, 401),
      ),
      signed: await measure(async () =>
        expect((await postFrom(url!, POSTS, 'signed')).statuses, 200),
      ),
      forged: await measure(async () =>
        expect((await postFrom(url!, POSTS, 'forged')).statuses, 401),
      ),
    };
    // Heap figures below 0.05 MB are noise; the baseline is floored there so the ratio stays finite.
    const base = { heapMb: Math.max(one.heapMb, 0.05), stallMs: Math.max(one.stallMs, 1) };
    for (const [mode, figure] of Object.entries(figures)) {
      report(
        `listener_flood_${mode}_heap_growth`,
        figure.heapMb,
        'MB kept after GC (heap and buffers)',
        'listener_one_valid_delivery_heap_growth',
        base.heapMb,
      );
      report(
        `listener_flood_${mode}_max_stall`,
        figure.stallMs,
        'ms',
        'listener_one_valid_delivery_max_stall',
        base.stallMs,
      );
    }
    const state = JSON.stringify(await app.value('webhooks:listen-state', {}));
    report(
      'listener_flood_state_reply',
      Buffer.byteLength(state) / 1e3,
      'KB',
      'listener_one_delivery_kept_copy',
      64 * 1.024,
    );
  } finally {
    await app.close();
  }
}
