import { request as httpRequest } from 'node:http';
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
  readHeaders,
  storedDocument,
  upload,
} from '../../published/records-exchange';
import { exchange, signIn } from '../../published/sandbox-exchange';

/** The patient's record as records.json publishes it: the list, a document's details, delete. */

const CLIENT = TEST_CLIENT_ID;
const OTHER_PATIENT = '174000000000002';
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

interface Item {
  document_id: string;
  upload_date: number;
  document_type?: string;
  metadata: { document_date?: number; tags: string[]; title?: string };
  patient_id: string;
}
interface Page {
  items: { record: { item: Item } }[];
  next_token?: string;
}

async function list(patient: string, query = ''): Promise<{ status: number; page: Page }> {
  const answer = await exchange(sandbox, 'GET', `${RECORDS}${query}`, {
    token,
    headers: readHeaders(patient),
  });
  return { status: answer.status, page: answer.json as Page };
}

const ids = (page: Page): string[] => page.items.map((entry) => entry.record.item.document_id);

/** Each test on a patient of its own (the seed has 30), so lists start empty. */
let nextPatient = 3;
const freshPatient = (): string => `1740000000${String(nextPatient++).padStart(5, '0')}`;

describe('the patient’s record', () => {
  it('lists the documents whose file arrived, in the published shape', async () => {
    const patient = freshPatient();
    clock += 1000;
    const id = await storedDocument(sandbox, token, {}, patient);
    // Presigned, never uploaded: not on the record.
    presigned(await presign(sandbox, token, [prescriptionEntry(10)], { patient }));
    // Another patient's.
    await storedDocument(sandbox, token, {}, OTHER_PATIENT);
    const { status, page } = await list(patient);
    expect(status).toBe(200);
    expect(page).toEqual({
      items: [
        {
          record: {
            item: {
              document_id: id,
              upload_date: Math.floor(clock / 1000),
              document_type: 'ps',
              metadata: {
                document_date: 1_782_950_400,
                tags: ['clinic-companion'],
                title: 'Prescription',
              },
              patient_id: patient,
            },
          },
        },
      ],
    });
  });

  it('lists what changed after u_at__gt, and refuses a value that is not whole seconds', async () => {
    const patient = freshPatient();
    const early = await storedDocument(sandbox, token, {}, patient);
    const cut = Math.floor(clock / 1000);
    clock += 1000;
    const late = await storedDocument(sandbox, token, {}, patient);
    expect(ids((await list(patient)).page)).toEqual([early, late]);
    expect(ids((await list(patient, `?u_at__gt=${cut}`)).page)).toEqual([late]);
    expect(ids((await list(patient, `?u_at__gt=${cut + 1}`)).page)).toEqual([]);
    for (const bad of ['abc', '-1', '1.5']) {
      const answer = await list(patient, `?u_at__gt=${bad}`);
      expect(answer.status).toBe(400);
      expect(answer.page).toEqual({
        message: 'u_at__gt must be a time in whole seconds since 1970',
      });
    }
  });

  it('pages with next_token as offset, and refuses an offset it did not give', async () => {
    const patient = freshPatient();
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      clock += 1000;
      made.push(await storedDocument(sandbox, token, {}, patient));
    }
    sandbox.records.set({ pageSize: 2 });
    const seen: string[] = [];
    let offset: string | undefined;
    const sizes: number[] = [];
    do {
      const { page }: { page: Page } = await list(
        patient,
        offset ? `?offset=${encodeURIComponent(offset)}` : '',
      );
      sizes.push(page.items.length);
      seen.push(...ids(page));
      offset = page.next_token;
    } while (offset);
    expect(sizes).toEqual([2, 2, 1]);
    expect(seen).toEqual(made);
    expect((await list(patient, '?offset=not-a-token')).status).toBe(400);
  });

  it('needs accept: application/json on the list, as published', async () => {
    const statusWithout = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${sandbox.url}${RECORDS}`, {
        headers: { authorization: `Bearer ${token}`, 'x-pt-id': SEEDED_PATIENT },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end();
    });
    expect(statusWithout).toBe(400);
    const any = await exchange(sandbox, 'GET', RECORDS, {
      token,
      headers: { 'x-pt-id': SEEDED_PATIENT, accept: '*/*' },
    });
    expect(any).toMatchObject({
      status: 400,
      json: { message: 'the accept header must be application/json on GET /mr/api/v1/docs' },
    });
    const both = await exchange(sandbox, 'GET', RECORDS, {
      token,
      headers: { 'x-pt-id': SEEDED_PATIENT, accept: 'text/html, application/json;q=0.9' },
    });
    expect(both.status).toBe(200);
  });

  it('gives a document’s details and its file back, only to its patient', async () => {
    const patient = freshPatient();
    const [document] = presigned(
      await presign(
        sandbox,
        token,
        [
          prescriptionEntry(100, {
            dt: 'lr',
            files: [
              { contentType: 'application/pdf', file_size: 100 },
              { contentType: 'image/png', file_size: 3 },
            ],
          }),
        ],
        { patient },
      ),
    );
    const path = `${RECORDS}/${document!.document_id}`;
    expect(
      (await exchange(sandbox, 'GET', path, { token, headers: readHeaders(patient) })).status,
    ).toBe(404);
    await upload(document!.forms[0]!, pdfBytes(100));
    // One file of two: still not there.
    expect(
      (await exchange(sandbox, 'GET', path, { token, headers: readHeaders(patient) })).status,
    ).toBe(404);
    await upload(document!.forms[1]!, new Uint8Array([137, 80, 78]));
    const details = await exchange(sandbox, 'GET', path, { token, headers: readHeaders(patient) });
    expect(details.status).toBe(200);
    const body = details.json as { files: { asset_url: string; file_type: string }[] };
    expect(body).toEqual({
      dt: 'lr',
      document_date_epoch: 1_782_950_400,
      tags: ['clinic-companion'],
      files: [
        {
          asset_url: expect.stringMatching(`^${sandbox.url}/__records/files/`) as unknown,
          file_type: 'PDF',
        },
        {
          asset_url: expect.stringMatching(`^${sandbox.url}/__records/files/`) as unknown,
          file_type: 'IMG',
        },
      ],
    });
    const file = await fetch(body.files[0]!.asset_url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');

    const other = await exchange(sandbox, 'GET', path, {
      token,
      headers: readHeaders(OTHER_PATIENT),
    });
    expect(other).toEqual({
      status: 404,
      json: { message: 'this patient’s record has no such document' },
      mediaType: 'application/json',
    });
    expect(
      (
        await exchange(sandbox, 'GET', `${RECORDS}/no-such`, {
          token,
          headers: readHeaders(patient),
        })
      ).status,
    ).toBe(404);
  });

  it('deletes a document: 200, then gone from the list, the details and its file; again 404', async () => {
    const patient = freshPatient();
    const id = await storedDocument(sandbox, token, {}, patient);
    const path = `${RECORDS}/${id}`;
    const details = await exchange(sandbox, 'GET', path, { token, headers: readHeaders(patient) });
    const asset = (details.json as { files: { asset_url: string }[] }).files[0]!.asset_url;
    // X-Pt-Id is optional on delete; when given it must be the document's patient.
    const wrong = await exchange(sandbox, 'DELETE', path, {
      token,
      headers: { 'x-pt-id': OTHER_PATIENT },
    });
    expect(wrong.status).toBe(404);
    const deleted = await exchange(sandbox, 'DELETE', path, {
      token,
      headers: { 'x-pt-id': patient },
    });
    expect(deleted.status).toBe(200);
    expect(ids((await list(patient)).page)).toEqual([]);
    expect(
      (await exchange(sandbox, 'GET', path, { token, headers: readHeaders(patient) })).status,
    ).toBe(404);
    expect((await fetch(asset)).status).toBe(404);
    expect((await exchange(sandbox, 'DELETE', path, { token })).status).toBe(404);
    expect(sandbox.recordsFor(CLIENT).find((d) => d.documentId === id)).toMatchObject({
      deleted: true,
    });
  });
});
