import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptDocument, encryptRequest } from '../../../src/main/core/crypto/jwe';
import { decryptResponse } from '../../../src/main/core/crypto/jwe-decrypt';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { login } from './helpers';

const DOCS = '/mr/api/v2/docs';

let sandbox: Sandbox;
let token: string;
let key: { kid: string; secret: string };
beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await login(sandbox)).access_token;
  key = { kid: sandbox.options.jweKid, secret: sandbox.options.jweSecret };
});
afterAll(async () => {
  await sandbox.close();
});

interface Answer {
  status: number;
  encrypted: boolean;
  body: unknown;
}

async function post(
  query: string,
  body: RequestInit['body'],
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${sandbox.url}${DOCS}${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body,
  });
  return {
    status: response.status,
    encrypted: response.headers.get('x-encryption') === 'JWE',
    body: JSON.parse(await response.text()) as unknown,
  };
}

function multipart(bytes: Uint8Array, name = 'report.pdf', field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type: 'application/pdf' }), name);
  return form;
}

async function encrypted(
  query: string,
  plaintext: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return post(query, JSON.stringify(await encryptRequest(plaintext, key)), {
    'content-type': 'application/json',
    'x-encryption': 'JWE',
    ...headers,
  });
}

const errorOf = (answer: Answer): { message: string; code: string } =>
  (answer.body as { error: { message: string; code: string } }).error;

describe('document uploads on the sandbox', () => {
  it('stores the same bytes from a multipart upload and from an encrypted one', async () => {
    const bytes = new Uint8Array(randomBytes(200_000));
    const viaForm = await post('?task=smart&dt=lab_report', multipart(bytes), {
      'x-pt-id': 'PT-1',
    });
    expect(viaForm).toMatchObject({ status: 200, encrypted: false });
    const envelope = await encryptDocument(bytes, key);
    const viaJwe = await post('?task=pii&batch=b1', JSON.stringify(envelope), {
      'content-type': 'application/json',
      'x-encryption': 'JWE',
    });
    expect(viaJwe).toMatchObject({ status: 200, encrypted: true });
    const answer = (await decryptResponse(viaJwe.body, key.secret, envelope.protected)) as {
      document_id: string;
    };
    expect(answer).toMatchObject({ status: 'accepted', task: 'pii' });

    const stored = sandbox.documentsFor(sandbox.options.clientId);
    const form = stored.find((d) => d.id === (viaForm.body as { document_id: string }).document_id);
    const jwe = stored.find((d) => d.id === answer.document_id);
    expect(form).toMatchObject({
      form: 'multipart',
      task: 'smart',
      documentType: 'lab_report',
      patientId: 'PT-1',
      fileName: 'report.pdf',
      mediaType: 'application/pdf',
    });
    expect(jwe).toMatchObject({ form: 'jwe', task: 'pii', batch: 'b1', fileName: undefined });
    const digest = createHash('sha256').update(bytes).digest('hex');
    expect(form!.sha256).toBe(digest);
    expect(jwe!.sha256).toBe(digest);
    expect(Buffer.compare(form!.bytes, jwe!.bytes)).toBe(0);
  });

  it('takes a file of exactly 10 MB in the encrypted form, and refuses one byte more in either', async () => {
    const largest = new Uint8Array(randomBytes(10_000_000));
    const ok = await post('?task=smart', JSON.stringify(await encryptDocument(largest, key)), {
      'content-type': 'application/json',
      'x-encryption': 'JWE',
    });
    expect(ok.status).toBe(200);
    const over = new Uint8Array(10_000_001);
    const viaForm = await post('?task=smart', multipart(over));
    expect(viaForm.status).toBe(413);
    expect(errorOf(viaForm)).toEqual({
      message: 'file is larger than 10 MB',
      code: 'PAYLOAD_TOO_LARGE',
    });
    const viaJwe = await post('?task=smart', JSON.stringify(await encryptDocument(over, key)), {
      'content-type': 'application/json',
      'x-encryption': 'JWE',
    });
    expect(viaJwe.status).toBe(413);
  });

  it('refuses a body over the route limit with 413 before reading it all', async () => {
    const answer = await post('?task=smart', new Uint8Array(25 * 1024 * 1024), {
      'content-type': 'application/octet-stream',
    });
    expect(answer.status).toBe(413);
    expect(errorOf(answer).message).toBe('request body is larger than 24 MiB');
  });

  it('answers each bad request with the reason, and stores nothing', async () => {
    const before = sandbox.documentsFor(sandbox.options.clientId).length;
    const bytes = new Uint8Array([1, 2, 3]);
    const cases: [Answer, number, RegExp][] = [
      [await post('', multipart(bytes)), 400, /task must be one of smart, pii, classification/],
      [await post('?task=ocr', multipart(bytes)), 400, /task must be one of/],
      [await post('?task=smart&dt=lab%20report', multipart(bytes)), 400, /dt must be/],
      [await post('?task=smart', multipart(bytes, 'a.pdf', 'document')), 400, /no file part/],
      [await post('?task=smart', multipart(new Uint8Array(0))), 400, /file is empty/],
      [
        await post('?task=smart', '{"file":"AAAA"}', { 'content-type': 'application/json' }),
        415,
        /multipart\/form-data/,
      ],
      [
        await post('?task=smart', '--x\r\nbroken', {
          'content-type': 'multipart/form-data; boundary=x',
        }),
        400,
        /cannot be parsed/,
      ],
      [await encrypted('?task=smart', { file: 'AQID' }), 200, /./],
      [await encrypted('?task=smart', { file: 'AQI D' }), 400, /not standard Base64/],
      [await encrypted('?task=smart', { file: 'AQ' }), 400, /not standard Base64/],
      [await encrypted('?task=smart', { document: 'AQID' }), 400, /string field file/],
    ];
    for (const [answer, status, message] of cases) {
      expect(answer.status).toBe(status);
      if (status !== 200) expect(errorOf(answer).message).toMatch(message);
    }
    // Only the one good encrypted upload was kept.
    expect(sandbox.documentsFor(sandbox.options.clientId).length).toBe(before + 1);
  });

  it('needs a valid token like every platform operation', async () => {
    const response = await fetch(`${sandbox.url}${DOCS}?task=smart`, {
      method: 'POST',
      body: multipart(new Uint8Array([1])),
    });
    expect(response.status).toBe(401);
  });

  it('replays the first answer to a retry with the same Idempotency-Key', async () => {
    const before = sandbox.documentsFor(sandbox.options.clientId).length;
    const body = multipart(new Uint8Array(randomBytes(1000)));
    // FormData picks a new boundary per request: send fixed bytes so the retry is identical.
    const request = new Request('http://x.invalid', { method: 'POST', body });
    const fixed = new Uint8Array(await request.arrayBuffer());
    const headers = {
      'content-type': request.headers.get('content-type')!,
      'idempotency-key': 'doc-key-1',
    };
    const first = await post('?task=smart', fixed, headers);
    const second = await post('?task=smart', fixed, headers);
    expect(second).toEqual(first);
    expect(sandbox.documentsFor(sandbox.options.clientId).length).toBe(before + 1);
  });
});
