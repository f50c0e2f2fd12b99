import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import { CoreError } from '../errors';
import type { DataVault } from './data-vault';

/**
 * Text kept for good (pads, prescription bodies, transcriptions: the clinic's record) is
 * compressed before it is sealed. The compressed plaintext starts with a marker no JSON text can
 * start with (a NUL byte), so rows sealed before as plain text still open unchanged, and a text
 * that would not shrink is sealed plain.
 *
 * Compressing before encrypting can leak through the ciphertext's length when an attacker can
 * mix chosen text into what is sealed and watch the sizes over many tries (CRIME, BREACH). That
 * is an interactive oracle over a channel; this is data at rest, written once per save by the
 * doctor's own actions, with no one able to submit guesses and observe lengths, so the length of
 * a sealed pad says nothing the row count and timing do not already say.
 */
const MARKER = Buffer.from([0x00, 0x5a, 0x01]); // NUL, 'Z', format 1: raw DEFLATE of UTF-8 text
const LEVEL = 6;

export function compressText(text: string): Buffer {
  const plain = Buffer.from(text, 'utf8');
  const packed = deflateRawSync(plain, { level: LEVEL, strategy: constants.Z_DEFAULT_STRATEGY });
  return packed.length + MARKER.length < plain.length ? Buffer.concat([MARKER, packed]) : plain;
}

export function decompressText(plaintext: Buffer): string {
  if (plaintext.length === 0 || plaintext[0] !== MARKER[0]) return plaintext.toString('utf8');
  if (!plaintext.subarray(0, MARKER.length).equals(MARKER)) {
    throw new CoreError('LOCAL_DATA_DAMAGED', 'Stored patient data is damaged (unknown format).');
  }
  try {
    return inflateRawSync(plaintext.subarray(MARKER.length)).toString('utf8');
  } catch (error) {
    throw new CoreError('LOCAL_DATA_DAMAGED', 'Stored patient data is damaged (unreadable).', {
      cause: error,
    });
  }
}

/** Seals text compressed (see above). */
export const sealCompactText = (vault: DataVault, text: string, context: string): Buffer =>
  vault.seal(compressText(text), context);

/** Opens text sealed compressed, or sealed plain by an older version. */
export const openCompactText = (vault: DataVault, sealed: Uint8Array, context: string): string =>
  decompressText(vault.open(sealed, context));
