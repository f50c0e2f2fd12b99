import {
  AADHAAR_PROBLEMS,
  aadhaarProblem,
  maskAadhaar,
  normalizeAadhaar,
} from '../../../shared/aadhaar';
import {
  OTP_RESEND_WAIT_MS,
  abhaAddressProblem,
  fullAbhaAddress,
  type AddressCheckView,
  type RegistrationView,
  type VerifyAnswer,
} from '../../../shared/abha-registration';
import type { Backend } from '../backend';
import { tracked, type ConnectionMonitor } from '../connection/connection-monitor';
import { CoreError } from '../errors';
import type { PatientsAbha } from '../patients/patient-abha';
import * as api from '../platform/abdm-api';
import { createRegistrationFlows, type Flow } from './registration-flows';
import { createOtpGuard, secondsInWords } from './otp-guard';
import { explainRefusal } from './registration-refusals';

export interface RegistrationService {
  get(patientId: string): RegistrationView | null;
  start(
    patientId: string,
    consentVersion: string,
    aadhaarNumber: string,
  ): Promise<RegistrationView>;
  verifyOtp(patientId: string, otp: string, mobile: string): Promise<RegistrationView>;
  verifyMobile(patientId: string, otp: string): Promise<RegistrationView>;
  resend(patientId: string): Promise<RegistrationView>;
  checkAddress(patientId: string, address: string): Promise<AddressCheckView>;
  create(patientId: string, address: string): Promise<RegistrationView>;
  cancel(patientId: string): null;
  close(): void;
}

const OFFLINE =
  'ABHA registration needs a live connection: its one-time passwords expire within minutes, so nothing is saved or queued to send later. What you typed stays on screen, except the Aadhaar number.';

/**
 * ABHA registration from a patient, step by step against the platform (abdm-registration.json).
 * Live only. The flow lives in memory by patient (never the Aadhaar number, which only passes
 * through `start`); the result is saved on the patient through the patients feature. OTP steps go
 * one at a time per patient, wrong OTPs are counted here, and Aadhaar OTPs wait out a cool-down
 * (otp-guard.ts).
 */
export function createRegistrationService(deps: {
  backend: () => Promise<Backend>;
  connection: ConnectionMonitor;
  clock: { now(): number };
  patients: PatientsAbha;
}): RegistrationService {
  const flows = createRegistrationFlows(deps.clock);
  const guard = createOtpGuard(deps.clock);

  async function live<T>(call: (backend: Backend) => Promise<T>): Promise<T> {
    if (deps.connection.status().state === 'offline') throw new CoreError('OFFLINE', OFFLINE);
    const backend = await deps.backend();
    return tracked(deps.connection, call(backend));
  }

  function current(patientId: string, ...steps: Flow['step'][]): Flow {
    const flow = flows.get(patientId);
    if (!flow) {
      throw new CoreError(
        'NOT_FOUND',
        'There is no ABHA registration in progress for this patient (it was cancelled or left too long). Start again.',
      );
    }
    if (!steps.includes(flow.step)) {
      throw new CoreError(
        'CONFLICT',
        'The registration has moved on: the screen shows where it stands now.',
      );
    }
    return flow;
  }

  /** Runs a step; a refusal counts a wrong OTP, or ends the flow when the platform ended it. */
  async function step<T>(
    flow: Flow,
    field: 'otp' | 'address',
    call: (b: Backend) => Promise<T>,
  ): Promise<T> {
    try {
      return await live(call);
    } catch (error) {
      const refusal = explainRefusal(error, field, flow.attemptsLeft);
      if (refusal.ends) flows.drop(flow.patientId);
      else if (refusal.wrongOtp)
        flows.update(flow, { attemptsLeft: Math.max(flow.attemptsLeft - 1, 0) });
      throw refusal.error;
    }
  }

  async function afterVerify(flow: Flow, answer: VerifyAnswer): Promise<RegistrationView> {
    const hint = answer.hint ?? '';
    if (answer.skip_state === 'confirm_mobile_otp') {
      return flows.view(
        flows.otpSent(
          { ...flow, txnId: answer.txn_id ?? flow.txnId },
          'mobile',
          hint || 'An OTP was sent to the mobile number given.',
        ),
      );
    }
    if (answer.skip_state === 'abha_create') {
      const moved = flows.update(flow, {
        txnId: answer.txn_id ?? flow.txnId,
        step: 'address',
        hint,
      });
      const suggested = await live((b) =>
        api.suggestAddresses(b, moved.txnId, deps.patients.person(flow.patientId)),
      ).catch(() => ({ suggestions: [] }));
      return flows.view(flows.update(moved, { suggestions: suggested.suggestions ?? [] }));
    }
    // The patient has an ABHA already (abha_select / abha_end): it is linked as it is.
    const address =
      answer.profile?.abha_address ??
      answer.abha_profiles?.find((p) => p.abha_address)?.abha_address;
    if (!address) {
      flows.drop(flow.patientId);
      throw new CoreError(
        'BAD_RESPONSE',
        'The platform says the patient has an ABHA but named no address. Start again.',
      );
    }
    return done(flow, {
      address,
      ...(answer.profile?.abha_number ? { number: answer.profile.abha_number } : {}),
    });
  }

  function done(flow: Flow, abha: { number?: string; address: string }): RegistrationView {
    deps.patients.saveAbha(flow.patientId, abha);
    flows.drop(flow.patientId);
    return {
      ...flows.view(flow),
      step: 'done',
      abhaAddress: abha.address,
      ...(abha.number ? { abhaNumber: abha.number } : {}),
    };
  }

  /** Sends the step's OTP again once the wait is over; an Aadhaar OTP starts the cool-down. */
  async function resendNow(patientId: string): Promise<RegistrationView> {
    const flow = current(patientId, 'otp', 'mobile');
    const wait = flow.sentAt + OTP_RESEND_WAIT_MS - deps.clock.now();
    if (wait > 0) {
      throw new CoreError(
        'INVALID_ARGUMENT',
        `Another OTP can be asked for in ${secondsInWords(wait)}.`,
      );
    }
    const answer = await step(flow, 'otp', (b) =>
      flow.step === 'otp' ? api.aadhaarResend(b, flow.txnId) : api.mobileResend(b, flow.txnId),
    );
    if (flow.step === 'otp') guard.aadhaarOtpSent(patientId);
    return flows.view(
      flows.otpSent(
        { ...flow, txnId: answer.txn_id },
        flow.step,
        answer.hint ?? 'Another OTP was sent.',
      ),
    );
  }

  return {
    get(patientId) {
      const flow = flows.get(patientId);
      return flow ? flows.view(flow) : null;
    },

    async start(patientId, consentVersion, aadhaarNumber) {
      const problem = aadhaarProblem(aadhaarNumber);
      if (problem) {
        throw new CoreError('INVALID_ARGUMENT', AADHAAR_PROBLEMS[problem], {
          fields: { aadhaar_number: AADHAAR_PROBLEMS[problem] },
        });
      }
      deps.patients.person(patientId); // the patient exists here
      if (deps.connection.status().state === 'offline') throw new CoreError('OFFLINE', OFFLINE);
      const { backend, answer } = await guard.exclusive(patientId, async () => {
        // Refused before anything changes: the registration under way (if any) stays as it is.
        guard.checkCoolDown(patientId);
        deps.patients.recordConsent(
          patientId,
          consentVersion,
          new Date(deps.clock.now()).toISOString(),
        );
        flows.drop(patientId); // a new start replaces an earlier attempt
        const backend = await deps.backend();
        const answer = await live((b) => api.aadhaarInit(b, normalizeAadhaar(aadhaarNumber)));
        guard.aadhaarOtpSent(patientId);
        return { backend, answer };
      });
      const flow = flows.put({
        patientId,
        txnId: answer.txn_id,
        step: 'otp',
        maskedAadhaar: maskAadhaar(aadhaarNumber),
        hint:
          answer.hint ??
          'The identity network sent a one-time password to the mobile number linked with this Aadhaar.',
        sentAt: deps.clock.now(),
        attemptsLeft: 3,
        suggestions: [],
        sandbox: backend.mode === 'sandbox',
      });
      return flows.view(flows.otpSent(flow, 'otp', flow.hint));
    },

    verifyOtp(patientId, otp, mobile) {
      return guard.exclusive(patientId, async () => {
        // The mobile is kept at once: a wrong OTP must not cost the typing of it again.
        const flow = flows.update(current(patientId, 'otp'), { mobile });
        guard.checkAttempts(flow.attemptsLeft);
        const answer = await step(flow, 'otp', (b) =>
          api.aadhaarVerify(b, flow.txnId, otp, mobile),
        );
        return afterVerify(flows.get(patientId) ?? flow, answer);
      });
    },

    verifyMobile(patientId, otp) {
      return guard.exclusive(patientId, async () => {
        const flow = current(patientId, 'mobile');
        guard.checkAttempts(flow.attemptsLeft);
        const answer = await step(flow, 'otp', (b) => api.mobileVerify(b, flow.txnId, otp));
        return afterVerify(flows.get(patientId) ?? flow, answer);
      });
    },

    resend: (patientId) => guard.exclusive(patientId, () => resendNow(patientId)),

    async checkAddress(patientId, address) {
      const flow = current(patientId, 'address');
      const problem = abhaAddressProblem(address);
      if (problem)
        throw new CoreError('INVALID_ARGUMENT', problem, { fields: { address: problem } });
      const full = fullAbhaAddress(address);
      const answer = await step(flow, 'address', (b) => api.addressExists(b, full));
      return { address: full, available: !answer.exists };
    },

    async create(patientId, address) {
      const flow = current(patientId, 'address');
      const problem = abhaAddressProblem(address);
      if (problem)
        throw new CoreError('INVALID_ARGUMENT', problem, { fields: { address: problem } });
      const answer = await step(flow, 'address', (b) =>
        api.createAbhaAddress(b, flow.txnId, fullAbhaAddress(address)),
      );
      return done(flow, {
        address: answer.profile.abha_address,
        ...(answer.profile.abha_number ? { number: answer.profile.abha_number } : {}),
      });
    },

    cancel(patientId) {
      flows.drop(patientId);
      return null;
    },

    close: () => flows.close(),
  };
}
