import { randomUUID } from 'node:crypto';
import { AADHAAR_PROBLEMS, aadhaarProblem } from '../shared/aadhaar';
import { platformError } from './responses';
import type { Route } from './router';

export const AADHAAR_INIT_PATH = '/abdm/na/v1/registration/aadhaar/init';

/**
 * Identity-network registration, first step. The contract shows the request (JWE or plain
 * `{aadhaar_number}`) but not the answer; the sandbox answers `{txn_id, message}` for the OTP step
 * that would follow. It keeps nothing: not the number, not even a masked copy.
 */
export function abdmRoutes(): Route[] {
  return [
    {
      service: 'platform',
      method: 'POST',
      path: AADHAAR_INIT_PATH,
      jwe: true,
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
            message: `OTP sent to the mobile number linked with Aadhaar ending ${number.slice(-4)}`,
          },
        };
      },
    },
  ];
}
