import type { Pad } from '../../src/shared/pad/pad';
import { closeBrowser } from '../browser/harness';
import { bigPad } from './big-pad';
import { openPad, typeInto, type Subject } from './pad-typing';
import { buildRenderer } from './screen-bench';
import { report } from './report';

const WARM_UP = 20;
const KEYS = 100;

/** One event of a Chromium trace, as far as read here. */
interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  dur?: number;
  args?: { data?: { type?: string } };
}

const KEY_EVENTS = new Set(['keydown', 'keypress', 'keyup']);

/**
 * What the keys cost the page's main thread, from a Chromium trace of `KEYS` keys typed into the
 * subject's note: the key events' handling (keydown, keypress with the textarea's edit and
 * React's input handler inside it, keyup) and every task the main thread ran (the frames' style,
 * layout, paint and compositing included, and the benchmark's own page calls alike in both pads),
 * each in ms per key.
 */
async function keyCost(subject: Subject): Promise<{ handling: number; tasks: number }> {
  const { h } = subject;
  await typeInto(subject, 'note', WARM_UP, 0);
  const cdp = await h.context.newCDPSession(h.page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => {
    events.push(...(data.value as unknown as TraceEvent[]));
  });
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await typeInto(subject, 'note', KEYS, WARM_UP);
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  // The page's main thread: the one that dispatched the key events.
  const keyEvents = new Map<number, number>();
  for (const event of events) {
    if (event.name === 'EventDispatch' && event.args?.data?.type === 'keypress') {
      keyEvents.set(event.tid, (keyEvents.get(event.tid) ?? 0) + 1);
    }
  }
  const main = [...keyEvents].sort((a, b) => b[1] - a[1])[0]?.[0];
  let handling = 0;
  let tasks = 0;
  for (const event of events) {
    if (event.tid !== main || event.ph !== 'X' || event.dur === undefined) continue;
    if (event.name === 'RunTask') tasks += event.dur;
    if (event.name === 'EventDispatch' && KEY_EVENTS.has(event.args?.data?.type ?? '')) {
      handling += event.dur;
    }
  }
  // Trace durations are in microseconds.
  return { handling: handling / 1000 / KEYS, tasks: tasks / 1000 / KEYS };
}

/**
 * The main-thread cost of a key typed into a finding's note on a pad of 500 findings and every
 * vital, versus the same on a pad of one finding, in Chromium, measured one pad after the other
 * in the same run. Unlike the latency figures (pad-typing.ts), it does not include the wait for
 * the frame or the time the page waits for a CPU, so it moves far less with the machine's load.
 */
export async function benchPadKeyCost(): Promise<void> {
  buildRenderer();
  const subjects: Subject[] = [];
  try {
    const small: Pad = { ...bigPad(1), vitals: [] };
    subjects.push(await openPad(small, small.findings[0]!.localId));
    const big = bigPad(500);
    subjects.push(await openPad(big, big.findings[249]!.localId));
    const [one, many] = [await keyCost(subjects[0]!), await keyCost(subjects[1]!)];
    report(
      'pad_key_handling_500_findings',
      many.handling,
      'ms',
      'pad_key_handling_one_finding',
      one.handling,
    );
    report(
      'pad_key_main_thread_500_findings',
      many.tasks,
      'ms',
      'pad_key_main_thread_one_finding',
      one.tasks,
    );
  } finally {
    for (const subject of subjects) await subject.h.close();
    await closeBrowser();
  }
}
