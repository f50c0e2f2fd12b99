import { afterEach, describe, expect, it } from 'vitest';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('EMR user extras through the core', () => {
  it('saves the cleaned map, drops _keys, and keeps it across a restart', async () => {
    app = await startTestCompanion();
    expect(await app.value('profile:get-extras', {})).toEqual({ extras: {}, ignored: [] });
    const saved = await app.value('profile:save-extras', {
      extras: { clinic: 'Sunrise', _draft: true, hours: [9, 17], contact: { phone: '080', _x: 1 } },
    });
    expect(saved).toMatchObject({
      extras: { clinic: 'Sunrise', hours: [9, 17], contact: { phone: '080' } },
      ignored: ['_draft', 'contact._x'],
    });
    await app.restart();
    expect(await app.value('profile:get-extras', {})).toMatchObject({
      extras: { clinic: 'Sunrise', hours: [9, 17], contact: { phone: '080' } },
      savedAt: saved.savedAt,
    });
  });

  it('refuses a map that breaks the rules with one message per key, and keeps the saved one', async () => {
    app = await startTestCompanion();
    await app.value('profile:save-extras', { extras: { kept: 1 } });
    const result = await app.call('profile:save-extras', {
      extras: {
        tags: [[1]],
        list: [{ a: 1 }],
        contact: { address: { city: 'x' } },
        averyveryverylongkey: 1,
      },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('INVALID_ARGUMENT');
    expect(Object.keys(result.error.fields ?? {}).sort()).toEqual([
      'extras.averyveryverylongkey',
      'extras.contact.address',
      'extras.list[0]',
      'extras.tags[0]',
    ]);
    expect((await app.value('profile:get-extras', {})).extras).toEqual({ kept: 1 });
  });
});
