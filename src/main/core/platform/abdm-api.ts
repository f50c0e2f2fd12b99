import type { ZodType } from 'zod';
import {
  CreateAnswerSchema,
  ExistsAnswerSchema,
  OtpSentAnswerSchema,
  SuggestAnswerSchema,
  VerifyAnswerSchema,
} from '../../../shared/abha-registration';
import type { Backend } from '../backend';

/** ABHA registration with Aadhaar, as abdm-registration.json publishes it. */
export const ABDM_REGISTRATION = '/abdm/na/v1/registration';

type Client = Pick<Backend, 'client'>;

function post<T>(
  { client }: Client,
  path: string,
  body: Record<string, unknown>,
  schema: ZodType<T>,
  what: string,
  encrypt = false,
): Promise<T> {
  return client.request({
    method: 'POST',
    path: `${ABDM_REGISTRATION}${path}`,
    body,
    schema,
    what,
    ...(encrypt ? { encrypt: true } : {}),
  });
}

/** `POST /aadhaar/init`, the body encrypted (the contract's JWE): the OTP goes to the linked mobile. */
export const aadhaarInit = (backend: Client, aadhaarNumber: string) =>
  post(
    backend,
    '/aadhaar/init',
    { aadhaar_number: aadhaarNumber },
    OtpSentAnswerSchema,
    'Starting Aadhaar registration',
    true,
  );

/** `POST /aadhaar/verify`: the Aadhaar OTP, with the mobile number for ABHA communication. */
export const aadhaarVerify = (backend: Client, txnId: string, otp: string, mobile: string) =>
  post(
    backend,
    '/aadhaar/verify',
    { txn_id: txnId, otp, mobile },
    VerifyAnswerSchema,
    'Checking the Aadhaar OTP',
  );

export const aadhaarResend = (backend: Client, txnId: string) =>
  post(backend, '/aadhaar/resend', { txn_id: txnId }, OtpSentAnswerSchema, 'Sending the OTP again');

/** `POST /aadhaar/mobile/verify`: the OTP sent to a mobile other than the Aadhaar-linked one. */
export const mobileVerify = (backend: Client, txnId: string, otp: string) =>
  post(
    backend,
    '/aadhaar/mobile/verify',
    { txn_id: txnId, otp },
    VerifyAnswerSchema,
    'Checking the mobile OTP',
  );

export const mobileResend = (backend: Client, txnId: string) =>
  post(
    backend,
    '/aadhaar/mobile/resend',
    { txn_id: txnId },
    OtpSentAnswerSchema,
    'Sending the mobile OTP again',
  );

/** `GET /suggest`: free ABHA addresses from the patient's names and date of birth. */
export function suggestAddresses(
  { client }: Client,
  txnId: string,
  person: { fn?: string; ln?: string; dob?: string },
) {
  const query = new URLSearchParams({ transactionId: txnId });
  if (person.fn) query.set('fn', person.fn);
  if (person.ln) query.set('ln', person.ln);
  if (person.dob) query.set('dob', person.dob);
  return client.request({
    method: 'GET',
    path: `${ABDM_REGISTRATION}/suggest?${query.toString()}`,
    schema: SuggestAnswerSchema,
    what: 'Asking for ABHA address suggestions',
  });
}

/** `POST /phr/check`: whether an ABHA address exists already. */
export const addressExists = (backend: Client, address: string) =>
  post(
    backend,
    '/phr/check',
    { abha_address: address },
    ExistsAnswerSchema,
    'Checking the ABHA address',
  );

/** `POST /aadhaar/create-phr`: creates the ABHA address (and number) of the transaction. */
export const createAbhaAddress = (backend: Client, txnId: string, address: string) =>
  post(
    backend,
    '/aadhaar/create-phr',
    { txn_id: txnId, abha_address: address },
    CreateAnswerSchema,
    'Creating the ABHA address',
  );
