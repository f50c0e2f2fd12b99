import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptRequest } from '../../../src/main/core/crypto/jwe';
import { decryptResponse } from '../../../src/main/core/crypto/jwe-decrypt';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { call, login, type Answer } from './helpers';

const PATH = '/dr/v1/prescription';
const SINCE = 'pg-sandbox-since';
const NOTE = 'pg-5243973452';
const DATE = 'pg-31705165';

let sandbox: Sandbox;
let token: string;
let otherToken: string;
beforeAll(async () => {
  sandbox = await startSandbox({
    clientId: CLIENT,
    extraClients: [{ clientId: 'other', clientSecret: 'other-secret' }],
  });
  token = (await login(sandbox)).access_token;
  otherToken = (await login(sandbox, 'other', 'other-secret')).access_token;
});
afterAll(async () => {
  await sandbox.close();
});

type Body = Record<string, unknown> & { id: string };

function prescription(over: Record<string, unknown> = {}): Body {
  return {
    id: randomUUID(),
    patient_id: 'PT-1',
    examination_findings: [
      {
        id: 'sym-fever',
        name: 'Fever',
        source: 'symptom',
        properties: { [SINCE]: { value: 3, unit: 'Day' }, [NOTE]: 'High at night' },
      },
      { name: 'Pallor', properties: {}, notes: 'legacy note' },
    ],
    procedures: [
      { id: 'proc-ecg', name: 'ECG', properties: { [DATE]: '2025-03-14' }, date: 'last week' },
    ],
    vitals: [
      { code: '8310-5', name: 'Temperature', value: '98.40', unit: '[degF]' },
      { code: '8867-4', name: 'Pulse', value: '72', unit: '/min' },
    ],
    updated_at: '2025-03-14T10:00:00.000Z',
    ...over,
  };
}

const put = (body: unknown, id: string, key?: string, as = token): Promise<Answer> =>
  call(sandbox, 'PUT', `${PATH}/${id}`, {
    token: as,
    body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

const messageOf = (answer: Answer): string =>
  (answer.body as { error: { message: string } }).error.message;

const CLIENT = TEST_CLIENT_ID;
const storedIds = (): string[] => sandbox.prescriptionsFor(CLIENT).map((p) => p.id);

describe('prescriptions on the sandbox', () => {
  it('stores the body exactly as sent, answers with its status, and GET returns it', async () => {
    const body = prescription();
    const created = await put(body, body.id, randomUUID());
    expect(created).toEqual({
      status: 200,
      body: { id: body.id, status: 'created', updated_at: body.updated_at },
    });
    // The published read requires the access token in `auth` as well.
    const read = await call(sandbox, 'GET', `${PATH}/${body.id}`, {
      token,
      headers: { auth: token },
    });
    expect(read).toEqual({ status: 200, body });
    // The raw text keeps the value as typed, not a number that lost its zero.
    const raw = await fetch(`${sandbox.url}${PATH}/${body.id}`, {
      headers: { authorization: `Bearer ${token}`, auth: token },
    }).then((r) => r.text());
    expect(raw).toContain('"value":"98.40"');

    const corrected = prescription({ id: body.id, updated_at: '2025-03-14T10:05:00.000Z' });
    const updated = await put(corrected, body.id, randomUUID());
    expect(updated.body).toMatchObject({ status: 'updated' });
    const stored = sandbox.prescriptionsFor(CLIENT).find((p) => p.id === body.id);
    expect(stored).toMatchObject({ version: 2, record: corrected });
    expect(
      sandbox
        .prescriptionJournal(CLIENT)
        .filter((v) => v.id === body.id)
        .map((v) => v.kind),
    ).toEqual(['created', 'updated']);
  });

  it('applies a retried key once, and refuses the key with another body', async () => {
    const body = prescription();
    const key = randomUUID();
    const first = await put(body, body.id, key);
    expect(await put(body, body.id, key)).toEqual(first);
    expect(sandbox.prescriptionJournal(CLIENT).filter((v) => v.id === body.id)).toHaveLength(1);
    const changed = await put({ ...body, patient_id: 'PT-2' }, body.id, key);
    expect(changed.status).toBe(422);
  });

  it('keeps prescriptions per client and needs a token', async () => {
    const body = prescription();
    expect((await put(body, body.id, undefined, 'not-a-token')).status).toBe(401);
    expect((await put(body, body.id)).status).toBe(200);
    const read = (id: string, access: string) =>
      call(sandbox, 'GET', `${PATH}/${id}`, { token: access, headers: { auth: access } });
    expect((await read(body.id, otherToken)).status).toBe(404);
    expect(sandbox.prescriptionsFor('other')).toEqual([]);
    expect((await read(randomUUID(), token)).status).toBe(404);
  });

  it('refuses a version older than the one stored, so a late delivery cannot undo a correction', async () => {
    const body = prescription({ updated_at: '2025-03-14T11:00:00+05:30' });
    expect((await put(body, body.id)).status).toBe(200);
    const older = await put({ ...body, updated_at: '2025-03-14T05:00:00Z' }, body.id);
    expect(older.status).toBe(409);
    expect(messageOf(older)).toMatch(/newer version/);
    // Same instant written another way is not older.
    expect((await put({ ...body, updated_at: '2025-03-14T05:30:00Z' }, body.id)).status).toBe(200);
  });

  it('takes an encrypted body and answers encrypted', async () => {
    const body = prescription();
    const key = { kid: sandbox.options.jweKid, secret: sandbox.options.jweSecret };
    const envelope = await encryptRequest(body, key);
    const response = await fetch(`${sandbox.url}${PATH}/${body.id}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-encryption': 'JWE',
      },
      body: JSON.stringify(envelope),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-encryption')).toBe('JWE');
    const answer = await decryptResponse(
      JSON.parse(await response.text()),
      key.secret,
      envelope.protected,
    );
    expect(answer).toMatchObject({ id: body.id, status: 'created' });
    expect(sandbox.prescriptionsFor(CLIENT).find((p) => p.id === body.id)?.record).toEqual(body);
  });

  const finding = (over: Record<string, unknown>) => [{ name: 'Fever', properties: {}, ...over }];
  const vital = (over: Record<string, unknown>) => [
    { code: '8310-5', name: 'Temperature', value: '98.40', unit: '[degF]', ...over },
  ];

  const bad: [string, (body: Body) => unknown, RegExp][] = [
    ['the body is not an object', () => [1, 2], /body must be a JSON object/],
    ['an unknown field', (b) => ({ ...b, doctor: 'x' }), /the body has unknown field: doctor/],
    [
      'the path id differs from the body id',
      (b) => ({ ...b, id: randomUUID() }),
      /id in the body must be the id in the path/,
    ],
    [
      'patient_id missing',
      (b) => {
        const { patient_id: _, ...rest } = b;
        return rest;
      },
      /patient_id is missing/,
    ],
    ['findings not a list', (b) => ({ ...b, examination_findings: {} }), /must be a list/],
    [
      'a finding with an unknown field',
      (b) => ({ ...b, examination_findings: finding({ kind: 'symptom' }) }),
      /examination_findings\[0\] has unknown field: kind/,
    ],
    [
      'a finding source outside the enum',
      (b) => ({ ...b, examination_findings: finding({ source: 'sign' }) }),
      /examination_findings\[0\]\.source/,
    ],
    [
      'properties not a map',
      (b) => ({ ...b, examination_findings: finding({ properties: [] }) }),
      /examination_findings\[0\]\.properties must be an object \(group id to value\)/,
    ],
    [
      'a Since without a unit',
      (b) => ({ ...b, examination_findings: finding({ properties: { [SINCE]: { value: 3 } } }) }),
      /properties\.pg-sandbox-since the Since group must be/,
    ],
    [
      'a blank Note',
      (b) => ({ ...b, examination_findings: finding({ properties: { [NOTE]: '  ' } }) }),
      /the Note group must be non-blank text/,
    ],
    [
      'a date that does not exist',
      (b) => ({
        ...b,
        procedures: [{ name: 'ECG', properties: { [DATE]: '2025-02-30' } }],
      }),
      /procedures\[0\]\.properties\.pg-31705165 the Date group must be a calendar date/,
    ],
    [
      'a vital as a JSON number',
      (b) => ({ ...b, vitals: vital({ value: 98.4 }) }),
      /vitals\[0\]\.value must be decimal text in a JSON string .* not a JSON number/,
    ],
    [
      'a vital with a comma',
      (b) => ({ ...b, vitals: vital({ value: '98,4' }) }),
      /vitals\[0\]\.value must be plain decimal text/,
    ],
    [
      'a LOINC code with a wrong check digit',
      (b) => ({ ...b, vitals: vital({ code: '8310-4' }) }),
      /vitals\[0\]\.code must be a LOINC code/,
    ],
    [
      'the same vital twice',
      (b) => ({ ...b, vitals: [...vital({}), ...vital({ unit: 'Cel', value: '36.9' })] }),
      /vitals\[1\]\.code is listed twice/,
    ],
    [
      'updated_at not a date-time',
      (b) => ({ ...b, updated_at: 'yesterday' }),
      /updated_at must be an ISO 8601 date-time/,
    ],
  ];

  it.each(bad)('answers 400 for %s, naming it, and stores nothing', async (_, change, message) => {
    const body = prescription();
    const before = sandbox.prescriptionJournal(CLIENT).length;
    const answer = await put(change(body), body.id);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'INVALID_REQUEST' } });
    expect(messageOf(answer)).toMatch(message);
    expect(storedIds()).not.toContain(body.id);
    expect(sandbox.prescriptionJournal(CLIENT)).toHaveLength(before);
  });

  it('never quotes the values it refuses', async () => {
    const body = prescription({
      examination_findings: finding({ properties: { [NOTE]: 42, [SINCE]: 'Sunita Devi' } }),
    });
    const answer = await put(body, body.id);
    expect(answer.status).toBe(400);
    expect(messageOf(answer)).not.toMatch(/Sunita/);
  });
});
