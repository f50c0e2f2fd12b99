import {
  AADHAAR_PROBLEMS,
  aadhaarProblem,
  maskAadhaar,
  normalizeAadhaar,
} from '../../../shared/aadhaar';
import { AadhaarInitAnswerSchema, type AadhaarInitResult } from '../../../shared/abdm';
import { createHash } from 'node:crypto';
import type { Backend } from '../backend';
import { tracked, type ConnectionMonitor } from '../connection/connection-monitor';
import { CoreError } from '../errors';
import { createOtpGuard } from './otp-guard';

export const AADHAAR_INIT_PATH = '/abdm/na/v1/registration/aadhaar/init';

export interface AadhaarService {
  /** Starts registration with the identity network: encrypted, live only, never stored. */
  init(aadhaarNumber: string): Promise<AadhaarInitResult>;
}

export function createAadhaarService(deps: {
  backend: () => Promise<Backend>;
  connection: ConnectionMonitor;
  clock: { now(): number };
}): AadhaarService {
  // The same hold-backs as a registration's start (otp-guard.ts): one send at a time and 60 s
  // between two OTPs for one Aadhaar number, known here only by its hash, in memory.
  const guard = createOtpGuard(deps.clock);
  return {
    async init(aadhaarNumber) {
      const problem = aadhaarProblem(aadhaarNumber);
      if (problem) {
        throw new CoreError('INVALID_ARGUMENT', AADHAAR_PROBLEMS[problem], {
          fields: { aadhaar_number: AADHAAR_PROBLEMS[problem] },
        });
      }
      // The next step is an OTP the patient reads out now: a queued request would be useless,
      // and the number must not wait on disk. So it is live or nothing.
      const status = deps.connection.status();
      if (status.state === 'offline') {
        throw new CoreError(
          'OFFLINE',
          'Aadhaar registration needs a live connection: it starts a one-time-password exchange with the identity network. Nothing was saved or queued; try again when the connection is back.',
        );
      }
      const key = createHash('sha256').update(normalizeAadhaar(aadhaarNumber)).digest('hex');
      guard.checkCoolDown(key);
      const backend = await deps.backend();
      const answer = await guard.exclusive(key, () =>
        tracked(
          deps.connection,
          backend.client.request({
            method: 'POST',
            path: AADHAAR_INIT_PATH,
            body: { aadhaar_number: normalizeAadhaar(aadhaarNumber) },
            encrypt: true,
            schema: AadhaarInitAnswerSchema,
            what: 'Starting Aadhaar registration',
          }),
        ),
      );
      guard.aadhaarOtpSent(key);
      return {
        txnId: answer.txn_id,
        maskedAadhaar: maskAadhaar(aadhaarNumber),
        message:
          answer.hint ??
          answer.message ??
          'The identity network sent a one-time password to the mobile number linked with this Aadhaar.',
      };
    },
  };
}
