import { createHash, randomUUID } from 'node:crypto';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_WAIT_MS, SANDBOX_OTPS } from '../shared/abha-registration';

/**
 * The sandbox's ABHA registrations in progress, by transaction id. Deterministic for tests and
 * first-time users: the Aadhaar OTP is always SANDBOX_OTPS.aadhaar, the mobile OTP
 * SANDBOX_OTPS.mobile; the mobile linked with every Aadhaar is LINKED_MOBILE, so any other mobile
 * number asks for a mobile OTP. It keeps no Aadhaar number, not even masked.
 */
export const LINKED_MOBILE = '9999999999';
/** An OTP lives this long after it is sent. */
export const OTP_LIFE_MS = 10 * 60_000;
/** Addresses that exist already, besides those created here (the browser test takes one). */
export const TAKEN_ADDRESSES = ['sandbox.taken@abdm', 'asha.verma@abdm', 'ravi.kumar@abdm'];

export type Stage = 'aadhaar-otp' | 'mobile-otp' | 'address' | 'done';

interface Registration {
  stage: Stage;
  otp: string;
  sentAt: number;
  attempts: number;
  mobile?: string;
}

export type OtpOutcome =
  | { kind: 'ok'; registration: Registration }
  | { kind: 'refused'; code: AbdmRefusal; message: string };

export type AbdmRefusal =
  | 'TXN_NOT_FOUND'
  | 'OTP_INVALID'
  | 'OTP_EXPIRED'
  | 'OTP_ATTEMPTS_EXCEEDED'
  | 'OTP_RESEND_TOO_SOON'
  | 'ABHA_ADDRESS_TAKEN'
  | 'ABHA_ADDRESS_INVALID'
  | 'WRONG_STEP';

const mask = (mobile: string): string => `******${mobile.slice(-4)}`;

export class AbdmRegistrations {
  private readonly registrations = new Map<string, Registration>();
  private readonly taken = new Set(TAKEN_ADDRESSES);

  constructor(private readonly now: () => number) {}

  start(): { txnId: string; hint: string } {
    const txnId = randomUUID();
    this.registrations.set(txnId, {
      stage: 'aadhaar-otp',
      otp: SANDBOX_OTPS.aadhaar,
      sentAt: this.now(),
      attempts: 0,
    });
    return { txnId, hint: `OTP sent successfully to your mobile number ${mask(LINKED_MOBILE)}` };
  }

  get(txnId: string): Registration | undefined {
    return this.registrations.get(txnId);
  }

  /** The live registration of `txnId` if it is at `stage`, or the refusal saying why not. */
  private atStage(
    txnId: string,
    stage: Stage,
  ): { kind: 'found'; registration: Registration } | Extract<OtpOutcome, { kind: 'refused' }> {
    const registration = this.registrations.get(txnId);
    if (!registration) {
      return {
        kind: 'refused',
        code: 'TXN_NOT_FOUND',
        message: 'Transaction not found or expired. Please start again.',
      };
    }
    if (registration.stage !== stage) {
      return { kind: 'refused', code: 'WRONG_STEP', message: 'This step is not expected now.' };
    }
    return { kind: 'found', registration };
  }

  /** Checks an OTP of the stage `stage`, counting wrong ones; the transaction ends at the limit. */
  verify(txnId: string, stage: Stage, otp: string): OtpOutcome {
    const found = this.atStage(txnId, stage);
    if (found.kind === 'refused') return found;
    const { registration } = found;
    if (registration.attempts >= OTP_MAX_ATTEMPTS) {
      return {
        kind: 'refused',
        code: 'OTP_ATTEMPTS_EXCEEDED',
        message: 'Maximum OTP attempts exceeded. Please start again.',
      };
    }
    if (this.now() - registration.sentAt > OTP_LIFE_MS) {
      return {
        kind: 'refused',
        code: 'OTP_EXPIRED',
        message: 'OTP expired. Please request a new OTP.',
      };
    }
    if (otp !== registration.otp) {
      registration.attempts += 1;
      const left = OTP_MAX_ATTEMPTS - registration.attempts;
      if (left <= 0) {
        this.registrations.delete(txnId);
        return {
          kind: 'refused',
          code: 'OTP_ATTEMPTS_EXCEEDED',
          message: 'Maximum OTP attempts exceeded. Please start again.',
        };
      }
      return {
        kind: 'refused',
        code: 'OTP_INVALID',
        message: `Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left.`,
      };
    }
    return { kind: 'ok', registration };
  }

  /** After the Aadhaar OTP: a mobile other than the linked one needs its own OTP. */
  aadhaarVerified(txnId: string, mobile: string): { mobileOtp: boolean; hint: string } {
    const registration = this.registrations.get(txnId)!;
    registration.mobile = mobile;
    if (mobile === LINKED_MOBILE) {
      registration.stage = 'address';
      return { mobileOtp: false, hint: 'Aadhaar verified.' };
    }
    Object.assign(registration, {
      stage: 'mobile-otp',
      otp: SANDBOX_OTPS.mobile,
      sentAt: this.now(),
      attempts: 0,
    });
    return { mobileOtp: true, hint: `OTP sent successfully to your mobile number ${mask(mobile)}` };
  }

  mobileVerified(txnId: string): void {
    this.registrations.get(txnId)!.stage = 'address';
  }

  /** Sends the stage's OTP again (the same one: the sandbox is deterministic), after the wait. */
  resend(txnId: string, stage: Stage): OtpOutcome {
    const found = this.atStage(txnId, stage);
    if (found.kind === 'refused') return found;
    const { registration } = found;
    const wait = registration.sentAt + OTP_RESEND_WAIT_MS - this.now();
    if (wait > 0) {
      return {
        kind: 'refused',
        code: 'OTP_RESEND_TOO_SOON',
        message: `Please wait ${Math.ceil(wait / 1000)} seconds before requesting a new OTP.`,
      };
    }
    registration.sentAt = this.now();
    registration.attempts = 0;
    return { kind: 'ok', registration };
  }

  exists(address: string): boolean {
    return this.taken.has(address.toLowerCase());
  }

  /** Creates the address: the ABHA number is derived from the transaction (deterministic). */
  create(txnId: string, address: string): { abhaNumber: string } {
    this.taken.add(address.toLowerCase());
    const registration = this.registrations.get(txnId)!;
    registration.stage = 'done';
    const digits = BigInt(`0x${createHash('sha256').update(txnId).digest('hex').slice(0, 15)}`)
      .toString()
      .padStart(14, '7')
      .slice(-14);
    const number = `9${digits.slice(1)}`;
    return {
      abhaNumber: `${number.slice(0, 2)}-${number.slice(2, 6)}-${number.slice(6, 10)}-${number.slice(10)}`,
    };
  }

  /** Free suggestions from the names and date of birth the app sends. */
  suggest(fn: string, ln: string, dob: string): string[] {
    const clean = (text: string): string => text.toLowerCase().replace(/[^a-z]/g, '');
    const first = clean(fn) || 'patient';
    const last = clean(ln);
    const year = /^\d{4}/.test(dob) ? dob.slice(0, 4) : '';
    const candidates = [
      last ? `${first}.${last}` : `${first}.abha`,
      `${first}${last}${year}`,
      `${first}_${year || '01'}`,
      `${last || first}.${first.slice(0, 1)}${year.slice(2)}`,
    ]
      .map((name) => (name.length < 8 ? `${name}.abha` : name).slice(0, 18).replace(/[._]$/, ''))
      .map((name) => `${name}@abdm`);
    return [...new Set(candidates)].filter((address) => !this.exists(address));
  }
}
