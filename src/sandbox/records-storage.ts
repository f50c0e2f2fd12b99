import type { IncomingHttpHeaders } from 'node:http';
import { RECORDS_FILES_PATH, RECORDS_UPLOAD_PATH } from './records-forms';
import { RECORD_FILE_LIMITS } from './records-request';
import type { RecordsStore, UploadForm } from './records-store';
import { RawBody } from './raw-body';
import { storageError, type SandboxResponse } from './responses';
import type { Route } from './router';

/**
 * The largest upload body read: the largest file (a 25,000,000-byte PDF) and the form's fields
 * and multipart framing, with room to spare.
 */
export const MAX_UPLOAD_FORM_BYTES = Math.max(...Object.values(RECORD_FILE_LIMITS)) + 1024 * 1024;

type FormValue = NonNullable<ReturnType<FormData['get']>>;
type Refused = { ok: false; response: SandboxResponse };
type Check = { ok: true } | Refused;
const refuse = (status: number, code: string, message: string): Refused => ({
  ok: false,
  response: storageError(status, message, code),
});

/** The presigned form is the only credential: platform credentials must never come here. */
function noCredentials(headers: IncomingHttpHeaders): Check {
  if (headers.authorization === undefined && headers['auth'] === undefined) return { ok: true };
  return refuse(
    400,
    'InvalidArgument',
    'Only one auth mechanism allowed: the presigned form is the credential, so send no Authorization or auth header',
  );
}

/**
 * S3 takes a POST upload only with its length announced: a chunked body is refused 411
 * `MissingContentLength` (Amazon S3 error codes). The app's uploads must say their length.
 */
function lengthAnnounced(headers: IncomingHttpHeaders): Check {
  if (headers['content-length'] !== undefined) return { ok: true };
  return refuse(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
}

async function readForm(
  raw: Buffer,
  contentType: string | undefined,
): Promise<{ ok: true; entries: [string, FormValue][] } | Refused> {
  if (!contentType?.toLowerCase().startsWith('multipart/form-data')) {
    return refuse(
      400,
      'InvalidArgument',
      'Bucket POST must be of the enclosure-type multipart/form-data',
    );
  }
  try {
    const form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    return { ok: true, entries: [...form.entries()] };
  } catch {
    return refuse(
      400,
      'MalformedPOSTRequest',
      'The body of your POST request is not well-formed multipart/form-data',
    );
  }
}

/** Every signed field exactly once and unchanged, nothing more, and the file last. */
function checkFields(form: UploadForm, entries: [string, FormValue][]): Check {
  const files = entries.filter(([name]) => name === 'file');
  const last = entries.at(-1);
  if (files.length !== 1 || typeof files[0]?.[1] === 'string') {
    return refuse(400, 'InvalidArgument', 'POST requires exactly one file upload per request');
  }
  if (last?.[0] !== 'file') {
    return refuse(400, 'InvalidArgument', 'The file must be the last field of the form');
  }
  const given = new Map<string, FormValue>();
  for (const [name, value] of entries.slice(0, -1)) {
    if (given.has(name)) return refuse(400, 'InvalidArgument', `The field ${name} is given twice`);
    given.set(name, value);
  }
  for (const [name, value] of Object.entries(form.fields)) {
    const sent = given.get(name);
    if (sent === undefined) {
      return refuse(403, 'SignatureDoesNotMatch', `The form field ${name} is missing`);
    }
    if (sent !== value) {
      return refuse(
        403,
        'SignatureDoesNotMatch',
        `The form field ${name} is not the value that was signed`,
      );
    }
  }
  const extra = [...given.keys()].filter((name) => !(name in form.fields));
  if (extra.length > 0) {
    return refuse(
      403,
      'AccessDenied',
      `Invalid according to Policy: Extra input fields: ${extra.join(', ')}`,
    );
  }
  return { ok: true };
}

function checkSize(form: UploadForm, size: number): Check {
  if (size < form.fileSize) {
    return refuse(
      400,
      'EntityTooSmall',
      `Your proposed upload is smaller than the minimum allowed size: ${size} bytes, the form was signed for ${form.fileSize}`,
    );
  }
  if (size > form.fileSize) {
    return refuse(
      400,
      'EntityTooLarge',
      `Your proposed upload exceeds the maximum allowed size: ${size} bytes, the form was signed for ${form.fileSize}`,
    );
  }
  return { ok: true };
}

/**
 * The storage the presigned forms point to, S3-style: `POST <form url>` as multipart/form-data
 * with every signed field and the `file` part last, answered 204; refusals are XML `<Error>`s.
 * A second upload through the same form replaces the bytes (S3 overwrites a key). Stored files
 * are read back at their `asset_url`.
 */
export function recordsStorageRoutes(store: RecordsStore, now: () => number): Route[] {
  return [
    {
      service: 'storage',
      method: 'POST',
      path: `${RECORDS_UPLOAD_PATH}/:token`,
      maxBodyBytes: MAX_UPLOAD_FORM_BYTES,
      handle: async ({ params, headers, raw }) => {
        const credentials = noCredentials(headers);
        if (!credentials.ok) return credentials.response;
        const length = lengthAnnounced(headers);
        if (!length.ok) return length.response;
        const form = store.form(params.token ?? '');
        if (!form) {
          return storageError(
            403,
            'The upload form is not one this storage signed',
            'AccessDenied',
          );
        }
        if (now() >= form.expiresAt)
          return storageError(403, 'Request has expired', 'AccessDenied');
        const contentType = headers['content-type'];
        const read = await readForm(raw, typeof contentType === 'string' ? contentType : undefined);
        if (!read.ok) return read.response;
        const fields = checkFields(form, read.entries);
        if (!fields.ok) return fields.response;
        const file = read.entries.at(-1)![1] as Exclude<FormValue, string>;
        const size = checkSize(form, file.size);
        if (!size.ok) return size.response;
        store.receive(form, Buffer.from(await file.arrayBuffer()), now());
        return { status: 204, body: undefined };
      },
    },
    {
      service: 'storage',
      method: 'GET',
      path: `${RECORDS_FILES_PATH}/:token`,
      handle: ({ params }) => {
        const file = store.asset(params.token ?? '');
        if (!file?.bytes) return storageError(404, 'The specified key does not exist', 'NoSuchKey');
        return { status: 200, body: new RawBody(file.contentType, file.bytes) };
      },
    },
  ];
}
