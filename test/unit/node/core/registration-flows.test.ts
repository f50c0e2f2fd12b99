import { afterEach, describe, expect, it } from 'vitest';
import {
  FLOW_IDLE_MS,
  createRegistrationFlows,
  type RegistrationFlows,
} from '../../../../src/main/core/abdm/registration-flows';
import { OTP_RESEND_WAIT_MS, SANDBOX_OTPS } from '../../../../src/shared/abha-registration';
import { createFakeClock } from '../../../helpers/fake-clock';

const FLOW = {
  patientId: 'patient-1',
  txnId: 'txn-1',
  step: 'otp' as const,
  maskedAadhaar: 'XXXX XXXX 2346',
  hint: 'OTP sent',
  attemptsLeft: 3,
  suggestions: [],
};

let flows: RegistrationFlows | undefined;
afterEach(() => flows?.close());

describe('ABHA registration flows in memory', () => {
  it('shows the fixed OTP only when the embedded sandbox is the backend', () => {
    const clock = createFakeClock();
    flows = createRegistrationFlows(clock);
    const real = flows.put({ ...FLOW, sentAt: clock.now(), sandbox: false });
    expect(flows.view(real)).not.toHaveProperty('trialOtp');
    const trial = flows.put({ ...FLOW, sentAt: clock.now(), sandbox: true });
    expect(flows.view(trial).trialOtp).toBe(SANDBOX_OTPS.aadhaar);
    expect(flows.view(flows.update(trial, { step: 'mobile' })).trialOtp).toBe(SANDBOX_OTPS.mobile);
    expect(flows.view(flows.update(trial, { step: 'address' }))).not.toHaveProperty('trialOtp');
  });

  it('counts the resend wait from the last OTP sent, and forgets a flow left idle', () => {
    const clock = createFakeClock();
    flows = createRegistrationFlows(clock);
    const flow = flows.put({ ...FLOW, sentAt: clock.now(), sandbox: false });
    expect(flows.view(flow).resendAt).toBe(clock.now() + OTP_RESEND_WAIT_MS);
    clock.advance(FLOW_IDLE_MS - 1);
    expect(flows.get('patient-1')).toBeDefined();
    clock.advance(2);
    expect(flows.get('patient-1')).toBeUndefined();
  });
});
