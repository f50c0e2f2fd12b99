import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMedicineLine } from '../../../src/shared/pad/medicine-line';
import { printoutHtml } from '../../../src/shared/printout/printout-html';
import type { PrintoutInput } from '../../../src/shared/printout/printout-input';
import { launchChromium } from '../../helpers/chromium';
import { pdfWatermark, pdfLines, pdfPageLines, pdfPages, pdfToPng } from '../../helpers/pdf-text';
import { commonA4, commonA5, longPrescription, typed } from './printout-cases';

/*
 * The printout's pages as Chromium prints them (Electron's printToPDF is Chromium's), read back
 * with poppler: DRAFT on every page of a draft, the running head and "Page N of M" on every page,
 * the common case on one page, and the insulin line in exactly the doctor's words.
 * Pages are drawn to PNG in test-results/printout/pages/ for a person to look at.
 */
const OUT = path.resolve(__dirname, '../../../test-results/printout/pages');
const HEAD = 'Ishaan Rao, Male, 5 Years 3 Months · 26 Nov 2026';
const DRAFT_HEAD = 'DRAFT — not a valid prescription';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

async function renderPdf(input: PrintoutInput, name: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
  try {
    const page = await context.newPage();
    await page.setContent(printoutHtml(input), { waitUntil: 'load' });
    const file = path.join(OUT, `${name}.pdf`);
    writeFileSync(
      file,
      await page.pdf({ format: input.paper, printBackground: true, preferCSSPageSize: true }),
    );
    pdfToPng(file, path.join(OUT, name));
    return file;
  } finally {
    await context.close();
  }
}

const count = (lines: string[], line: string): number => lines.filter((l) => l === line).length;

describe('a draft and a finalized printout', () => {
  it('a draft carries DRAFT across every page and in every page’s head, and no signature line', async () => {
    const file = await renderPdf(longPrescription('A4', 'draft'), 'long-draft-A4');
    const { pages } = pdfPages(file);
    expect(pages).toBe(2);
    for (let page = 1; page <= pages; page++) {
      expect(pdfWatermark(file, page)).toBe('DRAFT');
      expect(pdfPageLines(file, page)).toContain(DRAFT_HEAD);
    }
    // The doctor's name is the letterhead's only: no signature line under the follow-up.
    expect(count(pdfLines(file), 'Dr. Meera Iyer')).toBe(1);
  });

  it('a finalized one has no DRAFT anywhere and is signed under the follow-up', async () => {
    const file = await renderPdf(commonA4('finalized'), 'common-final-A4');
    expect(pdfWatermark(file, 1)).toBe('');
    expect(pdfLines(file).join(' ')).not.toContain('DRAFT');
    // The letterhead, the page's head and the signature line.
    expect(count(pdfLines(file), 'Dr. Meera Iyer')).toBe(3);
    const lines = pdfLines(file);
    expect(
      lines.indexOf(
        'Dr. Meera Iyer',
        lines.indexOf('On 3 Dec 2026 — with the fasting sugar report'),
      ),
    ).toBeGreaterThan(0);
  });
});

describe('pages', () => {
  it('the common case on A4 (8 medicines, 3 findings, 6 vitals, 3 lines of advice, a follow-up) is one page', async () => {
    const file = await renderPdf(commonA4('finalized'), 'common-A4');
    expect(pdfPages(file)).toEqual({ pages: 1, size: [595, 842] });
    const lines = pdfPageLines(file, 1);
    expect(lines).toContain(HEAD);
    expect(lines).toContain('Page 1 of 1');
    expect(lines).toContain('Tab. PANTOPRAZOLE 40 mg (Pan 40)');
    expect(lines).toContain('On 3 Dec 2026 — with the fasting sugar report');
  });

  it('the common case on A5 (5 medicines and a little else) is one page', async () => {
    const file = await renderPdf(commonA5('finalized'), 'common-A5');
    expect(pdfPages(file)).toEqual({ pages: 1, size: [420, 595] });
    expect(pdfPageLines(file, 1)).toContain('Page 1 of 1');
    expect(pdfLines(file).join(' ')).toContain('Tab. CETIRIZINE 10 mg');
  });

  it('a longer one flows on to page 2, which carries the patient, the date and "Page 2 of 2"', async () => {
    const file = await renderPdf(longPrescription('A4', 'finalized'), 'long-A4');
    expect(pdfPages(file).pages).toBe(2);
    const first = pdfPageLines(file, 1);
    const second = pdfPageLines(file, 2);
    expect(first).toContain('Page 1 of 2');
    expect(second).toContain(HEAD);
    expect(second).toContain('Page 2 of 2');
    expect(second).toContain('Dr. Meera Iyer');
    // Nothing is lost between the pages: all 16 medicines, in order, then the follow-up.
    const all = pdfLines(file);
    expect(count(all, 'Tab. PARACETAMOL 650 mg (Dolo 650)')).toBe(2);
    expect(all.some((line) => line.startsWith('16. '))).toBe(true);
    expect(all.join(' ')).toContain('On 3 Dec 2026 — with the fasting sugar report');
  });

  it('on A5 a long one flows on too, each page with its head', async () => {
    const file = await renderPdf(longPrescription('A5', 'draft'), 'long-draft-A5');
    const { pages } = pdfPages(file);
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page++) {
      const lines = pdfPageLines(file, page);
      expect(lines.join(' ')).toContain(HEAD);
      expect(lines).toContain(`Page ${page} of ${pages}`);
      expect(pdfWatermark(file, page)).toBe('DRAFT');
    }
  });
});

describe('the dangerous misreading', () => {
  const INSULIN = '8 units in the morning and 6 units at night';

  it('insulin in units with 8-0-6 prints 8 units and 6 units, never 64 or 48', async () => {
    const asTyped = typed('Inj Insulin Actrapid 8-0-6 units sc before food', 1);
    // Dose "8 units" with 8-0-6 asks; the doctor confirms the likely reading.
    const asked = readMedicineLine('Inj Insulin 8 units 8-0-6');
    expect(asked.ok).toBe(false);
    if (asked.ok) return;
    const confirmed = {
      ...asked.readings[0]!.medicine,
      localId: asTyped.localId.replace(/1$/, '2'),
    };
    const input = { ...commonA5('finalized'), medicines: [asTyped, confirmed] };
    const file = await renderPdf(input, 'insulin-A5');
    const lines = pdfLines(file);
    // The confirmed reading, exactly; the typed line wraps on A5, so it is read as one text.
    // pdftotext reads cells in the order their baselines sit on the page, so the first row's
    // route ("Subcutaneous") may come between the second row's name and its directions.
    const second = lines.indexOf('Inj. Insulin');
    expect(lines.slice(second + 1, second + 3)).toContain(INSULIN);
    expect(lines.join(' ')).toContain(`${INSULIN}, before food`);
    expect(lines).toContain('Subcutaneous');
    expect(lines.join(' ')).not.toMatch(/\b(64|48)\b/);
  });

  it('left unsettled on a draft, the line prints its question, not a guess', async () => {
    const asked = readMedicineLine('Inj Insulin 8 units 8-0-6');
    if (asked.ok || !asked.line) throw new Error('the line should ask');
    const open = { localId: '00000000-0000-4000-8000-000000000009', ...asked.line };
    const file = await renderPdf({ ...commonA5('draft'), medicines: [open] }, 'insulin-open-A5');
    const words = pdfLines(file).join(' ');
    expect(words).toContain('Not settled:');
    expect(words).not.toMatch(/\b(64|48)\b/);
  });
});
