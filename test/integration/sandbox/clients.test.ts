import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Webhook } from '../../../src/shared/webhook';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { SUBSCRIPTIONS, call, claimsOf, listWebhooks, login, newWebhook } from './helpers';

let sandbox: Sandbox;
let mine: string;
let theirs: string;

beforeAll(async () => {
  sandbox = await startSandbox({
    extraClients: [{ clientId: 'partner-two', clientSecret: 'partner-two-secret' }],
  });
  mine = (await login(sandbox)).access_token;
  theirs = (await login(sandbox, 'partner-two', 'partner-two-secret')).access_token;
});
afterAll(async () => {
  await sandbox.close();
});

async function ids(token: string): Promise<string[]> {
  const answer = await listWebhooks(sandbox, token);
  return (answer.body as { data: Webhook[] }).data.map((webhook) => webhook.id);
}

describe('clients are isolated', () => {
  it("logs the extra client in under its own cid and shows it none of the default client's webhooks", async () => {
    expect(claimsOf(theirs).cid).toBe('partner-two');
    expect(await ids(mine)).not.toHaveLength(0);
    expect(await ids(theirs)).toEqual([]);
  });

  it('keeps a webhook registered by one client out of the other list', async () => {
    const answer = await call(sandbox, 'POST', SUBSCRIPTIONS, {
      token: theirs,
      body: newWebhook('https://partner-two.example/hooks'),
    });
    const { id } = answer.body as { id: string };
    expect(await ids(theirs)).toEqual([id]);
    expect(await ids(mine)).not.toContain(id);
    const [stored] = sandbox.webhooksFor('partner-two');
    expect(stored).toMatchObject({ client_id: 'partner-two', created_by: 'partner-two' });
  });

  it("answers 404 when a client deletes another client's webhook, which survives", async () => {
    const [target] = await ids(mine);
    if (!target) throw new Error('seed is empty');
    const answer = await call(sandbox, 'DELETE', `${SUBSCRIPTIONS}/${target}`, { token: theirs });
    expect(answer).toEqual({
      status: 404,
      body: { error: { message: 'webhook not found', code: 'NOT_FOUND' } },
    });
    expect(await ids(mine)).toContain(target);
  });

  it('lets two clients register the same endpoint: the duplicate rule is per client', async () => {
    const body = newWebhook('https://shared-receiver.example/hooks');
    expect((await call(sandbox, 'POST', SUBSCRIPTIONS, { token: mine, body })).status).toBe(201);
    expect((await call(sandbox, 'POST', SUBSCRIPTIONS, { token: theirs, body })).status).toBe(201);
  });
});
