import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CANONICAL_PROTECTED,
  JweError,
  decodeBase64Url,
  encryptDocument,
  envelopeJsonBytes,
  encryptRequest,
  jweKeyBytes,
  type JweErrorCode,
} from '../../../../src/main/core/crypto/jwe';
import {
  decryptFlattened,
  decryptRequest,
  decryptResponse,
  encryptResponse,
} from '../../../../src/main/core/crypto/jwe-decrypt';
import { mulberry32 } from '../../../../src/sandbox/faults';

// ---------------------------------------------------------------------------------------------
// An independent A128CBC-HS256 (RFC 7518 §5.2.2.1 and §5.2.3), written here with node:crypto only,
// so the module (which uses jose) is checked against code that shares nothing with it.
// ---------------------------------------------------------------------------------------------
function al(aad: Buffer): Buffer {
  const out = Buffer.alloc(8);
  out.writeBigUInt64BE(BigInt(aad.length) * 8n);
  return out;
}

function independentEncrypt(key: Buffer, iv: Buffer, aad: Buffer, plaintext: Buffer) {
  const macKey = key.subarray(0, 16);
  const encKey = key.subarray(16, 32);
  const cipher = createCipheriv('aes-128-cbc', encKey, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const mac = createHmac('sha256', macKey)
    .update(Buffer.concat([aad, iv, ciphertext, al(aad)]))
    .digest();
  return { ciphertext, tag: mac.subarray(0, 16) };
}

function independentDecrypt(key: Buffer, iv: Buffer, aad: Buffer, ciphertext: Buffer, tag: Buffer) {
  const mac = createHmac('sha256', key.subarray(0, 16))
    .update(Buffer.concat([aad, iv, ciphertext, al(aad)]))
    .digest()
    .subarray(0, 16);
  if (!timingSafeEqual(mac, tag)) throw new Error('independent: integrity check failed');
  const decipher = createDecipheriv('aes-128-cbc', key.subarray(16, 32), iv);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
}

const hex = (text: string): Buffer => Buffer.from(text.replace(/\s+/g, ''), 'hex');
const b64u = (bytes: Buffer): string => bytes.toString('base64url');

const SECRET = 'clinic-jwe-key16';
const KEY = Buffer.from(jweKeyBytes(SECRET));
const KID = 'clinic-kid';
const keyFor = (kid: string): string | undefined => (kid === KID ? SECRET : undefined);

async function codeOf(work: Promise<unknown>): Promise<JweErrorCode> {
  try {
    await work;
  } catch (error) {
    if (error instanceof JweError) return error.code;
    throw error;
  }
  throw new Error('expected a JweError');
}

describe('published test vectors', () => {
  it('RFC 7518 Appendix B.1 (AES_128_CBC_HMAC_SHA_256) holds for the independent implementation', () => {
    const key = hex('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');
    const plaintext = Buffer.from(
      'A cipher system must not be required to be secret, and it must be able to fall into the hands of the enemy without inconvenience',
    );
    const iv = hex('1af38c2dc2b96ffdd86694092341bc04');
    const aad = Buffer.from('The second principle of Auguste Kerckhoffs');
    const e = hex(`
      c8 0e df a3 2d df 39 d5 ef 00 c0 b4 68 83 42 79 a2 e4 6a 1b 80 49 f7 92 f7 6b fe 54 b9 03 a9 c9
      a9 4a c9 b4 7a d2 65 5c 5f 10 f9 ae f7 14 27 e2 fc 6f 9b 3f 39 9a 22 14 89 f1 63 62 c7 03 23 36
      09 d4 5a c6 98 64 e3 32 1c f8 29 35 ac 40 96 c8 6e 13 33 14 c5 40 19 e8 ca 79 80 df a4 b9 cf 1b
      38 4c 48 6f 3a 54 c5 10 78 15 8e e5 d7 9d e5 9f bd 34 d8 48 b3 d6 95 50 a6 76 46 34 44 27 ad e5
      4b 88 51 ff b5 98 f7 f8 00 74 b9 47 3c 82 e2 db`);
    const t = hex('652c3fa36b0a7c5b3219fab3a30bc1c4');
    const out = independentEncrypt(key, iv, aad, plaintext);
    expect(out.ciphertext.equals(e)).toBe(true);
    expect(out.tag.equals(t)).toBe(true);
    expect(independentDecrypt(key, iv, aad, e, t).equals(plaintext)).toBe(true);
  });

  it('RFC 7516 Appendix A.3 decrypts through the module (jose) and the independent implementation alike', async () => {
    const jwe = {
      protected: 'eyJhbGciOiJBMTI4S1ciLCJlbmMiOiJBMTI4Q0JDLUhTMjU2In0',
      encrypted_key: '6KB707dM9YTIgHtLvtgWQ8mKwboJW3of9locizkDTHzBC2IlrT1oOQ',
      iv: 'AxY8DCtDaGlsbGljb3RoZQ',
      ciphertext: 'KDlTtXchhZTGufMYmOYGS4HffxPSUrfmqCHXaI9wOGY',
      tag: 'U0m_YmjN04DJvceFICbCVQ',
    };
    const kek = Buffer.from('GawgguFyGrWKav7AX4VKUg', 'base64url');
    const viaModule = await decryptFlattened(jwe, kek, ['A128KW']);
    expect(Buffer.from(viaModule).toString()).toBe('Live long and prosper.');

    // RFC 3394 key unwrap with node:crypto, then the independent content decryption.
    const unwrap = createDecipheriv('id-aes128-wrap', kek, Buffer.from('A6A6A6A6A6A6A6A6', 'hex'));
    const cek = Buffer.concat([
      unwrap.update(Buffer.from(jwe.encrypted_key, 'base64url')),
      unwrap.final(),
    ]);
    const plaintext = independentDecrypt(
      cek,
      Buffer.from(jwe.iv, 'base64url'),
      Buffer.from(jwe.protected, 'ascii'),
      Buffer.from(jwe.ciphertext, 'base64url'),
      Buffer.from(jwe.tag, 'base64url'),
    );
    expect(plaintext.toString()).toBe('Live long and prosper.');
  });
});

describe('the platform envelope', () => {
  it('makes the request envelope of the contract, with a fresh IV each time', async () => {
    const payload = { aadhaar_number: '234123412346' };
    const first = await encryptRequest(payload, { kid: KID, secret: SECRET });
    const second = await encryptRequest(payload, { kid: KID, secret: SECRET });
    expect(Object.keys(first).sort()).toEqual(['ciphertext', 'iv', 'kid', 'protected', 'tag']);
    expect(first.protected).toBe(CANONICAL_PROTECTED);
    expect(first.kid).toBe(KID);
    expect(first.iv).not.toBe(second.iv);
    expect(first.ciphertext).not.toBe(second.ciphertext);
    for (const field of ['protected', 'iv', 'ciphertext', 'tag'] as const) {
      expect(first[field]).toMatch(/^[A-Za-z0-9_-]+$/);
    }
    // What the module made, the independent implementation reads.
    const plaintext = independentDecrypt(
      KEY,
      Buffer.from(first.iv, 'base64url'),
      Buffer.from(first.protected, 'ascii'),
      Buffer.from(first.ciphertext, 'base64url'),
      Buffer.from(first.tag, 'base64url'),
    );
    expect(JSON.parse(plaintext.toString())).toEqual(payload);
  });

  it('builds the document envelope fast path to the same plaintext as the JSON path', async () => {
    const file = randomBytes(100_003);
    const envelope = await encryptDocument(file, { kid: KID, secret: SECRET });
    const plaintext = independentDecrypt(
      KEY,
      Buffer.from(envelope.iv, 'base64url'),
      Buffer.from(envelope.protected, 'ascii'),
      Buffer.from(envelope.ciphertext, 'base64url'),
      Buffer.from(envelope.tag, 'base64url'),
    );
    expect(plaintext.toString()).toBe(JSON.stringify({ file: file.toString('base64') }));
    await expect(decryptRequest(envelope, keyFor)).resolves.toEqual({
      file: file.toString('base64'),
    });
  });

  it('reads what the independent implementation makes, as a request and as a response', async () => {
    const iv = randomBytes(16);
    const payload = { file: Buffer.from('%PDF-1.7 fake').toString('base64'), n: [1, 2, 3] };
    const { ciphertext, tag } = independentEncrypt(
      KEY,
      iv,
      Buffer.from(CANONICAL_PROTECTED, 'ascii'),
      Buffer.from(JSON.stringify(payload)),
    );
    const envelope = { iv: b64u(iv), ciphertext: b64u(ciphertext), tag: b64u(tag) };
    await expect(
      decryptRequest({ ...envelope, protected: CANONICAL_PROTECTED, kid: KID }, keyFor),
    ).resolves.toEqual(payload);
    await expect(decryptResponse(envelope, SECRET)).resolves.toEqual(payload);
  });

  it('tries the response forms in order: canonical header, the request header, then the legacy form', async () => {
    const payload = { status: 'ok' };
    const requestHeader = b64u(
      Buffer.from(JSON.stringify({ alg: 'dir', enc: 'A128CBC-HS256', kid: KID })),
    );
    const iv = randomBytes(16);
    const second = independentEncrypt(
      KEY,
      iv,
      Buffer.from(requestHeader, 'ascii'),
      Buffer.from(JSON.stringify(payload)),
    );
    const withRequestHeader = {
      iv: b64u(iv),
      ciphertext: b64u(second.ciphertext),
      tag: b64u(second.tag),
    };
    await expect(decryptResponse(withRequestHeader, SECRET, requestHeader)).resolves.toEqual(
      payload,
    );
    expect(await codeOf(decryptResponse(withRequestHeader, SECRET))).toBe('INTEGRITY');

    // Legacy: AES-128-CBC with the first 16 key bytes, a full HMAC-SHA256 (last 16 bytes) over the ciphertext.
    const cipher = createCipheriv('aes-128-cbc', KEY.subarray(0, 16), iv);
    const legacyCiphertext = Buffer.concat([
      cipher.update(JSON.stringify(payload)),
      cipher.final(),
    ]);
    const legacyTag = createHmac('sha256', KEY.subarray(16, 32)).update(legacyCiphertext).digest();
    const legacy = { iv: b64u(iv), ciphertext: b64u(legacyCiphertext), tag: b64u(legacyTag) };
    await expect(decryptResponse(legacy, SECRET)).resolves.toEqual(payload);
    legacyTag[0]! ^= 1;
    expect(await codeOf(decryptResponse({ ...legacy, tag: b64u(legacyTag) }, SECRET))).toBe(
      'INTEGRITY',
    );

    // And the sandbox's own answers read as the first form.
    await expect(decryptResponse(await encryptResponse(payload, SECRET), SECRET)).resolves.toEqual(
      payload,
    );
  });
});

describe('typed errors, one per tampered field', () => {
  const flip = (text: string): string => {
    const bytes = Buffer.from(text, 'base64url');
    bytes[0]! ^= 0x01;
    return b64u(bytes);
  };

  it('names what failed', async () => {
    const good = await encryptRequest({ a: 1 }, { kid: KID, secret: SECRET });
    const cases: [unknown, JweErrorCode][] = [
      [{ ...good, ciphertext: flip(good.ciphertext) }, 'INTEGRITY'],
      [{ ...good, tag: flip(good.tag) }, 'INTEGRITY'],
      [{ ...good, iv: flip(good.iv) }, 'INTEGRITY'],
      [
        { ...good, protected: b64u(Buffer.from('{"alg":"dir","enc":"A128CBC-HS256" }')) },
        'INTEGRITY',
      ],
      [
        { ...good, protected: b64u(Buffer.from('{"alg":"A128KW","enc":"A128CBC-HS256"}')) },
        'UNSUPPORTED_HEADER',
      ],
      [{ ...good, protected: b64u(Buffer.from('not json')) }, 'UNSUPPORTED_HEADER'],
      [{ ...good, kid: 'someone-else' }, 'UNKNOWN_KID'],
      [{ ...good, iv: b64u(randomBytes(12)) }, 'BAD_IV_LENGTH'],
      [{ ...good, iv: 'AxY8DCtDaGlsbGljb3RoZQ==' }, 'BAD_BASE64URL'],
      [{ ...good, ciphertext: good.ciphertext + '*' }, 'BAD_BASE64URL'],
      // A 16-byte value's last Base64URL character carries 2 bits: only A, Q, g and w are canonical.
      [
        {
          ...good,
          tag: good.tag.slice(0, -1) + ['A', 'Q', 'g', 'w'].find((c) => !good.tag.endsWith(c))!,
        },
        'INTEGRITY',
      ],
      [{ ...good, tag: good.tag.slice(0, -1) + 'B' }, 'BAD_BASE64URL'],
      [{ ...good, tag: b64u(randomBytes(8)) }, 'INTEGRITY'],
      [{ ...good, tag: undefined }, 'BAD_ENVELOPE'],
      [{ ...good, iv: 42 }, 'BAD_ENVELOPE'],
      ['a string', 'BAD_ENVELOPE'],
      [null, 'BAD_ENVELOPE'],
    ];
    for (const [envelope, code] of cases) {
      expect([code, await codeOf(decryptRequest(envelope, keyFor))]).toEqual([code, code]);
    }
  });

  it('refuses a key that is not 32 bytes, and plaintext that is not JSON', async () => {
    expect(() => jweKeyBytes('short-secret')).toThrow(JweError);
    expect(() => jweKeyBytes('sixteen-chârs-16')).toThrow(/32 bytes/);
    await expect(
      encryptRequest({}, { kid: KID, secret: '0123456789abcdef0' }),
    ).rejects.toMatchObject({
      code: 'BAD_KEY_LENGTH',
    });
    const iv = randomBytes(16);
    const notJson = independentEncrypt(
      KEY,
      iv,
      Buffer.from(CANONICAL_PROTECTED),
      Buffer.from('{not json'),
    );
    const envelope = { iv: b64u(iv), ciphertext: b64u(notJson.ciphertext), tag: b64u(notJson.tag) };
    expect(await codeOf(decryptResponse(envelope, SECRET))).toBe('NOT_JSON');
    const latin1 = independentEncrypt(
      KEY,
      iv,
      Buffer.from(CANONICAL_PROTECTED),
      Buffer.from([0x22, 0xff, 0x22]),
    );
    expect(
      await codeOf(
        decryptResponse(
          { ...envelope, ciphertext: b64u(latin1.ciphertext), tag: b64u(latin1.tag) },
          SECRET,
        ),
      ),
    ).toBe('NOT_JSON');
  });

  it('decodes Base64URL strictly: no padding, no stray trailing bits', () => {
    expect(decodeBase64Url('AQID', 'x')).toEqual(Buffer.from([1, 2, 3]));
    expect(() => decodeBase64Url('AQI=', 'x')).toThrow(JweError);
    expect(() => decodeBase64Url('AQJ', 'x')).toThrow(/canonical/);
    expect(() => decodeBase64Url('A', 'x')).toThrow(JweError);
    expect(() => decodeBase64Url('a+b/', 'x')).toThrow(JweError);
  });
});

describe('fuzzing', () => {
  it('ends 10,000 mutated envelopes in typed errors, none crashing or hanging', async () => {
    const random = mulberry32(20261121);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const junk = `${alphabet}+/=.*"{}\u0000é`;
    const request = await encryptRequest(
      { aadhaar_number: '234123412346' },
      { kid: KID, secret: SECRET },
    );
    const response = await encryptResponse({ id: 'doc-1', status: 'stored' }, SECRET);

    const mutateText = (text: string): string => {
      const at = Math.floor(random() * Math.max(1, text.length));
      switch (Math.floor(random() * 6)) {
        case 0:
          return text.slice(0, at) + pick([...alphabet]) + text.slice(at + 1);
        case 1:
          return text.slice(0, at) + text.slice(at + 1);
        case 2:
          return text.slice(0, at) + pick([...junk]) + text.slice(at);
        case 3:
          return text.slice(0, at);
        case 4:
          return text + text.slice(0, 1 + Math.floor(random() * 8));
        default:
          return Array.from({ length: Math.floor(random() * 40) }, () => pick([...junk])).join('');
      }
    };
    const mutate = (envelope: Record<string, unknown>): unknown => {
      const copy: Record<string, unknown> = { ...envelope };
      const field = pick(Object.keys(copy));
      const roll = random();
      if (roll < 0.05) delete copy[field];
      else if (roll < 0.1) copy[field] = pick([null, 7, true, [], {}]);
      else if (roll < 0.15) copy[field] = copy[pick(Object.keys(copy))];
      else {
        let next = mutateText(String(copy[field]));
        while (next === copy[field]) next = mutateText(String(copy[field]));
        copy[field] = next;
      }
      // A swap of two equal values or a self-copy is no mutation; make sure something changed.
      return JSON.stringify(copy) === JSON.stringify(envelope) ? { ...copy, tag: '' } : copy;
    };

    const codes = new Map<string, number>();
    for (let i = 0; i < 10_000; i += 1) {
      const asRequest = i % 2 === 0;
      const envelope = mutate(asRequest ? { ...request } : { ...response });
      const work = asRequest
        ? decryptRequest(envelope, keyFor)
        : decryptResponse(envelope, SECRET, CANONICAL_PROTECTED);
      let timer: NodeJS.Timeout | undefined;
      const hang = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`mutation ${i} hung`)), 2_000);
      });
      const code = await codeOf(Promise.race([work, hang])).finally(() => clearTimeout(timer));
      codes.set(code, (codes.get(code) ?? 0) + 1);
    }
    const total = [...codes.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(10_000);
    // The mutations reach every check, not just the first one.
    for (const code of [
      'BAD_ENVELOPE',
      'BAD_BASE64URL',
      'BAD_IV_LENGTH',
      'INTEGRITY',
      'UNKNOWN_KID',
    ] as const) {
      expect(codes.get(code) ?? 0).toBeGreaterThan(0);
    }
  }, 60_000);
});

describe('the envelope as JSON bytes', () => {
  it('is byte for byte what JSON.stringify writes, for any key id', async () => {
    for (const kid of ['kid-1', 'a "quoted" kid', 'कुंजी', '', 'back\\slash\n']) {
      const envelope = await encryptDocument(new Uint8Array(1000).fill(7), {
        kid,
        secret: 'abcdefghijklmnop',
      });
      expect(
        envelopeJsonBytes(envelope).equals(Buffer.from(JSON.stringify(envelope), 'utf8')),
      ).toBe(true);
    }
  });
});
