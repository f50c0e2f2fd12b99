import { describe, expect, it } from 'vitest';
import {
  checkSignatureImage,
  MAX_SIGNATURE_BYTES,
  SIGNATURE_REFUSALS,
} from '../../../../src/shared/signature-image';
import { jpegHead, makePng } from '../../../helpers/png';

describe('checkSignatureImage', () => {
  it('takes a PNG of exactly 524,288 bytes and refuses one byte more, saying both sizes', () => {
    expect(MAX_SIGNATURE_BYTES).toBe(524_288);
    const atLimit = makePng(400, 120, { totalBytes: 524_288 });
    expect(atLimit.length).toBe(524_288);
    expect(checkSignatureImage(atLimit)).toEqual({
      ok: true,
      facts: { mediaType: 'image/png', width: 400, height: 120 },
    });
    const over = makePng(400, 120, { totalBytes: 524_289 });
    expect(checkSignatureImage(over)).toEqual({
      ok: false,
      problem:
        'This image is 524,289 bytes; a signature or stamp image may be at most 524,288 bytes (512 KB).',
    });
  });

  it('takes 32 to 3000 pixels on each side and refuses 31 and 3001', () => {
    expect(checkSignatureImage(makePng(32, 32)).ok).toBe(true);
    expect(checkSignatureImage(makePng(3000, 3000)).ok).toBe(true);
    expect(checkSignatureImage(makePng(31, 200))).toEqual({
      ok: false,
      problem: SIGNATURE_REFUSALS.tooSmall(31, 200),
    });
    expect(checkSignatureImage(makePng(200, 31)).ok).toBe(false);
    expect(checkSignatureImage(makePng(3001, 100))).toEqual({
      ok: false,
      problem: 'This image is 3001 × 100 pixels; it may be at most 3000 pixels on each side.',
    });
    expect(checkSignatureImage(makePng(100, 3001)).ok).toBe(false);
  });

  it('reads a JPEG’s size from its frame header, baseline or progressive', () => {
    expect(checkSignatureImage(jpegHead(640, 200))).toEqual({
      ok: true,
      facts: { mediaType: 'image/jpeg', width: 640, height: 200 },
    });
    expect(checkSignatureImage(jpegHead(3000, 32, 0xc2))).toEqual({
      ok: true,
      facts: { mediaType: 'image/jpeg', width: 3000, height: 32 },
    });
    expect(checkSignatureImage(jpegHead(3001, 32)).ok).toBe(false);
  });

  it('refuses what is not a PNG or JPEG, whatever it is called, and an empty or cut file', () => {
    const refused = { ok: false, problem: SIGNATURE_REFUSALS.notImage };
    const gif = Buffer.from('GIF89a\x10\x00\x10\x00', 'latin1');
    expect(checkSignatureImage(gif)).toEqual(refused);
    expect(checkSignatureImage(Buffer.from('%PDF-1.7\n'))).toEqual(refused);
    expect(checkSignatureImage(makePng(100, 100).subarray(0, 20))).toEqual(refused);
    // A JPEG whose scan starts before any frame header says no size.
    expect(checkSignatureImage(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]))).toEqual(refused);
    expect(checkSignatureImage(new Uint8Array(0))).toEqual({
      ok: false,
      problem: SIGNATURE_REFUSALS.empty,
    });
  });
});
