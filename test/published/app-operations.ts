import { createAadhaarService } from '../../src/main/core/abdm/aadhaar-service';
import { systemClock } from '../../src/main/core/clock';
import { createConnectionMonitor } from '../../src/main/core/connection/connection-monitor';
import { createTokenManager } from '../../src/main/core/platform/auth';
import type { Fetch } from '../../src/main/core/platform/http';
import {
  WEBHOOKS_PATH,
  deleteWebhook,
  listWebhooks,
  registerWebhook,
} from '../../src/main/core/platform/webhooks-api';
import { verhoeffCheckDigit } from '../../src/shared/aadhaar';
import type { RegisterWebhookInput } from '../../src/shared/webhook';
import { SYM_DIAG_SEARCH_PATH } from '../../src/shared/properties';
import { searchSymptomsAndDiagnoses } from '../../src/main/core/platform/properties-api';
import { searchDrugsAndLabs } from '../../src/main/core/platform/medical-db-api';
import { DRUGS_AND_LABS_PATH } from '../../src/shared/medical-db';
import type { HttpMethod } from '../support/published-spec';
import { VOICE_OPERATIONS } from './voice-operations';
import { CLINIC_OPERATIONS } from './clinic-operations';
import { ABDM_REGISTRATION_OPERATIONS } from './abdm-operations';
import { RECORDS_OPERATIONS } from './records-operations';
import {
  ANSWERING_BASE_URL,
  answeringBackend,
  answeringClient,
  answeringFetch,
} from './answering-platform';

/**
 * Every platform operation the app calls that the platform publishes, with the app's OWN reader
 * for its answers. `read(status, json)` hands the answer to the production code path that reads
 * it (through a platform that answers just that) and resolves to what the app made of it, or
 * rejects with the app's typed error.
 *
 * Operations are grouped per area; another area (the recording's voice-v2.json calls) appends
 * its own list to APP_OPERATIONS below. Operations the app calls that the platform does NOT
 * publish are listed apart, in UNPUBLISHED_APP_OPERATIONS, with the reason.
 */
export interface AppOperation {
  /** The published file, under spec/published/. */
  file: string;
  method: HttpMethod;
  /** Exactly as the published file writes the path, `{param}` templates included. */
  pathTemplate: string;
  read: (status: number, json: unknown) => Promise<unknown>;
  /**
   * Fields the seed contract says an answer carries that the published schema does not list (the
   * contract wins over the published files): the sandbox's answer must carry each, and the closed
   * check of that answer leaves them out. `at` is the path to the object holding `field`.
   */
  contractFields?: { status: number; at: string[]; field: string; why: string }[];
  /**
   * Answers whose published schema is plainly wrong while its example is right (the sandbox is
   * then held to the example's structure: the same fields, each of the same JSON type).
   */
  schemaDefects?: { status: number; why: string }[];
  /**
   * Successes the file publishes no example of, whose answer assembled from its field examples
   * leaves out what the app needs to go on (a presign naming no upload form): the app must refuse
   * it as an answer it cannot use, rather than read it as a value.
   */
  unusableAssembled?: { status: number; why: string }[];
  /**
   * Sandbox scenarios answering a request the app never makes (several documents in one
   * presign): their answers are still held to the published schema, but not handed to the app's
   * reader, which reads the answer to its own request only.
   */
  scenariosBeyondTheApp?: { names: string[]; why: string };
}

const CHANGE = { idempotencyKey: 'published-example-key' };
const REGISTRATION: RegisterWebhookInput = {
  event_names: ['appointment.created'],
  endpoint: 'https://a.example/hook',
  protocol: 'https',
};
const CREDENTIALS = { clientId: 'test-client', clientSecret: 'test-secret' };
/** A checksum-valid Aadhaar number (the app refuses others before any request). */
const AADHAAR = `23412341234${verhoeffCheckDigit('23412341234')}`;

/** Answers the first request (the login) with a token pair, every later one with the answer. */
function afterLogin(status: number, json: unknown): Fetch {
  const tokens = answeringFetch(200, {
    access_token: 'first-access',
    expires_in: 1800,
    refresh_token: 'first-refresh',
    refresh_expires_in: 86400,
  });
  const answer = answeringFetch(status, json);
  let calls = 0;
  return (input, init) => (calls++ === 0 ? tokens(input, init) : answer(input, init));
}

export const AUTH_OPERATIONS: AppOperation[] = [
  {
    file: 'auth.json',
    method: 'POST',
    pathTemplate: '/connect-auth/v1/account/login',
    read: (status, json) =>
      createTokenManager({
        fetch: answeringFetch(status, json),
        baseUrl: ANSWERING_BASE_URL,
        credentials: CREDENTIALS,
        clock: systemClock,
      }).getAccessToken(),
  },
  {
    file: 'auth.json',
    method: 'POST',
    pathTemplate: '/connect-auth/v1/account/refresh-token',
    read: async (status, json) => {
      const tokens = createTokenManager({
        fetch: afterLogin(status, json),
        baseUrl: ANSWERING_BASE_URL,
        credentials: CREDENTIALS,
        clock: systemClock,
      });
      // The platform refused the first access token: the manager refreshes it.
      return tokens.renewAfterRejection(await tokens.getAccessToken());
    },
  },
];

export const WEBHOOK_OPERATIONS: AppOperation[] = [
  {
    file: 'webhooks.json',
    method: 'GET',
    pathTemplate: WEBHOOKS_PATH,
    read: (status, json) => listWebhooks(answeringClient(status, json)),
  },
  {
    file: 'webhooks.json',
    method: 'POST',
    pathTemplate: WEBHOOKS_PATH,
    read: (status, json) => registerWebhook(answeringClient(status, json), REGISTRATION, CHANGE),
  },
  {
    file: 'webhooks.json',
    method: 'DELETE',
    pathTemplate: `${WEBHOOKS_PATH}/{id}`,
    read: (status, json) => deleteWebhook(answeringClient(status, json), 'wh-1', CHANGE),
  },
];

export const MEDICAL_DB_OPERATIONS: AppOperation[] = [
  {
    file: 'medical-db.json',
    method: 'GET',
    pathTemplate: SYM_DIAG_SEARCH_PATH,
    // The function the properties service searches with.
    read: (status, json) =>
      searchSymptomsAndDiagnoses(answeringClient(status, json), {
        context: 'symptoms',
        text: 'fev',
        limit: 20,
      }),
  },
  {
    file: 'medical-db.json',
    method: 'GET',
    pathTemplate: DRUGS_AND_LABS_PATH,
    // The function the medical-db service searches with (drugs; labs read the same answer).
    read: (status, json) =>
      searchDrugsAndLabs(answeringClient(status, json), { kind: 'drug', text: 'para', limit: 10 }),
  },
];

export const ABDM_OPERATIONS: AppOperation[] = [
  {
    file: 'abdm-registration.json',
    method: 'POST',
    pathTemplate: '/abdm/na/v1/registration/aadhaar/init',
    read: (status, json) =>
      createAadhaarService({
        backend: () => Promise.resolve(answeringBackend(status, json)),
        connection: createConnectionMonitor(systemClock),
        clock: systemClock,
      }).init(AADHAAR),
  },
];

export const APP_OPERATIONS: AppOperation[] = [
  ...AUTH_OPERATIONS,
  ...WEBHOOK_OPERATIONS,
  ...MEDICAL_DB_OPERATIONS,
  ...ABDM_OPERATIONS,
  ...ABDM_REGISTRATION_OPERATIONS,
  ...VOICE_OPERATIONS,
  ...CLINIC_OPERATIONS,
  ...RECORDS_OPERATIONS,
];

/**
 * Operations the app calls that a published file has come to publish, before the app is held to
 * that file (its requests validated, its examples read, the sandbox's scenarios): each says why,
 * and the examples test checks it is published, so it moves to APP_OPERATIONS when it is held.
 */
export const PUBLISHED_NOT_YET_HELD: { method: HttpMethod; pathTemplate: string; why: string }[] =
  [];

/** Operations the app calls that no published file has (checked by the examples test). */
export const UNPUBLISHED_APP_OPERATIONS: {
  method: HttpMethod;
  pathTemplate: string;
  why: string;
}[] = [
  {
    method: 'GET',
    pathTemplate: '/v1/sym-and-diag/properties',
    why: 'the properties lookup is in the seed contract only; medical-db.json publishes the search alone',
  },
  {
    method: 'PUT',
    pathTemplate: '/dr/v1/prescription/{prescription_id}',
    why: "saving a prescription is the app's documented assumption; only the GET is published",
  },
];
