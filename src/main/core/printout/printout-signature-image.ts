import type { PrintoutSignature } from '../../../shared/printout/printout-signature';
import type { SignatureRef } from '../../../shared/signature-image';
import type { PrintoutDeps } from './printout-deps';

/**
 * The signature image a finalized pad kept (by its SHA-256), asked of the doctor feature, which
 * never deletes one. If it cannot be found or opened, nothing is printed in its place and the
 * printout says so: a different image, or today's, would not be what was signed.
 */
export async function keptSignature(
  deps: Pick<PrintoutDeps, 'doctor'>,
  ref: SignatureRef | undefined,
): Promise<{ image?: PrintoutSignature; missing?: string } | undefined> {
  if (ref === undefined) return undefined;
  const missing =
    'The signature image this prescription was finalized with cannot be read on this computer, so none is printed.';
  let found: Awaited<ReturnType<PrintoutDeps['doctor']['signatureImage']>>;
  try {
    found = await deps.doctor.signatureImage(ref.sha256);
  } catch {
    return { missing };
  }
  if (!found || found.mediaType !== ref.mediaType) return { missing };
  return {
    image: {
      mediaType: ref.mediaType,
      base64: found.bytes.toString('base64'),
      width: ref.width,
      height: ref.height,
    },
  };
}
