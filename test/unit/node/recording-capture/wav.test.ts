import { describe, expect, it } from 'vitest';
import {
  encodeWav,
  readWavInfo,
  readWavSamples,
} from '../../../../src/renderer/src/recording/capture/wav';

describe('encodeWav', () => {
  it('writes a 44-byte PCM header and little-endian samples', () => {
    const bytes = encodeWav(Int16Array.from([0, 1, -1, 32767, -32768]), 16_000);
    expect(bytes.length).toBe(44 + 10);
    const text = (from: number) => String.fromCharCode(...bytes.subarray(from, from + 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(4, true)).toBe(bytes.length - 8);
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint32(28, true)).toBe(32_000); // byte rate
    expect(view.getUint32(40, true)).toBe(10);
    expect([...bytes.subarray(44)]).toEqual([0, 0, 1, 0, 0xff, 0xff, 0xff, 0x7f, 0x00, 0x80]);
  });

  it('round-trips through readWavInfo and readWavSamples', () => {
    const samples = Int16Array.from({ length: 16_001 }, (_, i) => ((i * 7919) % 65536) - 32768);
    const bytes = encodeWav(samples, 16_000);
    expect(readWavInfo(bytes)).toEqual({
      sampleRate: 16_000,
      channels: 1,
      bitsPerSample: 16,
      sampleCount: 16_001,
      dataOffset: 44,
    });
    expect(readWavSamples(bytes)).toEqual(samples);
  });

  it('encodes an empty file that still parses', () => {
    const bytes = encodeWav(new Int16Array(0), 16_000);
    expect(readWavInfo(bytes).sampleCount).toBe(0);
  });

  it('reads a file held in a larger buffer (non-zero byteOffset)', () => {
    const file = encodeWav(Int16Array.from([5, -5]), 8000);
    const holder = new Uint8Array(file.length + 10);
    holder.set(file, 7);
    const view = holder.subarray(7, 7 + file.length);
    expect(readWavInfo(view).sampleRate).toBe(8000);
    expect([...readWavSamples(view)]).toEqual([5, -5]);
  });

  it('refuses invalid sample rates', () => {
    expect(() => encodeWav(new Int16Array(1), 0)).toThrow(RangeError);
    expect(() => encodeWav(new Int16Array(1), 44_100.5)).toThrow(RangeError);
  });
});

describe('readWavInfo', () => {
  const good = encodeWav(Int16Array.from([1, 2, 3]), 16_000);
  const broken = (edit: (view: DataView, bytes: Uint8Array) => void): Uint8Array => {
    const bytes = good.slice();
    edit(new DataView(bytes.buffer), bytes);
    return bytes;
  };

  it('skips unknown chunks before the data', () => {
    const extra = new Uint8Array(good.length + 12);
    extra.set(good.subarray(0, 36), 0);
    extra.set([0x4c, 0x49, 0x53, 0x54, 3, 0, 0, 0, 1, 2, 3, 0], 36); // 'LIST', odd size + pad
    extra.set(good.subarray(36), 48);
    new DataView(extra.buffer).setUint32(4, extra.length - 8, true);
    expect(readWavInfo(extra)).toMatchObject({ sampleCount: 3, dataOffset: 56 });
  });

  it.each<[string, (view: DataView, bytes: Uint8Array) => void, RegExp]>([
    ['not RIFF', (_, b) => b.set([0x52, 0x49, 0x46, 0x58], 0), /RIFF/],
    ['wrong RIFF size', (v) => v.setUint32(4, 99, true), /length/],
    ['not PCM', (v) => v.setUint16(20, 3, true), /PCM/],
    ['bad byte rate', (v) => v.setUint32(28, 1, true), /inconsistent/],
    ['data runs past the end', (v) => v.setUint32(40, 100, true), /past the end/],
    ['half a frame of data', (v) => v.setUint32(40, 5, true), /whole number/],
  ])('refuses a file with %s', (_, edit, message) => {
    expect(() => readWavInfo(broken(edit))).toThrow(message);
  });

  it('refuses a truncated file and one without data', () => {
    expect(() => readWavInfo(good.subarray(0, 8))).toThrow(/RIFF/);
    const noData = good.slice(0, 36);
    new DataView(noData.buffer).setUint32(4, 28, true);
    expect(() => readWavInfo(noData)).toThrow(/no data chunk/);
  });
});
