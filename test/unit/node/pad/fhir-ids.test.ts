import { describe, expect, it } from 'vitest';
import { itemFullUrl, sha1, uuidV5, vitalFullUrl } from '../../../../src/shared/pad/fhir-ids';
import { PAD_ID } from './fixtures';

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('sha1', () => {
  it.each([
    ['', 'da39a3ee5e6b4b0d3255bfef95601890afd80709'],
    ['abc', 'a9993e364706816aba3e25717850c26c9cd0d89d'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '84983e441c3bd26ebaae4aa1f95129e5e54670f1',
    ],
    ['a'.repeat(1000), '291e9a6c66994949b57ba5e650361e98fc36b1ba'],
  ])('matches the FIPS 180 test vectors (%#)', (input, digest) => {
    expect(hex(sha1(utf8(input)))).toBe(digest);
  });
});

describe('uuidV5', () => {
  it('matches RFC 9562 and other implementations', () => {
    // The DNS namespace example, as Python's uuid.uuid5 gives it.
    expect(uuidV5('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
    // uuid.uuid5(uuid.UUID(PAD_ID), 'vital/pulse') in Python.
    expect(uuidV5(PAD_ID, 'vital/pulse')).toBe('bb7079d2-f6ef-55c0-83d4-4b573e27aae8');
    expect(uuidV5(PAD_ID.toUpperCase(), 'vital/pulse')).toBe(uuidV5(PAD_ID, 'vital/pulse'));
  });

  it('refuses a namespace that is not a UUID', () => {
    expect(() => uuidV5('pad-1', 'x')).toThrow(/must be a UUID/);
  });

  it('names entries and vitals apart, per pad', () => {
    expect(vitalFullUrl(PAD_ID, 'pulse')).toBe('urn:uuid:bb7079d2-f6ef-55c0-83d4-4b573e27aae8');
    expect(itemFullUrl(PAD_ID, 'pulse')).not.toBe(vitalFullUrl(PAD_ID, 'pulse'));
    const other = '00000000-0000-4000-8000-000000000001';
    expect(vitalFullUrl(other, 'pulse')).not.toBe(vitalFullUrl(PAD_ID, 'pulse'));
  });
});
