import { crc32, deflateSync } from 'node:zlib';

/*
 * Real PNG files made in the test (the PNG specification's chunks, CRC-32 and zlib stream), so
 * limits are tested on images Chromium can draw: a grey image with a dark diagonal stroke, and,
 * when asked, a tEXt chunk that brings the file to an exact size.
 */

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A chunk's length, type and CRC around its data. */
const CHUNK_OVERHEAD = 12;

/** An 8-bit greyscale PNG of `width` × `height`; `shade` tells images apart. */
export function makePng(
  width: number,
  height: number,
  options: { totalBytes?: number; shade?: number } = {},
): Buffer {
  const shade = options.shade ?? 40;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(width + 1, 0xff);
    row[0] = 0; // filter: none
    const x = Math.floor((y * width) / height);
    for (let dx = -2; dx <= 2; dx += 1) {
      if (x + dx >= 0 && x + dx < width) row[1 + x + dx] = shade;
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const parts = [SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows)))];
  const end = chunk('IEND', Buffer.alloc(0));
  if (options.totalBytes !== undefined) {
    const keyword = Buffer.from('Comment\0', 'latin1');
    const sofar = parts.reduce((n, part) => n + part.length, 0) + end.length;
    const fill = options.totalBytes - sofar - CHUNK_OVERHEAD - keyword.length;
    if (fill < 0)
      throw new Error(`a ${width}×${height} PNG is already over ${options.totalBytes} bytes`);
    parts.push(chunk('tEXt', Buffer.concat([keyword, Buffer.alloc(fill, 0x61)])));
  }
  return Buffer.concat([...parts, end]);
}

/**
 * The head of a baseline JPEG up to its frame header (SOI, APP0, DQT, SOF`n`): enough for a
 * reader of its size, not an image to draw.
 */
export function jpegHead(width: number, height: number, frameMarker = 0xc0): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0,
  ]);
  const dqt = Buffer.concat([Buffer.from([0xff, 0xdb, 0x00, 0x43, 0x00]), Buffer.alloc(64, 1)]);
  const sof = Buffer.from([
    0xff,
    frameMarker,
    0x00,
    0x0b,
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    1,
    1,
    0x11,
    0,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, dqt, sof, Buffer.from([0xff, 0xd9])]);
}
