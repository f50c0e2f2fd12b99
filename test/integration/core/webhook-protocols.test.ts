import { afterEach, describe, expect, it } from 'vitest';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';

let app: TestCompanion;
afterEach(async () => {
  await app.close();
});

describe('every protocol the platform lists, registered through the core against the sandbox', () => {
  it('registers https, http on loopback, an SQS queue and a Lambda function, and lists each as given', async () => {
    app = await startTestCompanion();
    const cases = [
      ['https', 'https://hooks.clinic.example/in'],
      ['http', 'http://127.0.0.1:3000/webhooks'],
      ['SQS endpoint', 'https://sqs.ap-south-1.amazonaws.com/123456789012/clinic-events'],
      ['Lambda function', 'arn:aws:lambda:ap-south-1:123456789012:function:clinic-events'],
    ] as const;
    for (const [protocol, endpoint] of cases) {
      const outcome = await app.value('webhooks:register', {
        event_names: ['appointment.reminder_instant'],
        endpoint,
        protocol,
      });
      expect(outcome.state, protocol).toBe('sent');
    }
    const listed = await app.value('webhooks:list', { refresh: true });
    for (const [protocol, endpoint] of cases) {
      expect(listed.webhooks.find((w) => w.endpoint === endpoint)?.protocol).toBe(protocol);
    }
  });

  it('refuses plain http to another computer, and an event the platform does not publish', async () => {
    app = await startTestCompanion();
    const result = await app.call('webhooks:register', {
      event_names: ['appointment.deleted'],
      endpoint: 'http://hooks.clinic.example/in',
      protocol: 'http',
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.error.fields ?? {}).sort()).toEqual(['endpoint', 'event_names.0']);
  });
});
