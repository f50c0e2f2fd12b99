import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../../src/main/compose';
import { createFinding } from '../../../src/shared/pad/finding';
import { launchChromium } from '../../helpers/chromium';
import { chromiumPrintout } from '../../helpers/chromium-printout';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { pdfToPng } from '../../helpers/pdf-text';
import { makePng } from '../../helpers/png';
import { until } from '../../helpers/until';

/*
 * The doctor's signature or stamp image through the real core: its limits at their edges, kept
 * sealed in the real SQLite file, and printed from what a finalized pad kept, never on a draft.
 */
const OUT = path.resolve(__dirname, '../../../test-results/printout/signature');
const REGISTRATION = { council: 'Karnataka Medical Council', number: 'KMC-48213', year: 2009 };

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

/** A walk-in's consultation with one diagnosis, ready to finalize; its pad's id. */
async function consultation(companion: TestCompanion, name: string): Promise<string> {
  const patient = await companion.value('patients:create', {
    name,
    sex: 'female',
    birthDate: '1988-04-02',
  });
  const started = await companion.value('consultation:start', { patientId: patient.id });
  const pad = await companion.value('pad:get', { id: started.padId });
  const diagnosis = createFinding({
    localId: randomUUID(),
    kind: 'diagnosis',
    name: 'Tension headache',
  });
  await companion.value('pad:save-draft', {
    pad: { ...pad.pad, findings: [diagnosis] },
    expectedRevision: pad.revision,
  });
  return started.padId;
}

const dataUrlOf = (png: Buffer): string => `data:image/png;base64,${png.toString('base64')}`;

/** How many images poppler finds in a PDF (`pdfimages -list`: two header lines, then one per image). */
function imagesIn(file: string): number {
  const listing = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
  return listing.trim().split('\n').length - 2;
}

describe('the signature or stamp image in Settings', () => {
  it('takes 524,288 bytes and refuses one byte more, or a side past 3000 px, keeping the one before', async () => {
    app = await startTestCompanion();
    expect(await app.value('doctor:get-signature', {})).toEqual({});
    const atLimit = makePng(400, 120, { totalBytes: 524_288 });
    const kept = await app.value('doctor:set-signature', { bytes: atLimit });
    expect(kept.image).toMatchObject({
      mediaType: 'image/png',
      width: 400,
      height: 120,
      sizeBytes: 524_288,
      dataUrl: dataUrlOf(atLimit),
    });

    const tooLarge = await app.error('doctor:set-signature', {
      bytes: makePng(400, 120, { totalBytes: 524_289, shade: 90 }),
    });
    expect(tooLarge).toMatchObject({
      code: 'INVALID_ARGUMENT',
      message:
        'This image is 524,289 bytes; a signature or stamp image may be at most 524,288 bytes (512 KB).',
    });
    const tooWide = await app.error('doctor:set-signature', { bytes: makePng(3001, 40) });
    expect(tooWide.message).toBe(
      'This image is 3001 × 40 pixels; it may be at most 3000 pixels on each side.',
    );
    const gif = await app.error('doctor:set-signature', {
      bytes: Buffer.from('GIF89a\x10\x00\x10\x00', 'latin1'),
    });
    expect(gif.message).toBe(
      'Choose a PNG or JPEG image; this file is neither, or its header cannot be read.',
    );
    // Each refusal left the image before it in place.
    expect((await app.value('doctor:get-signature', {})).image?.dataUrl).toBe(dataUrlOf(atLimit));
  });

  it('keeps the image sealed: the bytes in the database file are not the image’s', async () => {
    app = await startTestCompanion();
    const png = makePng(300, 90);
    await app.value('doctor:set-signature', { bytes: png });
    // Read with the core closed, from the file itself (the WAL folded in at close).
    let stored: Buffer[] = [];
    await app.restart(() => {
      const db = new Database(path.join(app!.dataDir, DATABASE_FILE_NAME), { readonly: true });
      try {
        stored = db
          .prepare<[], { sealed: Buffer }>('SELECT sealed FROM doctor_signatures')
          .all()
          .map((row) => row.sealed);
      } finally {
        db.close();
      }
      // The image's pixel data (its IDAT chunk) appears nowhere in the files, WAL included.
      const idat = png.subarray(png.indexOf('IDAT') - 4, png.indexOf('IEND') - 4);
      for (const name of [DATABASE_FILE_NAME, `${DATABASE_FILE_NAME}-wal`]) {
        const file = path.join(app!.dataDir, name);
        if (!existsSync(file)) continue;
        const bytes = readFileSync(file);
        expect(bytes.indexOf(idat)).toBe(-1);
        expect(bytes.indexOf(png.subarray(0, 16))).toBe(-1);
      }
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.equals(png)).toBe(false);
    expect(stored[0]!.indexOf(png.subarray(0, 16))).toBe(-1);
    // ... and it opens again after the restart, byte for byte.
    expect((await app.value('doctor:get-signature', {})).image?.dataUrl).toBe(dataUrlOf(png));

    expect(await app.value('doctor:remove-signature', {})).toEqual({});
    expect(await app.value('doctor:get-signature', {})).toEqual({});
  });
});

describe('the signature image on the printout', () => {
  it('prints on a finalized pad only, and a reprint keeps the image it was finalized with', async () => {
    const output = chromiumPrintout(browser, OUT);
    app = await startTestCompanion({ core: { printout: output } });
    await app.value('doctor:set-registrations', { registrations: [REGISTRATION] });
    await app.value('doctor:refresh', {});
    const first = makePng(400, 120, { shade: 20 });
    const second = makePng(400, 120, { shade: 120 });
    await app.value('doctor:set-signature', { bytes: first });

    // A draft never carries it, even with an image chosen.
    const padId = await consultation(app, 'Kavya Menon');
    const draft = await app.value('printout:html', { padId, paper: 'A4' });
    expect(draft.html).not.toContain('<img');
    expect(draft.html).not.toContain('img-src');
    const draftPdf = await app.value('printout:save-pdf', { padId, paper: 'A4' });
    expect(imagesIn(draftPdf.file!)).toBe(0);

    // Offline, so the finalized pad waits to be sent and can be reopened below.
    app.sandbox.faults.set({ offline: true });
    await app.value('pad:finalize', { id: padId });
    const signed = await app.value('printout:html', { padId, paper: 'A4' });
    expect(signed.gaps).toEqual([]);
    expect(signed.html).toContain(`src="${dataUrlOf(first)}"`);
    expect(signed.html).toContain(
      "content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\"",
    );
    await app.value('printout:print', { padId, paper: 'A4' });
    expect(imagesIn(output.printed[0]!)).toBe(1);
    pdfToPng(output.printed[0]!, path.join(OUT, 'finalized-with-signature'));

    // The image changes in Settings, then is removed: the reprint keeps the one it was signed with.
    await app.value('doctor:set-signature', { bytes: second });
    const changed = await app.value('printout:html', { padId, paper: 'A4' });
    expect(changed.html).toBe(signed.html);
    await app.value('doctor:remove-signature', {});
    await app.restart();
    expect((await app.value('printout:html', { padId, paper: 'A4' })).html).toBe(signed.html);

    // A pad finalized now, with no image chosen, prints none.
    app.sandbox.faults.set({ offline: true });
    const unsigned = await consultation(app, 'Farah Khan');
    await app.value('pad:finalize', { id: unsigned });
    expect((await app.value('printout:html', { padId: unsigned, paper: 'A4' })).html).not.toContain(
      '<img',
    );

    // Reopened, the first is a draft again: no image, whatever it kept before. (Offline, its
    // record waits; reopening is refused only while an attempt to send it is under way.)
    await until(async () => (await app!.call('pad:reopen', { id: padId })).ok, 'the pad reopened');
    const reopened = await app.value('printout:html', { padId, paper: 'A4' });
    expect(reopened.html).not.toContain('<img');
  });
});
