import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { launchEmbeddedSandbox, startCompanion } from '../../../src/main/compose';
import { EMBEDDED_SANDBOX_ACCOUNT, type EmbeddedSandbox } from '../../../src/main/core/backend';
import type { Core } from '../../../src/main/core/core';
import { adminAuthorization } from '../../../src/sandbox/credentials';
import { createFakeKeychain } from '../../helpers/fake-keychain';
import { createMemoryLogger } from '../../helpers/memory-log';
import { makeTempDir } from '../../helpers/temp-dir';

// The sandbox the app starts when no account is set: credentials of its own on every run,
// handed to the core in memory, and nothing another local program could guess.

const ORIGIN = 'app://companion';
const LOGIN = '/connect-auth/v1/account/login';

const OLD_FIXED = { clientId: 'sandbox-client', clientSecret: 'sandbox-secret' };

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function loginStatus(
  baseUrl: string,
  credentials: { clientId: string; clientSecret: string },
): Promise<number> {
  const response = await fetch(`${baseUrl}${LOGIN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

async function faultsStatus(baseUrl: string, authorization: string): Promise<number> {
  const response = await fetch(`${baseUrl}/__sandbox/faults`, { headers: { authorization } });
  await response.arrayBuffer();
  return response.status;
}

async function launched(): Promise<EmbeddedSandbox> {
  const box = await launchEmbeddedSandbox();
  cleanup.push(() => box.close());
  return box;
}

/** Every file under `dir`, as one buffer per file. */
function filesUnder(dir: string): Buffer[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [readFileSync(file)];
  });
}

describe('the embedded sandbox', () => {
  it('gets credentials of its own on every launch, in the published formats', async () => {
    const first = await launched();
    const second = await launched();
    for (const key of ['clientId', 'clientSecret', 'jweSecret'] as const) {
      expect(first[key]).not.toBe(second[key]);
    }
    for (const box of [first, second]) {
      expect(box.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(box.jweSecret).toHaveLength(16);
      expect(await loginStatus(box.baseUrl, box)).toBe(200);
      expect(await faultsStatus(box.baseUrl, adminAuthorization(box))).toBe(200);
    }
    // Neither run's credentials open the other.
    expect(await loginStatus(first.baseUrl, second)).toBe(401);
    expect(await faultsStatus(first.baseUrl, adminAuthorization(second))).toBe(401);
  });

  it('refuses another local client holding the old fixed credentials, at login and at /__sandbox', async () => {
    const box = await launched();
    expect(await loginStatus(box.baseUrl, OLD_FIXED)).toBe(401);
    expect(await faultsStatus(box.baseUrl, adminAuthorization(OLD_FIXED))).toBe(401);
    const open = await fetch(`${box.baseUrl}/__sandbox/faults`);
    expect(open.status).toBe(401);
    await open.arrayBuffer();
  });

  it('serves the app with its run credentials in memory: nothing saved, nothing logged', async () => {
    const temp = makeTempDir('companion-embedded-');
    cleanup.push(() => temp.remove());
    const log = createMemoryLogger();
    const boxes: EmbeddedSandbox[] = [];
    const core: Core = startCompanion({
      dataDir: temp.dir,
      secrets: createFakeKeychain(),
      // The app's own launcher, only watched: the test learns the address and credentials.
      launchSandbox: async () => {
        const box = await launchEmbeddedSandbox();
        boxes.push(box);
        return box;
      },
      isAllowedOrigin: (origin) => origin === ORIGIN,
      appVersion: '0.0.0-test',
      logger: log.logger,
    });
    let closed = false;
    cleanup.push(async () => {
      if (!closed) await core.close();
    });
    const { webhooks } = await core.handlers['webhooks:list']({ refresh: true });
    expect(webhooks.length).toBeGreaterThan(0);
    // The console's test event goes through /__sandbox: the core sends the run's credentials.
    const sent = await core.handlers['webhooks:send-test']({ id: webhooks[0]!.id });
    expect(sent.deliveryId).toEqual(expect.any(String));
    expect(boxes).toHaveLength(1);
    const box = boxes[0]!;
    expect(await loginStatus(box.baseUrl, OLD_FIXED)).toBe(401);

    // One account for the local data, whatever this run's client id: the key earlier versions used.
    await core.handlers['webhooks:register']({
      endpoint: 'https://hooks.example/embedded',
      event_names: ['receipt.created'],
      protocol: 'https',
    });
    const accounts = core.db.prepare('SELECT DISTINCT account FROM outbox').all();
    expect(accounts).toEqual([{ account: EMBEDDED_SANDBOX_ACCOUNT }]);
    expect(EMBEDDED_SANDBOX_ACCOUNT).toBe('sandbox|sandbox-client');

    // Sandbox mode stays sandbox mode: the run's credentials are not settings.
    const settings = core.db.prepare('SELECT key FROM settings').all() as { key: string }[];
    expect(settings.filter(({ key }) => key.startsWith('platform.'))).toEqual([]);
    expect((await core.handlers['settings:get']({})).mode).toBe('sandbox');
    await core.close();
    closed = true;
    const written = [Buffer.from(log.text()), ...filesUnder(temp.dir)];
    for (const secret of [box.clientSecret, box.jweSecret, adminAuthorization(box).slice(6)]) {
      expect(written.filter((bytes) => bytes.includes(secret))).toEqual([]);
    }
  });
});
