import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { postDocument } from '../../documents/documents-api';
import { bytesSource } from '../../storage/byte-source';
import { prescriptionPath } from '../../pad/prescription-wire';
import type { TokenManager } from '../auth';
import type { PlatformClient } from '../client';
import { isPlatformError } from '../errors';
import { searchDrugsAndLabs } from '../medical-db-api';
import { lookupProperties, searchSymptomsAndDiagnoses } from '../properties-api';
import { STATUS_CALL_TIMEOUT_MS, type VoiceApi } from '../voice-api';
import { deleteWebhook, listWebhooks, registerWebhook } from '../webhooks-api';
import { audioChunkFileName } from '../../../../shared/voice';

export const CHECK_GROUPS = [
  'auth',
  'webhooks',
  'properties',
  'voice',
  'documents',
  'prescription',
] as const;
export type CheckGroup = (typeof CHECK_GROUPS)[number];

/** What a step can use: the app's own client pieces, on the account being checked. */
export interface CheckContext {
  client: PlatformClient;
  tokens: TokenManager;
  voice: VoiceApi;
  /** Audio to send in the voice write steps: whole WAV files, one per chunk. */
  sampleAudio: readonly Uint8Array[];
  /** The account has a JWE key: documents go in the encrypted form. */
  hasJweKey: boolean;
  sleep(ms: number): Promise<void>;
  now(): number;
  /** Ids handed from one step to the next (the test webhook, the voice session). */
  state: Map<string, string>;
}

export interface CheckStep {
  check: string;
  group: CheckGroup;
  /** Changes something on the account: run only with `--write`. */
  write: boolean;
  /** What success means, in the user's words. */
  words: string;
  /** Steps of the same group that must have passed first. */
  needs?: string[];
  run(context: CheckContext): Promise<void>;
}

const POLL_DEADLINE_MS = 3 * 60_000;
const POLL_INTERVAL_MS = 2_000;

/** A tiny but whole PDF, so a platform that reads what it receives gets a real document. */
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

function state(context: CheckContext, key: string): string {
  const value = context.state.get(key);
  if (value === undefined) throw new Error(`${key} is missing`);
  return value;
}

const change = () => ({ idempotencyKey: randomUUID() });

export const CHECK_STEPS: readonly CheckStep[] = [
  {
    check: 'auth.login',
    group: 'auth',
    write: false,
    words: 'Signed in to the platform with the client id and secret.',
    run: async ({ tokens }) => void (await tokens.getAccessToken()),
  },
  {
    check: 'auth.refresh',
    group: 'auth',
    write: false,
    words: 'Renewed the sign-in with the refresh token.',
    needs: ['auth.login'],
    run: async ({ tokens }) =>
      void (await tokens.renewAfterRejection(await tokens.getAccessToken())),
  },
  {
    check: 'webhooks.list',
    group: 'webhooks',
    write: false,
    words: 'Read the webhooks of the account.',
    run: async ({ client }) => void (await listWebhooks(client)),
  },
  {
    check: 'webhooks.register',
    group: 'webhooks',
    write: true,
    words: 'Registered a test webhook.',
    run: async (context) => {
      const endpoint = `https://example.invalid/clinic-companion-check/${randomBytes(6).toString('hex')}`;
      const answer = await registerWebhook(
        context.client,
        { endpoint, protocol: 'https', event_names: ['appointment.created'] },
        change(),
      );
      context.state.set('webhook', answer.id);
    },
  },
  {
    check: 'webhooks.delete',
    group: 'webhooks',
    write: true,
    words: 'Deleted the test webhook again.',
    needs: ['webhooks.register'],
    run: async (context) =>
      void (await deleteWebhook(context.client, state(context, 'webhook'), change())),
  },
  {
    check: 'properties.lookup',
    group: 'properties',
    write: false,
    words: 'Read the symptom property groups.',
    run: async ({ client }) => void (await lookupProperties(client, 'symptoms')),
  },
  {
    check: 'properties.search',
    group: 'properties',
    write: false,
    words: 'Searched symptoms, medicines and tests by name.',
    run: async ({ client }) => {
      await searchSymptomsAndDiagnoses(client, { context: 'symptoms', text: 'fe', limit: 5 });
      await searchDrugsAndLabs(client, { kind: 'drug', text: 'para', limit: 5 });
      await searchDrugsAndLabs(client, { kind: 'lab', text: 'cbc', limit: 5 });
    },
  },
  {
    check: 'voice.discovery',
    group: 'voice',
    write: false,
    words: "Read the transcription service's models and languages.",
    run: async ({ voice }) => {
      const discovery = await voice.discovery();
      if (discovery.models.length === 0) throw new Error('the discovery document lists no model');
    },
  },
  {
    check: 'voice.templates',
    group: 'voice',
    write: false,
    words: 'Read the transcription templates.',
    run: async ({ voice }) => void (await voice.templates()),
  },
  ...voiceSessionSteps(),
  {
    check: 'documents.upload',
    group: 'documents',
    write: true,
    words: 'Uploaded a tiny test document.',
    run: async (context) =>
      void (await postDocument(
        context.client,
        {
          source: bytesSource(TINY_PDF),
          fileName: 'clinic-companion-check.pdf',
          mediaType: 'application/pdf',
          form: context.hasJweKey ? 'jwe' : 'multipart',
          task: 'smart',
        },
        { ...change(), timeoutBaseMs: 10_000 },
      )),
  },
  {
    check: 'prescription.reachable',
    group: 'prescription',
    write: false,
    words: 'The prescription service answered (no such prescription, as expected).',
    // Read-only: asks for a prescription that cannot exist; "not found" proves the route and
    // the sign-in. A test prescription is never written to a real account.
    run: async ({ client }) => {
      try {
        await client.request({
          method: 'GET',
          path: prescriptionPath(randomUUID()),
          schema: z.unknown(),
          // doctor-appointments-prescriptions.json: `auth` is a required header of this GET.
          tokenInAuthHeader: true,
          what: 'Reading a prescription',
        });
      } catch (error) {
        if (isPlatformError(error) && error.status === 404) return;
        throw error;
      }
    },
  },
];

/** A whole recording session: create, init, recording_started, the chunks, commit, end, poll. */
function voiceSessionSteps(): CheckStep[] {
  const session = (context: CheckContext) => state(context, 'session');
  const write = (check: string, words: string, run: CheckStep['run'], needs: string[]) => ({
    check,
    group: 'voice' as const,
    write: true,
    words,
    needs,
    run,
  });
  return [
    write(
      'voice.create',
      'Started a recording session.',
      async (context) => {
        const id = randomBytes(16).toString('hex');
        context.state.set(
          'session',
          await context.voice.createSession(
            { upload_type: 'chunked', model: 'lite', session_id: id },
            change(),
          ),
        );
      },
      [],
    ),
    write(
      'voice.init',
      'Set the session to init.',
      async (context) =>
        context.voice.updateSession(
          session(context),
          { user_status: 'init', session_mode: 'consultation' },
          change(),
        ),
      ['voice.create'],
    ),
    write(
      'voice.recording-started',
      'Set the session to recording_started.',
      async (context) =>
        context.voice.updateSession(
          session(context),
          { user_status: 'recording_started' },
          change(),
        ),
      ['voice.init'],
    ),
    write(
      'voice.chunks',
      'Uploaded the generated audio chunks.',
      async (context) => {
        for (const [sequence, bytes] of context.sampleAudio.entries()) {
          await context.voice.uploadChunk(
            session(context),
            { fileName: audioChunkFileName(sequence, 'wav'), mediaType: 'audio/wav', bytes },
            change(),
          );
        }
      },
      ['voice.recording-started'],
    ),
    write(
      'voice.commit',
      'Set the session to commit.',
      async (context) =>
        context.voice.updateSession(session(context), { user_status: 'commit' }, change()),
      ['voice.chunks'],
    ),
    write(
      'voice.end',
      'Ended the session.',
      async (context) =>
        void (await context.voice.endSession(
          session(context),
          context.sampleAudio.length,
          change(),
        )),
      ['voice.commit'],
    ),
    write(
      'voice.poll',
      'The transcription finished.',
      async (context) => {
        const deadline = context.now() + POLL_DEADLINE_MS;
        for (;;) {
          const answer = await context.voice.poll(session(context), {
            timeoutMs: STATUS_CALL_TIMEOUT_MS,
          });
          if (answer.httpStatus === 200 || answer.httpStatus === 206) return;
          if (context.now() > deadline) throw new Error('still processing after 3 minutes');
          await context.sleep(POLL_INTERVAL_MS);
        }
      },
      ['voice.end'],
    ),
    write(
      'voice.details',
      'Read the session details.',
      async (context) => void (await context.voice.details(session(context))),
      ['voice.poll'],
    ),
  ];
}
