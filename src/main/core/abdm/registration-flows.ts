import type { RegistrationStep, RegistrationView } from '../../../shared/abha-registration';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_WAIT_MS,
  SANDBOX_OTPS,
} from '../../../shared/abha-registration';

/** A registration left alone this long is forgotten (the platform's OTPs live about 10 minutes). */
export const FLOW_IDLE_MS = 15 * 60_000;

/**
 * One patient's registration in progress. In memory only, never on disk; it never holds the
 * Aadhaar number (only its masked form), and it is dropped on cancel, on completion, on a
 * refusal that ends the transaction, and after FLOW_IDLE_MS without use.
 */
export interface Flow {
  patientId: string;
  txnId: string;
  step: RegistrationStep;
  maskedAadhaar: string;
  hint: string;
  sentAt: number;
  attemptsLeft: number;
  mobile?: string;
  suggestions: string[];
  /** The embedded sandbox is the backend: the screen may show its fixed OTPs. */
  sandbox: boolean;
  touchedAt: number;
}

export interface RegistrationFlows {
  get(patientId: string): Flow | undefined;
  put(flow: Omit<Flow, 'touchedAt'>): Flow;
  update(flow: Flow, change: Partial<Omit<Flow, 'patientId' | 'touchedAt'>>): Flow;
  /** A new OTP was sent: the wait and the attempts start again. */
  otpSent(flow: Flow, step: RegistrationStep, hint: string): Flow;
  drop(patientId: string): void;
  view(flow: Flow): RegistrationView;
  close(): void;
}

export function createRegistrationFlows(clock: { now(): number }): RegistrationFlows {
  const flows = new Map<string, Flow>();
  const sweep = (): void => {
    const now = clock.now();
    for (const [id, flow] of flows) if (now - flow.touchedAt > FLOW_IDLE_MS) flows.delete(id);
  };
  const timer = setInterval(sweep, 60_000);
  timer.unref?.();

  const self: RegistrationFlows = {
    get(patientId) {
      sweep();
      return flows.get(patientId);
    },
    put(flow) {
      const stored = { ...flow, touchedAt: clock.now() };
      flows.set(flow.patientId, stored);
      return stored;
    },
    update(flow, change) {
      return self.put({ ...flow, ...change });
    },
    otpSent(flow, step, hint) {
      return self.update(flow, {
        step,
        hint,
        sentAt: clock.now(),
        attemptsLeft: OTP_MAX_ATTEMPTS,
      });
    },
    drop(patientId) {
      flows.delete(patientId);
    },
    view(flow) {
      const trialOtp =
        flow.step === 'otp'
          ? SANDBOX_OTPS.aadhaar
          : flow.step === 'mobile'
            ? SANDBOX_OTPS.mobile
            : undefined;
      return {
        patientId: flow.patientId,
        step: flow.step,
        maskedAadhaar: flow.maskedAadhaar,
        hint: flow.hint,
        resendAt: flow.sentAt + OTP_RESEND_WAIT_MS,
        attemptsLeft: flow.attemptsLeft,
        ...(flow.mobile ? { mobile: flow.mobile } : {}),
        suggestions: flow.suggestions,
        ...(flow.sandbox && trialOtp ? { trialOtp } : {}),
        expiresAt: flow.touchedAt + FLOW_IDLE_MS,
      };
    },
    close() {
      clearInterval(timer);
      flows.clear();
    },
  };
  return self;
}
