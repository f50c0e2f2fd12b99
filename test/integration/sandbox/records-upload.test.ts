import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import {
  pdfBytes,
  prescriptionEntry,
  presign,
  presigned,
  upload,
  type PresignedForm,
} from '../../published/records-exchange';
import { signIn } from '../../published/sandbox-exchange';

/**
 * The second step of the Records upload: the file POSTed as multipart to the presigned form's URL,
 * S3-style. The form is the only credential; its fields come back exactly, the file last.
 */

const CLIENT = TEST_CLIENT_ID;
const MINUTE = 60_000;
let clock = Date.UTC(2026, 5, 1, 4, 30);
let sandbox: Sandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startSandbox({ clientId: CLIENT, now: () => clock });
  token = (await signIn(sandbox)).access;
});
afterEach(() => {
  sandbox.records.reset();
});
afterAll(async () => {
  await sandbox.close();
});

/** A fresh form for one PDF of `size` bytes, and the document it belongs to. */
async function form(size = 1000): Promise<{ form: PresignedForm; id: string }> {
  const [document] = presigned(await presign(sandbox, token, [prescriptionEntry(size)]));
  return { form: document!.forms[0]!, id: document!.document_id };
}

const stored = (id: string) => sandbox.recordsFor(CLIENT).find((d) => d.documentId === id)!;

describe('the presigned upload', () => {
  it('takes the file with every field, answers 204 with no body, and the document holds the bytes', async () => {
    const { form: f, id } = await form(4096);
    const bytes = pdfBytes(4096);
    bytes[4095] = 7;
    const answer = await upload(f, bytes);
    expect(answer).toEqual({ status: 204, text: '' });
    const document = stored(id);
    expect(document).toMatchObject({ uploadCount: 1, uploadedAt: clock, strayUploads: 0 });
    expect(Buffer.compare(document.files[0]!.bytes!, Buffer.from(bytes))).toBe(0);
    expect(document.files[0]).toMatchObject({ uploads: 1, receivedAt: clock });
    expect(document.files[0]!.bytes!.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses platform credentials: the presigned form is the credential', async () => {
    const { form: f, id } = await form();
    for (const headers of <Record<string, string>[]>[
      { authorization: `Bearer ${token}` },
      { auth: token },
      { authorization: 'Basic eDp5' },
    ]) {
      const answer = await upload(f, pdfBytes(1000), { headers });
      expect(answer).toMatchObject({ status: 400, code: 'InvalidArgument' });
      expect(answer.message).toMatch(/send no Authorization or auth header/);
      expect(answer.text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<Error><Code>/);
    }
    expect(stored(id)).toMatchObject({ uploadCount: 0 });
    expect(stored(id).files[0]!.bytes).toBeUndefined();
  });

  it('refuses a missing or changed field (SignatureDoesNotMatch) and an extra one', async () => {
    const { form: f, id } = await form();
    for (const name of Object.keys(f.fields)) {
      const missing = await upload(f, pdfBytes(1000), { omit: [name] });
      expect(missing, name).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
      expect(missing.message).toBe(`The form field ${name} is missing`);
      const changed = await upload(f, pdfBytes(1000), { change: { [name]: `${f.fields[name]}x` } });
      expect(changed, name).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    }
    const extra = await upload(f, pdfBytes(1000), { extra: { acl: 'public-read' } });
    expect(extra).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Extra input fields: acl',
    });
    expect(stored(id).uploadCount).toBe(0);
    expect((await upload(f, pdfBytes(1000))).status).toBe(204);
  });

  it('needs the file part last, once, and multipart/form-data', async () => {
    const { form: f, id } = await form();
    const first = await upload(f, pdfBytes(1000), { fileFirst: true });
    expect(first).toMatchObject({ status: 400, code: 'InvalidArgument' });
    expect(first.message).toMatch(/file must be the last field/);
    const notMultipart = await fetch(f.url, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: pdfBytes(1000),
    });
    expect(notMultipart.status).toBe(400);
    expect(await notMultipart.text()).toMatch(/multipart\/form-data/);
    const noFile = new FormData();
    for (const [name, value] of Object.entries(f.fields)) noFile.append(name, value);
    const answer = await fetch(f.url, { method: 'POST', body: noFile });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toMatch(/exactly one file/);
    expect(stored(id).uploadCount).toBe(0);
  });

  it('refuses a chunked body, as S3 does: the length must be announced (411 MissingContentLength)', async () => {
    const { form: f, id } = await form(1000);
    const whole = new FormData();
    for (const [name, value] of Object.entries(f.fields)) whole.append(name, value);
    whole.append('file', new Blob([pdfBytes(1000)], { type: 'application/pdf' }), 'upload');
    const framed = new Response(whole);
    const chunked = await fetch(f.url, {
      method: 'POST',
      headers: { 'content-type': framed.headers.get('content-type')! },
      body: framed.body,
      duplex: 'half',
    });
    expect(chunked.status).toBe(411);
    expect(await chunked.text()).toMatch(/<Code>MissingContentLength<\/Code>/);
    expect(stored(id).uploadCount).toBe(0);
  });

  it('refuses a file one byte smaller or larger than presigned', async () => {
    const { form: f, id } = await form(1000);
    expect(await upload(f, pdfBytes(999))).toMatchObject({ status: 400, code: 'EntityTooSmall' });
    expect(await upload(f, pdfBytes(1001))).toMatchObject({ status: 400, code: 'EntityTooLarge' });
    expect(stored(id).uploadCount).toBe(0);
    expect((await upload(f, pdfBytes(1000))).status).toBe(204);
  });

  it('takes a PDF of 25,000,000 bytes (the route reads bodies far over 1 MiB)', async () => {
    const { form: f, id } = await form(25_000_000);
    const bytes = pdfBytes(25_000_000);
    bytes[24_999_999] = 1;
    expect((await upload(f, bytes)).status).toBe(204);
    expect(stored(id).files[0]!.bytes!.length).toBe(25_000_000);
    expect(stored(id).files[0]!.bytes![24_999_999]).toBe(1);
    // A body past the route's limit (the largest file and 1 MiB of fields) is S3's EntityTooLarge.
    const over = await fetch(f.url, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: new Uint8Array(25_000_000 + 1024 * 1024 + 1),
    });
    expect(over.status).toBe(400);
    expect(await over.text()).toMatch(/<Code>EntityTooLarge<\/Code>/);
  });

  it('expires 15 minutes after the presign on the sandbox’s clock, or after the TTL set', async () => {
    const start = clock;
    const { form: f } = await form();
    const { form: late } = await form();
    clock = start + 15 * MINUTE - 1;
    expect((await upload(f, pdfBytes(1000))).status).toBe(204);
    clock = start + 15 * MINUTE;
    expect(await upload(late, pdfBytes(1000))).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Request has expired',
    });

    sandbox.records.set({ uploadTtlMs: 1000 });
    const { form: short } = await form();
    clock += 1000;
    expect(await upload(short, pdfBytes(1000))).toMatchObject({
      status: 403,
      code: 'AccessDenied',
    });
    clock = start;
  });

  it('replaces the bytes when the same form is used again (S3 overwrites the key)', async () => {
    const { form: f, id } = await form(10);
    expect((await upload(f, new Uint8Array(10).fill(1))).status).toBe(204);
    expect((await upload(f, new Uint8Array(10).fill(2))).status).toBe(204);
    const document = stored(id);
    expect(document).toMatchObject({ uploadCount: 2 });
    expect(document.files[0]).toMatchObject({ uploads: 2 });
    expect([...document.files[0]!.bytes!]).toEqual(new Array(10).fill(2));
  });

  it('refuses a form it did not sign', async () => {
    const { form: f } = await form();
    const forged = { ...f, url: `${f.url.slice(0, -4)}AAAA` };
    expect(await upload(forged, pdfBytes(1000))).toMatchObject({
      status: 403,
      code: 'AccessDenied',
    });
  });
});
