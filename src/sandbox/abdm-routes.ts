import { randomUUID } from 'node:crypto';
import { AADHAAR_PROBLEMS, aadhaarProblem } from '../shared/aadhaar';
import { platformError } from './responses';
import type { Route } from './router';

export const AADHAAR_INIT_PATH = '/abdm/na/v1/registration/aadhaar/init';

/**
 * Identity-network registration, first step. The contract shows the request (JWE or plain
 * `{aadhaar_number}`); abdm-registration.json publishes the answer `{txn_id, hint}` and errors as
 * `{code, error}`. The sandbox keeps nothing: not the number, not even a masked copy, and its hint
 * names no digit of it.
 */
export function abdmRoutes(): Route[] {
  return [
    {
      service: 'platform',
      method: 'POST',
      path: AADHAAR_INIT_PATH,
      jwe: true,
      errors: 'abdm',
      handle: ({ body }) => {
        const number = (body as { aadhaar_number?: unknown } | undefined)?.aadhaar_number;
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
        return {
          status: 200,
          body: {
            txn_id: randomUUID(),
            hint: 'OTP sent successfully to the mobile number linked with this Aadhaar',
          },
        };
      },
    },
  ];
}
