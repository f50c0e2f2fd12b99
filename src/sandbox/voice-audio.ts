/**
 * What the sandbox "hears" in a chunk: only its container, read from the first bytes. The
 * platform decodes each chunk on its own, so a chunk that is not a whole file of a known format
 * (say, the second slice of one long WebM stream) is reported in `processing_errors`.
 */
export type AudioContainer = 'webm' | 'wav' | 'ogg' | 'mp4' | 'm4a' | 'mp3' | 'unknown';

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

export function sniffAudio(bytes: Uint8Array): AudioContainer {
  if (
    bytes.length >= 4 &&
    bytes[0] === 0x1a &&
    bytes[1] === 0x45 &&
    bytes[2] === 0xdf &&
    bytes[3] === 0xa3
  ) {
    return 'webm';
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') {
    return 'wav';
  }
  if (bytes.length >= 4 && ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    return ascii(bytes, 8, 12) === 'M4A ' ? 'm4a' : 'mp4';
  }
  if (bytes.length >= 3 && ascii(bytes, 0, 3) === 'ID3') return 'mp3';
  if (bytes.length >= 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0) return 'mp3';
  return 'unknown';
}

/** `audio_0.webm`, `audio_1.webm`, ...: the platform's names; `.bin` when the format is unknown. */
export function audioFileName(sequence: number, container: AudioContainer): string {
  return `audio_${sequence}.${container === 'unknown' ? 'bin' : container}`;
}
