import { z } from 'zod';
import type { SignatureVerdict } from './verdict';

/** How many deliveries the listener keeps, in memory only (their summaries). */
export const LISTENER_CAPACITY = 200;
/** Of a verified delivery's body, this much is kept (64 KB); the rest is cut, and said so. */
export const KEPT_COPY_BYTES = 64 * 1024;
/** All kept copies together stay within this (2 MB); the oldest deliveries go first. */
export const KEPT_TOTAL_BYTES = 2 * 1024 * 1024;
/** A delivery's body larger than this (1,000,000 bytes) is refused with 413. */
export const LISTENER_BODY_LIMIT_BYTES = 1_000_000;
/** The signing keys are read once per listening run and again at most this often (1 minute). */
export const KEY_REFRESH_MS = 60_000;

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

/**
 * One delivery the listener received, as a summary (no body). An unverified one is only its time,
 * size and verdict; a verified one also says where it arrived, its event and how much was kept.
 */
export interface ReceivedDelivery {
  id: string;
  receivedAt: string;
  /** The body's size as received, in bytes. */
  sizeBytes: number;
  /** The verdict against the signing key of the webhook registered for that address. */
  verdict: SignatureVerdict;
  /** The id of the registration whose key verified it, if one did. */
  verifiedBy: string | null;
  /** Verified only: the path and query it arrived on (which registration sent it). */
  path: string | null;
  /** Verified only: the event name the body gives. */
  event: string | null;
  /** Bytes of the body kept to be shown (verified only, at most 64 KB; 0 otherwise). */
  keptBytes: number;
  /** Verified only: the forward to the local URL, once it has answered. */
  forward: { status: number } | { error: string } | null;
}

/** One delivery's kept body, shown on request. */
export interface DeliveryBody {
  /** Patient data replaced by "[redacted]" (`redacted`), or the kept bytes as received (`revealed`). */
  body: string;
  redacted: boolean;
  /** True when the body was larger than the kept copy: the text ends with a sentence saying so. */
  cut: boolean;
}
