import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { exchange, signIn } from '../../published/sandbox-exchange';

/**
 * `sandbox.requests()`: every request the sandbox received (platform, auth, admin, storage,
 * refused, unknown and faulted ones), with method, path, query and header names: never a body nor
 * a header's value, so tests can check which routes were called and which headers were sent.
 */

let clock = Date.UTC(2026, 5, 1, 4, 30);
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ now: () => clock });
});
afterAll(async () => {
  await sandbox.close();
});

describe('the request log', () => {
  it('holds every request, with names and no values', async () => {
    const start = sandbox.requests().length;
    clock += 5000;
    const token = (await signIn(sandbox)).access;
    const [document] = presigned(
      await presign(sandbox, token, [prescriptionEntry(100)], {
        headers: { 'idempotency-key': 'log-key-1' },
      }),
    );
    await upload(document!.forms[0]!, pdfBytes(100));
    await exchange(sandbox, 'GET', `${RECORDS}?u_at__gt=5`, {
      token,
      headers: { 'x-pt-id': SEEDED_PATIENT, accept: 'application/json' },
    });
    await exchange(sandbox, 'GET', '/no/such/route');
    await exchange(sandbox, 'GET', '/__sandbox/records');
    await exchange(sandbox, 'POST', RECORDS, { body: { batch_request: [] } }); // no token: 401

    const log = sandbox.requests().slice(start);
    expect(log.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'POST /connect-auth/v1/account/login',
      `POST ${RECORDS}`,
      `POST ${new URL(document!.forms[0]!.url).pathname}`,
      `GET ${RECORDS}`,
      'GET /no/such/route',
      'GET /__sandbox/records',
      `POST ${RECORDS}`,
    ]);
    expect(log.every((entry) => entry.at === clock)).toBe(true);
    const [, presignEntry, uploadEntry, listEntry] = log;
    expect(presignEntry!.headerNames).toEqual(
      expect.arrayContaining(['authorization', 'x-pt-id', 'idempotency-key', 'content-type']),
    );
    expect(uploadEntry!.headerNames).not.toContain('authorization');
    expect(uploadEntry!.headerNames).toContain('content-type');
    expect(listEntry!.query).toBe('u_at__gt=5');
    expect(presignEntry!.query).toBe('');
    // Names only: no token, no patient id, no body anywhere in the log.
    const text = JSON.stringify(log);
    expect(text).not.toContain(token);
    expect(text).not.toContain(SEEDED_PATIENT);
    expect(text).not.toContain('batch_request');
    expect(Object.keys(log[0]!).sort()).toEqual(['at', 'headerNames', 'method', 'path', 'query']);
    expect(sandbox.requestCount()).toBe(sandbox.requests().length);
  });

  it('holds requests the faults cut off before any answer', async () => {
    const start = sandbox.requests().length;
    sandbox.faults.set({ offline: true });
    await expect(
      fetch(`${sandbox.url}/notification/v1/connect/webhook/subscriptions`),
    ).rejects.toThrow();
    sandbox.faults.reset();
    expect(
      sandbox
        .requests()
        .slice(start)
        .map((entry) => entry.path),
    ).toEqual(['/notification/v1/connect/webhook/subscriptions']);
  });

  it('gives copies: changing what it returned changes nothing', () => {
    const first = sandbox.requests();
    first[0]!.headerNames.push('forged');
    first.pop();
    expect(sandbox.requests()[0]!.headerNames).not.toContain('forged');
    expect(sandbox.requests().length).toBe(first.length + 1);
  });
});
