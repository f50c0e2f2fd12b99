import { randomBytes } from 'node:crypto';
import { compactDecrypt, flattenedDecrypt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  decodeBase64Url,
  encryptDocument,
  envelopeJsonBytes,
  JweError,
  jweKeyBytes,
  type JweKey,
} from '../../../../src/main/core/crypto/jwe';
import { decryptRequest } from '../../../../src/main/core/crypto/jwe-decrypt';
import {
  documentEnvelope,
  envelopeStream,
  type DocumentEnvelope,
} from '../../../../src/main/core/crypto/jwe-stream';
import { bytesSource, type ByteSource } from '../../../../src/main/core/storage/byte-source';
import { mulberry32 } from '../../../../src/sandbox/faults';

const KEY: JweKey = { kid: 'clinic-kid', secret: 'clinic-jwe-key16' };

async function whole(envelope: DocumentEnvelope): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of envelope.pieces()) pieces.push(piece);
  return Buffer.concat(pieces);
}

/** Sizes at and around the AES block (16), Base64 group (3) and both together (48), and slices. */
const SIZES = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16, 17, 18, 29, 30, 31, 32, 33, 46, 47, 48, 49, 50,
  95, 96, 97, 1023, 1024, 1025, 65_535, 65_536, 65_537, 196_607, 196_608, 196_609,
];

describe('the streamed document envelope', () => {
  it('is byte for byte what the whole-buffer builder makes, for the same key and IV', async () => {
    const random = mulberry32(20261126);
    const slices = [1, 2, 3, 5, 16, 17, 4096, 65_536, 1024 * 1024];
    const kids = ['clinic-kid', 'a "quoted" kid', 'कुंजी', '', 'back\\slash\n'];
    let compared = 0;
    for (const size of [
      ...SIZES,
      ...Array.from({ length: 12 }, () => Math.floor(random() * 300_000)),
    ]) {
      const file = randomBytes(size);
      const iv = randomBytes(16);
      const key = { kid: kids[compared % kids.length]!, secret: KEY.secret };
      const expected = envelopeJsonBytes(await encryptDocument(file, key, iv));
      // Slices of one byte are slow on large files; every size still meets several slicings.
      for (const slice of slices.filter((s) => size / s < 3_000)) {
        const envelope = documentEnvelope(bytesSource(file, slice), key, iv);
        const streamed = await whole(envelope);
        expect([size, slice, streamed.equals(expected)]).toEqual([size, slice, true]);
        expect(envelope.length).toBe(expected.length);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(150);
  }, 60_000);

  it('decrypts with jose, flattened and compact (empty key segment), to the file in Base64', async () => {
    const key = Buffer.from(jweKeyBytes(KEY.secret));
    for (const size of [0, 1, 47, 48, 49, 100_003]) {
      const file = randomBytes(size);
      const json = await whole(documentEnvelope(bytesSource(file, 7_777), KEY));
      const envelope = JSON.parse(json.toString('utf8')) as Record<string, string>;
      expect(Object.keys(envelope)).toEqual(['protected', 'iv', 'ciphertext', 'tag', 'kid']);
      expect(envelope.kid).toBe(KEY.kid);
      const flat = await flattenedDecrypt(
        {
          protected: envelope.protected!,
          iv: envelope.iv!,
          ciphertext: envelope.ciphertext!,
          tag: envelope.tag!,
        },
        key,
      );
      const compact = await compactDecrypt(
        `${envelope.protected}..${envelope.iv}.${envelope.ciphertext}.${envelope.tag}`,
        key,
      );
      for (const { plaintext } of [flat, compact]) {
        const payload = JSON.parse(Buffer.from(plaintext).toString('utf8')) as { file: string };
        expect(Object.keys(payload)).toEqual(['file']);
        expect(Buffer.from(payload.file, 'base64').equals(file)).toBe(true);
        expect(payload.file).toBe(file.toString('base64'));
      }
      // And the sandbox's own (node:crypto) reading agrees.
      expect(
        await decryptRequest(envelope, (kid) => (kid === KEY.kid ? KEY.secret : undefined)),
      ).toEqual({
        file: file.toString('base64'),
      });
    }
  });

  it('uses a fresh IV per envelope, and the same bytes on every read of one envelope', async () => {
    const file = randomBytes(5_000);
    const envelope = documentEnvelope(bytesSource(file), KEY);
    expect((await whole(envelope)).equals(await whole(envelope))).toBe(true);
    expect(
      (await whole(documentEnvelope(bytesSource(file), KEY))).equals(await whole(envelope)),
    ).toBe(false);
  });

  it('never completes an envelope when the source fails or changes size: no tag, no end', async () => {
    const file = randomBytes(200_000);
    const failing = (fail: 'throw' | 'short' | 'long'): ByteSource => ({
      size: file.length,
      async *chunks() {
        yield await Promise.resolve(file.subarray(0, 100_000));
        if (fail === 'throw') throw new Error('the sealed copy failed its check at its end');
        if (fail === 'long') yield file;
        else if (fail === 'short') yield file.subarray(100_000, 150_000);
      },
    });
    for (const fail of ['throw', 'short', 'long'] as const) {
      const seen: Buffer[] = [];
      const read = async (): Promise<void> => {
        for await (const piece of documentEnvelope(failing(fail), KEY).pieces()) seen.push(piece);
      };
      await expect(read()).rejects.toThrow(fail === 'throw' ? /its check/ : /changed on disk/);
      expect(Buffer.concat(seen).toString('latin1')).not.toContain('"tag"');
    }
  });

  it('as a web stream: reports progress up to the exact length, and hands on the source error', async () => {
    const file = randomBytes(3_000_000);
    const envelope = documentEnvelope(bytesSource(file, 1024 * 1024), KEY);
    const progress: [number, number][] = [];
    const body = await new Response(
      envelopeStream(envelope, { onProgress: (sent, total) => progress.push([sent, total]) }),
    ).arrayBuffer();
    expect(body.byteLength).toBe(envelope.length);
    expect(progress.at(-1)).toEqual([envelope.length, envelope.length]);
    expect(progress.length).toBeGreaterThan(2);

    const broken = documentEnvelope(
      {
        size: 10,
        async *chunks() {
          yield await Promise.resolve(new Uint8Array(4));
          throw new JweError('INTEGRITY', 'broken source');
        },
      },
      KEY,
    );
    let heard: unknown;
    await expect(
      new Response(envelopeStream(broken, { onError: (error) => (heard = error) })).arrayBuffer(),
    ).rejects.toThrow();
    expect(heard).toBeInstanceOf(JweError);
  });

  it('refuses a key that is not 32 bytes before reading anything', () => {
    let read = false;
    const source: ByteSource = {
      size: 1,
      async *chunks() {
        read = true;
        yield await Promise.resolve(new Uint8Array(1));
      },
    };
    expect(() => documentEnvelope(source, { kid: 'k', secret: 'short' })).toThrow(JweError);
    expect(read).toBe(false);
  });
});

describe('strict Base64URL, checked without re-encoding the whole text', () => {
  it('accepts and refuses exactly what a full round trip would', () => {
    const random = mulberry32(7);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < 20_000; i += 1) {
      const length = Math.floor(random() * 12);
      let text = '';
      for (let c = 0; c < length; c += 1) text += alphabet[Math.floor(random() * 64)];
      const roundTrip = Buffer.from(text, 'base64url').toString('base64url') === text;
      let accepted = true;
      try {
        decodeBase64Url(text, 'x');
      } catch {
        accepted = false;
      }
      expect([text, accepted]).toEqual([text, roundTrip]);
    }
  });
});

describe('the request decryption the sandbox uses (node:crypto)', () => {
  it('refuses headers jose refused: critical extensions and compression', async () => {
    const good = await encryptDocument(randomBytes(10), KEY);
    for (const header of [
      { alg: 'dir', enc: 'A128CBC-HS256', zip: 'DEF' },
      { alg: 'dir', enc: 'A128CBC-HS256', crit: ['exp'], exp: 1 },
    ]) {
      const envelope = {
        ...good,
        protected: Buffer.from(JSON.stringify(header)).toString('base64url'),
      };
      await expect(decryptRequest(envelope, () => KEY.secret)).rejects.toMatchObject({
        code: 'UNSUPPORTED_HEADER',
      });
    }
  });
});
