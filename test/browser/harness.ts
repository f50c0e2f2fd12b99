import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../helpers/chromium';
import type { Clock } from '../../src/main/core/clock';
import type { Core } from '../../src/main/core/core';
import { originOf } from '../../src/main/core/ipc/origin';
import type { Sandbox, SandboxOptions } from '../../src/sandbox/server';
import { startTestCompanion, type TestCompanion } from '../helpers/companion';
import type { CompanionOptions } from '../../src/main/compose';
import { serveStatic } from '../helpers/static-server';
import { chromiumPrintout } from '../helpers/chromium-printout';
import { makeTempDir } from '../helpers/temp-dir';
import { BRIDGE_FILE, ROOT } from './global-setup';

export const SCREENSHOT_DIR = path.join(ROOT, 'test-results/screenshots');

/** The WCAG levels every axe scan checks. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Harness {
  page: Page;
  context: BrowserContext;
  readonly core: Core;
  sandbox: Sandbox;
  app: TestCompanion;
  /** Saves a PNG under test-results/screenshots: the whole page, or the viewport only. */
  screenshot(name: string, options?: { fullPage?: boolean }): Promise<string>;
  /** axe-core's WCAG 2.2 AA findings on the page as it is now, as `rule: targets` lines. */
  axeViolations(): Promise<string[]>;
  /**
   * Clicks the main navigation entry and waits for the screen's heading. Clinic setup's screens
   * are reached as a person reaches them: Settings, its "Open Clinic setup", then the room's menu.
   */
  openScreen(
    name:
      | 'Today'
      | 'Recordings'
      | 'Documents'
      | 'ABHA'
      | 'Sync'
      | 'Settings'
      | 'Clinic setup'
      | 'Webhooks'
      | 'EMR profile extras',
  ): Promise<void>;
  /**
   * From Today, starts (or opens) the consultation of the day's appointment at `index` (0 is the
   * first of the seeded day, already seen) as a doctor would, and waits for its screen. Returns
   * its patient as the core knows them.
   */
  openConsultation(index: number): Promise<{ name: string; platformId: string | undefined }>;
  /**
   * A walk-in created and started through the core, then opened from Today's "In progress". For
   * tests whose subject is not the patient: the seeded day's patients change age with the date,
   * and a child's prescribing checks would warn of what those tests do not look at.
   */
  startWalkIn(person: {
    name: string;
    sex: 'female' | 'male' | 'other';
    birthDate: string;
  }): Promise<{ patientId: string; padId: string }>;
  /** Opens a consultation in progress from Today by the patient's name. */
  openInProgress(name: string): Promise<void>;
  /** Starts a new core on the same data folder (an app restart) and reloads the page. */
  restartCore(): Promise<void>;
  close(): Promise<void>;
}

/** One browser per set of extra flags (the fake microphone needs its own). */
const browsers = new Map<string, Browser>();

async function sharedBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const key = extraArgs.join(' ');
  let browser = browsers.get(key);
  if (!browser) {
    browser = await launchChromium(extraArgs);
    browsers.set(key, browser);
  }
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await Promise.all([...browsers.values()].map((browser) => browser.close()));
  browsers.clear();
}

/**
 * Chromium's fake microphone playing a WAV file (a true edge: no sound card here). Permission
 * prompts are accepted, as a person allowing the microphone would.
 */
export function fakeMicrophoneArgs(wavFile: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-audio-capture=${wavFile}`,
    '--autoplay-policy=no-user-gesture-required',
  ];
}

/**
 * The built renderer in Debian Chromium, with `window.companion` bound to the real core (real
 * SQLite file in a temp folder) talking to a real sandbox over loopback.
 */
export async function startHarness(
  options: {
    sandbox?: Partial<SandboxOptions>;
    timeoutMs?: number;
    /** The core's clock (a test that writes earlier visits moves it back, then forward). */
    clock?: Clock;
    core?: Pick<CompanionOptions, 'sync' | 'network' | 'changeWaitMs' | 'recording' | 'printout'>;
    /** Extra Chromium flags, e.g. `fakeMicrophoneArgs(file)`. */
    browserArgs?: readonly string[];
    /**
     * Also send the structured prescription to the unpublished PUT (the setting, off by default),
     * for tests that read what the pad sent field by field.
     */
    structured?: boolean;
    /** Something in front of the sandbox (a proxy that does not offer some routes). */
    front?: NonNullable<Parameters<typeof startTestCompanion>[0]>['front'];
  } = {},
): Promise<Harness> {
  const site = await serveStatic(path.join(ROOT, 'out/renderer'));
  const browser = await sharedBrowser(options.browserArgs);
  const printed = makeTempDir('harness-printout-');
  const app = await startTestCompanion({
    ...options,
    // The finalized PDF for the patient's record, written by this Chromium as the shell would.
    core: { printout: chromiumPrintout(browser, printed.dir), ...options.core },
    isAllowedOrigin: (origin) => origin === site.origin,
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  await context.exposeBinding('__companionInvoke', (source, channel: unknown, args: unknown) =>
    app.core.dispatch(channel, args, originOf(source.frame.url())),
  );
  await context.addInitScript({ path: BRIDGE_FILE });
  const page = await context.newPage();

  let unsubscribe = forwardEvents(app.core, page);
  await page.goto(`${site.origin}/index.html`);

  async function openScreen(name: string): Promise<void> {
    if (name === 'Clinic setup' || name === 'Webhooks' || name === 'EMR profile extras') {
      const room = page.getByRole('navigation', { name: 'Clinic setup' });
      if ((await room.count()) === 0) {
        await openScreen('Settings');
        await page.getByRole('button', { name: 'Open Clinic setup' }).click();
        await page.getByRole('heading', { level: 1, name: 'Clinic setup' }).waitFor();
      }
      const entry = name === 'Clinic setup' ? 'Account' : name;
      await room.getByRole('button', { name: entry, exact: true }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      return;
    }
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name, exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
  }

  async function openInProgress(name: string): Promise<void> {
    await openScreen('Today');
    await page
      .getByRole('region', { name: 'In progress' })
      .getByRole('button', { name: `Open ${name}` })
      .click();
    await page.getByRole('heading', { level: 1, name: `Consultation: ${name}` }).waitFor();
  }

  return {
    page,
    context,
    get core() {
      return app.core;
    },
    sandbox: app.sandbox,
    app,
    async screenshot(name, { fullPage = true } = {}) {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const file = path.join(SCREENSHOT_DIR, `${name}.png`);
      await page.screenshot({ path: file, fullPage });
      return file;
    },
    async axeViolations() {
      const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      return result.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    },
    openScreen,
    openInProgress,
    async startWalkIn(person) {
      const patient = await app.core.handlers['patients:create'](person);
      const started = await app.core.handlers['consultation:start']({ patientId: patient.id });
      await openInProgress(person.name);
      return { patientId: patient.id, padId: started.padId };
    },
    async openConsultation(index) {
      await openScreen('Today');
      const today = await app.core.handlers['consultation:today']({});
      const appointment = today.queue.appointments[index];
      const patient = appointment?.patient;
      if (!appointment || !patient) throw new Error(`no appointment ${index} with a patient`);
      const name = appointment.consultationId ? `Open ${patient.name}` : `Start ${patient.name}`;
      await page.getByRole('button', { name, exact: true }).first().click();
      await page
        .getByRole('heading', { level: 1, name: `Consultation: ${patient.name}` })
        .waitFor();
      return { name: patient.name, platformId: patient.platformId };
    },
    async restartCore() {
      unsubscribe();
      await app.restart();
      unsubscribe = forwardEvents(app.core, page);
      await page.reload();
    },
    async close() {
      unsubscribe();
      await context.close();
      await app.close();
      await site.close();
      printed.remove();
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
