import { OTP_MAX_ATTEMPTS, OTP_RESEND_WAIT_MS } from '../../../shared/abha-registration';
import { CoreError } from '../errors';

/*
 * What the app holds back before an ABHA registration step reaches the platform.
 *
 * - One OTP exchange at a time per registration (per patient: a patient has at most one
 *   transaction, and a new start replaces it). A second request while one is with the platform is
 *   refused at once, in words, rather than queued: every OTP check spends one of the platform's
 *   attempts, and a queued duplicate (a double click, a page repeating itself) would spend another
 *   after the first answer is known, or hit a step that has moved on. The screen disables its
 *   buttons while a step is under way, so staff do not normally meet this refusal.
 * - A local count of wrong OTPs per transaction: checked before the platform is asked, so a
 *   registration with no attempts left is refused here and the count the screen shows is the one
 *   the app holds (not the platform's sentence, which parallel checks each read as "2 left").
 *   The limit is OTP_MAX_ATTEMPTS (3): the published files state none; 3 is what the app and its
 *   sandbox assume (docs/abha.md).
 * - A cool-down between two Aadhaar OTPs sent for one patient (a start, or a resend of the Aadhaar
 *   OTP): OTP_RESEND_WAIT_MS (60 s), the same wait as Resend OTP, since the platform publishes no
 *   interval. It outlives the transaction, so cancelling and starting again does not skip it.
 */

/** The remaining wait in words: "1 second", "42 seconds". */
export function secondsInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

export const OTP_IN_FLIGHT =
  'An OTP step for this registration is already with the platform. Wait for its answer, then try again if needed.';

export const NO_ATTEMPTS_LEFT = `${OTP_MAX_ATTEMPTS} wrong OTPs have been tried for this registration, the most the platform accepts. Ask for a new OTP with Resend OTP, or start again.`;

export function coolDownMessage(waitMs: number): string {
  return `An Aadhaar OTP was sent for this patient less than a minute ago. Another can be sent in ${secondsInWords(waitMs)}; ask the patient to check their phone meanwhile.`;
}

export interface OtpGuard {
  /**
   * Runs `step` as the patient's one OTP exchange with the platform; refuses (CONFLICT) while
   * another is under way.
   */
  exclusive<T>(patientId: string, step: () => Promise<T>): Promise<T>;
  /** Refuses (REJECTED) when the transaction has no attempts left by the local count. */
  checkAttempts(attemptsLeft: number): void;
  /** Refuses (REJECTED) a new Aadhaar OTP within the cool-down, saying how long is left. */
  checkCoolDown(patientId: string): void;
  /** An Aadhaar OTP was sent for the patient now: the cool-down starts. */
  aadhaarOtpSent(patientId: string): void;
}

export function createOtpGuard(clock: { now(): number }): OtpGuard {
  const inFlight = new Set<string>();
  const lastSent = new Map<string, number>();

  return {
    async exclusive(patientId, step) {
      if (inFlight.has(patientId)) throw new CoreError('CONFLICT', OTP_IN_FLIGHT);
      inFlight.add(patientId);
      try {
        return await step();
      } finally {
        inFlight.delete(patientId);
      }
    },
    checkAttempts(attemptsLeft) {
      if (attemptsLeft <= 0) {
        throw new CoreError('REJECTED', NO_ATTEMPTS_LEFT, { fields: { otp: NO_ATTEMPTS_LEFT } });
      }
    },
    checkCoolDown(patientId) {
      const now = clock.now();
      // Forget sends whose cool-down is over, so the map stays as small as the clinic's last minute.
      for (const [id, at] of lastSent) if (now - at >= OTP_RESEND_WAIT_MS) lastSent.delete(id);
      const at = lastSent.get(patientId);
      if (at === undefined) return;
      throw new CoreError('REJECTED', coolDownMessage(at + OTP_RESEND_WAIT_MS - now));
    },
    aadhaarOtpSent(patientId) {
      lastSent.set(patientId, clock.now());
    },
  };
}
