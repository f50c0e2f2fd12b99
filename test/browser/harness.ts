import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { asEmbedded, startCompanion } from '../../src/main/compose';
import type { Core } from '../../src/main/core/core';
import { originOf } from '../../src/main/core/ipc/origin';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/server';
import { createFakeKeychain } from '../helpers/fake-keychain';
import { serveStatic } from '../helpers/static-server';
import { makeTempDir } from '../helpers/temp-dir';
import { BRIDGE_FILE, ROOT } from './global-setup';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.join(ROOT, 'test-results/screenshots');

/** Flags from toolchain.md: without the networking ones Chromium floods the closed network. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Harness {
  page: Page;
  context: BrowserContext;
  core: Core;
  sandbox: Sandbox;
  keychain: ReturnType<typeof createFakeKeychain>;
  dataDir: string;
  screenshot(name: string): Promise<string>;
  /** Closes the page and core, then starts a new core on the same data folder and reloads. */
  restartCore(): Promise<void>;
  close(): Promise<void>;
}

let browser: Browser | undefined;

async function sharedBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

/**
 * The built renderer in Debian Chromium, with `window.companion` bound to the real core (real
 * SQLite file in a temp folder) talking to a real sandbox over loopback.
 */
export async function startHarness(
  options: { sandbox?: Partial<SandboxOptions>; timeoutMs?: number } = {},
): Promise<Harness> {
  const temp = makeTempDir('companion-browser-');
  const sandbox = await startSandbox({ port: 0, ...options.sandbox });
  const site = await serveStatic(path.join(ROOT, 'out/renderer'));
  const keychain = createFakeKeychain();

  const makeCore = (): Core =>
    startCompanion({
      dataDir: temp.dir,
      secrets: keychain,
      launchSandbox: () => Promise.resolve(asEmbedded(sandbox, { owned: false })),
      isAllowedOrigin: (origin) => origin === site.origin,
      appVersion: '0.0.0-test',
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });

  let core = makeCore();
  const context = await (
    await sharedBrowser()
  ).newContext({ viewport: { width: 1280, height: 860 } });
  await context.exposeBinding('__companionInvoke', (source, channel: unknown, args: unknown) =>
    core.dispatch(channel, args, originOf(source.frame.url())),
  );
  await context.addInitScript({ path: BRIDGE_FILE });
  const page = await context.newPage();

  let unsubscribe = forwardEvents(core, page);
  await page.goto(`${site.origin}/index.html`);

  return {
    page,
    context,
    get core() {
      return core;
    },
    sandbox,
    keychain,
    dataDir: temp.dir,
    async screenshot(name) {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const file = path.join(SCREENSHOT_DIR, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    async restartCore() {
      unsubscribe();
      await core.close();
      core = makeCore();
      unsubscribe = forwardEvents(core, page);
      await page.reload();
    },
    async close() {
      unsubscribe();
      await context.close();
      await core.close();
      await sandbox.close();
      await site.close();
      temp.remove();
    },
  };
}

function forwardEvents(core: Core, page: Page): () => void {
  return core.onEvent((channel, payload) => {
    page
      .evaluate(
        ([c, p]) => {
          const w = globalThis as unknown as { __companionEmit?: (c: string, p: unknown) => void };
          w.__companionEmit?.(c, p);
        },
        [channel, payload] as const,
      )
      .catch(() => undefined); // the page may be navigating or closed
  });
}
