import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../../src/main/core/log/logger';
import { createMemoryLogger } from '../../../helpers/memory-log';

describe('logger redaction', () => {
  it('blanks credentials and request bodies wherever they appear', () => {
    const { logger, text } = createMemoryLogger();
    logger.info(
      {
        headers: { authorization: 'Bearer eyJhbGciOi.secret.token' },
        client_secret: 'the-client-secret',
        tokens: { access_token: 'acc-123', refresh_token: 'ref-456' },
        webhook: { id: 'w1', signing_key: 'whsec-abcdef' },
        body: { aadhaar_number: '999941057058' },
        request: { body: 'patient notes' },
        id: 'w1',
      },
      'call',
    );
    const out = text();
    for (const secret of [
      'eyJhbGciOi',
      'the-client-secret',
      'acc-123',
      'ref-456',
      'whsec-abcdef',
      '999941057058',
      'patient notes',
    ]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[redacted]');
    expect(out).toContain('"id":"w1"');
  });
});

describe('log lines', () => {
  it("are pino's JSON lines, redact lists of keys and nested paths on a copy, and name errors without their message", () => {
    const { logger, text } = createMemoryLogger();
    const fields = {
      webhooks: [{ id: 'w1', signing_key: 'whsec-1' }, { id: 'w2' }],
      headers: { authorization: 'Bearer abc', accept: 'json' },
      err: new TypeError('patient Asha Rao not found'),
      count: 2,
    };
    logger.warn(fields, 'listed');
    logger.info('plain');
    logger.debug({ step: 1 }, 'detail');
    const [first, second, third] = text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first).toMatchObject({
      level: 40,
      app: 'clinic-companion',
      webhooks: [{ id: 'w1', signing_key: '[redacted]' }, { id: 'w2' }],
      headers: { authorization: '[redacted]', accept: 'json' },
      err: { type: 'TypeError' },
      count: 2,
      msg: 'listed',
    });
    expect(first).toHaveProperty('time');
    expect(first).toHaveProperty('pid', process.pid);
    expect(text()).not.toContain('Asha');
    expect(fields.webhooks[0]?.signing_key).toBe('whsec-1');
    expect(fields.headers.authorization).toBe('Bearer abc');
    expect(second).toMatchObject({ level: 30, msg: 'plain' });
    expect(third).toMatchObject({ level: 20, step: 1, msg: 'detail' });
  });

  it('writes nothing below its level and survives fields it cannot write', () => {
    const { logger, text } = createMemoryLogger();
    const lines: string[] = [];
    const quiet = createLogger({ write: (line: string) => lines.push(line) }, 'warn');
    quiet.info('not written');
    quiet.error({ id: 'x' }, 'written');
    expect(lines).toHaveLength(1);
    const cycle: Record<string, unknown> = { id: 'c' };
    cycle.self = cycle;
    logger.info({ cycle }, 'with a cycle');
    expect(JSON.parse(text().trim())).toMatchObject({
      msg: 'with a cycle',
      logFields: 'not serialisable',
    });
  });
});
