import { SIGNATURE_HEADER } from './signature';

/** How long a forward may take before it is given up (the platform was answered long before). */
export const FORWARD_TIMEOUT_MS = 5_000;

/**
 * Sends a verified delivery on to the integrator's local receiver: the exact bytes received, with
 * the content type and signature header it came with, so the receiver verifies what the platform
 * signed.
 */
export async function forwardDelivery(
  to: string,
  body: Buffer,
  headers: { contentType: string; signature: string | undefined },
): Promise<{ status: number } | { error: string }> {
  try {
    const response = await fetch(to, {
      method: 'POST',
      headers: {
        'content-type': headers.contentType,
        ...(headers.signature ? { [SIGNATURE_HEADER]: headers.signature } : {}),
      },
      body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
      redirect: 'manual',
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status };
  } catch (error) {
    return { error: error instanceof Error ? error.name : 'failed' };
  }
}
