import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../../src/shared/documents';
import { useHarness } from './use-harness';

const CLIENT = 'sandbox-client';
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

const h = useHarness();

describe('Documents in Chromium, bound to the real core and sandbox', () => {
  it('refuses a file over 10 MB, saves one offline, and uploads it exactly once on reconnect', async () => {
    const { page } = h;
    await h.openScreen('Documents');
    h.core.network.setOsOnline(false);

    const report = randomBytes(150_000);
    await page.getByRole('radio', { name: 'Patient details' }).check();
    await page.getByLabel('Document type (optional)').fill('lab_report');
    await page.getByLabel('Files to upload').setInputFiles([
      { name: 'cbc report.pdf', mimeType: 'application/pdf', buffer: report },
      {
        name: 'whole-scan.tiff',
        mimeType: 'image/tiff',
        buffer: Buffer.alloc(MAX_DOCUMENT_BYTES + 1),
      },
    ]);
    await expect
      .poll(() => page.getByText(/Cannot be uploaded: This file is 1,00,00,001 bytes/).count())
      .toBe(1);
    await page.getByRole('button', { name: 'Upload 1 file' }).click();
    await expect
      .poll(() =>
        page.getByText(/saved on this computer; (it|they) uploads? when the connection/).count(),
      )
      .toBeGreaterThan(0);
    const uploads = page.getByRole('list', { name: 'Uploads' });
    await expect.poll(() => uploads.getByText('Waiting for the connection').count()).toBe(1);
    // The refused file stays where it was, with its reason; nothing of it reached the core.
    expect(await page.getByText('whole-scan.tiff').count()).toBeGreaterThan(0);
    expect(h.sandbox.documentsFor(CLIENT)).toEqual([]);
    await h.screenshot('documents-saved-offline');
    expect(await h.axeViolations()).toEqual([]);

    h.core.network.setOsOnline(true);
    await expect
      .poll(() => uploads.getByText(/^Uploaded \(doc_/).count(), { timeout: 15_000 })
      .toBe(1);
    const stored = h.sandbox.documentsFor(CLIENT);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      form: 'jwe',
      task: 'pii',
      documentType: 'lab_report',
      sha256: sha256(report),
    });
    await h.screenshot('documents-uploaded');
  });

  it('uploads as multipart when Settings says so, showing the progress bar while it is sent', async () => {
    const { page } = h;
    await h.openScreen('Settings');
    await page.getByRole('radio', { name: 'Plain upload (multipart)' }).check();
    await expect
      .poll(() => page.getByText(/^Saved: new documents are uploaded as/).count())
      .toBe(1);

    await h.openScreen('Documents');
    // The platform takes its time to answer: the upload stays visibly in progress meanwhile.
    h.sandbox.faults.set({ latencyMs: 1_500 });
    const scan = randomBytes(600_000);
    await page
      .getByLabel('Files to upload')
      .setInputFiles([{ name: 'x-ray.png', mimeType: 'image/png', buffer: scan }]);
    await page.getByRole('button', { name: 'Upload 1 file' }).click();
    const bar = page.getByRole('progressbar', { name: 'Upload of x-ray.png' });
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
    await expect
      .poll(() => uploads.getByText(/^Uploaded \(doc_/).count(), { timeout: 15_000 })
      .toBe(1);
    expect(h.sandbox.documentsFor(CLIENT)).toMatchObject([
      { form: 'multipart', fileName: 'x-ray.png', mediaType: 'image/png', sha256: sha256(scan) },
    ]);
  });
});
