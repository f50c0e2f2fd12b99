import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFinding, writeSince } from '../../../src/shared/pad/finding';
import { launchChromium } from '../../helpers/chromium';
import { chromiumPrintout } from '../../helpers/chromium-printout';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { createFakeClock } from '../../helpers/fake-clock';
import { pdfLines, pdfToPng, pdfWatermark } from '../../helpers/pdf-text';

/*
 * A consultation's pad printed through the real core (SQLite, the sandbox on loopback for the
 * doctor), with Chromium writing the PDF as the shell's printToPDF would.
 */
const OUT = path.resolve(__dirname, '../../../test-results/printout/through-core');

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

const DRAFT_GAP =
  'This pad is not finalized: it prints marked DRAFT, with no signature line. Finalize it to print the prescription.';
const REGISTRATION = { council: 'Karnataka Medical Council', number: 'KMC-48213', year: 2009 };

/** A walk-in child's consultation with a symptom (Since 3 days) and a pulse, on 26 Nov 2026. */
async function childConsultation(companion: TestCompanion): Promise<string> {
  const patient = await companion.value('patients:create', {
    name: 'Ishaan Rao',
    sex: 'male',
    birthDate: '2021-08-20',
  });
  const consultation = await companion.value('consultation:start', { patientId: patient.id });
  const pad = await companion.value('pad:get', { id: consultation.padId });
  const fever = writeSince(
    createFinding({ localId: randomUUID(), kind: 'symptom', name: 'Fever', id: 'sym-fever' }),
    'pg-sandbox-since',
    { value: '3', unit: 'Day' },
  );
  if (!fever.ok) throw new Error('the test finding was refused');
  await companion.value('pad:save-draft', {
    pad: { ...pad.pad, findings: [fever.value], vitals: [{ vitalId: 'pulse', value: '104' }] },
    expectedRevision: pad.revision,
  });
  return consultation.padId;
}

describe('printing a pad through the core', () => {
  it('saves a PDF holding the doctor, the registration, the child’s age and the findings', async () => {
    const output = chromiumPrintout(browser, OUT);
    const clock = createFakeClock(Date.parse('2026-11-26T06:00:00Z'));
    app = await startTestCompanion({ clock, core: { printout: output } });
    await app.value('doctor:set-registrations', { registrations: [REGISTRATION] });
    const padId = await childConsultation(app);
    // Offline after the profile was read once: the saved copy heads the printout.
    await app.value('doctor:refresh', {});
    app.sandbox.faults.set({ offline: true });

    const saved = await app.value('printout:save-pdf', { padId, paper: 'A4' });
    expect(saved).toMatchObject({ outcome: 'saved', gaps: [DRAFT_GAP] });
    expect(saved.file).toBe(path.join(OUT, 'prescription-2026-11-26-A4.pdf'));
    // Not finalized: it says so across the page.
    expect(pdfWatermark(saved.file!, 1)).toBe('DRAFT');
    const lines = pdfLines(saved.file!);
    for (const line of [
      'Dr. Meera Iyer',
      'MBBS, MD (General Medicine)',
      'Reg. No. KMC-48213, Karnataka Medical Council, 2009',
      'Jayanagar Family Clinic',
      'Patient: Ishaan Rao, Male, 5 Years 3 Months',
      'Date: 26 Nov 2026',
      'Fever — since 3 days',
    ]) {
      expect(lines).toContain(line);
    }
    expect(lines.some((line) => /^Pulse.*: 104 /.test(line))).toBe(true);
    pdfToPng(saved.file!, path.join(OUT, 'prescription-2026-11-26-A4'));

    const printed = await app.value('printout:print', { padId, paper: 'A5' });
    expect(printed.outcome).toBe('printed');
    expect(pdfLines(output.printed[0]!)).toContain('Fever — since 3 days');
    expect(output.requests.filter((url) => !url.startsWith('about:'))).toEqual([]);
  });

  it('says what the printout lacks, and refuses to print where there is no printer', async () => {
    app = await startTestCompanion({ withoutPrinter: true });
    const padId = await childConsultation(app);
    const view = await app.value('printout:html', { padId, paper: 'A5' });
    expect(view.html).toContain('@page { size: A5;');
    expect(view.gaps).toEqual([
      DRAFT_GAP,
      'No registration number is entered (Settings, Doctor): a prescription must show it.',
    ]);
    const refused = await app.call('printout:print', { padId, paper: 'A4' });
    expect(refused.ok).toBe(false);
    const unknown = await app.call('printout:html', { padId: 'no-such-pad', paper: 'A4' });
    expect(unknown.ok).toBe(false);
  });

  it('reprints a finalized pad with the doctor’s details of the day it was finalized; a draft with today’s', async () => {
    const output = chromiumPrintout(browser, OUT);
    const clock = createFakeClock(Date.parse('2026-11-26T06:00:00Z'));
    app = await startTestCompanion({ clock, core: { printout: output } });
    await app.value('doctor:set-registrations', { registrations: [REGISTRATION] });
    await app.value('doctor:refresh', {});
    const padId = await childConsultation(app);
    // Offline: the finalized pad waits to be sent, so it can be reopened below.
    app.sandbox.faults.set({ offline: true });
    await app.value('pad:finalize', { id: padId });

    // The kept letterhead is the printout's: the pad itself reads as it always did.
    expect((await app.value('pad:get', { id: padId })).pad).not.toHaveProperty(
      'finalizedLetterhead',
    );
    const first = await app.value('printout:print', { padId, paper: 'A4' });
    expect(first.gaps).toEqual([]);
    const signed = pdfLines(output.printed[0]!);
    expect(signed).toContain('Reg. No. KMC-48213, Karnataka Medical Council, 2009');
    expect(signed.join(' ')).not.toContain('DRAFT');
    expect(pdfWatermark(output.printed[0]!, 1)).toBe('');

    // The registration changes in Settings after the prescription was finalized.
    const changed = { council: 'Karnataka Medical Council', number: 'KMC-99001', year: 2025 };
    await app.value('doctor:set-registrations', { registrations: [changed] });
    await app.value('printout:print', { padId, paper: 'A4' });
    const reprint = pdfLines(output.printed[1]!);
    expect(reprint).toContain('Reg. No. KMC-48213, Karnataka Medical Council, 2009');
    expect(reprint.join(' ')).not.toContain('KMC-99001');
    // It keeps across a restart: the letterhead is stored with the pad, sealed.
    await app.restart();
    const html = (await app.value('printout:html', { padId, paper: 'A4' })).html;
    expect(html).toContain('Reg. No. KMC-48213');
    expect(html).not.toContain('KMC-99001');

    // Reopened, it is a draft again: today's details, marked DRAFT, no signature line.
    await app.value('pad:reopen', { id: padId });
    const draft = await app.value('printout:html', { padId, paper: 'A4' });
    expect(draft.gaps).toEqual([DRAFT_GAP]);
    expect(draft.html).toContain('Reg. No. KMC-99001');
    expect(draft.html).not.toContain('KMC-48213');
    expect(draft.html).toContain('class="watermark"');
  });

  it('finalized before the doctor’s profile was ever read, a reprint prints today’s details and says so', async () => {
    app = await startTestCompanion();
    await app.value('doctor:set-registrations', { registrations: [REGISTRATION] });
    const padId = await childConsultation(app);
    await app.value('pad:finalize', { id: padId });
    const view = await app.value('printout:html', { padId, paper: 'A4' });
    expect(view.gaps).toEqual([
      'The doctor’s details of the day this prescription was finalized were not kept; today’s are printed.',
    ]);
    // Today's: the profile is read for the printout, and the registration is Settings'.
    expect(view.html).toContain('<h1>Dr. Meera Iyer</h1>');
    expect(view.html).toContain('Reg. No. KMC-48213');
    expect(view.html).not.toContain('class="watermark"');
  });
});
