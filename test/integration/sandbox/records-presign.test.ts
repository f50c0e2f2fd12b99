import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import {
  RECORDS,
  SEEDED_PATIENT,
  pdfBytes,
  prescriptionEntry,
  presign,
  presigned,
  upload,
} from '../../published/records-exchange';
import { exchange, signIn, type SandboxAnswer } from '../../published/sandbox-exchange';

/** The presign of records.json (`POST /mr/api/v1/docs`): its checks, limits and controls. */

let sandbox: Sandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startSandbox({ clientId: CLIENT });
  token = (await signIn(sandbox)).access;
});
afterEach(() => {
  sandbox.records.reset();
});
afterAll(async () => {
  await sandbox.close();
});

const CLIENT = TEST_CLIENT_ID;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const pdf = (file_size: number) => ({ contentType: 'application/pdf', file_size });
const image = (contentType: string, file_size: number) => ({ contentType, file_size });
const many = (count: number, file: object) => Array.from({ length: count }, () => file);
const documents = () => sandbox.recordsFor(CLIENT).length;

/** A refusal in the published 400 shape, with the reason in words; nothing is kept. */
async function refused(batch: unknown[], message: RegExp | string): Promise<void> {
  const before = documents();
  const answer = await presign(sandbox, token, batch);
  expect(answer.status, JSON.stringify(answer.json)).toBe(400);
  expect(answer.json).toEqual({
    error: true,
    message: typeof message === 'string' ? message : (expect.stringMatching(message) as unknown),
    batch_response: [],
  });
  expect(documents()).toBe(before);
}

async function accepted(batch: unknown[]): Promise<SandboxAnswer> {
  const answer = await presign(sandbox, token, batch);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer;
}

describe('the presign', () => {
  it('answers one form per file, S3-POST-policy-like, pointing at the sandbox itself', async () => {
    const answer = await accepted([
      prescriptionEntry(50_000, {
        files: [pdf(50_000), image('image/jpeg', 110_000), image('image/png', 9_000)],
      }),
    ]);
    expect(answer.json).toMatchObject({ error: false, message: '' });
    const [document] = presigned(answer);
    expect(document!.document_id).toMatch(UUID);
    expect(document!.forms).toHaveLength(3);
    const urls = new Set(document!.forms.map((form) => form.url));
    expect(urls.size).toBe(3);
    for (const form of document!.forms) {
      expect(form.url.startsWith(`${sandbox.url}/__records/upload/`)).toBe(true);
      expect(Object.keys(form.fields).sort()).toEqual(
        [
          'Content-Type',
          'key',
          'policy',
          'x-amz-algorithm',
          'x-amz-credential',
          'x-amz-date',
          'x-amz-signature',
        ].sort(),
      );
      expect(form.fields['key']).toMatch(
        new RegExp(`^${SEEDED_PATIENT}/${document!.document_id}/[0-9a-f-]{36}\\.(pdf|jpeg|png)$`),
      );
      const policy = JSON.parse(Buffer.from(form.fields['policy']!, 'base64').toString()) as {
        conditions: unknown[];
      };
      expect(policy.conditions).toContainEqual({ key: form.fields['key'] });
    }
    expect(document!.forms.map((form) => form.fields['Content-Type'])).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
    ]);
    const stored = sandbox.recordsFor(CLIENT).find((d) => d.documentId === document!.document_id);
    expect(stored).toMatchObject({
      patientOid: SEEDED_PATIENT,
      dt: 'ps',
      ddE: 1_782_950_400,
      tags: ['clinic-companion'],
      title: 'Prescription',
      presignCount: 1,
      uploadCount: 0,
      deleted: false,
    });
    expect(stored!.files.map((file) => [file.contentType, file.fileSize, file.bytes])).toEqual([
      ['application/pdf', 50_000, undefined],
      ['image/jpeg', 110_000, undefined],
      ['image/png', 9_000, undefined],
    ]);
  });

  it('takes 5 documents at a time and refuses 6', async () => {
    expect(presigned(await accepted(many(5, prescriptionEntry(10))))).toHaveLength(5);
    await refused(many(6, prescriptionEntry(10)), /at most 5 are presigned at a time/);
    await refused([], /batch_request is empty/);
  });

  it('takes 10 files of one type in a document and refuses 11', async () => {
    await accepted([prescriptionEntry(10, { files: many(10, pdf(10)) })]);
    await accepted([
      prescriptionEntry(10, {
        files: [...many(10, pdf(10)), ...many(10, image('image/jpeg', 10))],
      }),
    ]);
    await refused(
      [prescriptionEntry(10, { files: many(11, pdf(10)) })],
      /11 files of application\/pdf: at most 10 of one type/,
    );
    await refused(
      [prescriptionEntry(10, { files: many(11, image('image/png', 10)) })],
      /11 files of image\/png/,
    );
  });

  it('takes a PDF of 25,000,000 bytes and an image of 10,000,000, one byte more of either is refused', async () => {
    await accepted([prescriptionEntry(25_000_000)]);
    await refused(
      [prescriptionEntry(25_000_001)],
      /files\[0\]\.file_size is 25,000,001 bytes: a PDF may be at most 25,000,000 bytes/,
    );
    for (const type of ['image/jpeg', 'image/png']) {
      await accepted([prescriptionEntry(1, { files: [image(type, 10_000_000)] })]);
      await refused(
        [prescriptionEntry(1, { files: [image(type, 10_000_001)] })],
        /an image may be at most 10,000,000 bytes/,
      );
    }
  });

  it('takes a file of 1 byte and refuses an empty one', async () => {
    await accepted([prescriptionEntry(1)]);
    await refused([prescriptionEntry(0)], /file_size must be at least 1 byte/);
  });

  it('takes jpeg, png and pdf only', async () => {
    for (const type of ['image/gif', 'image/jpg', 'application/PDF', 'text/plain']) {
      await refused(
        [prescriptionEntry(1, { files: [image(type, 10)] })],
        /contentType must be image\/jpeg, image\/png or application\/pdf/,
      );
    }
  });

  it('takes each published document type and refuses any other as published', async () => {
    for (const dt of ['ps', 'lr', 'dc', 'vc', 'in', 'iv', 'sc', 'ot']) {
      await accepted([prescriptionEntry(10, { dt })]);
    }
    for (const dt of ['rx', 'PS', '', 'prescription']) {
      await refused([prescriptionEntry(10, { dt })], 'Invalid document type.');
    }
  });

  it('checks the body closed against UpdateDocumentV3Request', async () => {
    const before = documents();
    const extra = await exchange(sandbox, 'POST', RECORDS, {
      token,
      headers: { 'x-pt-id': SEEDED_PATIENT },
      body: { batch_request: [prescriptionEntry(10)], patient: 'x' },
    });
    expect(extra).toMatchObject({
      status: 400,
      json: { message: 'the body has unknown field: patient' },
    });
    await refused([prescriptionEntry(10, { patient_name: 'x' })], /unknown field: patient_name/);
    await refused(
      [prescriptionEntry(10, { files: [{ ...pdf(10), name: 'rx.pdf' }] })],
      /files\[0\] has unknown field: name/,
    );
    await refused([prescriptionEntry(10, { files: undefined })], /files is missing/);
    await refused([prescriptionEntry(10, { files: [] })], /files is empty/);
    await refused([prescriptionEntry(10, { dd_e: '2026-01-01' })], /dd_e must be a number/);
    await refused([prescriptionEntry(10, { dd_e: 1_782_950_400_000 })], /not milliseconds/);
    await refused([prescriptionEntry(10, { tg: ['a', 'a'] })], /tg lists a tag twice/);
    await refused([prescriptionEntry(10, { document_id: 'a/b' })], /document_id must be/);
    await refused(
      [
        prescriptionEntry(10, { document_id: 'same' }),
        prescriptionEntry(10, { document_id: 'same' }),
      ],
      /names one document_id twice/,
    );
    const none = await exchange(sandbox, 'POST', RECORDS, {
      token,
      headers: { 'x-pt-id': SEEDED_PATIENT },
      body: {},
    });
    expect(none).toMatchObject({ status: 400, json: { message: 'batch_request is missing' } });
    expect(documents()).toBe(before);
  });

  it('needs X-Pt-Id naming a patient of the client’s directory, created ones included', async () => {
    const before = documents();
    const missing = await presign(sandbox, token, [prescriptionEntry(10)], { patient: null });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ error: true, batch_response: [] });
    expect((missing.json as { message: string }).message).toMatch(/X-Pt-Id header is required/);
    const unknown = await presign(sandbox, token, [prescriptionEntry(10)], {
      patient: '175000000099999',
    });
    expect(unknown).toMatchObject({ status: 400, json: { error: true, batch_response: [] } });
    expect((unknown.json as { message: string }).message).toMatch(
      /X-Pt-Id names no patient in this client’s directory/,
    );
    expect(documents()).toBe(before);

    const created = await exchange(sandbox, 'POST', '/profiles/v1/patient/', {
      token,
      headers: { 'client-id': CLIENT },
      body: { fln: 'Test Patient', gen: 'F', dob: '1990-01-01' },
    });
    const oid = (created.json as { oid: string }).oid;
    const [document] = presigned(
      await presign(sandbox, token, [prescriptionEntry(10)], { patient: oid }),
    );
    expect(
      sandbox.recordsFor(CLIENT).find((d) => d.documentId === document!.document_id),
    ).toMatchObject({
      patientOid: oid,
    });
  });

  it('gives new forms for the same document when asked again with its id, never a second document', async () => {
    const id = 'd1ed9519-d2aa-400b-a572-6e00701b9fb3';
    const [first] = presigned(await accepted([prescriptionEntry(100, { document_id: id })]));
    const [second] = presigned(await accepted([prescriptionEntry(100, { document_id: id })]));
    expect(first!.document_id).toBe(id);
    expect(second!.document_id).toBe(id);
    expect(second!.forms[0]!.url).not.toBe(first!.forms[0]!.url);
    expect(second!.forms[0]!.fields['key']).not.toBe(first!.forms[0]!.fields['key']);
    const mine = () => sandbox.recordsFor(CLIENT).filter((d) => d.documentId === id);
    expect(mine()).toHaveLength(1);
    expect(mine()[0]).toMatchObject({ presignCount: 2, uploadCount: 0 });

    // The earlier form still takes bytes (S3 would), but they are not the document's file.
    expect((await upload(first!.forms[0]!, pdfBytes(100))).status).toBe(204);
    expect(mine()[0]).toMatchObject({ uploadCount: 1, strayUploads: 1, uploadedAt: undefined });
    expect((await upload(second!.forms[0]!, pdfBytes(100))).status).toBe(204);
    expect(mine()[0]).toMatchObject({ uploadCount: 2, strayUploads: 1 });
    expect(mine()[0]!.files[0]!.bytes?.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('keeps a document whose every file arrived when a late presign names it; new files replace it only once all arrive', async () => {
    const id = '6f0c8a55-9d1e-4c7b-8a63-2b8f1d0c4e21';
    const mine = () => sandbox.recordsFor(CLIENT).find((d) => d.documentId === id)!;
    const [first] = presigned(await accepted([prescriptionEntry(100, { document_id: id })]));
    expect((await upload(first!.forms[0]!, pdfBytes(100))).status).toBe(204);
    const stood = mine().files[0]!.sha256;
    expect(stood).toBeDefined();

    // A presign arriving after the upload (a slow path, a retry): the document still stands.
    const [late] = presigned(
      await accepted([prescriptionEntry(120, { document_id: id, title: 'Second version' })]),
    );
    expect(mine()).toMatchObject({ presignCount: 2, uploadedAt: expect.any(Number) as unknown });
    expect(mine().files[0]!.sha256).toBe(stood);
    expect(mine().title).not.toBe('Second version');
    const listed = await exchange(sandbox, 'GET', RECORDS, {
      token,
      headers: { 'x-pt-id': SEEDED_PATIENT, accept: 'application/json' },
    });
    expect(JSON.stringify(listed.json)).toContain(id);

    // Its files arrive: they take the document's place, metadata and all.
    expect((await upload(late!.forms[0]!, pdfBytes(120))).status).toBe(204);
    expect(mine()).toMatchObject({ title: 'Second version', replacement: undefined });
    expect(mine().files[0]!.fileSize).toBe(120);
    expect(mine().files[0]!.sha256).not.toBe(stood);
  });

  it('refuses a document id that names another patient’s or a deleted document', async () => {
    const id = 'doc-of-patient-one';
    presigned(await accepted([prescriptionEntry(10, { document_id: id })]));
    const other = await presign(sandbox, token, [prescriptionEntry(10, { document_id: id })], {
      patient: '174000000000002',
    });
    expect(other).toMatchObject({ status: 400, json: { error: true, batch_response: [] } });
    expect((other.json as { message: string }).message).toMatch(/another patient’s record/);
    await exchange(sandbox, 'DELETE', `${RECORDS}/${id}`, { token });
    await refused([prescriptionEntry(10, { document_id: id })], /names a deleted document/);
  });

  it('answers 403 {message: "Forbidden"} to an account that may not write records', async () => {
    sandbox.records.set({ readOnlyClients: [CLIENT] });
    const before = documents();
    const answer = await presign(sandbox, token, [prescriptionEntry(10)]);
    expect(answer).toMatchObject({ status: 403, json: { message: 'Forbidden' } });
    expect(documents()).toBe(before);
    sandbox.records.reset();
    expect((await presign(sandbox, token, [prescriptionEntry(10)])).status).toBe(200);
  });

  it('fails the next presigns when told to, keeping nothing, then goes on', async () => {
    sandbox.records.set({ failNextPresigns: 2, presignFailureStatus: 500 });
    const before = documents();
    for (let i = 0; i < 2; i += 1) {
      const answer = await presign(sandbox, token, [prescriptionEntry(10)]);
      expect(answer.status).toBe(500);
      expect(answer.json).toEqual({ message: expect.any(String) as unknown });
    }
    expect(documents()).toBe(before);
    expect(sandbox.records.get().failNextPresigns).toBe(0);
    expect((await presign(sandbox, token, [prescriptionEntry(10)])).status).toBe(200);
  });
});
