import { describe, expect, it } from 'vitest';
import { maskSigningKey } from '../../../../src/renderer/src/lib/maskSigningKey';

describe('maskSigningKey', () => {
  it('keeps only the last 4 characters of a long key', () => {
    expect(maskSigningKey('whsec_0123456789abcd')).toBe('••••••••abcd');
  });

  it('shows at most a quarter of a short key', () => {
    expect(maskSigningKey('abcdefgh')).toBe('••••••••gh');
    expect(maskSigningKey('abc')).toBe('••••••••');
  });
});
