import { setTimeout as delay } from 'node:timers/promises';
import type { SyncStatus } from '../../src/shared/sync';
import { closeBrowser, startHarness, type Harness } from '../browser/harness';
import { queueWebhookRegistrations } from '../helpers/waiting-webhooks';
import { median, report } from './report';
import { buildRenderer, installProbe, percentile, timeOpen, timePush } from './screen-bench';

const SIZES = [100, 1_000, 10_000] as const;
const OPENS = 7;
const PUSHES = 40;
/** The screen is shown once the waiting group's first row is painted. */
const READY = '.sync-group .sync-item';

interface Subject {
  size: number;
  h: Harness;
  opens: number[];
  elements: number;
  pushes: number[];
}

async function subject(size: number): Promise<Subject> {
  const h = await startHarness();
  queueWebhookRegistrations(h.core, size);
  await installProbe(h);
  return { size, h, opens: [], elements: 0, pushes: [] };
}

/** A status as a drain pushes it every 100 ms: one more change sent each time. */
function drainStatus(size: number, done: number): SyncStatus {
  return {
    state: 'syncing',
    waiting: size - done,
    rejected: 0,
    dead: 0,
    oldestWaitingSince: new Date(Date.now() - 3_600_000).toISOString(),
    progress: { done, total: size },
    lastRunAt: new Date().toISOString(),
  };
}

/**
 * The Sync screen in Chromium, bound to the real core, with 100, 1,000 and 10,000 changes
 * waiting: the time from the click on "Sync" in a freshly loaded app until the first page of
 * changes is painted (the list read through the real IPC handler), the elements in the document
 * then, and the time one pushed sync status (as a drain pushes every 100 ms) takes from its
 * arrival to the end of the next frame while the screen shows them. The baseline of each is the
 * same with 100 changes waiting, measured interleaved in the same run: a ratio near 1 is a
 * screen flat in the number of changes.
 */
export async function benchSyncScreen(): Promise<void> {
  buildRenderer();
  const subjects: Subject[] = [];
  try {
    for (const size of SIZES) subjects.push(await subject(size));
    await Promise.all(subjects.map((s) => timeOpen(s.h, 'Sync', READY))); // warm-up
    for (let round = 0; round < OPENS; round += 1) {
      for (const s of round % 2 === 0 ? subjects : [...subjects].reverse()) {
        const { ms, elements } = await timeOpen(s.h, 'Sync', READY);
        s.opens.push(ms);
        s.elements = elements;
      }
    }
    for (let i = 0; i < PUSHES; i += 1) {
      for (const s of subjects)
        s.pushes.push(await timePush(s.h, 'sync:status', drainStatus(s.size, i)));
      await delay(100);
    }

    const [small, middle, large] = subjects as [Subject, Subject, Subject];
    report(
      'sync_screen_open_10k_waiting',
      median(large.opens),
      'ms',
      'sync_screen_open_100_waiting',
      median(small.opens),
    );
    report(
      'sync_screen_open_1k_waiting',
      median(middle.opens),
      'ms',
      'sync_screen_open_100_waiting',
      median(small.opens),
    );
    report(
      'sync_screen_elements_10k_waiting',
      large.elements,
      'elements',
      'sync_screen_elements_100_waiting',
      small.elements,
    );
    for (const p of [50, 95]) {
      report(
        `sync_status_push_p${p}_10k_waiting`,
        percentile(large.pushes, p),
        'ms',
        `sync_status_push_p${p}_100_waiting`,
        percentile(small.pushes, p),
      );
    }
  } finally {
    for (const s of subjects) await s.h.close();
    await closeBrowser();
  }
}
