import type { Extras } from './emr-extras';
import { z } from 'zod';

/** The JWE secret is used as UTF-8 bytes twice to make a 32-byte A128CBC-HS256 key. */
export const JWE_SECRET_LENGTH = 16;

const httpUrl = z
  .string()
  .trim()
  .min(1, 'Enter the platform address.')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username;
    } catch {
      return false;
    }
  }, 'Enter a full address such as https://api.example.com.')
  .refine((value) => {
    try {
      const url = new URL(value);
      const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
      return url.protocol === 'https:' || loopback;
    } catch {
      return true;
    }
  }, 'Use https:// (plain http is allowed only for this computer, 127.0.0.1 or localhost).');

/**
 * A platform account as typed in Settings. Secrets are optional on save so that an existing secret
 * can be kept without retyping it; the first save must include them (checked by the core).
 */
export const PlatformSettingsInputSchema = z.object({
  baseUrl: httpUrl,
  clientId: z.string().trim().min(1, 'Enter the client id.').max(200, 'The client id is too long.'),
  clientSecret: z
    .string()
    .min(1, 'Enter the client secret.')
    .max(500, 'The client secret is too long.')
    .optional(),
  jweKid: z.string().trim().min(1, 'Enter the JWE key id.').max(200, 'The key id is too long.'),
  jweSecret: z
    .string()
    .length(JWE_SECRET_LENGTH, `The JWE secret must be exactly ${JWE_SECRET_LENGTH} characters.`)
    .optional(),
});
export type PlatformSettingsInput = z.infer<typeof PlatformSettingsInputSchema>;

/**
 * How a step of Test connection ended: passed; passed with a caveat (`warning`: the seed
 * contract's properties lookup not offered, say); not run for a reason that is not a failure
 * (`skipped`: no test patient named for the records checks); failed.
 */
export type ConnectionTestOutcome = 'passed' | 'warning' | 'skipped' | 'failed';

/** One step of Test connection: what was checked, whether it passed, and why not, in words. */
export interface ConnectionTestStep {
  check: string;
  /** Not failed (passed, warning or skipped). */
  ok: boolean;
  outcome: ConnectionTestOutcome;
  status?: number;
  ms: number;
  problem?: string;
  /** The warning, or why the step was skipped, in words. */
  note?: string;
  /** What success means, for people: "Signed in to the platform with the client id and secret." */
  words: string;
}

export interface ConnectionTestView {
  steps: ConnectionTestStep[];
}

export type BackendMode = 'sandbox' | 'platform';

/** Settings as the renderer sees them: secrets never leave the main process, only whether they are set. */
export interface SettingsView {
  mode: BackendMode;
  baseUrl: string;
  clientId: string;
  jweKid: string;
  hasClientSecret: boolean;
  hasJweSecret: boolean;
  keychain: { available: boolean; reason?: string };
}

/** The EMR user's extras as saved on this computer. */
export interface ProfileExtrasView {
  extras: Extras;
  /** Keys dropped at the last save because they start with `_`. */
  ignored: string[];
  /** ISO time of the last save. */
  savedAt?: string;
}
