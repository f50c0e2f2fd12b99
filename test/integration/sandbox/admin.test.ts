import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_FAULTS,
  DEFAULT_RECORDS_SETTINGS,
  startSandbox,
  type Sandbox,
} from '../../../src/sandbox/server';
import { adminCall, listWebhooks, login } from './helpers';

const ADMIN = '/__sandbox/faults' as const;
let sandbox: Sandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await login(sandbox)).access_token;
});
afterAll(async () => {
  await sandbox.close();
});

describe('admin route /__sandbox/faults', () => {
  it('GET answers the current settings, the defaults at first', async () => {
    expect(await adminCall(sandbox, 'GET', ADMIN)).toEqual({
      status: 200,
      body: { ...DEFAULT_FAULTS },
    });
  });

  it('POST merges a partial update that the platform routes then feel', async () => {
    const answer = await adminCall(sandbox, 'POST', ADMIN, { body: { failRate: 1 } });
    expect(answer).toEqual({ status: 200, body: { ...DEFAULT_FAULTS, failRate: 1 } });
    expect(sandbox.faults.get().failRate).toBe(1);
    expect((await listWebhooks(sandbox, token)).status).toBe(500);
    // The admin route itself is exempt, or a failing sandbox could not be repaired.
    expect((await adminCall(sandbox, 'GET', ADMIN)).status).toBe(200);
    await adminCall(sandbox, 'POST', ADMIN, { body: { failRate: 0 } });
    expect((await listWebhooks(sandbox, token)).status).toBe(200);
  });

  it('stays reachable while offline and can bring the sandbox back', async () => {
    await adminCall(sandbox, 'POST', ADMIN, { body: { offline: true } });
    await expect(listWebhooks(sandbox, token)).rejects.toThrow(TypeError);
    expect((await adminCall(sandbox, 'POST', ADMIN, { body: { offline: false } })).status).toBe(
      200,
    );
    expect((await listWebhooks(sandbox, token)).status).toBe(200);
  });

  it('POST refuses bad values and unknown fields with 400 INVALID_REQUEST', async () => {
    const before = sandbox.faults.get();
    for (const [body, field] of [
      [{ failRate: 2 }, 'failRate'],
      [{ corruptBody: 'sometimes' }, 'corruptBody'],
      [{ latencyMs: -1 }, 'latencyMs'],
      [{ explode: true }, 'explode'],
    ] as const) {
      const answer = await adminCall(sandbox, 'POST', ADMIN, { body });
      expect(answer.status).toBe(400);
      const error = (answer.body as { error: { message: string; code: string } }).error;
      expect(error.code).toBe('INVALID_REQUEST');
      expect(error.message).toContain(field);
    }
    expect(sandbox.faults.get()).toEqual(before);
  });

  it('DELETE resets to the defaults', async () => {
    await adminCall(sandbox, 'POST', ADMIN, { body: { latencyMs: 5, dropRate: 0.5, seed: 9 } });
    expect(await adminCall(sandbox, 'DELETE', ADMIN)).toEqual({
      status: 200,
      body: { ...DEFAULT_FAULTS },
    });
    expect(sandbox.faults.get()).toEqual(DEFAULT_FAULTS);
  });
});

describe('admin route /__sandbox/records', () => {
  const RECORDS_ADMIN = '/__sandbox/records' as const;

  it('answers, merges, refuses bad input and resets the Records controls', async () => {
    expect(await adminCall(sandbox, 'GET', RECORDS_ADMIN)).toEqual({
      status: 200,
      body: { ...DEFAULT_RECORDS_SETTINGS },
    });
    const set = await adminCall(sandbox, 'POST', RECORDS_ADMIN, {
      body: { uploadTtlMs: 1000, readOnlyClients: ['someone'], failNextPresigns: 1 },
    });
    expect(set.body).toMatchObject({
      uploadTtlMs: 1000,
      readOnlyClients: ['someone'],
      failNextPresigns: 1,
    });
    expect(sandbox.records.get().uploadTtlMs).toBe(1000);
    for (const [body, field] of [
      [{ uploadTtlMs: 0 }, 'uploadTtlMs'],
      [{ presignFailureStatus: 501 }, 'presignFailureStatus'],
      [{ pageSize: 101 }, 'pageSize'],
      [{ allowEverything: true }, 'allowEverything'],
    ] as const) {
      const answer = await adminCall(sandbox, 'POST', RECORDS_ADMIN, { body });
      expect(answer.status).toBe(400);
      expect((answer.body as { error: { message: string } }).error.message).toContain(field);
    }
    expect(sandbox.records.get().uploadTtlMs).toBe(1000);
    expect(await adminCall(sandbox, 'DELETE', RECORDS_ADMIN)).toEqual({
      status: 200,
      body: { ...DEFAULT_RECORDS_SETTINGS },
    });
  });

  it('starts from the options, and refuses bad ones loudly', async () => {
    const own = await startSandbox({
      recordsUploadTtlMs: 5000,
      recordsReadOnlyClients: ['read-only-client'],
      recordsPageSize: 3,
    });
    try {
      expect(own.records.get()).toMatchObject({
        uploadTtlMs: 5000,
        readOnlyClients: ['read-only-client'],
        pageSize: 3,
      });
    } finally {
      await own.close();
    }
    await expect(startSandbox({ recordsUploadTtlMs: 0 })).rejects.toThrow(RangeError);
    await expect(startSandbox({ recordsPageSize: 0 })).rejects.toThrow(/pageSize/);
  });
});
