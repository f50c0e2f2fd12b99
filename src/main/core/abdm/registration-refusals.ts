import { CoreError, isCoreError } from '../errors';
import { isPlatformError } from '../platform/errors';

/** What a refusal means for the flow: keep it (the person can try again) or drop it (start again). */
export interface Refusal {
  error: CoreError;
  /** The platform ended the transaction: the flow is dropped, the Aadhaar number is needed again. */
  ends: boolean;
  /** A wrong OTP: one attempt fewer. */
  wrongOtp: boolean;
}

const START_AGAIN = 'Start again: the Aadhaar number has to be typed again.';

/**
 * The platform's refusals of a registration step in words staff can act on. The platform's
 * `source_error.code` (abdm-registration.json, GenericError) says which; any other refusal keeps
 * the platform's own sentence (the client's message).
 */
export function explainRefusal(
  error: unknown,
  field: 'otp' | 'address',
  attemptsLeft: number,
): Refusal {
  if (!isPlatformError(error) || error.failure !== 'http') {
    return {
      error: isCoreError(error)
        ? error
        : new CoreError('INTERNAL', 'The step failed unexpectedly.'),
      ends: false,
      wrongOtp: false,
    };
  }
  const fields = (message: string) => ({ fields: { [field]: message }, cause: error });
  switch (error.platformCode ?? '') {
    case 'OTP_INVALID': {
      const left = Math.max(attemptsLeft - 1, 0);
      const message = `That OTP is not right. ${left} attempt${left === 1 ? '' : 's'} left; check the digits the patient reads out.`;
      return {
        error: new CoreError('REJECTED', message, fields(message)),
        ends: false,
        wrongOtp: true,
      };
    }
    case 'OTP_EXPIRED': {
      const message = 'That OTP has expired. Ask for a new one with Resend OTP.';
      return {
        error: new CoreError('REJECTED', message, fields(message)),
        ends: false,
        wrongOtp: false,
      };
    }
    case 'OTP_ATTEMPTS_EXCEEDED':
      return {
        error: new CoreError(
          'REJECTED',
          `Too many wrong OTPs: the platform ended this registration. ${START_AGAIN}`,
          { cause: error },
        ),
        ends: true,
        wrongOtp: true,
      };
    case 'TXN_NOT_FOUND':
      return {
        error: new CoreError(
          'REJECTED',
          `The platform no longer knows this registration (it expired). ${START_AGAIN}`,
          { cause: error },
        ),
        ends: true,
        wrongOtp: false,
      };
    case 'OTP_RESEND_TOO_SOON': {
      const message = `The platform wants a longer wait before another OTP: ${error.reason ?? 'try again shortly'}`;
      return {
        error: new CoreError('REJECTED', message, { cause: error }),
        ends: false,
        wrongOtp: false,
      };
    }
    case 'ABHA_ADDRESS_TAKEN': {
      const message = 'That ABHA address is already taken. Choose a suggestion or type another.';
      return {
        error: new CoreError('CONFLICT', message, fields(message)),
        ends: false,
        wrongOtp: false,
      };
    }
    case 'ABHA_ADDRESS_INVALID': {
      const message = `The platform refused that ABHA address: ${error.reason ?? 'it is not valid'}`;
      return {
        error: new CoreError('REJECTED', message, fields(message)),
        ends: false,
        wrongOtp: false,
      };
    }
    default:
      return { error, ends: false, wrongOtp: false };
  }
}
