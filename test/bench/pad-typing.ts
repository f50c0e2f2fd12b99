import { setTimeout as delay } from 'node:timers/promises';
import { originOf } from '../../src/main/core/ipc/origin';
import type { InvokeArgs, InvokeChannel, InvokeResults } from '../../src/shared/ipc/contract';
import type { Pad } from '../../src/shared/pad/pad';
import { closeBrowser, startHarness, type Harness } from '../browser/harness';
import { bigPad } from './big-pad';
import { report } from './report';
import { buildRenderer } from './screen-bench';

const WARM_UP = 20;
const KEYS = 200;
/** Keys typed into one pad before the other pad's turn: the two are measured interleaved. */
const BLOCK = 40;
/** What is typed into the note, a character a key. */
const PHRASE = 'fever on and off since two days, worse at night ';

/**
 * Installed in the page before it loads: each keydown (capture phase, before React's handlers)
 * takes its event timestamp, and once the next frame has been produced (a message posted from that
 * frame's requestAnimationFrame callback runs after its style, layout and paint) the time since it
 * is one sample. Plain script text: a function handed to Playwright would be serialised after tsx
 * added its name helpers to it.
 */
const PROBE = `(() => {
  const samples = [];
  let waiter;
  addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        samples.push(performance.now() - start);
        if (waiter !== undefined && samples.length >= waiter.count) {
          waiter.resolve();
          waiter = undefined;
        }
      };
      channel.port2.postMessage(null);
    });
  }, true);
  globalThis.__padTyping = {
    until: (count) =>
      samples.length >= count ? Promise.resolve() : new Promise((resolve) => { waiter = { count, resolve }; }),
    take: () => samples.splice(0),
  };
})();`;

interface Probe {
  __padTyping: { until(count: number): Promise<void>; take(): number[] };
}

/** The little of the page's DOM the wait for a save reads (this project's Node code has no DOM types). */
interface PageDocument {
  document: { querySelector(selector: string): { textContent: string | null } | null };
}

export interface Subject {
  h: Harness;
  /** The note field typed into: a finding in the middle of the pad. */
  note: string;
  samples: { note: number[]; pulse: number[] };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** A call to the core as the page makes it (the harness's core answers only the page's origin). */
async function asPage<C extends InvokeChannel>(
  h: Harness,
  channel: C,
  args: InvokeArgs<C>,
): Promise<InvokeResults[C]> {
  const result = await h.core.dispatch(channel, args, originOf(h.page.url()));
  if (!result.ok)
    throw new Error(`${channel} failed: ${result.error.code} ${result.error.message}`);
  return result.value as InvokeResults[C];
}

/** A consultation's pad in Chromium, holding `pad` as its draft. */
export async function openPad(pad: Pad, note: string): Promise<Subject> {
  const h = await startHarness();
  try {
    // The pad of the first waiting patient's consultation.
    await h.openConsultation(1);
    const today = await h.core.handlers['consultation:today']({});
    const consultation = await h.core.handlers['consultation:get']({
      id: today.inProgress[0]!.id,
    });
    const current = await asPage(h, 'pad:get', { id: consultation.padId });
    await asPage(h, 'pad:save-draft', {
      pad: { ...pad, id: current.pad.id, createdAt: current.pad.createdAt },
    });
    await h.context.addInitScript({ content: PROBE });
    await h.page.reload();
    await h.openConsultation(1);
    await h.page.locator(`#note-${note}`).waitFor();
    // Both pads start the vital typed into empty, so the same texts are typed and shown in each.
    await h.page.locator('#pad-vital-pulse').fill('');
    await settle(h);
    return { h, note, samples: { note: [], pulse: [] } };
  } catch (error) {
    await h.close();
    throw error;
  }
}

/** Waits for the autosave of what was typed, so that it never lands in the other pad's samples. */
async function settle(h: Harness): Promise<void> {
  // Polled every 20 ms: a locator's wait backs off to half a second between looks.
  await h.page.waitForFunction(
    () =>
      (globalThis as unknown as PageDocument).document
        .querySelector('.pad-actions__save [role="status"]')
        ?.textContent?.startsWith('All changes saved'),
    undefined,
    { polling: 20 },
  );
}

/** Types `count` keys into a field, one at a time, each after the previous one's frame. */
export async function typeInto(
  subject: Subject,
  field: 'note' | 'pulse',
  count: number,
  offset: number,
): Promise<number[]> {
  const { page } = subject.h;
  await page.locator(field === 'note' ? `#note-${subject.note}` : '#pad-vital-pulse').focus();
  for (let i = 0; i < count; i += 1) {
    const key = offset + i;
    // Each key waits 0 to 16 ms after the previous key's frame, evenly spread over the keys, so
    // keys land anywhere in the frame interval as typing does, not always just after a frame.
    await delay((key * 7) % 17);
    if (field === 'note') await page.keyboard.type(PHRASE[key % PHRASE.length]!);
    // The pulse goes "7", "", "7", ...: a digit, then Backspace.
    else await page.keyboard.press(key % 2 === 0 ? '7' : 'Backspace');
    await page.evaluate((n) => (globalThis as unknown as Probe).__padTyping.until(n), i + 1);
  }
  const samples = await page.evaluate(() => (globalThis as unknown as Probe).__padTyping.take());
  await settle(subject.h);
  return samples;
}

/**
 * Input-to-paint latency of typing on the prescription pad in Chromium: for each key pressed in a
 * finding's note (a finding in the middle of the pad), then in the pulse field, the time from the
 * keydown event to the end of the next frame's rendering, on a pad holding 100 findings (Since and
 * a two-line note each) and every vital, and on one holding 500, versus the same keys in a pad
 * holding one finding and no vitals, the three measured interleaved in the same run (blocks of keys in one pad, then the other, each
 * left to autosave before the other types). The catalogue's vitals hold 12 typed measures, so "20
 * vitals" is every vital there is.
 *
 * Headless Chromium with --disable-gpu (software compositing), frames at most at 60 Hz: a sample
 * is the key's handling (React's render of the row included), the wait for the next frame, and
 * that frame's style, layout and paint on the main thread; raster and compositing on other threads
 * are not in it. Keys are spread evenly over the frame interval, so the wait adds about half a
 * frame (8 ms) to the median of both pads alike, and work that still fits before the next frame
 * costs nothing more: the figures step with the 16.7 ms frame.
 */
export async function benchPadTyping(): Promise<void> {
  buildRenderer();
  const subjects: Subject[] = [];
  try {
    const big = bigPad(100);
    // The middle diagnosis: about the 50th of the 100 rows on screen.
    subjects.push(await openPad(big, big.findings[49]!.localId));
    const small: Pad = { ...bigPad(1), vitals: [] };
    subjects.push(await openPad(small, small.findings[0]!.localId));
    const huge = bigPad(500);
    // The middle finding again: the 250th of the 500 rows.
    subjects.push(await openPad(huge, huge.findings[249]!.localId));

    for (const field of ['note', 'pulse'] as const) {
      for (const subject of subjects) await typeInto(subject, field, WARM_UP, 0);
    }
    for (let typed = 0; typed < KEYS; typed += BLOCK) {
      for (const field of ['note', 'pulse'] as const) {
        // Which pad goes first alternates, so none always types right after another's save.
        const order = (typed / BLOCK) % 2 === 0 ? subjects : [...subjects].reverse();
        for (const subject of order) {
          const count = Math.min(BLOCK, KEYS - typed);
          subject.samples[field].push(...(await typeInto(subject, field, count, WARM_UP + typed)));
        }
      }
    }

    const [full, one, fullest] = subjects as [Subject, Subject, Subject];
    for (const [size, subject] of [
      ['100', full],
      ['500', fullest],
    ] as const) {
      for (const p of [50, 95]) {
        report(
          `pad_typing_latency_p${p}_${size}_findings`,
          percentile(subject.samples.note, p),
          'ms',
          `pad_typing_latency_p${p}_one_finding`,
          percentile(one.samples.note, p),
        );
      }
      for (const p of [50, 95]) {
        report(
          `pad_vital_typing_latency_p${p}_${size}_findings`,
          percentile(subject.samples.pulse, p),
          'ms',
          `pad_vital_typing_latency_p${p}_one_finding`,
          percentile(one.samples.pulse, p),
        );
      }
    }
  } finally {
    for (const subject of subjects) await subject.h.close();
    await closeBrowser();
  }
}
