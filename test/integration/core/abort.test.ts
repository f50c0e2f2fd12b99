import { afterEach, describe, expect, it } from 'vitest';
import { send } from '../../../src/main/core/platform/http';
import { isPlatformError } from '../../../src/main/core/platform/errors';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';

let sandbox: Sandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

async function failure(promise: Promise<unknown>): Promise<{ code: string; failure: string }> {
  try {
    await promise;
  } catch (error) {
    if (isPlatformError(error)) return { code: error.code, failure: error.failure };
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('cancelling platform calls', () => {
  it('stops a hanging call when the caller aborts, and says it was cancelled, not offline', async () => {
    sandbox = await startSandbox({ port: 0 });
    sandbox.faults.set({ hang: true });
    const controller = new AbortController();
    const call = send(fetch, {
      method: 'GET',
      url: `${sandbox.url}/notification/v1/connect/webhook/subscriptions`,
      what: 'Loading the webhooks',
      signal: controller.signal,
      timeoutMs: 60_000,
    });
    setTimeout(() => controller.abort(), 50);
    expect(await failure(call)).toEqual({ code: 'ABORTED', failure: 'aborted' });
  });

  it('does not start a call whose signal is already aborted', async () => {
    sandbox = await startSandbox({ port: 0 });
    const controller = new AbortController();
    controller.abort();
    const call = send(fetch, {
      method: 'GET',
      url: sandbox.url,
      what: 'x',
      signal: controller.signal,
    });
    expect(await failure(call)).toEqual({ code: 'ABORTED', failure: 'aborted' });
  });

  it('reports a refused connection as OFFLINE', async () => {
    sandbox = await startSandbox({ port: 0 });
    const url = sandbox.url;
    await sandbox.close();
    sandbox = undefined;
    expect(await failure(send(fetch, { method: 'GET', url, what: 'x' }))).toEqual({
      code: 'OFFLINE',
      failure: 'network',
    });
  });
});
