import { describe, expect, it } from 'vitest';
import { createCompanionApi } from '../../../../src/shared/ipc/api';
import { EVENT_METHODS, INVOKE_METHODS } from '../../../../src/shared/ipc/channels';

describe('createCompanionApi', () => {
  it('exposes exactly one method per contract channel and event, frozen', async () => {
    const calls: [string, unknown][] = [];
    const api = createCompanionApi(
      (channel, args) => {
        calls.push([channel, args]);
        return Promise.resolve({ ok: true, value: null });
      },
      () => () => undefined,
    );
    const expected = [...Object.values(INVOKE_METHODS), ...Object.values(EVENT_METHODS)].sort();
    expect(Object.keys(api).sort()).toEqual(expected);
    expect(Object.isFrozen(api)).toBe(true);

    await api.deleteWebhook({ id: 'w9' });
    await api.listWebhooks({});
    expect(calls).toEqual([
      ['webhooks:delete', { id: 'w9' }],
      ['webhooks:list', {}],
    ]);
  });

  it('subscribes through the transport and refuses a non-function listener', () => {
    const subscribed: string[] = [];
    let unsubscribed = 0;
    const api = createCompanionApi(
      () => Promise.resolve({ ok: true, value: null }),
      (channel) => {
        subscribed.push(channel);
        return () => {
          unsubscribed += 1;
        };
      },
    );
    const off = api.onConnectionStatus(() => undefined);
    off();
    expect(subscribed).toEqual(['connection:status']);
    expect(unsubscribed).toBe(1);
    expect(() => api.onConnectionStatus('nope' as never)).toThrow(TypeError);
  });
});
