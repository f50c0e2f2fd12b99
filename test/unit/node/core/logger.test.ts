import { describe, expect, it } from 'vitest';
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
