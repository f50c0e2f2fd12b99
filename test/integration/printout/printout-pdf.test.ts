import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printoutHtml } from '../../../src/shared/printout/printout-html';
import type { PaperSize } from '../../../src/shared/printout/printout-input';
import { launchChromium } from '../../helpers/chromium';
import { pdfLines, pdfPages, pdfToPng } from '../../helpers/pdf-text';
import { samplePrintout } from './printout-fixture';

/*
 * The printout rendered to PDF by Debian's Chromium (what Electron's printToPDF runs), its text
 * read back with poppler's pdftotext and its pages drawn to PNG (test-results/printout/) to look at.
 */
const OUT = path.resolve(__dirname, '../../../test-results/printout');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(OUT, { recursive: true });
  for (const name of readdirSync(OUT).filter((n) => n.startsWith('prescription-'))) {
    rmSync(path.join(OUT, name));
  }
});
afterAll(async () => {
  await browser.close();
});

/** The PDF of the sample printout on `paper`; nothing may be fetched while it renders. */
async function renderPdf(paper: PaperSize): Promise<{ file: string; requests: string[] }> {
  const page = await browser.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  try {
    await page.setContent(printoutHtml(samplePrintout(paper)), { waitUntil: 'load' });
    const pdf = await page.pdf({ format: paper, printBackground: true, preferCSSPageSize: true });
    const file = path.join(OUT, `prescription-${paper}.pdf`);
    writeFileSync(file, pdf);
    return { file, requests };
  } finally {
    await page.close();
  }
}

function fontsOf(file: string): string {
  return execFileSync('pdffonts', [file], { encoding: 'utf8' });
}

describe('the printout as a PDF', () => {
  it('holds the doctor, the patient, the medicines in words and the advice in Hindi, as text', async () => {
    const { file, requests } = await renderPdf('A4');
    const lines = pdfLines(file);
    const expected = [
      'Dr. Meera Iyer',
      'MBBS, MD (General Medicine)',
      'Reg. No. KMC-48213, Karnataka Medical Council, 2009',
      'Jayanagar Family Clinic',
      'Patient: Ishaan Rao, Male, 5 Years 3 Months (UHID JFC-0042)',
      'Date: 26 Nov 2026',
      'Fever — since 3 days',
      'Dry cough — since 1 week — worse at night',
      'Temperature: 100.4 °F',
      'Tab. PARACETAMOL 650 mg (Dolo 650)',
      '1 tablet, morning and night, after food, for 5 days',
      'Quantity: 10 tablets',
      'Syp. CETIRIZINE 5 mg/5 ml',
      '2.5 ml at bedtime, for 1 week',
      'Nasal drops Saline',
      '2 drops, when needed',
      'Nasal. In each nostril',
      'Complete blood count — if fever lasts beyond 3 days',
      'गुनगुने पानी से गरारे करें, दिन में तीन बार।',
      'ದಿನಕ್ಕೆ ಮೂರು ಬಾರಿ ಬಿಸಿ ನೀರು ಕುಡಿಯಿರಿ.',
      'On 3 Dec 2026 — or earlier if breathing is fast',
    ];
    for (const line of expected) expect(lines).toContain(line);
    // The medicines in the order prescribed, each name before its directions.
    const at = (line: string) => lines.indexOf(line);
    expect(at('Tab. PARACETAMOL 650 mg (Dolo 650)')).toBeLessThan(at('Syp. CETIRIZINE 5 mg/5 ml'));
    expect(at('Syp. CETIRIZINE 5 mg/5 ml')).toBeLessThan(at('Nasal drops Saline'));
    // Real text in real fonts: Devanagari and Kannada are embedded, not drawn as images.
    expect(fontsOf(file)).toMatch(/NotoSansDevanagari/);
    expect(fontsOf(file)).toMatch(/NotoSansKannada/);
    expect(pdfPages(file).size).toEqual([595, 842]);
    expect(requests.filter((url) => !url.startsWith('about:'))).toEqual([]);
  });

  it('prints on A5 too, and draws every page to PNG for a person to look at', async () => {
    const { file } = await renderPdf('A5');
    expect(pdfPages(file).size).toEqual([420, 595]);
    // The whole sample fits one A5 page (the signature is not left alone on a second one).
    expect(pdfPages(file).pages).toBe(1);
    // Narrower columns may wrap a line: the words are read as one text.
    const words = pdfLines(file).join(' ');
    expect(words).toContain('1 tablet, morning and night, after food, for 5 days');
    expect(words).toContain('Patient: Ishaan Rao, Male, 5 Years 3 Months');
    expect(words).toContain('गुनगुने पानी से गरारे करें, दिन में तीन बार।');
    for (const pdf of readdirSync(OUT).filter((name) => /^prescription-A[45]\.pdf$/.test(name))) {
      pdfToPng(path.join(OUT, pdf), path.join(OUT, pdf.replace(/\.pdf$/, '')));
    }
    const pngs = readdirSync(OUT).filter((name) => name.endsWith('.png'));
    expect(pngs.some((name) => name.startsWith('prescription-A4'))).toBe(true);
    expect(pngs.some((name) => name.startsWith('prescription-A5'))).toBe(true);
  });
});
