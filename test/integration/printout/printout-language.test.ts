import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Medicine } from '../../../src/shared/pad/medicine';
import { directionsOf } from '../../../src/shared/pad/medicine-line';
import { printoutHtml } from '../../../src/shared/printout/printout-html';
import { launchChromium } from '../../helpers/chromium';
import { chromiumPrintout } from '../../helpers/chromium-printout';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { createFakeClock } from '../../helpers/fake-clock';
import { pdfLines, pdfToPng } from '../../helpers/pdf-text';
import { samplePrintout } from './printout-fixture';

/*
 * The printout in the patient's language: rendered to PDF by Chromium, read back with pdftotext,
 * each line's directions matching its template exactly, the English under them; and through the
 * core, the language the patient's (else the doctor's default), kept when the pad is finalized.
 */
const OUT = path.resolve(__dirname, '../../../test-results/printout/language');

let browser: Browser;
let app: TestCompanion | undefined;
beforeAll(async () => {
  browser = await launchChromium();
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A line the Hindi template cannot say: the doctor wrote its frequency out. */
const WRITTEN_OUT: Medicine = {
  localId: '00000000-0000-4000-8000-000000000009',
  name: 'ORS',
  form: 'sachet',
  dose: { value: '1', unit: 'sachet' },
  frequency: { kind: 'text', text: 'after each loose stool' },
};

/**
 * The PDF's lines in content order (`pdftotext -raw`): a table row's cells on one line, the
 * lines under them next, so "under each line" can be read back.
 */
function rawLines(file: string): string[] {
  return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/**
 * pdftotext cuts a few Devanagari words after a consonant with the e/ai sign ("के वल" for
 * "केवल": the glyphs' spacing, not the text; the page draws the word whole). Used only for the
 * fallback note and the heading; every directions line is matched exactly as read.
 */
const joined = (text: string): string =>
  text.replace(/(?<=[\u0900-\u097F]) (?=[\u0900-\u097F])/g, '');

const HINDI = {
  paracetamol: '1 गोली, सुबह और रात, खाने के बाद, 5 दिन तक',
  cetirizine: '2.5 ml, सोते समय, 1 हफ़्ते तक',
  saline: 'नाक में, 2 बूँदें, ज़रूरत पड़ने पर',
};

describe('a Hindi printout as a PDF', () => {
  it('prints each line’s directions in Hindi as the template says them, the English under them', async () => {
    const input = { ...samplePrintout('A4'), language: 'hi' as const };
    input.medicines = [...input.medicines, WRITTEN_OUT];
    // The template's words are what directionsOf says for each line.
    const [paracetamol, cetirizine, saline] = input.medicines;
    expect(directionsOf(paracetamol!, 'hi')).toBe(HINDI.paracetamol);
    expect(directionsOf(cetirizine!, 'hi')).toBe(HINDI.cetirizine);
    expect(directionsOf(saline!, 'hi')).toBe(HINDI.saline);

    const page = await browser.newPage();
    const file = path.join(OUT, 'prescription-hi-A4.pdf');
    try {
      await page.setContent(printoutHtml(input), { waitUntil: 'load' });
      writeFileSync(file, await page.pdf({ format: 'A4', preferCSSPageSize: true }));
    } finally {
      await page.close();
    }
    pdfToPng(file, path.join(OUT, 'prescription-hi-A4'));
    const lines = pdfLines(file);
    const raw = rawLines(file);
    const rows: [string, string, string][] = [
      [
        '1. Tab. PARACETAMOL 650 mg (Dolo 650)',
        HINDI.paracetamol,
        '1 tablet, morning and night, after food, for 5 days',
      ],
      ['2. Syp. CETIRIZINE 5 mg/5 ml', HINDI.cetirizine, '2.5 ml at bedtime, for 1 week'],
      ['3. Nasal drops Saline', HINDI.saline, '2 drops, when needed'],
    ];
    for (const [name, hindi, english] of rows) {
      // Each line's Hindi read back exactly as its own line of text.
      expect(lines).toContain(hindi);
      // Beside the medicine, and the English right under it.
      const row = raw.indexOf(`${name} ${hindi}`);
      expect(row).toBeGreaterThan(-1);
      expect(raw[row + 1]).toBe(english);
    }
    // The doctor's note as written, never translated.
    expect(lines).toContain('Nasal. In each nostril');
    // The line the template cannot say: English only, and the printout says so in both.
    const fallback = raw.indexOf('4. Sachet ORS 1 sachet, after each loose stool');
    expect(fallback).toBeGreaterThan(-1);
    expect(joined(raw[fallback + 1]!)).toBe(joined('इस दवा के निर्देश केवल अंग्रेज़ी में छपे हैं।'));
    expect(raw[fallback + 2]).toBe(
      'Directions in English only: the Hindi template cannot say this line.',
    );
    expect(lines.join('\n')).not.toMatch(/[\u0966-\u096F]/);
    expect(raw.map(joined)).toContain(joined('# Medicine How to take / कैसे लें'));
    // Drawn with a Devanagari font, not boxes.
    expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).toMatch(/NotoSansDevanagari/);
  });
});

const REGISTRATION = { council: 'Karnataka Medical Council', number: 'KMC-48213', year: 2009 };
const PARACETAMOL = {
  name: 'Dolo 650',
  genericName: 'Paracetamol',
  form: 'tablet',
  strength: '650 mg',
  dose: { value: '1', unit: 'tablet' },
  frequency: { kind: 'pattern', pattern: '1-0-1' },
  timing: 'after-food',
  duration: { value: 5, unit: 'days' },
} as const;

describe('the printout’s language through the core', () => {
  it('is the patient’s, else the doctor’s default, and a finalized pad keeps its own', async () => {
    const output = chromiumPrintout(browser, OUT);
    const clock = createFakeClock(Date.parse('2026-11-26T06:00:00Z'));
    app = await startTestCompanion({ clock, core: { printout: output } });
    await app.value('doctor:set-registrations', { registrations: [REGISTRATION] });
    expect(await app.value('settings:get-print-language', {})).toEqual({ language: 'en' });
    await app.value('settings:save-print-language', { language: 'mr' });

    const patient = await app.value('patients:create', {
      name: 'Asha Patil',
      sex: 'female',
      ageYears: 54,
    });
    expect(await app.value('patients:get-print-language', { id: patient.id })).toEqual({
      own: null,
      printed: 'mr',
    });
    const consultation = await app.value('consultation:start', { patientId: patient.id });
    const padId = consultation.padId;
    const pad = await app.value('pad:get', { id: padId });
    await app.value('pad:save-draft', {
      pad: { ...pad.pad, medicines: [{ localId: randomUUID(), ...PARACETAMOL }] },
      expectedRevision: pad.revision,
    });
    const html = async (): Promise<string> =>
      (await app!.value('printout:html', { padId, paper: 'A4' })).html;
    // The doctor's default, Marathi.
    expect(await html()).toContain(
      '<div class="directions-local" lang="mr">1 गोळी, सकाळी आणि रात्री, जेवणानंतर, 5 दिवसांसाठी</div>',
    );
    // The patient's own wins.
    expect(
      await app.value('patients:save-print-language', { id: patient.id, language: 'hi' }),
    ).toEqual({ own: 'hi', printed: 'hi' });
    expect(await html()).toContain(`lang="hi">${HINDI.paracetamol}</div>`);
    // Back to the default, then the patient's own again.
    await app.value('patients:save-print-language', { id: patient.id, language: null });
    expect(await html()).toContain('lang="mr">1 गोळी');
    await app.value('patients:save-print-language', { id: patient.id, language: 'hi' });

    app.sandbox.faults.set({ offline: true });
    await app.value('pad:finalize', { id: padId });
    // Changed after the prescription was finalized: the reprint is the same, across a restart.
    await app.value('patients:save-print-language', { id: patient.id, language: 'ta' });
    await app.value('settings:save-print-language', { language: 'en' });
    const saved = await app.value('printout:save-pdf', { padId, paper: 'A4' });
    const lines = pdfLines(saved.file!);
    expect(lines).toContain(HINDI.paracetamol);
    expect(lines).toContain('1 tablet, morning and night, after food, for 5 days');
    await app.restart();
    expect(await html()).toContain(`lang="hi">${HINDI.paracetamol}</div>`);
    expect(await app.value('patients:get-print-language', { id: patient.id })).toEqual({
      own: 'ta',
      printed: 'ta',
    });
  });

  it('prints English only when English is chosen, as before languages were added', async () => {
    app = await startTestCompanion();
    const patient = await app.value('patients:create', {
      name: 'Ravi Kumar',
      sex: 'male',
      ageYears: 40,
    });
    const { padId } = await app.value('consultation:start', { patientId: patient.id });
    const pad = await app.value('pad:get', { id: padId });
    await app.value('pad:save-draft', {
      pad: { ...pad.pad, medicines: [{ localId: randomUUID(), ...PARACETAMOL }] },
      expectedRevision: pad.revision,
    });
    const draft = await app.value('printout:html', { padId, paper: 'A4' });
    expect(draft.html).not.toContain('class="directions-local"');
    expect(draft.html).toContain('<th>How to take</th>');
    expect(draft.html).toContain('1 tablet, morning and night, after food, for 5 days');
    // The patient's own language, Tamil, on a draft: printed at once.
    await app.value('patients:save-print-language', { id: patient.id, language: 'ta' });
    const tamil = await app.value('printout:html', { padId, paper: 'A4' });
    expect(tamil.html).toContain(
      '<div class="directions-local" lang="ta">1 மாத்திரை, காலை மற்றும் இரவு, உணவுக்குப் பின், 5 நாட்களுக்கு</div>',
    );
  });
});
