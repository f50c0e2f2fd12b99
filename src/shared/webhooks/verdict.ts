import { z } from 'zod';

/** Which bytes a delivery's signature was computed over. */
export type SignedForm = 'raw' | 'compact' | 'compact-ascii';

/** The verifier's answer: one verdict per refusal, each with its sentence. */
export type SignatureVerdict =
  | {
      ok: true;
      kind: 'verified';
      matched: SignedForm;
      timestampUnit: 'seconds' | 'milliseconds';
      /** How old the signature was when checked (negative: from the future, within tolerance). */
      ageMs: number;
      message: string;
    }
  | {
      ok: false;
      kind:
        | 'missing-header'
        | 'malformed-header'
        | 'no-key'
        | 'signature-mismatch'
        | 'too-old'
        | 'from-the-future'
        | 'replay';
      message: string;
    };

/** A header, a body and a key pasted into the console, checked once (no replay memory). */
export const VerifySignatureInputSchema = z
  .object({
    header: z.string().max(4096),
    body: z.string().max(1_000_000),
    key: z.string().max(256),
    /** Seconds; the published advice is 3 minutes. */
    toleranceSeconds: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 3600)
      .optional(),
  })
  .strict();
export type VerifySignatureInput = z.infer<typeof VerifySignatureInputSchema>;
