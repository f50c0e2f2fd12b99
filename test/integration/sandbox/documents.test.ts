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
  contentType: string | null;
  /** The JSON answer; undefined when the answer is text (the published 400 is text/plain). */
  body: unknown;
  text: string;
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
  const text = await response.text();
  const contentType = response.headers.get('content-type');
  return {
    status: response.status,
    encrypted: response.headers.get('x-encryption') === 'JWE',
    contentType,
    body: contentType?.startsWith('application/json') ? (JSON.parse(text) as unknown) : undefined,
    text,
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

/** records.json's refusals: 400 as text/plain, others `{message}`. */
const errorOf = (answer: Answer): string =>
  answer.status === 400
    ? answer.text
    : ((answer.body as { message: string } | undefined)?.message ?? answer.text);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('document uploads on the sandbox', () => {
  it('stores the same bytes from a multipart upload and from an encrypted one', async () => {
    const bytes = new Uint8Array(randomBytes(200_000));
    const viaForm = await post('?task=smart&dt=lr', multipart(bytes), {
      'x-pt-id': 'PT-1',
    });
    expect(viaForm).toMatchObject({ status: 200, encrypted: false });
    const envelope = await encryptDocument(bytes, key);
    const viaJwe = await post('?task=pii&batch=true', JSON.stringify(envelope), {
      'content-type': 'application/json',
      'x-encryption': 'JWE',
    });
    expect(viaJwe).toMatchObject({ status: 200, encrypted: true });
    const answer = (await decryptResponse(viaJwe.body, key.secret, envelope.protected)) as {
      document_id: string;
    };
    // The published 200: `{document_id}`, a UUID, and nothing else.
    expect(Object.keys(answer)).toEqual(['document_id']);
    expect(answer.document_id).toMatch(UUID);
    expect(viaForm.body).toEqual({ document_id: expect.stringMatching(UUID) as unknown });

    const stored = sandbox.documentsFor(sandbox.options.clientId);
    const form = stored.find((d) => d.id === (viaForm.body as { document_id: string }).document_id);
    const jwe = stored.find((d) => d.id === answer.document_id);
    expect(form).toMatchObject({
      form: 'multipart',
      task: 'smart',
      documentType: 'lr',
      patientId: 'PT-1',
      fileName: 'report.pdf',
      mediaType: 'application/pdf',
    });
    expect(jwe).toMatchObject({ form: 'jwe', task: 'pii', batch: 'true', fileName: undefined });
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
    expect(viaForm.body).toEqual({ message: 'file is larger than 10 MB' });
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
    expect(errorOf(answer)).toBe('request body is larger than 24 MiB');
  });

  it('answers each bad request 400 text/plain as published, with the reason, and stores nothing', async () => {
    const before = sandbox.documentsFor(sandbox.options.clientId).length;
    const bytes = new Uint8Array([1, 2, 3]);
    const cases: [Answer, number, RegExp][] = [
      [await post('', multipart(bytes)), 400, /task must be one of smart, pii, classification/],
      [await post('?task=ocr', multipart(bytes)), 400, /task must be one of/],
      [await post('?task=smart&dt=lab%20report', multipart(bytes)), 400, /dt must be lr/],
      // records.json: this route parses lab reports only; a prescription goes to /mr/api/v1/docs.
      [await post('?task=smart&dt=ps', multipart(bytes)), 400, /dt must be lr/],
      [await post('?task=smart&dt=LR', multipart(bytes)), 400, /dt must be lr/],
      [await post('?task=smart&batch=yes', multipart(bytes)), 400, /batch must be true or false/],
      [await post('?task=smart', multipart(bytes, 'a.pdf', 'document')), 400, /no file part/],
      [await post('?task=smart', multipart(new Uint8Array(0))), 400, /file is empty/],
      [
        await post('?task=smart', '{"file":"AAAA"}', { 'content-type': 'application/json' }),
        400,
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
      if (status === 200) continue;
      // The published 400: text/plain, "Invalid form data." and why.
      expect(answer.contentType).toMatch(/^text\/plain/);
      expect(answer.text).toMatch(/^Invalid form data\. /);
      expect(errorOf(answer)).toMatch(message);
    }
    // Only the one good encrypted upload was kept.
    expect(sandbox.documentsFor(sandbox.options.clientId).length).toBe(before + 1);
  });

  it('answers 403 {message: "Forbidden"} to an account that may not write records', async () => {
    const before = sandbox.documentsFor(sandbox.options.clientId).length;
    sandbox.records.set({ readOnlyClients: [sandbox.options.clientId] });
    try {
      const refused = await post('?task=smart&dt=lr', multipart(new Uint8Array([1, 2, 3])));
      expect(refused).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
    } finally {
      sandbox.records.reset();
    }
    expect(sandbox.documentsFor(sandbox.options.clientId).length).toBe(before);
    expect((await post('?task=smart&dt=lr', multipart(new Uint8Array([1])))).status).toBe(200);
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
