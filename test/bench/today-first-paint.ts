import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from '../browser/global-setup';
import { closeBrowser, startHarness } from '../browser/harness';
import { serveStatic } from '../helpers/static-server';
import { makeTempDir } from '../helpers/temp-dir';
import { median, report } from './report';
import { buildRenderer } from './screen-bench';

const LOADS = 9;

/**
 * Installed before the page's own scripts: every frame checks for each selector; once one is
 * there, the end of that frame (a message posted from its requestAnimationFrame callback runs
 * after its style, layout and paint), in ms since the navigation started, is kept under it.
 * Plain script text, as in screen-bench.ts.
 */
const paintProbe = (selectors: readonly string[]): string => `(() => {
  const painted = (globalThis.__painted = {});
  const waiting = new Set(${JSON.stringify(selectors)});
  const tick = () => {
    for (const selector of [...waiting]) {
      if (!document.querySelector(selector)) continue;
      waiting.delete(selector);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { painted[selector] = performance.now(); };
      channel.port2.postMessage(null);
    }
    if (waiting.size > 0) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

/** Today's heading: the first paint of the screen itself (the day is read after it). */
const TODAY = 'h1.screen-heading';
/** The day read through the core: the queue's table, or its sentence when nobody is booked. */
const TODAY_READ = '.today-screen .queue-table, .today-screen .next-patient';

const PLAIN_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Plain</title></head>
<body><h1 class="screen-heading">Today</h1></body></html>
`;

/** Loads `url` afresh and returns when each selector was painted, ms since navigation start. */
async function loadOnce(page: Page, url: string, selectors: readonly string[]): Promise<number[]> {
  await page.goto(url);
  return page.evaluate(async (wanted) => {
    const painted = (globalThis as unknown as { __painted: Record<string, number> }).__painted;
    while (wanted.some((s) => painted[s] === undefined)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return wanted.map((s) => painted[s]!);
  }, selectors);
}

/** Kilobytes of JavaScript the renderer's index.html loads (entry and preloads), and of all. */
function rendererScripts(): { firstKb: number; allKb: number } {
  const dir = path.join(ROOT, 'out/renderer');
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const first = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const size = (file: string) => statSync(path.join(dir, file)).size / 1024;
  const all = readdirSync(path.join(dir, 'assets')).filter((f) => f.endsWith('.js'));
  return {
    firstKb: first.reduce((sum, f) => sum + size(f), 0),
    allKb: all.reduce((sum, f) => sum + size(`assets/${f}`), 0),
  };
}

/**
 * Today's first paint after the renderer starts, in Chromium, bound to the real core (as the
 * browser tests run it): from the navigation's start until Today's heading is painted, and until
 * the day read through the core is painted, vs a plain page holding one heading served the same
 * way to the same browser, loads interleaved, medians of 9.
 */
export async function benchTodayFirstPaint(): Promise<void> {
  buildRenderer();
  const scripts = rendererScripts();
  report('renderer_first_paint_js_kb', scripts.firstKb, 'KiB', 'renderer_all_js_kb', scripts.allKb);
  const h = await startHarness();
  const plainDir = makeTempDir('plain-page-');
  writeFileSync(path.join(plainDir.dir, 'index.html'), PLAIN_PAGE);
  const plainSite = await serveStatic(plainDir.dir);
  const appUrl = h.page.url();
  try {
    const browser = h.context.browser();
    if (!browser) throw new Error('the harness has no browser');
    const plainContext = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    await plainContext.addInitScript({ content: paintProbe(['h1']) });
    const plain = await plainContext.newPage();
    await h.context.addInitScript({ content: paintProbe([TODAY, TODAY_READ]) });
    const samples = { plain: [] as number[], today: [] as number[], read: [] as number[] };
    for (let i = -1; i < LOADS; i += 1) {
      // The first round warms the browser's cache and the core's first reads: not counted.
      const [plainMs] = await loadOnce(plain, `${plainSite.origin}/index.html`, ['h1']);
      const [todayMs, readMs] = await loadOnce(h.page, appUrl, [TODAY, TODAY_READ]);
      if (i < 0) continue;
      samples.plain.push(plainMs!);
      samples.today.push(todayMs!);
      samples.read.push(readMs!);
    }
    const plainMs = median(samples.plain);
    report('today_first_paint', median(samples.today), 'ms', 'plain_page_one_heading', plainMs);
    report(
      'today_first_paint_day_read',
      median(samples.read),
      'ms',
      'plain_page_one_heading',
      plainMs,
    );
    await plainContext.close();
  } finally {
    await plainSite.close();
    plainDir.remove();
    await h.close();
    await closeBrowser();
  }
}
