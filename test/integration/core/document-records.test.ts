import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Fetch } from '../../../src/main/core/platform/http';
import { seedPatients } from '../../../src/sandbox/clinic-seed';
import type { DocumentView } from '../../../src/shared/documents-view';
import { RECORD_APP_TAG } from '../../../src/shared/records';
import type { SyncItemView } from '../../../src/shared/sync';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { until } from '../../helpers/until';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';

const CLIENT = TEST_CLIENT_ID;
const PRESIGN = '/mr/api/v1/docs';
const PARSE = '/mr/api/v2/docs';
const UPLOAD = '/__records/upload/';
/** Bytes that would be recognisable on disk if they ever leaked. */
const MARKER = 'PATIENT-MARKER-Kavya-Iyer-5521';
/** A patient the sandbox's directory knows (its seeded patients). */
const OID = seedPatients('2026-01-01')[0]!.oid;

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

function pdfBytes(size: number): Uint8Array {
  const bytes = randomBytes(size);
  bytes.write('%PDF-1.4\n', 0, 'latin1');
  bytes.write(MARKER, 100, 'latin1');
  return new Uint8Array(bytes);
}

function pngBytes(size: number): Uint8Array {
  const bytes = randomBytes(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  return new Uint8Array(bytes);
}

async function documentById(target: TestCompanion, id: string): Promise<DocumentView> {
  const found = (await target.value('documents:list', {})).find((d) => d.id === id);
  if (!found) throw new Error(`document ${id} is not listed`);
  return found;
}

async function settled(target: TestCompanion, id: string, state: DocumentView['state']) {
  await until(async () => (await documentById(target, id)).state === state, `the ${state} state`);
  return documentById(target, id);
}

async function syncItem(target: TestCompanion, outboxId: number): Promise<SyncItemView> {
  const page = await target.value('sync:list', { group: 'all' });
  const found = page.items.find((item) => item.id === outboxId);
  if (!found) throw new Error(`outbox row ${outboxId} is not listed`);
  return found;
}

/** The real network, with `before` run (and awaited) ahead of each request. */
function watchingFetch(before: (url: URL, init: RequestInit | undefined) => Promise<void>): Fetch {
  return async (input, init) => {
    await before(new URL(input instanceof Request ? input.url : String(input)), init);
    return globalThis.fetch(input, init);
  };
}

const documentsDir = (target: TestCompanion) => path.join(target.dataDir, 'documents');

describe('documents on the patient’s record, through the sandbox', () => {
  it('a PDF and a PNG reach the record: presigned for the patient, then their bytes to the form, each step said in words', async () => {
    const seen: { path: string; state: string; sync: string }[] = [];
    const ids: Record<string, string> = {};
    app = await startTestCompanion({
      fetch: watchingFetch(async (url) => {
        const named = Object.entries(ids);
        if (!app || named.length === 0) return;
        if (url.pathname !== PRESIGN && !url.pathname.startsWith(UPLOAD)) return;
        // As each request leaves, the documents list and the Sync screen say which step it is.
        for (const [, id] of named) {
          const view = await documentById(app, id);
          if (view.state !== 'uploading') continue;
          seen.push({
            path: url.pathname.startsWith(UPLOAD) ? UPLOAD : url.pathname,
            state: view.step ?? '',
            sync: (await syncItem(app, view.outboxId)).message,
          });
        }
      }),
    });
    app.core.network.setOsOnline(false);
    const pdf = pdfBytes(300_000);
    const png = pngBytes(80_000);
    const summary = await app.value('documents:upload', {
      fileName: 'discharge summary.pdf',
      mediaType: 'application/pdf',
      bytes: pdf,
      documentType: 'dc',
      destination: 'record',
      patientId: OID,
    });
    expect(summary).toMatchObject({
      destination: 'record',
      documentType: 'dc',
      hasPatientId: true,
      state: 'waiting',
    });
    expect(summary.task).toBeUndefined();
    expect(summary.form).toBeUndefined();
    ids['pdf'] = summary.id;
    app.core.network.setOsOnline(true);
    const placedPdf = await settled(app, summary.id, 'uploaded');

    const xray = await app.value('documents:upload', {
      fileName: 'chest x-ray.png',
      mediaType: 'image/png',
      bytes: png,
      documentType: 'sc',
      destination: 'record',
      patientId: OID,
    });
    ids['png'] = xray.id;
    const placedPng = await settled(app, xray.id, 'uploaded');

    const records = app.sandbox.recordsFor(CLIENT);
    expect(records).toHaveLength(2);
    const [first, second] = records;
    expect(first).toMatchObject({
      documentId: placedPdf.platformDocumentId,
      patientOid: OID,
      dt: 'dc',
      title: 'discharge summary',
      tags: [RECORD_APP_TAG],
      ddE: Math.floor(Date.parse(summary.createdAt) / 1000),
      presignCount: 1,
      uploadCount: 1,
      strayUploads: 0,
      deleted: false,
    });
    expect(first!.files).toHaveLength(1);
    expect(first!.files[0]).toMatchObject({
      contentType: 'application/pdf',
      fileSize: pdf.byteLength,
      sha256: sha256(pdf),
    });
    expect(first!.files[0]!.bytes!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(second).toMatchObject({
      documentId: placedPng.platformDocumentId,
      patientOid: OID,
      dt: 'sc',
      title: 'chest x-ray',
      presignCount: 1,
      uploadCount: 1,
    });
    expect(second!.files[0]).toMatchObject({ contentType: 'image/png', sha256: sha256(png) });
    // Nothing went to the parsing route.
    expect(app.sandbox.documentsFor(CLIENT)).toEqual([]);

    // Each step, in words, on the list and on the Sync screen, as its request left.
    expect(seen).toEqual([
      {
        path: PRESIGN,
        state: 'presigning',
        sync: 'Document: discharge summary (discharge summary.pdf): asking the platform where to upload',
      },
      {
        path: UPLOAD,
        state: 'uploading',
        sync: 'Document: discharge summary (discharge summary.pdf): uploading',
      },
      {
        path: PRESIGN,
        state: 'presigning',
        sync: 'Document: scan (chest x-ray.png): asking the platform where to upload',
      },
      {
        path: UPLOAD,
        state: 'uploading',
        sync: 'Document: scan (chest x-ray.png): uploading',
      },
    ]);
    // On the record: the sealed copies are gone; the log never held the title.
    await until(() => readdirSync(documentsDir(app!)).length === 0, 'the copies to be removed');
    expect(app.logText()).not.toContain('discharge summary');
    expect(app.logText()).not.toContain('chest x-ray');
  });

  it('a lab report to be read goes to the parsing route with dt=lr and its task, not to the record', async () => {
    const sent: URL[] = [];
    app = await startTestCompanion({
      fetch: watchingFetch((url) => {
        sent.push(url);
        return Promise.resolve();
      }),
    });
    const report = pdfBytes(40_000);
    const saved = await app.value('documents:upload', {
      fileName: 'cbc.pdf',
      mediaType: 'application/pdf',
      bytes: report,
      documentType: 'lr',
      destination: 'parse',
      task: 'pii',
      patientId: OID,
    });
    const done = await settled(app, saved.id, 'uploaded');
    const parse = sent.filter((url) => url.pathname === PARSE);
    expect(parse).toHaveLength(1);
    expect(Object.fromEntries(parse[0]!.searchParams)).toEqual({ task: 'pii', dt: 'lr' });
    expect(sent.some((url) => url.pathname === PRESIGN)).toBe(false);
    const [stored] = app.sandbox.documentsFor(CLIENT);
    expect(stored).toMatchObject({
      task: 'pii',
      documentType: 'lr',
      patientId: OID,
      sha256: sha256(report),
    });
    expect(done.platformDocumentId).toBe(stored!.id);
    expect(app.sandbox.recordsFor(CLIENT)).toEqual([]);
  });

  it('an upload whose form expired is presigned again as the same document, and arrives once', async () => {
    let sandboxNow = Date.now();
    const presigned: unknown[] = [];
    let uploads = 0;
    app = await startTestCompanion({
      sandbox: { now: () => sandboxNow, recordsUploadTtlMs: 60_000 },
      fetch: watchingFetch((url, init) => {
        if (url.pathname === PRESIGN && init?.method === 'POST') {
          presigned.push(JSON.parse(init.body as string));
        }
        // The first upload arrives after its form's time: the storage says it expired.
        if (url.pathname.startsWith(UPLOAD) && uploads++ === 0) sandboxNow += 60_001;
        return Promise.resolve();
      }),
    });
    const pdf = pdfBytes(20_000);
    const saved = await app.value('documents:upload', {
      fileName: 'referral.pdf',
      mediaType: 'application/pdf',
      bytes: pdf,
      documentType: 'ot',
      destination: 'record',
      patientId: OID,
    });
    const done = await settled(app, saved.id, 'uploaded');
    expect(done.attempts).toBe(1);
    expect(uploads).toBe(2);
    const documentIds = presigned.map(
      (body) =>
        (body as { batch_request: { document_id: string }[] }).batch_request[0]!.document_id,
    );
    expect(documentIds).toHaveLength(2);
    expect(documentIds[1]).toBe(documentIds[0]);
    const records = app.sandbox.recordsFor(CLIENT);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      documentId: documentIds[0],
      presignCount: 2,
      uploadCount: 1,
      strayUploads: 0,
    });
    expect(records[0]!.files[0]!.sha256).toBe(sha256(pdf));
    expect(done.platformDocumentId).toBe(documentIds[0]);
  });

  it('a refused presign (403) ends in words with Retry, the file still sealed here, and goes after Retry', async () => {
    const presigned: string[] = [];
    app = await startTestCompanion({
      sandbox: { recordsReadOnlyClients: [CLIENT] },
      fetch: watchingFetch((url, init) => {
        if (url.pathname === PRESIGN && init?.method === 'POST') {
          const body = JSON.parse(init.body as string) as {
            batch_request: { document_id: string }[];
          };
          presigned.push(body.batch_request[0]!.document_id);
        }
        return Promise.resolve();
      }),
    });
    const saved = await app.value('documents:upload', {
      fileName: `${MARKER}.pdf`,
      mediaType: 'application/pdf',
      bytes: pdfBytes(10_000),
      documentType: 'ps',
      destination: 'record',
      patientId: OID,
    });
    const refused = await settled(app, saved.id, 'rejected');
    expect(refused.lastError).toBe(
      'This account may not write to patients’ records (the platform said: Forbidden). The file stays on this computer until the platform takes it.',
    );
    const item = await syncItem(app, refused.outboxId);
    expect(item).toMatchObject({ state: 'rejected', canRetry: true, canDiscard: true });
    expect(item.message).toBe(
      `Document: prescription (${MARKER}.pdf) rejected: ${refused.lastError}`,
    );
    // Kept, and sealed: the copy is there, and its bytes do not show the file.
    const copies = readdirSync(documentsDir(app));
    expect(copies).toHaveLength(1);
    expect(readFileSync(path.join(documentsDir(app), copies[0]!)).toString('latin1')).not.toContain(
      MARKER,
    );
    expect(app.sandbox.recordsFor(CLIENT)).toEqual([]);

    // The account may write now: Retry puts it on the record.
    app.sandbox.records.set({ readOnlyClients: [] });
    await app.value('sync:retry', { id: refused.outboxId });
    const placed = await settled(app, saved.id, 'uploaded');
    expect(app.sandbox.recordsFor(CLIENT).map((r) => r.documentId)).toEqual([
      placed.platformDocumentId,
    ]);
    // The attempt after Retry presigned the same document the refused one asked for.
    expect(presigned).toHaveLength(2);
    expect(presigned[1]).toBe(presigned[0]);
    expect(placed.platformDocumentId).toBe(presigned[0]);
  });

  it('refuses before anything is saved a document for the record with no patient, or past the record’s limits, and takes them at the limits', async () => {
    app = await startTestCompanion();
    app.core.network.setOsOnline(false);
    const noPatient = await app.call('documents:upload', {
      fileName: 'scan.png',
      mediaType: 'image/png',
      bytes: pngBytes(1_000),
      documentType: 'sc',
      destination: 'record',
    });
    expect(noPatient).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    if (!noPatient.ok) {
      expect(noPatient.error.fields?.patientId).toMatch(
        /^A document for the patient’s record needs the patient/,
      );
    }
    const cases: [string, string, number, string | undefined][] = [
      ['over.pdf', 'application/pdf', 25_000_001, 'PDF files up to 25 MB'],
      ['largest.pdf', 'application/pdf', 25_000_000, undefined],
      ['over.png', 'image/png', 10_000_001, 'images up to 10 MB'],
      ['largest.jpg', 'image/jpeg', 10_000_000, undefined],
      ['notes.txt', 'text/plain', 100, 'PDF, JPEG and PNG files only'],
    ];
    let saved = 0;
    for (const [fileName, mediaType, size, refusal] of cases) {
      const result = await app.call('documents:upload', {
        fileName,
        mediaType,
        bytes: new Uint8Array(size),
        documentType: 'sc',
        destination: 'record',
        patientId: OID,
      });
      if (refusal === undefined) {
        expect(result.ok, fileName).toBe(true);
        saved += 1;
      } else {
        expect(result.ok, fileName).toBe(false);
        if (!result.ok) expect(result.error.fields?.file, fileName).toContain(refusal);
      }
    }
    expect(app.core.outbox.counts().pending).toBe(saved);
    expect(readdirSync(documentsDir(app))).toHaveLength(saved);
  });

  it('a document for a patient created offline waits for the create, then goes to their new record', async () => {
    app = await startTestCompanion();
    app.core.network.setOsOnline(false);
    const patient = await app.value('patients:create', {
      name: 'Ravi Kumar',
      sex: 'male',
      birthDate: '1979-02-03',
    });
    const visit = await app.value('consultation:start', { patientId: patient.id });
    const saved = await app.value('documents:upload', {
      fileName: 'old prescription.pdf',
      mediaType: 'application/pdf',
      bytes: pdfBytes(5_000),
      documentType: 'ps',
      destination: 'record',
      consultationId: visit.id,
    });
    expect(saved).toMatchObject({
      hasPatientId: false,
      state: 'waiting',
      waitingForPatient: true,
    });
    await app.restart();
    app.core.network.setOsOnline(true);
    await settled(app, saved.id, 'uploaded');
    const [created] = app.sandbox.patientsCreatedBy(CLIENT);
    expect(app.sandbox.recordsFor(CLIENT)).toMatchObject([
      { patientOid: created!.oid, dt: 'ps', title: 'old prescription' },
    ]);
  });
});
