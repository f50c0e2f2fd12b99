import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedPatients } from '../../src/sandbox/clinic-seed';
import { MAX_RECORD_IMAGE_BYTES } from '../../src/shared/records';
import { useHarness } from './use-harness';
import { TEST_CLIENT_ID } from '../helpers/sandbox-admin';

const CLIENT = TEST_CLIENT_ID;
/** A patient the sandbox's directory knows. */
const OID = seedPatients('2026-01-01')[0]!.oid;
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

const h = useHarness();

describe('Documents in Chromium, bound to the real core and sandbox', () => {
  it('a type picked by keyboard, an image over the record’s limit refused in words, a PDF saved offline that reaches the patient’s record on reconnect', async () => {
    const { page } = h;
    await h.openScreen('Documents');
    h.core.network.setOsOnline(false);

    // The type is a choice in words, picked from the keyboard: focus, then type its first letters.
    const type = page.getByRole('combobox', { name: 'Document type' });
    await type.focus();
    await page.keyboard.type('Disch');
    expect(await type.inputValue()).toBe('dc');
    // Only a lab report asks more; a discharge summary goes to the record.
    expect(await page.getByRole('group').count()).toBe(0);
    await page.keyboard.press('Tab');
    await page.keyboard.type(OID);
    expect(await page.getByLabel('Patient id').inputValue()).toBe(OID);

    const summary = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(150_000)]);
    await page.getByLabel('Files to upload').setInputFiles([
      { name: 'discharge summary.pdf', mimeType: 'application/pdf', buffer: summary },
      {
        name: 'ward photo.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(MAX_RECORD_IMAGE_BYTES + 1),
      },
    ]);
    await expect
      .poll(() =>
        page
          .getByText(
            'Cannot be uploaded: This file is 1,00,00,001 bytes; the patient’s record takes images up to 10 MB (1,00,00,000 bytes).',
          )
          .count(),
      )
      .toBe(1);
    await page.getByRole('button', { name: 'Upload 1 file' }).click();
    await expect
      .poll(() => page.getByText(/saved on this computer; it uploads when the connection/).count())
      .toBeGreaterThan(0);
    const uploads = page.getByRole('list', { name: 'Uploads' });
    await expect.poll(() => uploads.getByText('Waiting for the connection').count()).toBe(1);
    expect(await uploads.getByText('The patient’s record').count()).toBe(1);
    // The refused image stays where it was, with its reason; nothing of it reached the core.
    expect(await page.getByText('ward photo.png').count()).toBeGreaterThan(0);
    expect(h.sandbox.recordsFor(CLIENT)).toEqual([]);
    await h.screenshot('documents-saved-offline');
    expect(await h.axeViolations()).toEqual([]);

    h.core.network.setOsOnline(true);
    await expect
      .poll(() => uploads.getByText('On the patient’s record').count(), { timeout: 15_000 })
      .toBe(1);
    const records = h.sandbox.recordsFor(CLIENT);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      patientOid: OID,
      dt: 'dc',
      title: 'discharge summary',
      uploadCount: 1,
    });
    expect(records[0]!.files[0]!.sha256).toBe(sha256(summary));
    expect(h.sandbox.documentsFor(CLIENT)).toEqual([]);
    await h.screenshot('documents-on-record');
    expect(await h.axeViolations()).toEqual([]);
  });

  it('a lab report read by the platform goes as multipart when Clinic setup says so, showing the progress bar while it is sent', async () => {
    const { page } = h;
    await h.openScreen('Clinic setup');
    await page.getByRole('radio', { name: 'Plain upload (multipart)' }).check();
    await expect
      .poll(() => page.getByText(/^Saved: new documents are uploaded as/).count())
      .toBe(1);

    await h.openScreen('Documents');
    const type = page.getByRole('combobox', { name: 'Document type' });
    await type.focus();
    await page.keyboard.type('Lab');
    expect(await type.inputValue()).toBe('lr');
    await page.getByRole('radio', { name: 'Have the platform read it' }).check();
    await page.getByRole('radio', { name: 'Patient details' }).check();
    expect(await h.axeViolations()).toEqual([]);

    // The platform takes its time to answer: the upload stays visibly in progress meanwhile.
    h.sandbox.faults.set({ latencyMs: 1_500 });
    const scan = randomBytes(600_000);
    await page
      .getByLabel('Files to upload')
      .setInputFiles([{ name: 'lipid panel.png', mimeType: 'image/png', buffer: scan }]);
    await page.getByRole('button', { name: 'Upload 1 file' }).click();
    const bar = page.getByRole('progressbar', { name: 'Upload of lipid panel.png' });
    await expect.poll(() => bar.count(), { timeout: 10_000 }).toBe(1);
    // The whole body left while the platform still thinks: the bar is full, the row says so.
    await expect
      .poll(
        () =>
          bar.evaluate((el) => {
            const progress = el as unknown as { value: number; max: number };
            return progress.value === progress.max && progress.max > 1;
          }),
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(await page.getByText('Uploading 100%').count()).toBe(1);
    await h.screenshot('documents-uploading');
    expect(await h.axeViolations()).toEqual([]);

    const uploads = page.getByRole('list', { name: 'Uploads' });
    await expect.poll(() => uploads.getByText(/^Uploaded \(/).count(), { timeout: 15_000 }).toBe(1);
    expect(h.sandbox.documentsFor(CLIENT)).toMatchObject([
      {
        form: 'multipart',
        task: 'pii',
        documentType: 'lr',
        fileName: 'lipid panel.png',
        mediaType: 'image/png',
        sha256: sha256(scan),
      },
    ]);
    expect(h.sandbox.recordsFor(CLIENT)).toEqual([]);
  });
});
