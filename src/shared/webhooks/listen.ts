import { z } from 'zod';
import type { SignatureVerdict } from './verdict';

/** How many deliveries the listener keeps, in memory only. */
export const LISTENER_CAPACITY = 200;

const loopbackUrl = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
      );
    } catch {
      return false;
    }
  }, 'Forward only to this computer: http://127.0.0.1:<port>/…');

export const StartListenerInputSchema = z
  .object({
    /** 0 (or absent) asks the computer for a free port. */
    port: z.number().int().min(0).max(65535).optional(),
    forwardTo: loopbackUrl.optional(),
  })
  .strict();
export type StartListenerInput = z.infer<typeof StartListenerInputSchema>;

export interface ListenerState {
  running: boolean;
  /** `http://127.0.0.1:<port>/webhooks` while running: register this address. */
  url: string | null;
  forwardTo: string | null;
}

/** One delivery the listener received; patient data redacted unless revealed by id. */
export interface ReceivedDelivery {
  id: string;
  receivedAt: string;
  /** The path and query it arrived on (which registration sent it, when they differ by query). */
  path: string;
  event: string | null;
  /** The verdict against the signing key of the webhook registered for that address. */
  verdict: SignatureVerdict;
  /** The id of the registration whose key verified it, if one did. */
  verifiedBy: string | null;
  /** The body pretty-printed with patient data replaced by "[redacted]". */
  redactedBody: string;
  /** True when something was redacted. */
  redacted: boolean;
  forward: { status: number } | { error: string } | null;
}
