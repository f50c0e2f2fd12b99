import type { RecordingPlatformDetailsView } from '../../../shared/recording';
import { CoreError } from '../errors';
import { createVoiceApi } from '../platform/voice-api';
import type { RecordingServiceDeps } from './recording-service-types';
import type { SessionRow } from './recording-repository';

/**
 * The session as the platform reports it now (`GET /voice/api/v1/sessions/{id}`): only for a
 * session the platform has been told of, and only online (an answer from memory would mislead).
 */
export async function readPlatformDetails(
  deps: Pick<RecordingServiceDeps, 'backend' | 'isOnline' | 'clock'>,
  row: SessionRow,
): Promise<RecordingPlatformDetailsView> {
  if (!row.platformSessionId) {
    throw new CoreError(
      'NOT_FOUND',
      'The platform has not been told about this recording yet: it is waiting to be sent.',
    );
  }
  if (!deps.isOnline()) {
    throw new CoreError(
      'OFFLINE',
      'This computer is offline, so the platform cannot be asked about the session now.',
    );
  }
  const backend = await deps.backend();
  const details = await createVoiceApi(backend.client).details(row.platformSessionId);
  return {
    sessionId: details.session_id ?? row.platformSessionId,
    status: details.status ?? null,
    userStatus: details.user_status ?? null,
    createdAt: typeof details.created_at === 'string' ? details.created_at : null,
    audioFilesReceived: details.audio_files_received ?? null,
    documents: details.documents?.length ?? 0,
    fetchedAt: new Date(deps.clock.now()).toISOString(),
  };
}
