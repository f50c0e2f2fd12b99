/**
 * Timing a screen of the real renderer in Chromium, bound to the real core (as the browser tests
 * run it): how long from the click on its navigation entry until its content is on screen, and
 * how long one pushed event takes to be handled and painted.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../browser/global-setup';
import type { Harness } from '../browser/harness';

/**
 * The built renderer and the test bridge, as `npm run test:browser` builds them, in a child
 * process whose output goes to stderr: stdout carries only the benchmark lines.
 */
export function buildRenderer(): void {
  const setup = pathToFileURL(path.join(ROOT, 'test/browser/global-setup.ts')).href;
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { default: setup } = await import(${JSON.stringify(setup)}); await setup();`,
    ],
    { cwd: ROOT, stdio: ['ignore', 2, 2] },
  );
}

/**
 * Installed in the page: `open(nav, ready)` clicks the navigation entry named `nav` (the doctor's
 * menu's, or the Clinic setup room's while that is open) and
 * resolves, once `ready` (a CSS selector) matches and the frame after it has been produced (a
 * message posted from that frame's requestAnimationFrame callback runs after its style, layout
 * and paint), with the milliseconds since the click and the number of elements in the document.
 * `push(channel, payload)` hands an event to the page as the core's push does and resolves with
 * the time until the frame after it is done. Plain script text: a function handed to Playwright
 * would be serialised after tsx added its name helpers to it.
 */
export const SCREEN_PROBE = `(() => {
  const afterFrame = () => new Promise((resolve) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(null);
  }));
  globalThis.__screenProbe = {
    open: async (nav, ready) => {
      const button = [...document.querySelectorAll('nav button')]
        .find((b) => b.textContent.trim() === nav);
      if (!button) throw new Error('no navigation entry ' + nav);
      const start = performance.now();
      button.click();
      for (;;) {
        await afterFrame();
        if (document.querySelector(ready)) break;
      }
      const end = await afterFrame();
      return { ms: end - start, elements: document.getElementsByTagName('*').length };
    },
    push: async (channel, payload) => {
      const start = performance.now();
      globalThis.__companionEmit(channel, payload);
      const end = await afterFrame();
      return end - start;
    },
  };
})();`;

interface Probe {
  __screenProbe: {
    open(nav: string, ready: string): Promise<{ ms: number; elements: number }>;
    push(channel: string, payload: unknown): Promise<number>;
  };
}

/** Adds the probe to a harness's page (reloading it) and waits for the first screen. */
export async function installProbe(h: Harness): Promise<void> {
  await h.context.addInitScript({ content: SCREEN_PROBE });
  await h.page.reload();
  await h.page.getByRole('heading', { level: 1 }).first().waitFor();
}

/**
 * Opens the screen `nav` in a freshly loaded app (nothing of it kept in the renderer's stores)
 * and times it from the click until `ready` shows.
 */
export async function timeOpen(
  h: Harness,
  nav: string,
  ready: string,
): Promise<{ ms: number; elements: number }> {
  await h.page.reload();
  await h.page.getByRole('heading', { level: 1 }).first().waitFor();
  const main = h.page.getByRole('navigation', { name: 'Main' });
  if ((await main.getByRole('button', { name: nav, exact: true }).count()) === 0) {
    // A Clinic setup screen: into the room first (its account screen), by its shortcut.
    await h.page.keyboard.press('Control+Shift+K');
    await h.page.getByRole('heading', { level: 1, name: 'Clinic setup' }).waitFor();
  }
  return h.page.evaluate(([n, r]) => (globalThis as unknown as Probe).__screenProbe.open(n, r), [
    nav,
    ready,
  ] as const);
}

/** Hands one event to the page and times it until the next frame is done. */
export function timePush(h: Harness, channel: string, payload: unknown): Promise<number> {
  return h.page.evaluate(([c, p]) => (globalThis as unknown as Probe).__screenProbe.push(c, p), [
    channel,
    payload,
  ] as const);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
