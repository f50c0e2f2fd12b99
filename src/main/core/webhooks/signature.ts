import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SignatureVerdict, SignedForm } from '../../../shared/webhooks/verdict';
import { compactForms, type CompactForm } from './compact-json';

export type { SignatureVerdict, SignedForm };

/** The header the platform signs deliveries with (docs/platform.md, "Webhooks"). */
export const SIGNATURE_HEADER = 'Eka-Webhook-Signature';
/** Receivers should refuse a timestamp older than this (docs/platform.md). */
export const DEFAULT_TOLERANCE_MS = 3 * 60_000;
/** A `t` above this is read as milliseconds: 10^11 seconds is the year 5138. */
const MILLISECONDS_ABOVE = 100_000_000_000;

export interface ParsedSignatureHeader {
  t: number;
  /** Every `v1=` value, lower-case hex of 32 bytes. */
  v1: string[];
}

/** Remembers the (t, v1) pairs already accepted, for as long as they could still be accepted. */
export interface ReplayGuard {
  seen(key: string, now: number): boolean;
  remember(key: string, now: number, expiresAt: number): void;
}

export function createReplayGuard(limit = 10_000): ReplayGuard {
  const entries = new Map<string, number>();
  return {
    seen(key, now) {
      const expiry = entries.get(key);
      return expiry !== undefined && expiry >= now;
    },
    remember(key, now, expiresAt) {
      for (const [k, expiry] of entries) if (expiry < now) entries.delete(k);
      if (entries.size >= limit) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, expiresAt);
    },
  };
}

/** `t=<digits>,v1=<64 hex>[,v1=...]`; other `k=v` parts (future schemes) are ignored. */
export function parseSignatureHeader(header: string): ParsedSignatureHeader | string {
  let t: number | undefined;
  const v1: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) return `"${part.trim().slice(0, 20)}" is not a key=value pair.`;
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (name === 't') {
      if (t !== undefined) return 'The timestamp t is given twice.';
      if (!/^\d{1,16}$/.test(value)) return 'The timestamp t is not a whole number.';
      t = Number(value);
    } else if (name === 'v1') {
      if (!/^[0-9a-fA-F]{64}$/.test(value)) return 'A v1 signature is not 64 hexadecimal digits.';
      v1.push(value.toLowerCase());
    }
  }
  if (t === undefined) return 'There is no timestamp t.';
  if (v1.length === 0) return 'There is no v1 signature.';
  return { t, v1 };
}

export function hmacHex(key: string, t: number | string, body: Buffer | string): string {
  return createHmac('sha256', key).update(`${t}.`).update(body).digest('hex');
}

/** The header value the platform would send for this body, key and time (seconds). */
export function signatureHeader(key: string, tSeconds: number, body: Buffer | string): string {
  return `t=${tSeconds},v1=${hmacHex(key, tSeconds, body)}`;
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface VerifyOptions {
  header: string | null | undefined;
  body: Buffer | string;
  key: string;
  /** Milliseconds since the epoch. */
  now: number;
  toleranceMs?: number;
  /** Without a guard, a replay cannot be told from a first delivery. */
  replays?: ReplayGuard;
}

/**
 * Checks a delivery as docs/platform.md describes it: the HMAC over the raw body first, then over
 * the compact re-serialisation the platform's own library signs; then the timestamp (seconds or
 * milliseconds) against the tolerance both ways; then the replay guard. The signature is checked
 * before the time, since an unsigned time proves nothing. Every comparison is constant-time.
 */
export function verifySignature(options: VerifyOptions): SignatureVerdict {
  const tolerance = options.toleranceMs ?? DEFAULT_TOLERANCE_MS;
  const header = options.header?.trim();
  if (!header) {
    return {
      ok: false,
      kind: 'missing-header',
      message: `There is no ${SIGNATURE_HEADER} header: the delivery is unsigned (the webhook was registered without a signing key, or the request did not come from the platform).`,
    };
  }
  const parsed = parseSignatureHeader(header);
  if (typeof parsed === 'string') {
    return {
      ok: false,
      kind: 'malformed-header',
      message: `The ${SIGNATURE_HEADER} header is malformed: ${parsed} Expected t=<unix time>,v1=<64 hex digits>.`,
    };
  }
  if (options.key.length === 0) {
    return { ok: false, kind: 'no-key', message: 'Enter the signing key to check against.' };
  }
  const body = typeof options.body === 'string' ? Buffer.from(options.body) : options.body;
  const candidates: { form: SignedForm; bytes: Buffer }[] = [{ form: 'raw', bytes: body }];
  for (const compact of compactForms(body)) candidates.push(compact);
  let matched: { form: SignedForm; v1: string } | undefined;
  for (const candidate of candidates) {
    const expected = hmacHex(options.key, parsed.t, candidate.bytes);
    const hit = parsed.v1.find((v1) => sameHex(v1, expected));
    if (hit) {
      matched = { form: candidate.form, v1: hit };
      break;
    }
  }
  if (!matched) {
    return {
      ok: false,
      kind: 'signature-mismatch',
      message:
        'The signature does not match: neither the body as received nor its compact form was signed with this key. The key is wrong, or the body was changed on the way.',
    };
  }
  const unit = parsed.t > MILLISECONDS_ABOVE ? 'milliseconds' : 'seconds';
  const signedAt = unit === 'seconds' ? parsed.t * 1000 : parsed.t;
  const ageMs = options.now - signedAt;
  const window = `${Math.round(tolerance / 1000)} s`;
  if (ageMs > tolerance) {
    return {
      ok: false,
      kind: 'too-old',
      message: `The signature is valid but ${describeAge(ageMs)} old, past the ${window} tolerance: refuse it (it may be replayed).`,
    };
  }
  if (-ageMs > tolerance) {
    return {
      ok: false,
      kind: 'from-the-future',
      message: `The signature is valid but dated ${describeAge(-ageMs)} ahead, past the ${window} tolerance: a clock is wrong.`,
    };
  }
  const replayKey = `${parsed.t}.${matched.v1}`;
  if (options.replays?.seen(replayKey, options.now)) {
    return {
      ok: false,
      kind: 'replay',
      message: 'This exact signature (same t and v1) was already accepted: a replay.',
    };
  }
  options.replays?.remember(replayKey, options.now, signedAt + tolerance);
  const over = matched.form === 'raw' ? 'the raw body' : describeForm(matched.form);
  return {
    ok: true,
    kind: 'verified',
    matched: matched.form,
    timestampUnit: unit,
    ageMs,
    message: `Verified: signed with this key over ${over}, ${describeAge(Math.abs(ageMs))} ${ageMs < 0 ? 'ahead' : 'old'} (t in ${unit}).`,
  };
}

function describeForm(form: CompactForm): string {
  return form === 'compact-ascii'
    ? 'the compact re-serialisation of the JSON (non-ASCII escaped, as the platform’s library writes it)'
    : 'the compact re-serialisation of the JSON';
}

function describeAge(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 120) return `${minutes} min`;
  return `${Math.round(minutes / 60)} h`;
}
