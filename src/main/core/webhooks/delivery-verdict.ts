import type { Webhook } from '../../../shared/webhook';
import { verifySignature, type ReplayGuard, type SignatureVerdict } from './signature';

export interface DeliveryVerdict {
  verdict: SignatureVerdict;
  /** The registration whose key verified it. */
  verifiedBy: string | null;
  /** Unsigned, and the registration for this address has no key: answered 200, still unverified. */
  unsignedExpected: boolean;
}

/**
 * The verdict on one delivery, from its bytes as received and its signature header only: against
 * the key of each webhook registered for the address it arrived on. An unsigned delivery, or one
 * for an address with no known key, is decided without looking at the body at all.
 */
export function judgeDelivery(input: {
  body: Buffer;
  signature: string | undefined;
  /** The listener's address plus the path and query the delivery arrived on. */
  address: string;
  webhooks: readonly Webhook[];
  now: number;
  replays: ReplayGuard;
}): DeliveryVerdict {
  const { signature, now } = input;
  const candidates = input.webhooks.filter((w) => sameAddress(w.endpoint, input.address));
  const unsignedExpected = candidates.some((w) => !w.signing_key) && !signature;
  let verdict: SignatureVerdict | undefined;
  if (signature) {
    for (const webhook of candidates) {
      if (!webhook.signing_key) continue;
      const attempt = verifySignature({
        header: signature,
        body: input.body,
        key: webhook.signing_key,
        now,
        replays: input.replays,
      });
      if (attempt.ok) return { verdict: attempt, verifiedBy: webhook.id, unsignedExpected };
      if (!verdict || verdict.kind === 'signature-mismatch') verdict = attempt;
    }
  }
  verdict ??= unsignedExpected
    ? {
        ok: false,
        kind: 'missing-header',
        message: 'Unsigned: the webhook registered for this address has no signing key.',
      }
    : // No key to try: a missing or malformed header is said as such, the body is not looked at.
      verifySignature({ header: signature, body: Buffer.alloc(0), key: '', now });
  if (verdict.kind === 'no-key') {
    verdict = {
      ...verdict,
      message:
        candidates.length > 0
          ? 'Signed, but the key of the webhook registered for this address is not known here (withheld without a keychain, or registered without one).'
          : 'No webhook registered for this address is known: nothing to verify against.',
    };
  }
  return { verdict, verifiedBy: null, unsignedExpected };
}

/** Endpoints compare as URLs (`…/webhooks?k=2` and `…/webhooks?k=2` are one; the query counts). */
export function sameAddress(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return a === b;
  }
}
