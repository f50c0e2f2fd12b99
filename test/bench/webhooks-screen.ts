import { publishedEventNames } from '../../src/shared/webhooks/published-events';
import { closeBrowser, startHarness, type Harness } from '../browser/harness';
import { median, report } from './report';
import { buildRenderer, installProbe, timeOpen } from './screen-bench';

const OPENS = 7;
const MANY = 1_000;
/** The screen is shown once the table's last shown row is painted. */
const READY = '.webhook-table tbody tr:last-child';

interface Subject {
  h: Harness;
  opens: number[];
  elements: number;
}

/** A harness whose sandbox client holds its seeded webhooks and `extra` more, registered through the app. */
async function subject(extra: number): Promise<Subject> {
  const h = await startHarness();
  const events = [...publishedEventNames()].slice(0, 3);
  for (let i = 0; i < extra; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, extra - i) }, (_, j) =>
        h.core.handlers['webhooks:register']({
          endpoint: `https://hooks.example/bench/${i + j}`,
          event_names: events,
          protocol: 'https',
        }),
      ),
    );
  }
  await installProbe(h);
  return { h, opens: [], elements: 0 };
}

/**
 * The Webhooks screen in Chromium, bound to the real core and the sandbox over loopback, with
 * 1,000 webhooks registered: the time from the click on "Webhooks" in a freshly loaded app until
 * the table is painted (the list fetched from the sandbox through the real IPC handler), and the
 * elements in the document then; the baseline is the same screen with the sandbox's seeded
 * handful of webhooks, measured interleaved in the same run.
 */
export async function benchWebhooksScreen(): Promise<void> {
  buildRenderer();
  const subjects: Subject[] = [];
  try {
    subjects.push(await subject(MANY), await subject(0));
    const [many, few] = subjects as [Subject, Subject];
    const seeded = few.h.sandbox.webhooksFor(few.h.sandbox.options.clientId).length;
    for (const s of subjects) await timeOpen(s.h, 'Webhooks', READY); // warm-up
    for (let round = 0; round < OPENS; round += 1) {
      for (const s of round % 2 === 0 ? subjects : [...subjects].reverse()) {
        const { ms, elements } = await timeOpen(s.h, 'Webhooks', READY);
        s.opens.push(ms);
        s.elements = elements;
      }
    }
    const total = many.h.sandbox.webhooksFor(many.h.sandbox.options.clientId).length;
    if (total < MANY)
      throw new Error(`expected ${MANY} webhooks or more, the sandbox holds ${total}`);
    report(
      'webhooks_screen_open_1000_webhooks',
      median(many.opens),
      'ms',
      `webhooks_screen_open_${seeded}_webhooks`,
      median(few.opens),
    );
    report(
      'webhooks_screen_elements_1000_webhooks',
      many.elements,
      'elements',
      `webhooks_screen_elements_${seeded}_webhooks`,
      few.elements,
    );
  } finally {
    for (const s of subjects) await s.h.close();
    await closeBrowser();
  }
}
