import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedHeaderRules, ruleFor } from '../../../src/sandbox/required-headers';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { RECORDS, SEEDED_PATIENT, prescriptionEntry } from '../../published/records-exchange';
import { exchange, signIn } from '../../published/sandbox-exchange';
import { operationsOf, publishedFiles } from '../../support/published-spec';

/**
 * Where a published operation marks a header parameter `required: true`, the sandbox refuses a
 * request without it: 401 for a missing `auth` (the access token), 400 for any other, in the
 * route's error shape. The rules are read from the published files, not listed by hand.
 */

const OTHER_CLIENT = { clientId: 'other-client', clientSecret: 'other-secret' };
let sandbox: Sandbox;
let token: string;
let otherToken: string;
beforeAll(async () => {
  sandbox = await startSandbox({ extraClients: [OTHER_CLIENT] });
  token = (await signIn(sandbox)).access;
  const other = await exchange(sandbox, 'POST', '/connect-auth/v1/account/login', {
    body: { client_id: OTHER_CLIENT.clientId, client_secret: OTHER_CLIENT.clientSecret },
  });
  otherToken = (other.json as { access_token: string }).access_token;
});
afterAll(async () => {
  await sandbox.close();
});

/** Each published operation's required header names, as the test support reads the files. */
function publishedRequirements(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of publishedFiles()) {
    for (const op of operationsOf(file)) {
      const names = (
        (op.operation.parameters ?? []) as { in?: string; name?: string; required?: boolean }[]
      )
        .filter((p) => p.in === 'header' && p.required === true)
        .map((p) => p.name!);
      if (names.length > 0) out.set(`${op.method} ${op.pathTemplate}`, names);
    }
  }
  return out;
}

describe('required headers, from the published files', () => {
  it('knows every required header of every published platform operation', () => {
    const rules = new Map(
      publishedHeaderRules().map((rule) => [
        `${rule.method} ${rule.template}`,
        rule.headers.map((h) => h.name),
      ]),
    );
    const published = [...publishedRequirements()].filter(
      // The partner endpoints webhooks are delivered to are not the platform's routes.
      ([key]) => !key.includes('/registered_url_for_'),
    );
    expect(published.length).toBeGreaterThan(20);
    for (const [key, names] of published) expect(rules.get(key), key).toEqual(names);
    // The brief's facts, as the files say them.
    const auth = [...rules].filter(([key]) => key.includes(' /dr/v1/'));
    for (const [key, names] of auth) {
      expect(names, key).toContain(key === 'GET /dr/v1/appointment' ? 'Authorization' : 'auth');
    }
    expect(rules.get('POST /mr/api/v1/docs')).toEqual(['X-Pt-Id']);
    expect(rules.get('GET /mr/api/v1/docs')).toEqual(['accept', 'X-Pt-Id']);
    expect(rules.has('DELETE /mr/api/v1/docs/{id}')).toBe(false);
    expect(rules.has('POST /mr/api/v2/docs')).toBe(false);
  });

  it('matches a request to the most literal published template', () => {
    const rules = publishedHeaderRules();
    expect(ruleFor(rules, 'GET', '/profiles/v1/patient/search')?.template).toBe(
      '/profiles/v1/patient/search',
    );
    expect(ruleFor(rules, 'GET', '/profiles/v1/patient/174000000000001')?.template).toBe(
      '/profiles/v1/patient/{oid}',
    );
    expect(ruleFor(rules, 'PUT', '/dr/v1/prescription/rx-1')).toBeUndefined();
  });

  it('refuses a /dr/v1 call without auth with 401, in the route’s error shape', async () => {
    const entities = await exchange(sandbox, 'GET', '/dr/v1/business/entities', { token });
    expect(entities).toMatchObject({
      status: 401,
      json: { status_code: 401, success: false },
    });
    expect((entities.json as { message: string }).message).toMatch(/the auth header is required/);
    const day = new Date().toISOString().slice(0, 10);
    for (const [method, path] of [
      ['GET', '/dr/v1/doctor/174000000000001'],
      ['GET', '/dr/v1/prescription/rx-unknown'],
      ['POST', '/dr/v1/appointment/apt_none/complete?partner_id=1'],
    ] as const) {
      const answer = await exchange(sandbox, method, path, { token });
      expect(answer.status, path).toBe(401);
      expect(JSON.stringify(answer.json), path).toMatch(/the auth header is required/);
    }
    // The list names Authorization, not auth.
    const list = await exchange(
      sandbox,
      'GET',
      `/dr/v1/appointment?doctor_id=174000000000001&start_date=${day}&end_date=${day}`,
      { token },
    );
    expect(list.status).toBe(200);
  });

  it('takes auth only as the caller’s own valid access token', async () => {
    const call = (auth: string) =>
      exchange(sandbox, 'GET', '/dr/v1/business/entities', { token, headers: { auth } });
    expect((await call(token)).status).toBe(200);
    for (const bad of ['not-a-token', `Bearer ${token}`, otherToken]) {
      const answer = await call(bad);
      expect(answer.status).toBe(401);
      expect(answer.json).toMatchObject({ success: false });
    }
  });

  it('refuses another missing required header with 400', async () => {
    const search = await exchange(sandbox, 'GET', '/profiles/v1/patient/search?prefix=a', {
      token,
    });
    expect(search).toMatchObject({
      status: 400,
      json: {
        error: {
          message: 'the client-id header is required on GET /profiles/v1/patient/search',
          code: 'INVALID_REQUEST',
        },
      },
    });
    const withIt = await exchange(sandbox, 'GET', '/profiles/v1/patient/search?prefix=a', {
      token,
      headers: { 'client-id': sandbox.options.clientId },
    });
    expect(withIt.status).toBe(200);
    const details = await exchange(sandbox, 'GET', `${RECORDS}/any`, { token });
    expect(details).toMatchObject({
      status: 400,
      json: { message: 'the X-Pt-Id header is required on GET /mr/api/v1/docs/{id}' },
    });
    const blank = await exchange(sandbox, 'POST', RECORDS, {
      token,
      headers: { 'x-pt-id': '  ' },
      body: { batch_request: [prescriptionEntry(10)] },
    });
    expect(blank).toMatchObject({ status: 400, json: { error: true, batch_response: [] } });
    const given = await exchange(sandbox, 'POST', RECORDS, {
      token,
      headers: { 'x-pt-id': SEEDED_PATIENT },
      body: { batch_request: [prescriptionEntry(10)] },
    });
    expect(given.status).toBe(200);
  });

  it('checks the token before the headers: no token is 401 whatever else is missing', async () => {
    const answer = await exchange(sandbox, 'GET', `${RECORDS}/any`);
    expect(answer.status).toBe(401);
  });
});
