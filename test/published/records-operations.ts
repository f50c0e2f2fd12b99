import { postDocument } from '../../src/main/core/documents/documents-api';
import type { TokenManager } from '../../src/main/core/platform/auth';
import { createPlatformClient, type PlatformClient } from '../../src/main/core/platform/client';
import { presignRecord, RECORDS_PATH } from '../../src/main/core/platform/records-api';
import { readRecordFiles } from '../../src/main/core/platform/records-read-back';
import { patchRecordTags } from '../../src/main/core/platform/records-patch';
import { bytesSource } from '../../src/main/core/storage/byte-source';
import { RECORD_APP_TAG } from '../../src/shared/records';
import type { AppOperation } from './app-operations';
import { ANSWERING_BASE_URL, answeringClient } from './answering-platform';

/**
 * The patient's record (records.json): each operation the app calls, read by the app's own
 * functions. Documents for the record are presigned (`presignRecord`, records-api.ts), their file
 * then POSTed to the presigned form (no platform operation: the form's URL is the storage's); a
 * lab report to be read goes to the parsing route (`postDocument`, documents-api.ts).
 */
const PATIENT_OID = '174000000000001';
const DOCUMENT_ID = 'd1ed9519-d2aa-400b-a572-6e00701b9fb3';

/** The document a published presign answer names (its example's own id), or the app's own. */
function documentIdOf(json: unknown): string {
  const entries = (json as { batch_response?: unknown } | undefined)?.batch_response;
  const first: unknown = Array.isArray(entries) ? entries[0] : undefined;
  const id = (first as { document_id?: unknown } | undefined)?.document_id;
  return typeof id === 'string' ? id : DOCUMENT_ID;
}

const signedIn: TokenManager = {
  getAccessToken: () => Promise.resolve('test-access-token'),
  renewAfterRejection: () => Promise.resolve('test-access-token'),
  signOut: () => undefined,
};

/**
 * The parsing route publishes its 400 as `text/plain` ("Invalid form data."): an answer given as
 * text is served as such, anything else as JSON.
 */
function parseRouteClient(status: number, json: unknown): PlatformClient {
  if (typeof json !== 'string') return answeringClient(status, json);
  return createPlatformClient({
    fetch: () =>
      Promise.resolve(
        new Response(json, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } }),
      ),
    baseUrl: ANSWERING_BASE_URL,
    tokens: signedIn,
  });
}

export const RECORDS_OPERATIONS: AppOperation[] = [
  {
    file: 'records.json',
    method: 'POST',
    pathTemplate: RECORDS_PATH,
    unusableAssembled: [
      {
        status: 200,
        why: 'the published UploadResponse has no example and no field example of batch_response: assembled, it is {error: false, message: ""}, which says nowhere to upload the file',
      },
    ],
    scenariosBeyondTheApp: {
      names: ['five documents, one of them two images and a PDF'],
      why: 'the app presigns one document at a time, so it never asks for five',
    },
    read: (status, json) =>
      presignRecord(answeringClient(status, json), PATIENT_OID, {
        documentId: documentIdOf(json),
        dt: 'ps',
        documentDate: 1_614_556_800,
        tags: [RECORD_APP_TAG],
        title: 'Prescription',
        files: [{ contentType: 'application/pdf', size: 110_000 }],
      }),
  },
  {
    file: 'records.json',
    method: 'POST',
    pathTemplate: '/mr/api/v2/docs',
    read: (status, json) =>
      postDocument(
        parseRouteClient(status, json),
        {
          source: bytesSource(new TextEncoder().encode('%PDF-1.4\n%%EOF\n')),
          fileName: 'cbc.pdf',
          mediaType: 'application/pdf',
          form: 'multipart',
          task: 'smart',
          documentType: 'lr',
        },
        { idempotencyKey: 'published-example-key', timeoutBaseMs: 10_000 },
      ),
  },
  {
    // The read-back after a prescription's upload (pad-record.ts): the file types the record shows.
    file: 'records.json',
    method: 'GET',
    pathTemplate: `${RECORDS_PATH}/{id}`,
    read: (status, json) =>
      readRecordFiles(answeringClient(status, json), PATIENT_OID, DOCUMENT_ID),
  },
  {
    // An amendment's earlier prescription marked superseded on the record (pad-supersede.ts).
    file: 'records.json',
    method: 'PATCH',
    pathTemplate: `${RECORDS_PATH}/{id}`,
    read: (status, json) =>
      patchRecordTags(answeringClient(status, json), PATIENT_OID, DOCUMENT_ID, ['superseded'], {
        idempotencyKey: 'published-example-key',
      }),
  },
];
