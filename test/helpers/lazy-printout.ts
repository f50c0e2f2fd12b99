import type { Browser } from 'playwright-core';
import type { PrintoutOutput } from '../../src/main/core/printout/printout-module';
import { makeTempDir } from './temp-dir';

/**
 * The shell's printout played by Chromium, launched only when first asked (most tests never print
 * or finalize), and closed with `close()`. Electron's printToPDF is Chromium's, so the PDF put on
 * the patient's record in tests is the one the app would make. Playwright itself is loaded only
 * then, so a process that never prints starts as fast as without it (the chaos worker).
 */
export function lazyChromiumPrintout(
  options: {
    /** Where saved PDFs go (kept); a temp folder of its own, removed by `close()`, without it. */
    dir?: string;
    /**
     * A Chromium already running (a Playwright browser server's endpoint) to connect to instead
     * of launching one: the chaos runner keeps one for all its short-lived workers.
     */
    wsEndpoint?: string;
  } = {},
): PrintoutOutput & { open(): Promise<void>; close(): Promise<void> } {
  const { dir, wsEndpoint } = options;
  let browser: Promise<Browser> | undefined;
  let output: Promise<PrintoutOutput> | undefined;
  const temp = dir === undefined ? makeTempDir('companion-printout-') : { dir, remove() {} };
  const open = async (): Promise<Browser> =>
    wsEndpoint === undefined
      ? (await import('./chromium')).launchChromium()
      : (await import('playwright-core')).chromium.connect(wsEndpoint);
  const ready = (): Promise<PrintoutOutput> =>
    (output ??= (browser ??= open()).then(async (opened) =>
      (await import('./chromium-printout')).chromiumPrintout(opened, temp.dir),
    ));
  return {
    print: async (html, paper) => (await ready()).print(html, paper),
    savePdf: async (html, paper, fileName) => (await ready()).savePdf(html, paper, fileName),
    pdf: async (html, paper) => (await ready()).pdf(html, paper),
    /** Opens (or connects to) the browser now rather than at the first print. */
    async open() {
      await ready();
    },
    async close() {
      const opened = browser;
      browser = undefined;
      output = undefined;
      if (opened) await (await opened.catch(() => undefined))?.close();
      temp.remove();
    },
  };
}
