import { afterEach, describe, expect, it } from 'vitest';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('webhooks:list, a page at a time', () => {
  it('answers the first rows asked for, filtered by event, with the counts and every event name', async () => {
    app = await startTestCompanion();
    for (let i = 0; i < 12; i += 1) {
      await app.value('webhooks:register', {
        endpoint: `https://hooks.example/page/${i}`,
        event_names: [i % 2 === 0 ? 'receipt.created' : 'receipt.updated'],
        protocol: 'https',
      });
    }
    const whole = await app.value('webhooks:list', {});
    expect(whole.total).toBeUndefined();
    const all = whole.webhooks;
    expect(all.length).toBeGreaterThanOrEqual(12);

    const page = await app.value('webhooks:list', { limit: 5 });
    expect(page.webhooks).toEqual(all.slice(0, 5));
    expect(page).toMatchObject({ total: all.length, registered: all.length });
    expect(page.eventNames).toEqual(
      [...new Set(all.flatMap((webhook) => webhook.event_names))].sort(),
    );

    const updated = all.filter((webhook) => webhook.event_names.includes('receipt.updated'));
    const filtered = await app.value('webhooks:list', { event: 'receipt.updated', limit: 3 });
    expect(filtered.webhooks).toEqual(updated.slice(0, 3));
    expect(filtered).toMatchObject({ total: updated.length, registered: all.length });

    const bad = await app.call('webhooks:list', { limit: 0 });
    expect(bad).toMatchObject({
      ok: false,
      error: {
        code: 'INVALID_ARGUMENT',
        fields: { limit: 'The number of webhooks must be a whole number from 1 to 10000.' },
      },
    });
  });
});
