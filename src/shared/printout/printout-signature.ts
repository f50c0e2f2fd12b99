import type { SignatureMediaType } from '../signature-image';
import type { PrintoutStatus } from './printout-status';

/*
 * The doctor's signature or stamp image above the signature line, on a finalized prescription
 * only: a draft is not a prescription and never carries it. The image travels inside the
 * document as a data: URL (the printout fetches nothing), and the document's CSP allows data:
 * images only when one is printed.
 */

export interface PrintoutSignature {
  mediaType: SignatureMediaType;
  /** The image's bytes, base64. */
  base64: string;
  width: number;
  height: number;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Printed at most this size (the image keeps its proportions inside it). */
const BOX = 'max-width: 50mm; max-height: 20mm;';

function printable(
  status: PrintoutStatus,
  signature: PrintoutSignature | undefined,
): signature is PrintoutSignature {
  return (
    status === 'finalized' &&
    signature !== undefined &&
    (signature.mediaType === 'image/png' || signature.mediaType === 'image/jpeg') &&
    BASE64.test(signature.base64)
  );
}

/** The image's element, or nothing (a draft, no image, or anything not plainly an image). */
export function signatureImageHtml(
  status: PrintoutStatus,
  signature: PrintoutSignature | undefined,
): string {
  if (!printable(status, signature)) return '';
  const { mediaType, base64, width, height } = signature;
  return `<img class="signature" alt="Signature" width="${width}" height="${height}" style="display: block; margin: 0 0 0.2em auto; width: auto; height: auto; ${BOX}" src="data:${mediaType};base64,${base64}">`;
}

/** The document's CSP: nothing fetched; data: images only when a signature is printed. */
export function printoutCsp(
  status: PrintoutStatus,
  signature: PrintoutSignature | undefined,
): string {
  const images = printable(status, signature) ? '; img-src data:' : '';
  return `default-src 'none'; style-src 'unsafe-inline'${images}`;
}
