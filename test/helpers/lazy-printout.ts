import type { Browser } from 'playwright-core';
import type { PrintoutOutput } from '../../src/main/core/printout/printout-module';
import { launchChromium } from './chromium';
import { chromiumPrintout } from './chromium-printout';
import { makeTempDir } from './temp-dir';

/**
 * The shell's printout played by Chromium, launched only when first asked (most tests never print
 * or finalize), and closed with `close()`. Electron's printToPDF is Chromium's, so the PDF put on
 * the patient's record in tests is the one the app would make.
 */
export function lazyChromiumPrintout(): PrintoutOutput & { close(): Promise<void> } {
  let browser: Promise<Browser> | undefined;
  let output: Promise<PrintoutOutput> | undefined;
  const temp = makeTempDir('companion-printout-');
  const ready = (): Promise<PrintoutOutput> =>
    (output ??= (browser ??= launchChromium()).then((opened) =>
      chromiumPrintout(opened, temp.dir),
    ));
  return {
    print: async (html, paper) => (await ready()).print(html, paper),
    savePdf: async (html, paper, fileName) => (await ready()).savePdf(html, paper, fileName),
    pdf: async (html, paper) => (await ready()).pdf(html, paper),
    async close() {
      const opened = browser;
      browser = undefined;
      output = undefined;
      if (opened) await (await opened.catch(() => undefined))?.close();
      temp.remove();
    },
  };
}
