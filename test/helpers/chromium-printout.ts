import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { PrintoutOutput } from '../../src/main/core/printout/printout-module';

/**
 * The shell's printer and PDF writer played by Chromium (Electron's printToPDF is Chromium's):
 * the document is loaded with JavaScript off and nothing fetched, then written as PDF. "Print"
 * writes the PDF a printer would get; the save dialog is answered with `dir`.
 */
export function chromiumPrintout(
  browser: Browser,
  dir: string,
): PrintoutOutput & { printed: string[]; requests: string[] } {
  const printed: string[] = [];
  const requests: string[] = [];
  async function bytes(html: string, paper: 'A4' | 'A5'): Promise<Uint8Array> {
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
    try {
      const page = await context.newPage();
      page.on('request', (request) => requests.push(request.url()));
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf({ format: paper, printBackground: true, preferCSSPageSize: true });
    } finally {
      await context.close();
    }
  }
  async function pdf(html: string, paper: 'A4' | 'A5', file: string): Promise<string> {
    writeFileSync(file, await bytes(html, paper));
    return file;
  }
  return {
    printed,
    requests,
    async print(html, paper) {
      printed.push(await pdf(html, paper, path.join(dir, `printed-${printed.length + 1}.pdf`)));
      return 'printed';
    },
    savePdf: (html, paper, fileName) => pdf(html, paper, path.join(dir, fileName)),
    pdf: bytes,
  };
}
