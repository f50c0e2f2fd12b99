import { z } from 'zod';

/*
 * The doctor's signature or stamp image, printed on finalized prescriptions only. Chosen as a
 * file in Settings; what it is, is read from its bytes (never from its name): a PNG or a JPEG,
 * with its size in pixels read from its header. Checked in the renderer as it is chosen and again
 * by the core before it is kept (docs/printout.md, "Signature or stamp image").
 */

/** 512 KiB: a signature or stamp scanned at 300 dpi is a few tens of KB. */
export const MAX_SIGNATURE_BYTES = 512 * 1024;
/** Pixels on each side: smaller cannot print legibly at the printout's signature size. */
export const MIN_SIGNATURE_SIDE = 32;
/** Pixels on each side: 3000 px is 25 cm at 300 dpi, far past the printed 50 × 20 mm. */
export const MAX_SIGNATURE_SIDE = 3000;

export const SIGNATURE_MEDIA_TYPES = ['image/png', 'image/jpeg'] as const;
export type SignatureMediaType = (typeof SIGNATURE_MEDIA_TYPES)[number];

export interface SignatureFacts {
  mediaType: SignatureMediaType;
  width: number;
  height: number;
}

export type SignatureCheck = { ok: true; facts: SignatureFacts } | { ok: false; problem: string };

/** 524288 -> "524,288", without locale data. */
const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const SIGNATURE_REFUSALS = {
  empty: 'The chosen file is empty; choose the PNG or JPEG image of the signature or stamp.',
  notImage: 'Choose a PNG or JPEG image; this file is neither, or its header cannot be read.',
  tooLarge: (bytes: number): string =>
    `This image is ${grouped(bytes)} bytes; a signature or stamp image may be at most ${grouped(MAX_SIGNATURE_BYTES)} bytes (512 KB).`,
  tooSmall: (w: number, h: number): string =>
    `This image is ${w} × ${h} pixels; it must be at least ${MIN_SIGNATURE_SIDE} pixels on each side to print legibly.`,
  tooBig: (w: number, h: number): string =>
    `This image is ${w} × ${h} pixels; it may be at most ${MAX_SIGNATURE_SIDE} pixels on each side.`,
} as const;

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const u16 = (b: Uint8Array, at: number): number => (b[at]! << 8) | b[at + 1]!;
const u32 = (b: Uint8Array, at: number): number =>
  b[at]! * 0x1000000 + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;

/** A PNG's size from its first chunk, which must be IHDR (the PNG specification, 5.2 and 11.2.2). */
function pngSize(b: Uint8Array): { width: number; height: number } | undefined {
  if (b.length < 24 || !PNG_MAGIC.every((byte, i) => b[i] === byte)) return undefined;
  const ihdr = String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!);
  return ihdr === 'IHDR' ? { width: u32(b, 16), height: u32(b, 20) } : undefined;
}

/** Start-of-frame markers (SOF0-SOF15 but DHT C4, JPG C8 and DAC CC): they carry the size. */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A JPEG's size from its frame header, walking the segments before the scan (ITU T.81, B.2). */
function jpegSize(b: Uint8Array): { width: number; height: number } | undefined {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 3 < b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // a fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return undefined; // scan or end before any frame
    const length = u16(b, at + 2);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (at + 9 > b.length) return undefined;
      return { height: u16(b, at + 5), width: u16(b, at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

/** What the image is and whether it may be kept, each refusal in one sentence. */
export function checkSignatureImage(bytes: Uint8Array): SignatureCheck {
  if (bytes.byteLength === 0) return { ok: false, problem: SIGNATURE_REFUSALS.empty };
  if (bytes.byteLength > MAX_SIGNATURE_BYTES) {
    return { ok: false, problem: SIGNATURE_REFUSALS.tooLarge(bytes.byteLength) };
  }
  const png = pngSize(bytes);
  const size = png ?? jpegSize(bytes);
  if (!size) return { ok: false, problem: SIGNATURE_REFUSALS.notImage };
  const { width, height } = size;
  if (width < MIN_SIGNATURE_SIDE || height < MIN_SIGNATURE_SIDE) {
    return { ok: false, problem: SIGNATURE_REFUSALS.tooSmall(width, height) };
  }
  if (width > MAX_SIGNATURE_SIDE || height > MAX_SIGNATURE_SIDE) {
    return { ok: false, problem: SIGNATURE_REFUSALS.tooBig(width, height) };
  }
  return { ok: true, facts: { mediaType: png ? 'image/png' : 'image/jpeg', width, height } };
}

/** The image as chosen in Settings: its bytes (structured-cloned over IPC), never a path. */
export const SignatureInputSchema = z
  .object({
    bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array, {
      message: 'The image’s contents did not arrive.',
    }),
  })
  .strict();
export type SignatureInput = z.infer<typeof SignatureInputSchema>;

/** What a finalized pad keeps of the image it was signed with: which one, not its bytes. */
export const SignatureRefSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  mediaType: z.enum(SIGNATURE_MEDIA_TYPES),
  width: z.number().int().min(MIN_SIGNATURE_SIDE).max(MAX_SIGNATURE_SIDE),
  height: z.number().int().min(MIN_SIGNATURE_SIDE).max(MAX_SIGNATURE_SIDE),
});
export type SignatureRef = z.infer<typeof SignatureRefSchema>;

/** Settings' view of the image printed on prescriptions finalized from now on. */
export interface SignatureView {
  image?: SignatureFacts & {
    sizeBytes: number;
    /** `data:image/...;base64,...` for the preview (the window's CSP allows data: images). */
    dataUrl: string;
    /** When it was chosen (ISO). */
    chosenAt: string;
  };
}
