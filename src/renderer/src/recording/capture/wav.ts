/**
 * WAV (RIFF/WAVE, PCM) files for recorded chunks.
 *
 * Why our own encoder: each chunk must decode on its own and chunk boundaries must be
 * sample-exact, which a restarted MediaRecorder cannot promise. A 44-byte header in front of
 * little-endian 16-bit samples is all a PCM WAV needs, and every decoder reads it.
 * `readWavInfo` / `readWavSamples` check files we made (tests, sanity checks before upload);
 * they accept only the PCM form we write, plus unknown chunks between `fmt ` and `data`.
 *
 * Pure module (no DOM types): the node unit tests import it.
 */

export interface WavInfo {
  readonly sampleRate: number;
  readonly channels: number;
  readonly bitsPerSample: number;
  /** Samples per channel (frames). */
  readonly sampleCount: number;
  /** Byte offset of the first sample in the file. */
  readonly dataOffset: number;
}

const HEADER_BYTES = 44;
const WAVE_FORMAT_PCM = 1;

/** Encodes mono 16-bit PCM samples as a complete WAV file. */
export function encodeWav(samples: Int16Array, sampleRate: number): Uint8Array {
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) {
    throw new RangeError(`Invalid sample rate: ${sampleRate}`);
  }
  const dataBytes = samples.length * 2;
  const bytes = new Uint8Array(HEADER_BYTES + dataBytes);
  const view = new DataView(bytes.buffer);
  writeAscii(bytes, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(bytes, 8, 'WAVE');
  writeAscii(bytes, 12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, WAVE_FORMAT_PCM, true);
  view.setUint16(22, 1, true); // channels
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  writeAscii(bytes, 36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i++) {
    view.setInt16(HEADER_BYTES + i * 2, samples[i] ?? 0, true);
  }
  return bytes;
}

/** Validates the header of a PCM WAV file and describes it; throws an Error when it is not one. */
export function readWavInfo(bytes: Uint8Array): WavInfo {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 12 || readAscii(bytes, 0) !== 'RIFF' || readAscii(bytes, 8) !== 'WAVE') {
    throw new Error('Not a WAV file (no RIFF/WAVE header).');
  }
  if (view.getUint32(4, true) !== bytes.length - 8) {
    throw new Error('WAV file length does not match its RIFF header.');
  }
  let offset = 12;
  let format: { channels: number; sampleRate: number; bitsPerSample: number } | undefined;
  while (offset + 8 <= bytes.length) {
    const id = readAscii(bytes, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (body + size > bytes.length) throw new Error(`WAV chunk '${id}' runs past the end.`);
    if (id === 'fmt ') {
      if (size < 16) throw new Error('WAV fmt chunk too short.');
      if (view.getUint16(body, true) !== WAVE_FORMAT_PCM) throw new Error('WAV is not PCM.');
      const channels = view.getUint16(body + 2, true);
      const sampleRate = view.getUint32(body + 4, true);
      const byteRate = view.getUint32(body + 8, true);
      const blockAlign = view.getUint16(body + 12, true);
      const bitsPerSample = view.getUint16(body + 14, true);
      if (channels < 1 || sampleRate < 1 || bitsPerSample % 8 !== 0 || bitsPerSample === 0) {
        throw new Error('WAV fmt chunk has impossible values.');
      }
      if (blockAlign !== (channels * bitsPerSample) / 8 || byteRate !== sampleRate * blockAlign) {
        throw new Error('WAV fmt chunk is inconsistent (block align / byte rate).');
      }
      format = { channels, sampleRate, bitsPerSample };
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data chunk comes before the fmt chunk.');
      const blockAlign = (format.channels * format.bitsPerSample) / 8;
      if (size % blockAlign !== 0) throw new Error('WAV data is not a whole number of frames.');
      return { ...format, sampleCount: size / blockAlign, dataOffset: body };
    }
    offset = body + size + (size % 2); // chunks are padded to an even length
  }
  throw new Error('WAV file has no data chunk.');
}

/** The samples of a mono 16-bit PCM WAV file (as written by `encodeWav`). */
export function readWavSamples(bytes: Uint8Array): Int16Array {
  const info = readWavInfo(bytes);
  if (info.channels !== 1 || info.bitsPerSample !== 16) {
    throw new Error('Only mono 16-bit WAV files are read here.');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const samples = new Int16Array(info.sampleCount);
  for (let i = 0; i < samples.length; i++) {
    samples[i] = view.getInt16(info.dataOffset + i * 2, true);
  }
  return samples;
}

function writeAscii(bytes: Uint8Array, offset: number, text: string): void {
  for (let i = 0; i < text.length; i++) bytes[offset + i] = text.charCodeAt(i);
}

function readAscii(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + 4));
}
