import type { IncomingHttpHeaders } from 'node:http';
import { DOCUMENT_TASKS, MAX_DOCUMENT_BYTES, type DocumentTask } from '../shared/documents';
import type { DocumentStore, NewDocument } from './document-store';
import type { RecordsSettingsController } from './records-settings';
import { FORBIDDEN } from './records-routes';
import { platformError, type SandboxResponse } from './responses';
import type { Route } from './router';

export const DOCUMENTS_PATH = '/mr/api/v2/docs';

/**
 * The largest body the upload route reads: a 10 MB file as Base64 inside JSON inside a JWE
 * envelope (Base64URL again) is about 17.8 MB; the margin covers multipart headers.
 */
export const MAX_UPLOAD_BODY_BYTES = 24 * 1024 * 1024;

/** records.json `DocumentTypeQueryParamV2`: this route parses lab reports only. */
const PARSED_DOCUMENT_TYPES = ['lr'];

type Fields = Pick<NewDocument, 'form' | 'fileName' | 'mediaType' | 'bytes'>;
type Read = { ok: true; value: Fields } | { ok: false; response: SandboxResponse };

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The encrypted form: the envelope's plaintext is `{file: <standard Base64 of the bytes>}`. */
function readEncrypted(body: unknown): Read {
  const file = (body as { file?: unknown } | undefined)?.file;
  if (typeof file !== 'string') {
    return {
      ok: false,
      response: platformError(400, 'the encrypted body must be an object with a string field file'),
    };
  }
  // Node's decoder skips what it cannot read; re-encoding shows whether the text was canonical
  // standard Base64 (padding included). A regex over a 13 MB string would be slower and, with a
  // repeated group, could exhaust the stack.
  const bytes = Buffer.from(file, 'base64');
  if (bytes.toString('base64') !== file) {
    return { ok: false, response: platformError(400, 'file is not standard Base64 text') };
  }
  return { ok: true, value: { form: 'jwe', fileName: undefined, mediaType: undefined, bytes } };
}

/** The unencrypted form: multipart/form-data with one part named `file`. */
async function readMultipart(raw: Buffer, contentType: string | undefined): Promise<Read> {
  if (!contentType?.toLowerCase().startsWith('multipart/form-data')) {
    return {
      ok: false,
      response: platformError(
        400,
        'send multipart/form-data with a part named file, or a JWE envelope with X-Encryption: JWE',
      ),
    };
  }
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { ok: false, response: platformError(400, 'the multipart body cannot be parsed') };
  }
  const part = form.get('file');
  if (part === null || typeof part === 'string') {
    return {
      ok: false,
      response: platformError(400, 'the multipart body has no file part named file'),
    };
  }
  return {
    ok: true,
    value: {
      form: 'multipart',
      fileName: part.name || undefined,
      mediaType: part.type || undefined,
      bytes: Buffer.from(await part.arrayBuffer()),
    },
  };
}

/**
 * `POST /mr/api/v2/docs` as records.json publishes it (`uploadDocument`): `task` is required and
 * one of smart, pii, classification; `dt` is `lr` when given; `batch` is true or false; `X-Pt-Id`
 * is optional; the file is at most 10 MB (docs/platform.md), multipart or, as the seed contract
 * adds, a JWE envelope of `{file: Base64}`. A refused request is 400 `text/plain` ("Invalid form
 * data." and why), an account that may not write records 403 `{message: "Forbidden"}`. The answer
 * is the published 200, `{document_id}` (a UUID); the bytes are kept for tests to compare.
 */
export function documentRoutes(store: DocumentStore, records: RecordsSettingsController): Route[] {
  return [
    {
      service: 'platform',
      method: 'POST',
      path: DOCUMENTS_PATH,
      jwe: true,
      body: 'raw',
      maxBodyBytes: MAX_UPLOAD_BODY_BYTES,
      errors: 'records-parse',
      handle: async ({ body, raw, headers, query, caller }) => {
        if (!records.mayWrite(caller.clientId)) return FORBIDDEN;
        const task = query.get('task');
        if (!task || !(DOCUMENT_TASKS as readonly string[]).includes(task)) {
          return platformError(400, `task must be one of ${DOCUMENT_TASKS.join(', ')}`);
        }
        const documentType = query.get('dt') ?? undefined;
        if (documentType !== undefined && !PARSED_DOCUMENT_TYPES.includes(documentType)) {
          return platformError(
            400,
            'dt must be lr (a lab report) when given: other documents go to the patient’s record through /mr/api/v1/docs',
          );
        }
        const batch = query.get('batch');
        if (batch !== null && batch !== 'true' && batch !== 'false') {
          return platformError(400, 'batch must be true or false');
        }
        const encrypted = header(headers, 'x-encryption')?.toUpperCase() === 'JWE';
        const read = encrypted
          ? readEncrypted(body)
          : await readMultipart(raw, header(headers, 'content-type'));
        if (!read.ok) return read.response;
        const { bytes } = read.value;
        if (bytes.length === 0) return platformError(400, 'file is empty');
        if (bytes.length > MAX_DOCUMENT_BYTES) {
          return platformError(413, 'file is larger than 10 MB');
        }
        const stored = store.add({
          ...read.value,
          clientId: caller.clientId,
          task: task as DocumentTask,
          documentType,
          patientId: header(headers, 'x-pt-id'),
          batch: batch ?? undefined,
        });
        return { status: 200, body: { document_id: stored.id } };
      },
    },
  ];
}
