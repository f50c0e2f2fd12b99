import { afterEach, describe, expect, it } from 'vitest';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { exchange, signIn } from '../../published/sandbox-exchange';

const WEBHOOKS = '/notification/v1/connect/webhook/subscriptions';

/** Registrations another client of the platform made: protocols as given, http allowed there. */
const OTHERS = [
  { endpoint: 'http://legacy.clinic.example/hook', protocol: 'http' },
  {
    endpoint: 'https://sqs.ap-south-1.amazonaws.com/123456789012/clinic-events',
    protocol: 'SQS endpoint',
    event_names: ['receipt.created'],
  },
  { endpoint: 'https://abc123.lambda-url.ap-south-1.on.aws/', protocol: 'Lambda function' },
];

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('webhooks of every protocol the platform stores, through the core', () => {
  it('lists http, SQS endpoint and Lambda function rows live and from the saved copy offline', async () => {
    app = await startTestCompanion({ sandbox: { seedWebhooks: false } });
    const { access } = await signIn(app.sandbox);
    for (const body of OTHERS) {
      const made = await exchange(app.sandbox, 'POST', WEBHOOKS, { token: access, body });
      expect(made.status).toBe(201);
    }
    const shown = (view: { webhooks: { endpoint: string; protocol: string }[] }) =>
      view.webhooks.map(({ endpoint, protocol }) => ({ endpoint, protocol }));
    const expected = OTHERS.map(({ endpoint, protocol }) => ({ endpoint, protocol }));

    const live = await app.value('webhooks:list', {});
    expect(live.source).toBe('live');
    expect(shown(live)).toEqual(expected);

    app.sandbox.faults.set({ offline: true });
    await app.restart();
    const saved = await app.value('webhooks:list', { refresh: true });
    expect(saved.source).toBe('cache');
    expect(shown(saved)).toEqual(expected);
  });
});
