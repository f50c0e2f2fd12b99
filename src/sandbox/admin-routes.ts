import type { z } from 'zod';
import { FaultUpdateSchema, type FaultController } from './faults';
import { RecordsSettingsUpdateSchema, type RecordsSettingsController } from './records-settings';
import { platformError } from './responses';
import type { Route } from './router';
import { VoiceSettingsUpdateSchema, type VoiceSettingsController } from './voice-settings';

export const ADMIN_FAULTS_PATH = '/__sandbox/faults';
export const ADMIN_VOICE_PATH = '/__sandbox/voice';
export const ADMIN_RECORDS_PATH = '/__sandbox/records';

/**
 * Lets tests in other processes switch faults over HTTP. It is exempt from faults (or an offline
 * sandbox could never be brought back). Like every `/__sandbox/*` path it answers only a request
 * carrying the sandbox's client id and secret as HTTP Basic (the pipeline checks, before routing),
 * and the sandbox only ever listens on loopback.
 */
export function adminRoutes(
  faults: FaultController,
  voice: VoiceSettingsController,
  records: RecordsSettingsController,
): Route[] {
  return [
    {
      service: 'admin',
      method: 'GET',
      path: ADMIN_FAULTS_PATH,
      handle: () => ({ status: 200, body: faults.get() }),
    },
    {
      service: 'admin',
      method: 'POST',
      path: ADMIN_FAULTS_PATH,
      handle: ({ body }) => {
        const parsed = FaultUpdateSchema.safeParse(body ?? {});
        if (!parsed.success) return platformError(400, describe(parsed.error));
        return { status: 200, body: faults.set(parsed.data) };
      },
    },
    {
      service: 'admin',
      method: 'DELETE',
      path: ADMIN_FAULTS_PATH,
      handle: () => ({ status: 200, body: faults.reset() }),
    },
    // The recording sessions' simulated transcription, switched the same way.
    {
      service: 'admin',
      method: 'GET',
      path: ADMIN_VOICE_PATH,
      handle: () => ({ status: 200, body: voice.get() }),
    },
    {
      service: 'admin',
      method: 'POST',
      path: ADMIN_VOICE_PATH,
      handle: ({ body }) => {
        const parsed = VoiceSettingsUpdateSchema.safeParse(body ?? {});
        if (!parsed.success) return platformError(400, describe(parsed.error));
        return { status: 200, body: voice.set(parsed.data) };
      },
    },
    {
      service: 'admin',
      method: 'DELETE',
      path: ADMIN_VOICE_PATH,
      handle: () => ({ status: 200, body: voice.reset() }),
    },
    // The Records API's controls: upload time to live, read-only clients, failing presigns.
    {
      service: 'admin',
      method: 'GET',
      path: ADMIN_RECORDS_PATH,
      handle: () => ({ status: 200, body: records.get() }),
    },
    {
      service: 'admin',
      method: 'POST',
      path: ADMIN_RECORDS_PATH,
      handle: ({ body }) => {
        const parsed = RecordsSettingsUpdateSchema.safeParse(body ?? {});
        if (!parsed.success) return platformError(400, describe(parsed.error));
        return { status: 200, body: records.set(parsed.data) };
      },
    },
    {
      service: 'admin',
      method: 'DELETE',
      path: ADMIN_RECORDS_PATH,
      handle: () => ({ status: 200, body: records.reset() }),
    },
  ];
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid fault settings';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}
