import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';
import { RECORDS, readHeaders, storedDocument } from '../../published/records-exchange';
import { exchange, signIn } from '../../published/sandbox-exchange';

/**
 * `PATCH /mr/api/v1/docs/{id}` as records.json publishes it: at least one of dt, ndhm, oid, dd_e,
 * tg; tg and cases without repeats; 200 with no body, 404 for a document the patient's record
 * does not hold. A field the file does not publish is refused, as for the presign.
 */
let sandbox: Sandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startSandbox({ clientId: TEST_CLIENT_ID });
  token = (await signIn(sandbox)).access;
});
afterEach(() => sandbox.records.reset());
afterAll(async () => {
  await sandbox.close();
});

const patch = (id: string, body: unknown, patient?: string) =>
  exchange(sandbox, 'PATCH', `${RECORDS}/${id}`, {
    token,
    headers: readHeaders(patient),
    body,
  });
const tagsOf = async (id: string) =>
  (await exchange(sandbox, 'GET', `${RECORDS}/${id}`, { token, headers: readHeaders() })).json as {
    tags: string[];
  };

describe('the sandbox’s PATCH of a document on the record', () => {
  it('replaces the tags, and GET shows them', async () => {
    const id = await storedDocument(sandbox, token);
    const answer = await patch(id, { tg: ['clinic-companion', 'superseded'] });
    expect(answer.status).toBe(200);
    expect((await tagsOf(id)).tags).toEqual(['clinic-companion', 'superseded']);
  });

  it('takes each of the anyOf fields alone, and refuses a body naming none of them', async () => {
    const id = await storedDocument(sandbox, token);
    for (const body of [{ dt: 'ps' }, { ndhm: true }, { dd_e: 1614556800 }, { tg: [] }]) {
      expect((await patch(id, body)).status, JSON.stringify(body)).toBe(200);
    }
    const none = await patch(id, { cases: ['a'], metadata: 'x' });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.json)).toMatch(/names none of dt, ndhm, oid, dd_e, tg/);
  });

  it('refuses repeated tags, an unknown field and an unknown type, and changes nothing', async () => {
    const id = await storedDocument(sandbox, token);
    const before = (await tagsOf(id)).tags;
    expect((await patch(id, { tg: ['a', 'a'] })).status).toBe(400);
    expect((await patch(id, { tg: ['a'], title: 'x' })).status).toBe(400);
    expect((await patch(id, { dt: 'zz' })).status).toBe(400);
    expect((await tagsOf(id)).tags).toEqual(before);
  });

  it('answers 404 for another patient’s document and for one that is not there', async () => {
    const id = await storedDocument(sandbox, token);
    expect((await patch(id, { tg: ['x'] }, '174000000000002')).status).toBe(404);
    expect((await patch('no-such-document', { tg: ['x'] })).status).toBe(404);
  });
});
