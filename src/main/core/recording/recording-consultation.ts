import { CoreError } from '../errors';
import type { RecordingServiceDeps } from './recording-service-types';

/**
 * A recording inside a consultation starts only while the consultation is in progress and once
 * the patient's consent to be recorded is on it; otherwise it is refused in one sentence.
 */
export function checkConsultationAllows(
  deps: Pick<RecordingServiceDeps, 'consultation'>,
  consultationId: string,
): void {
  const consultation = deps.consultation?.(consultationId);
  if (!consultation) {
    throw new CoreError('NOT_FOUND', 'There is no such consultation on this computer.');
  }
  if (!consultation.open) {
    throw new CoreError('CONFLICT', 'This consultation is over; a recording cannot start in it.');
  }
  if (consultation.consentAt === undefined) {
    throw new CoreError(
      'CONFLICT',
      'Ask the patient’s consent to be recorded first; nothing was recorded.',
    );
  }
}
