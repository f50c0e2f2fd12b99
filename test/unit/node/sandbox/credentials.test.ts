import { describe, expect, it } from 'vitest';
import { pastableSecret, randomSandboxCredentials } from '../../../../src/sandbox/credentials';
import { JWE_SECRET_LENGTH } from '../../../../src/shared/settings';

// A fresh sandbox prints its secrets for pasting after a flag (`--jwe-secret <secret>`): one that
// starts with `-` reads as another option there, and one draw in 64 used to.

describe('the sandbox’s fresh credentials', () => {
  it('never start a secret with "-", over 4,000 draws (about 60 would have, before)', () => {
    for (let n = 0; n < 4_000; n += 1) {
      const { clientSecret, jweSecret } = randomSandboxCredentials();
      expect(clientSecret.startsWith('-') || jweSecret.startsWith('-')).toBe(false);
      expect(clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(jweSecret).toMatch(new RegExp(`^[A-Za-z0-9_-]{${JWE_SECRET_LENGTH}}$`));
    }
  });

  it('still draw "-" and "_" elsewhere in the secret: only the first character is redrawn', () => {
    const drawn = Array.from({ length: 400 }, () => pastableSecret(12)).join('');
    expect(drawn).toContain('-');
    expect(drawn).toContain('_');
    // One byte draws a first character from 64 (a "-" is drawn again): never "-".
    const firsts = new Set(Array.from({ length: 4_000 }, () => pastableSecret(3)[0]));
    expect(firsts.has('-')).toBe(false);
    expect(firsts.size).toBe(63);
  });
});
