import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentProgress, DocumentView } from '../../../src/shared/documents-view';
import { MAX_DOCUMENT_BYTES } from '../../../src/shared/documents';
import { DATABASE_FILE_NAME } from '../../../src/main/compose';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { createCountingFetch } from '../../helpers/counting-fetch';
import { until } from '../../helpers/until';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';

const CLIENT = TEST_CLIENT_ID;
const DOCS = '/mr/api/v2/docs';
/** A file whose bytes would be recognisable on disk or on the wire if they ever leaked. */
const MARKER = 'PATIENT-MARKER-Sunita-Devi-7781';
const PATIENT_ID = 'PT-99812';

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function fileWithMarker(size: number): Uint8Array {
  const bytes = randomBytes(size);
  bytes.write(MARKER, 100, 'latin1');
  return new Uint8Array(bytes);
}

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

function documentsDir(target: TestCompanion): string {
  return path.join(target.dataDir, 'documents');
}

async function documentById(target: TestCompanion, id: string): Promise<DocumentView> {
  const list = await target.value('documents:list', {});
  const found = list.find((d) => d.id === id);
  if (!found) throw new Error(`document ${id} is not listed`);
  return found;
}

async function uploadedOnce(target: TestCompanion, id: string): Promise<DocumentView> {
  await until(
    async () => (await documentById(target, id)).state === 'uploaded',
    'the document to be uploaded',
  );
  return documentById(target, id);
}

describe('documents through the core and the sandbox', () => {
  it('uploads in both forms, and the sandbox stores identical bytes for each', async () => {
    app = await startTestCompanion();
    const file = fileWithMarker(300_000);

    expect(await app.value('documents:get-settings', {})).toEqual({
      uploadForm: 'jwe',
      jweReady: true,
    });
    const encrypted = await app.value('documents:upload', {
      fileName: 'discharge summary.pdf',
      mediaType: 'application/pdf',
      bytes: file,
      documentType: 'lr',
      destination: 'parse',
      task: 'smart',
      patientId: PATIENT_ID,
    });
    expect(encrypted).toMatchObject({
      form: 'jwe',
      state: expect.stringMatching(/waiting|uploading/) as unknown,
    });
    const first = await uploadedOnce(app, encrypted.id);

    await app.value('documents:save-settings', { uploadForm: 'multipart' });
    const plain = await app.value('documents:upload', {
      fileName: 'scan "2".pdf',
      mediaType: 'application/pdf',
      bytes: file,
      documentType: 'lr',
      destination: 'parse',
      task: 'classification',
    });
    expect(plain.form).toBe('multipart');
    const second = await uploadedOnce(app, plain.id);

    const stored = app.sandbox.documentsFor(CLIENT);
    expect(stored).toHaveLength(2);
    const [viaJwe, viaMultipart] = stored;
    expect(viaJwe).toMatchObject({
      form: 'jwe',
      documentType: 'lr',
      task: 'smart',
      patientId: PATIENT_ID,
      sha256: sha256(file),
    });
    expect(viaMultipart).toMatchObject({
      form: 'multipart',
      task: 'classification',
      documentType: 'lr',
      patientId: undefined,
      fileName: 'scan "2".pdf',
      mediaType: 'application/pdf',
      sha256: sha256(file),
    });
    expect(Buffer.compare(viaJwe!.bytes, viaMultipart!.bytes)).toBe(0);
    expect(Buffer.compare(viaJwe!.bytes, Buffer.from(file))).toBe(0);
    expect(first.platformDocumentId).toBe(viaJwe!.id);
    expect(second.platformDocumentId).toBe(viaMultipart!.id);
    // Uploaded: the sealed copies are gone from the data folder.
    await until(() => readdirSync(documentsDir(app!)).length === 0, 'the copies to be removed');
  });

  it('keeps only sealed copies: no file bytes, name or patient id in the data folder, database or log', async () => {
    app = await startTestCompanion();
    app.core.network.setOsOnline(false);
    await app.value('documents:upload', {
      fileName: `${MARKER}.pdf`,
      bytes: fileWithMarker(50_000),
      documentType: 'lr',
      destination: 'parse',
      task: 'pii',
      patientId: PATIENT_ID,
    });
    const files = readdirSync(documentsDir(app));
    expect(files).toHaveLength(1);
    for (const name of files) {
      const content = readFileSync(path.join(documentsDir(app), name)).toString('latin1');
      expect(content).not.toContain(MARKER);
    }
    const database = readFileSync(path.join(app.dataDir, DATABASE_FILE_NAME)).toString('latin1');
    const wal = readdirSync(app.dataDir)
      .filter((f) => f.endsWith('-wal'))
      .map((f) => readFileSync(path.join(app!.dataDir, f)).toString('latin1'))
      .join('');
    for (const text of [database, wal, app.logText()]) {
      expect(text).not.toContain(MARKER);
      expect(text).not.toContain(PATIENT_ID);
    }
  });

  it('an upload saved offline survives a restart and arrives exactly once on reconnect', async () => {
    const counting = createCountingFetch();
    app = await startTestCompanion({ fetch: counting });
    app.core.network.setOsOnline(false);
    const file = fileWithMarker(120_000);
    const saved = await app.value('documents:upload', {
      fileName: 'lab.pdf',
      bytes: file,
      documentType: 'lr',
      destination: 'parse',
      task: 'smart',
    });
    expect(saved.state).toBe('waiting');
    await app.core.sync.runNow();
    expect(counting.count(DOCS)).toBe(0);

    // The restarted app finds the copy and its row, and sends it as soon as it runs.
    await app.restart();
    await uploadedOnce(app, saved.id);
    expect(counting.count(DOCS)).toBe(1);
    expect(app.sandbox.documentsFor(CLIENT).map((d) => d.sha256)).toEqual([sha256(file)]);
  });

  it('a lost answer is resent with the same key and the sandbox keeps one copy', async () => {
    const counting = createCountingFetch();
    app = await startTestCompanion({
      fetch: counting,
      core: { sync: { backoff: { baseMs: 5, maxMs: 20 } } },
    });
    await app.value('webhooks:list', { refresh: true }); // signed in before answers start to vanish
    app.sandbox.faults.set({ dropRate: 1 });
    const saved = await app.value('documents:upload', {
      fileName: 'x-ray.png',
      mediaType: 'image/png',
      bytes: fileWithMarker(64_000),
      documentType: 'lr',
      destination: 'parse',
      task: 'classification',
    });
    // Applied, but the answer never came back.
    await until(() => app!.sandbox.documentsFor(CLIENT).length === 1, 'the first copy');
    app.sandbox.faults.set({ dropRate: 0 });
    await uploadedOnce(app, saved.id);
    expect(counting.count(DOCS)).toBeGreaterThanOrEqual(2);
    expect(app.sandbox.documentsFor(CLIENT)).toHaveLength(1);
  });

  it('refuses a file over 10 MB before anything is saved or sent, and takes one of exactly 10 MB', async () => {
    const counting = createCountingFetch();
    app = await startTestCompanion({ fetch: counting });
    const tooBig = await app.call('documents:upload', {
      fileName: 'scan.tiff',
      bytes: new Uint8Array(MAX_DOCUMENT_BYTES + 1),
      documentType: 'lr',
      destination: 'parse',
      task: 'smart',
    });
    expect(tooBig).toMatchObject({
      ok: false,
      error: {
        code: 'INVALID_ARGUMENT',
        fields: { file: expect.stringMatching(/up to 10\.0 MB|up to 10 MB/) as unknown },
      },
    });
    expect(app.core.outbox.counts().pending).toBe(0);
    expect(readdirSync(documentsDir(app))).toEqual([]);
    expect(counting.count(DOCS)).toBe(0);

    const largest = new Uint8Array(randomBytes(MAX_DOCUMENT_BYTES));
    const saved = await app.value('documents:upload', {
      fileName: 'largest.pdf',
      bytes: largest,
      documentType: 'lr',
      destination: 'parse',
      task: 'smart',
    });
    await uploadedOnce(app, saved.id);
    expect(app.sandbox.documentsFor(CLIENT)[0]?.sha256).toBe(sha256(largest));
  });

  it('reports progress as the body leaves, ending at the full size', async () => {
    app = await startTestCompanion();
    const seen: DocumentProgress[] = [];
    const changed: string[] = [];
    app.core.onEvent((channel, payload) => {
      if (channel === 'documents:progress') seen.push(payload as DocumentProgress);
      if (channel === 'documents:changed') changed.push((payload as { id: string }).id);
    });
    await app.value('documents:save-settings', { uploadForm: 'multipart' });
    const saved = await app.value('documents:upload', {
      fileName: 'big.pdf',
      bytes: fileWithMarker(2_000_000),
      documentType: 'lr',
      destination: 'parse',
      task: 'smart',
    });
    await uploadedOnce(app, saved.id);
    expect(seen.length).toBeGreaterThan(1);
    const sent = seen.map((p) => p.sentBytes);
    expect([...sent].sort((a, b) => a - b)).toEqual(sent);
    expect(seen.at(-1)).toMatchObject({ id: saved.id, sentBytes: seen.at(-1)!.totalBytes });
    expect(seen.at(-1)!.totalBytes).toBeGreaterThan(2_000_000);
    await until(
      () => changed.filter((id) => id === saved.id).length >= 2,
      'saved and settled events',
    );
  });

  it('a refused upload shows the reason, keeps the copy, and uploads after Retry', async () => {
    let breakTask = true;
    const tampering = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      const url = input instanceof Request ? input.url : input.toString();
      return fetch(
        breakTask && url.includes(DOCS) ? url.replace('task=pii', 'task=ocr') : url,
        init,
      );
    }) as typeof fetch;
    app = await startTestCompanion({ fetch: tampering });
    const saved = await app.value('documents:upload', {
      fileName: 'aadhaar-card.jpg',
      mediaType: 'image/jpeg',
      bytes: fileWithMarker(10_000),
      documentType: 'lr',
      destination: 'parse',
      task: 'pii',
    });
    await until(
      async () => (await documentById(app!, saved.id)).state === 'rejected',
      'the refusal',
    );
    const refused = await documentById(app, saved.id);
    expect(refused.lastError).toMatch(/task must be one of smart, pii, classification/);
    expect(readdirSync(documentsDir(app))).toHaveLength(1);

    breakTask = false;
    await app.value('sync:retry', { id: refused.outboxId });
    await uploadedOnce(app, saved.id);
    expect(app.sandbox.documentsFor(CLIENT)).toHaveLength(1);
  });

  it('a copy damaged on disk is set aside with the reason, and nothing is sent', async () => {
    const counting = createCountingFetch();
    app = await startTestCompanion({ fetch: counting });
    app.core.network.setOsOnline(false);
    const saved = await app.value('documents:upload', {
      fileName: 'ecg.pdf',
      bytes: fileWithMarker(5_000),
      documentType: 'lr',
      destination: 'parse',
      task: 'smart',
    });
    const [name] = readdirSync(documentsDir(app));
    const file = path.join(documentsDir(app), name!);
    const bytes = readFileSync(file);
    bytes[bytes.length - 1]! ^= 0xff;
    writeFileSync(file, bytes);
    app.core.network.setOsOnline(true);
    await until(async () => (await documentById(app!, saved.id)).state === 'dead', 'the dead row');
    expect((await documentById(app, saved.id)).lastError).toMatch(/integrity check/);
    expect(counting.count(DOCS)).toBe(0);
  });

  it('Discard removes the waiting copy; a restart sweeps files left without a row', async () => {
    app = await startTestCompanion();
    app.core.network.setOsOnline(false);
    const saved = await app.value('documents:upload', {
      fileName: 'old.pdf',
      bytes: fileWithMarker(5_000),
      documentType: 'lr',
      destination: 'parse',
      task: 'smart',
    });
    await app.value('sync:discard', { id: saved.outboxId });
    await until(() => readdirSync(documentsDir(app!)).length === 0, 'the copy to be removed');
    expect((await documentById(app, saved.id)).state).toBe('discarded');

    // A crash between writing a copy and committing its row leaves an orphan.
    writeFileSync(path.join(documentsDir(app), 'orphan.doc'), 'x');
    writeFileSync(path.join(documentsDir(app), 'half-written.doc.tmp'), 'x');
    await app.restart();
    await until(() => readdirSync(documentsDir(app!)).length === 0, 'the orphans to be swept');
  });

  it('without a keychain nothing is saved, and the reason is given', async () => {
    app = await startTestCompanion();
    app.keychain.setAvailable(false);
    const result = await app.call('documents:upload', {
      fileName: 'note.pdf',
      bytes: fileWithMarker(1_000),
      documentType: 'lr',
      destination: 'parse',
      task: 'smart',
    });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'KEYCHAIN_UNAVAILABLE',
        message: expect.stringMatching(/document was not saved/) as unknown,
      },
    });
    expect(readdirSync(documentsDir(app))).toEqual([]);
    expect(app.core.outbox.counts().pending).toBe(0);
  });

  it('checks options: a type not among the platform’s codes, a bad task or a document not a lab report to be read is refused on its field', async () => {
    app = await startTestCompanion();
    const badType = await app.call('documents:upload', {
      fileName: 'a.pdf',
      bytes: fileWithMarker(1_000),
      documentType: 'lab_report' as 'lr',
      destination: 'parse',
      task: 'smart',
    });
    expect(badType).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    if (!badType.ok) {
      expect(badType.error.fields?.documentType).toBe('Choose what kind of document this is.');
    }
    const notALabReport = await app.call('documents:upload', {
      fileName: 'a.pdf',
      bytes: fileWithMarker(1_000),
      documentType: 'dc',
      destination: 'parse',
      task: 'smart',
    });
    expect(notALabReport).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    if (!notALabReport.ok) {
      expect(notALabReport.error.fields?.destination).toMatch(/^Only a lab report can be read/);
    }
    const noTask = await app.call('documents:upload', {
      fileName: 'a.pdf',
      bytes: fileWithMarker(1_000),
      documentType: 'lr',
      destination: 'parse',
    });
    if (!noTask.ok) expect(noTask.error.fields?.task).toMatch(/what the platform should read/);
    expect(noTask.ok).toBe(false);
    const badTask = await app.call('documents:upload', {
      fileName: 'a.pdf',
      bytes: fileWithMarker(1_000),
      documentType: 'lr',
      destination: 'parse',
      task: 'ocr' as 'smart',
    });
    expect(badTask).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    const noBytes = await app.call('documents:upload', {
      fileName: 'a.pdf',
      bytes: 'AAAA' as unknown as Uint8Array,
      documentType: 'lr',
      destination: 'parse',
      task: 'smart',
    });
    expect(noBytes).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    expect(app.core.outbox.counts().pending).toBe(0);
  });
});
