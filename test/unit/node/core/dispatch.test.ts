import { describe, expect, it } from 'vitest';
import { CoreError } from '../../../../src/main/core/errors';
import { SHAPE_REFUSALS } from '../../../../src/main/core/ipc/argument-shape';
import { createDispatch, type HandlerTable } from '../../../../src/main/core/ipc/dispatch';
import { INVOKE_CHANNELS } from '../../../../src/shared/ipc/contract';
import { allowOrigins, originOf } from '../../../../src/main/core/ipc/origin';
import { createMemoryLogger } from '../../../helpers/memory-log';

const ORIGIN = 'app://companion';

function table(overrides: Partial<HandlerTable>): HandlerTable {
  const unused = (): Promise<never> => Promise.reject(new Error('not used in this test'));
  const all = Object.fromEntries(INVOKE_CHANNELS.map((channel) => [channel, unused]));
  return { ...all, ...overrides } as HandlerTable;
}

describe('dispatch', () => {
  it('passes validated arguments to the handler and wraps the value', async () => {
    const seen: unknown[] = [];
    const dispatch = createDispatch(
      table({
        'webhooks:delete': (args) => {
          seen.push(args);
          return Promise.resolve({ state: 'sent' as const, value: { id: args.id } });
        },
      }),
      { isAllowedOrigin: allowOrigins([ORIGIN]), logger: createMemoryLogger().logger },
    );
    await expect(dispatch('webhooks:delete', { id: 'w1' }, ORIGIN)).resolves.toEqual({
      ok: true,
      value: { state: 'sent', value: { id: 'w1' } },
    });
    expect(seen).toEqual([{ id: 'w1' }]);
  });

  it('refuses callers from another origin without running anything', async () => {
    let ran = false;
    const dispatch = createDispatch(
      table({
        'webhooks:delete': () => {
          ran = true;
          return Promise.resolve({ state: 'sent' as const, value: { id: 'x' } });
        },
      }),
      { isAllowedOrigin: allowOrigins([ORIGIN]), logger: createMemoryLogger().logger },
    );
    for (const origin of ['https://evil.example', 'file://', undefined]) {
      const result = await dispatch('webhooks:delete', { id: 'w1' }, origin);
      expect(result).toEqual({
        ok: false,
        error: expect.objectContaining({ code: 'FORBIDDEN_ORIGIN' }) as unknown,
      });
    }
    expect(ran).toBe(false);
  });

  it('answers unknown channels and prototype keys with UNKNOWN_CHANNEL', async () => {
    const dispatch = createDispatch(table({}), {
      isAllowedOrigin: () => true,
      logger: createMemoryLogger().logger,
    });
    for (const channel of ['webhooks:drop-all', '__proto__', 'constructor', 42]) {
      const result = await dispatch(channel, {}, ORIGIN);
      expect(result.ok ? 'ok' : result.error.code).toBe('UNKNOWN_CHANNEL');
    }
  });

  it('rejects bad arguments with a message per field', async () => {
    const dispatch = createDispatch(table({}), {
      isAllowedOrigin: () => true,
      logger: createMemoryLogger().logger,
    });
    const result = await dispatch(
      'webhooks:register',
      { event_names: [], endpoint: 'ftp://x', protocol: 'https', extra: 1 },
      ORIGIN,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('INVALID_ARGUMENT');
    expect(result.error.fields).toMatchObject({
      event_names: 'Choose at least one event.',
      endpoint: expect.stringMatching(/https:\/\//) as unknown,
    });
    expect(Object.keys(result.error.fields ?? {})).toContain('_');
  });

  it('returns a CoreError as data, and hides the message of an unexpected crash', async () => {
    const { logger, text } = createMemoryLogger();
    const dispatch = createDispatch(
      table({
        'webhooks:list': () =>
          Promise.reject(new CoreError('OFFLINE', 'The platform cannot be reached.')),
        'webhooks:delete': () =>
          Promise.reject(new TypeError('patient Asha Rao 1234-5678-9012 broke it')),
      }),
      { isAllowedOrigin: () => true, logger },
    );
    await expect(dispatch('webhooks:list', {}, ORIGIN)).resolves.toEqual({
      ok: false,
      error: { code: 'OFFLINE', message: 'The platform cannot be reached.' },
    });
    const crashed = await dispatch('webhooks:delete', { id: 'w' }, ORIGIN);
    expect(crashed).toEqual({
      ok: false,
      error: { code: 'INTERNAL', message: expect.stringMatching(/went wrong/) as unknown },
    });
    expect(JSON.stringify(crashed)).not.toContain('Asha');
    expect(text()).toContain('ipc handler crashed');
    expect(text()).not.toContain('Asha');
    expect(text()).not.toContain('1234-5678-9012');
  });
});

describe('originOf', () => {
  it('answers an 11 MB typed array on a no-argument channel with a short refusal, at once', async () => {
    let ran = false;
    const dispatch = createDispatch(
      table({
        'sync:get-status': () => {
          ran = true;
          return Promise.reject(new Error('not reached'));
        },
      }),
      { isAllowedOrigin: allowOrigins([ORIGIN]), logger: createMemoryLogger().logger },
    );
    const reply = await dispatch('sync:get-status', new Uint8Array(11 * 1024 * 1024), ORIGIN);
    expect(reply).toEqual({
      ok: false,
      error: { code: 'INVALID_ARGUMENT', message: 'The request’s argument must be an object.' },
    });
    expect(ran).toBe(false);
    // A plain object with a hundred thousand unknown keys: refused with a bounded reply.
    const wide = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]));
    const wideReply = await dispatch('sync:get-status', wide, ORIGIN);
    expect(wideReply.ok).toBe(false);
    expect(JSON.stringify(wideReply).length).toBeLessThan(2_000);
  });

  it('refuses deep nesting with a typed error instead of overflowing the stack', async () => {
    const dispatch = createDispatch(table({}), {
      isAllowedOrigin: allowOrigins([ORIGIN]),
      logger: createMemoryLogger().logger,
    });
    let nested: unknown = [];
    for (let i = 0; i < 10_000; i += 1) nested = [nested];
    await expect(
      dispatch('webhooks:register', { event_names: nested, endpoint: 'https://a.example' }, ORIGIN),
    ).resolves.toEqual({
      ok: false,
      error: { code: 'INVALID_ARGUMENT', message: SHAPE_REFUSALS.tooDeep },
    });
  });

  it('answers with data when reading the argument itself throws', async () => {
    const log = createMemoryLogger();
    const dispatch = createDispatch(table({}), {
      isAllowedOrigin: allowOrigins([ORIGIN]),
      logger: log.logger,
    });
    const hostile = {
      get id(): string {
        throw new Error('Asha Rao');
      },
    };
    await expect(dispatch('webhooks:delete', hostile, ORIGIN)).resolves.toEqual({
      ok: false,
      error: { code: 'INVALID_ARGUMENT', message: 'The request could not be read.' },
    });
    expect(log.text()).not.toContain('Asha');
  });

  it('builds scheme://host for custom and http schemes', () => {
    expect(originOf('app://companion/index.html#/x')).toBe('app://companion');
    expect(originOf('http://127.0.0.1:5173/')).toBe('http://127.0.0.1:5173');
    expect(originOf('file:///etc/passwd')).toBeUndefined();
    expect(originOf('not a url')).toBeUndefined();
    expect(originOf(undefined)).toBeUndefined();
  });
});
