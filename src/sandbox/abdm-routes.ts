import { AADHAAR_PROBLEMS, aadhaarProblem } from '../shared/aadhaar';
import { abhaAddressProblem } from '../shared/abha-registration';
import { AbdmRegistrations, type AbdmRefusal, type OtpOutcome } from './abdm-registrations';
import { platformError, type SandboxResponse } from './responses';
import type { Route } from './router';

const BASE = '/abdm/na/v1/registration';
export const AADHAAR_INIT_PATH = `${BASE}/aadhaar/init`;

const refused = (code: AbdmRefusal, message: string): SandboxResponse =>
  platformError(code === 'TXN_NOT_FOUND' ? 404 : 400, message, code);

const fieldsOf = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};

const text = (body: unknown, name: string): string | undefined => {
  const value = fieldsOf(body)[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

const eka = { min_token: 'sandbox-min-token', oid: null, uuid: null };

/**
 * ABHA registration with Aadhaar (abdm-registration.json): init, OTP verify and resend, mobile
 * verify and resend, address suggestions and check, and creating the address. Answers in the
 * published shapes; errors as GenericError `{code, error, source_error:{code, message}}`. The OTPs
 * are fixed (SANDBOX_OTPS); the sandbox keeps no Aadhaar number, not even masked, and its hints
 * name no digit of it.
 */
export function abdmRoutes(now: () => number = Date.now): Route[] {
  const registrations = new AbdmRegistrations(now);
  const route = (
    method: string,
    path: string,
    handle: (input: { body: unknown; query: URLSearchParams }) => SandboxResponse,
    jwe = false,
  ): Route => ({
    service: 'platform',
    method,
    path: `${BASE}${path}`,
    errors: 'abdm',
    ...(jwe ? { jwe: true } : {}),
    handle: ({ body, query }) => handle({ body, query }),
  });
  const otpSent = (outcome: OtpOutcome, txnId: string, hint: string): SandboxResponse =>
    outcome.kind === 'refused'
      ? refused(outcome.code, outcome.message)
      : { status: 200, body: { txn_id: txnId, hint } };

  return [
    route(
      'POST',
      '/aadhaar/init',
      ({ body }) => {
        const number = fieldsOf(body)['aadhaar_number'];
        if (typeof number !== 'string') {
          return platformError(400, 'aadhaar_number must be a string of 12 digits');
        }
        const problem = aadhaarProblem(number);
        if (problem || !/^\d{12}$/.test(number)) {
          return platformError(
            400,
            `aadhaar_number is not valid: ${AADHAAR_PROBLEMS[problem ?? 'length']}`,
          );
        }
        const { txnId, hint } = registrations.start();
        return { status: 200, body: { txn_id: txnId, hint } };
      },
      true,
    ),
    route('POST', '/aadhaar/verify', ({ body }) => {
      const txnId = text(body, 'txn_id');
      const otp = text(body, 'otp');
      const mobile = text(body, 'mobile');
      if (!txnId || !otp || !mobile) {
        return platformError(400, 'txn_id, otp and mobile are required');
      }
      if (!/^[6-9]\d{9}$/.test(mobile)) return platformError(400, 'Invalid mobile number');
      const outcome = registrations.verify(txnId, 'aadhaar-otp', otp);
      if (outcome.kind === 'refused') return refused(outcome.code, outcome.message);
      const next = registrations.aadhaarVerified(txnId, mobile);
      return {
        status: 200,
        body: {
          txn_id: txnId,
          skip_state: next.mobileOtp ? 'confirm_mobile_otp' : 'abha_create',
          hint: next.hint,
          token: null,
          refresh_token: null,
          abha_profiles: [],
          eka,
        },
      };
    }),
    route('POST', '/aadhaar/resend', ({ body }) => {
      const txnId = text(body, 'txn_id');
      if (!txnId) return platformError(400, 'txn_id is required');
      return otpSent(
        registrations.resend(txnId, 'aadhaar-otp'),
        txnId,
        'OTP sent successfully to your mobile number ******9999',
      );
    }),
    route('POST', '/aadhaar/mobile/verify', ({ body }) => {
      const txnId = text(body, 'txn_id');
      const otp = text(body, 'otp');
      if (!txnId || !otp) return platformError(400, 'txn_id and otp are required');
      const outcome = registrations.verify(txnId, 'mobile-otp', otp);
      if (outcome.kind === 'refused') return refused(outcome.code, outcome.message);
      registrations.mobileVerified(txnId);
      return {
        status: 200,
        body: { txn_id: txnId, skip_state: 'abha_create', hint: 'Mobile number verified.', eka },
      };
    }),
    route('POST', '/aadhaar/mobile/resend', ({ body }) => {
      const txnId = text(body, 'txn_id');
      if (!txnId) return platformError(400, 'txn_id is required');
      const mobile = registrations.get(txnId)?.mobile ?? '';
      return otpSent(
        registrations.resend(txnId, 'mobile-otp'),
        txnId,
        `OTP sent successfully to your mobile number ******${mobile.slice(-4)}`,
      );
    }),
    route('GET', '/suggest', ({ query }) => {
      const txnId = query.get('transactionId');
      if (!txnId || registrations.get(txnId)?.stage !== 'address') {
        return refused('TXN_NOT_FOUND', 'Transaction not found or expired. Please start again.');
      }
      return {
        status: 200,
        body: {
          suggestions: registrations.suggest(
            query.get('fn') ?? '',
            query.get('ln') ?? '',
            query.get('dob') ?? '',
          ),
        },
      };
    }),
    route('POST', '/phr/check', ({ body }) => {
      const address = text(body, 'abha_address');
      if (!address) return platformError(400, 'abha_address is required');
      return { status: 200, body: { exists: registrations.exists(address) } };
    }),
    route('POST', '/aadhaar/create-phr', ({ body }) => {
      const txnId = text(body, 'txn_id');
      const address = text(body, 'abha_address')?.toLowerCase();
      if (!txnId || !address) return platformError(400, 'txn_id and abha_address are required');
      const registration = registrations.get(txnId);
      if (!registration) {
        return refused('TXN_NOT_FOUND', 'Transaction not found or expired. Please start again.');
      }
      if (registration.stage !== 'address') {
        return refused('WRONG_STEP', 'Verify the OTP before creating an ABHA address.');
      }
      const problem = abhaAddressProblem(address);
      if (problem || !address.endsWith('@abdm')) {
        return refused('ABHA_ADDRESS_INVALID', problem ?? 'An ABHA address ends with @abdm.');
      }
      if (registrations.exists(address)) {
        return refused('ABHA_ADDRESS_TAKEN', 'This ABHA address is already taken.');
      }
      const { abhaNumber } = registrations.create(txnId, address);
      return {
        status: 200,
        body: {
          txn_id: txnId,
          skip_state: 'abha_end',
          hint: 'ABHA address created.',
          token: null,
          refresh_token: null,
          profile: {
            abha_address: address,
            abha_addresses: [address],
            abha_number: abhaNumber,
            kyc_verified: true,
            mobile: registration.mobile ?? null,
          },
          eka,
        },
      };
    }),
  ];
}
