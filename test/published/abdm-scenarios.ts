import { verhoeffCheckDigit } from '../../src/shared/aadhaar';
import { OTP_RESEND_WAIT_MS, SANDBOX_OTPS } from '../../src/shared/abha-registration';
import { startSandbox, type Sandbox } from '../../src/sandbox/server';
import { exchange, signIn, type SandboxAnswer } from './sandbox-exchange';
import type { Scenario } from './sandbox-scenarios';

const R = '/abdm/na/v1/registration';
const AADHAAR = `23412341234${verhoeffCheckDigit('23412341234')}`;
const OTHER_MOBILE = '9876543210';

async function post(s: Sandbox, path: string, body: unknown): Promise<SandboxAnswer> {
  return exchange(s, 'POST', `${R}${path}`, { token: (await signIn(s)).access, body });
}

/** A registration brought to `stage` through the sandbox's own routes: its transaction id. */
async function registration(s: Sandbox, stage: 'otp' | 'mobile' | 'address'): Promise<string> {
  const init = await exchange(s, 'POST', `${R}/aadhaar/init`, {
    token: (await signIn(s)).access,
    body: { aadhaar_number: AADHAAR },
    encrypt: true,
  });
  const txn_id = (init.json as { txn_id: string }).txn_id;
  if (stage === 'otp') return txn_id;
  await post(s, '/aadhaar/verify', { txn_id, otp: SANDBOX_OTPS.aadhaar, mobile: OTHER_MOBILE });
  if (stage === 'mobile') return txn_id;
  await post(s, '/aadhaar/mobile/verify', { txn_id, otp: SANDBOX_OTPS.mobile });
  return txn_id;
}

/**
 * A resend once the platform's wait is over: on a sandbox of its own whose clock is moved on past
 * the wait (the shared sandbox keeps real time).
 */
async function afterTheWait(stage: 'otp' | 'mobile', path: string): Promise<SandboxAnswer> {
  let shift = 0;
  const own = await startSandbox({ port: 0, host: '127.0.0.1', now: () => Date.now() + shift });
  try {
    const txn_id = await registration(own, stage);
    shift = OTP_RESEND_WAIT_MS + 1_000;
    return await post(own, path, { txn_id });
  } finally {
    await own.close();
  }
}

const unknown = (path: string, extra: Record<string, unknown> = {}): Scenario => ({
  name: 'an unknown transaction',
  status: 404,
  run: (s) => post(s, path, { txn_id: 'txn-none', ...extra }),
});

/** Requests that make the sandbox give each answer of the registration steps the app must read. */
export const ABDM_SCENARIOS: Record<string, Scenario[]> = {
  [`POST ${R}/aadhaar/verify`]: [
    {
      name: 'the right OTP with another mobile (a mobile OTP follows)',
      status: 200,
      run: async (s) =>
        post(s, '/aadhaar/verify', {
          txn_id: await registration(s, 'otp'),
          otp: SANDBOX_OTPS.aadhaar,
          mobile: OTHER_MOBILE,
        }),
    },
    {
      name: 'the right OTP with the Aadhaar-linked mobile',
      status: 200,
      run: async (s) =>
        post(s, '/aadhaar/verify', {
          txn_id: await registration(s, 'otp'),
          otp: SANDBOX_OTPS.aadhaar,
          mobile: '9999999999',
        }),
    },
    {
      name: 'a wrong OTP',
      status: 400,
      run: async (s) =>
        post(s, '/aadhaar/verify', {
          txn_id: await registration(s, 'otp'),
          otp: '000000',
          mobile: OTHER_MOBILE,
        }),
    },
    unknown('/aadhaar/verify', { otp: '123456', mobile: OTHER_MOBILE }),
  ],
  [`POST ${R}/aadhaar/resend`]: [
    {
      name: 'once the wait is over',
      status: 200,
      run: () => afterTheWait('otp', '/aadhaar/resend'),
    },
    {
      name: 'too soon',
      status: 400,
      run: async (s) => post(s, '/aadhaar/resend', { txn_id: await registration(s, 'otp') }),
    },
  ],
  [`POST ${R}/aadhaar/mobile/verify`]: [
    {
      name: 'the right mobile OTP',
      status: 200,
      run: async (s) =>
        post(s, '/aadhaar/mobile/verify', {
          txn_id: await registration(s, 'mobile'),
          otp: SANDBOX_OTPS.mobile,
        }),
    },
    {
      name: 'a wrong mobile OTP',
      status: 400,
      run: async (s) =>
        post(s, '/aadhaar/mobile/verify', {
          txn_id: await registration(s, 'mobile'),
          otp: '000000',
        }),
    },
  ],
  [`POST ${R}/aadhaar/mobile/resend`]: [
    {
      name: 'once the wait is over',
      status: 200,
      run: () => afterTheWait('mobile', '/aadhaar/mobile/resend'),
    },
    unknown('/aadhaar/mobile/resend'),
  ],
  [`GET ${R}/suggest`]: [
    {
      name: 'from the names and date of birth',
      status: 200,
      run: async (s) => {
        const txn = await registration(s, 'address');
        return exchange(
          s,
          'GET',
          `${R}/suggest?transactionId=${txn}&fn=Raj&ln=Kumar&dob=1990-05-15`,
          {
            token: (await signIn(s)).access,
          },
        );
      },
    },
    {
      name: 'an unknown transaction',
      status: 404,
      run: async (s) =>
        exchange(s, 'GET', `${R}/suggest?transactionId=txn-none`, {
          token: (await signIn(s)).access,
        }),
    },
  ],
  [`POST ${R}/phr/check`]: [
    {
      name: 'a taken address',
      status: 200,
      run: (s) => post(s, '/phr/check', { abha_address: 'sandbox.taken@abdm' }),
    },
    {
      name: 'a free address',
      status: 200,
      run: (s) => post(s, '/phr/check', { abha_address: 'nobody.has.this@abdm' }),
    },
    { name: 'no address', status: 400, run: (s) => post(s, '/phr/check', {}) },
  ],
  [`POST ${R}/aadhaar/create-phr`]: [
    {
      name: 'a free address',
      status: 200,
      run: async (s) =>
        post(s, '/aadhaar/create-phr', {
          txn_id: await registration(s, 'address'),
          abha_address: `free.${Date.now() % 1_000_000}@abdm`,
        }),
    },
    {
      name: 'a taken address',
      status: 400,
      run: async (s) =>
        post(s, '/aadhaar/create-phr', {
          txn_id: await registration(s, 'address'),
          abha_address: 'sandbox.taken@abdm',
        }),
    },
  ],
  ['PATCH /profiles/v1/patient/{oid}']: [
    {
      name: 'an ABHA address',
      status: 200,
      run: async (s) =>
        exchange(s, 'PATCH', '/profiles/v1/patient/174000000000001', {
          token: (await signIn(s)).access,
          headers: { 'client-id': s.options.clientId },
          body: { abha: 'asha.test.1@abdm' },
        }),
    },
    {
      name: 'no token',
      status: 401,
      run: (s) =>
        exchange(s, 'PATCH', '/profiles/v1/patient/174000000000001', {
          headers: { 'client-id': s.options.clientId },
          body: { abha: 'asha.test.1@abdm' },
        }),
    },
  ],
};
