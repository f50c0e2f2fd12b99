import type { IncomingHttpHeaders } from 'node:http';
import { patchRecord } from './records-patch-route';
import { readPresignRequest } from './records-request';
import type { RecordsDeps } from './records-deps';
import { isComplete, presignedFiles, type RecordDocument } from './records-store';
import { platformError, type SandboxResponse } from './responses';
import type { Route } from './router';
import type { Caller } from './sessions';

export const RECORDS_PATH = '/mr/api/v1/docs';

/** The published 403 of an account that may not write to the records (v2's `{message}`). */
export const FORBIDDEN: SandboxResponse = { status: 403, body: { message: 'Forbidden' } };

const seconds = (ms: number): number => Math.floor(ms / 1000);

function patientId(headers: IncomingHttpHeaders): string {
  const value = headers['x-pt-id'];
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
}

/** The patient `X-Pt-Id` names, when the caller's directory knows them. */
function knownPatient(
  deps: RecordsDeps,
  caller: Caller,
  headers: IncomingHttpHeaders,
): { ok: true; oid: string } | { ok: false; response: SandboxResponse } {
  const oid = patientId(headers);
  if (deps.clinic.patient(caller.clientId, oid)) return { ok: true, oid };
  return {
    ok: false,
    response: platformError(
      400,
      'X-Pt-Id names no patient in this client’s directory: create the patient first, then use the oid it was given',
    ),
  };
}

/** One document as the list publishes it (`items[].record.item`). */
function listItem(document: RecordDocument): Record<string, unknown> {
  return {
    record: {
      item: {
        document_id: document.documentId,
        upload_date: seconds(document.uploadedAt ?? document.createdAt),
        ...(document.dt ? { document_type: document.dt } : {}),
        metadata: {
          ...(document.ddE !== undefined ? { document_date: document.ddE } : {}),
          tags: document.tags,
          ...(document.title !== undefined ? { title: document.title } : {}),
        },
        patient_id: document.patientOid,
      },
    },
  };
}

/** `offset` is the last listed document's place, opaque to clients. */
const pageToken = (d: RecordDocument): string =>
  Buffer.from(JSON.stringify([d.uploadedAt, d.documentId])).toString('base64url');

function readPageToken(text: string): [number, string] | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'number' &&
      typeof value[1] === 'string'
    ) {
      return [value[0], value[1]];
    }
  } catch {
    // falls through: not a token this sandbox gave
  }
  return undefined;
}

const byUpload = (a: RecordDocument, b: RecordDocument): number =>
  (a.uploadedAt ?? 0) - (b.uploadedAt ?? 0) || a.documentId.localeCompare(b.documentId);

function presign(
  deps: RecordsDeps,
  caller: Caller,
  headers: IncomingHttpHeaders,
  body: unknown,
): SandboxResponse {
  if (!deps.settings.mayWrite(caller.clientId)) return FORBIDDEN;
  const failure = deps.settings.takePresignFailure();
  if (failure !== undefined) {
    return platformError(failure, 'the records service could not presign the upload just now');
  }
  const patient = knownPatient(deps, caller, headers);
  if (!patient.ok) return patient.response;
  const read = readPresignRequest(body);
  if (!read.ok) return platformError(400, read.message);
  // Every entry is checked before any document is made or changed.
  for (const entry of read.entries) {
    const conflict =
      entry.document_id === undefined
        ? undefined
        : deps.store.conflict(caller.clientId, patient.oid, entry.document_id);
    if (conflict) return platformError(400, conflict);
  }
  const now = deps.now();
  const ttl = deps.settings.get().uploadTtlMs;
  const batch = read.entries.map((entry) => {
    const document = deps.store.presign(caller.clientId, patient.oid, entry, now);
    const forms = presignedFiles(document).map((file) => {
      const form = deps.signer.sign(
        file,
        { clientId: caller.clientId, documentId: document.documentId },
        now,
        ttl,
      );
      deps.store.addForm(form);
      return { url: form.url, fields: form.fields };
    });
    return { document_id: document.documentId, forms };
  });
  return { status: 200, body: { error: false, message: '', batch_response: batch } };
}

function list(
  deps: RecordsDeps,
  caller: Caller,
  headers: IncomingHttpHeaders,
  query: URLSearchParams,
): SandboxResponse {
  const patient = knownPatient(deps, caller, headers);
  if (!patient.ok) return patient.response;
  const since = query.get('u_at__gt');
  if (since !== null && !/^\d{1,12}$/.test(since)) {
    return platformError(400, 'u_at__gt must be a time in whole seconds since 1970');
  }
  const offset = query.get('offset');
  const after = offset === null || offset === '' ? undefined : readPageToken(offset);
  if (offset !== null && offset !== '' && !after) {
    return platformError(400, 'offset must be the next_token of an earlier page');
  }
  const all = deps.store
    .list(caller.clientId)
    .filter((d) => d.patientOid === patient.oid && isComplete(d))
    .filter((d) => since === null || seconds(d.uploadedAt ?? 0) > Number(since))
    .sort(byUpload)
    .filter(
      (d) =>
        !after ||
        (d.uploadedAt ?? 0) > after[0] ||
        ((d.uploadedAt ?? 0) === after[0] && d.documentId.localeCompare(after[1]) > 0),
    );
  const size = deps.settings.get().pageSize;
  const page = all.slice(0, size);
  const last = page.at(-1);
  return {
    status: 200,
    body: {
      items: page.map(listItem),
      ...(all.length > size && last ? { next_token: pageToken(last) } : {}),
    },
  };
}

function details(
  deps: RecordsDeps,
  caller: Caller,
  headers: IncomingHttpHeaders,
  id: string,
): SandboxResponse {
  const patient = knownPatient(deps, caller, headers);
  if (!patient.ok) return patient.response;
  const document = deps.store.get(caller.clientId, id);
  if (!document || document.patientOid !== patient.oid || !isComplete(document)) {
    return platformError(404, 'this patient’s record has no such document');
  }
  return {
    status: 200,
    body: {
      ...(document.dt ? { dt: document.dt } : {}),
      ...(document.ddE !== undefined ? { document_date_epoch: document.ddE } : {}),
      tags: document.tags,
      files: document.files.map((file) => ({
        asset_url: deps.signer.assetUrl(file),
        file_type: file.contentType === 'application/pdf' ? 'PDF' : 'IMG',
      })),
    },
  };
}

function remove(
  deps: RecordsDeps,
  caller: Caller,
  headers: IncomingHttpHeaders,
  id: string,
): SandboxResponse {
  const oid = patientId(headers);
  const document = deps.store.get(caller.clientId, id);
  const mine = document && !document.deleted && (oid === '' || document.patientOid === oid);
  if (!mine || !deps.store.delete(caller.clientId, id)) {
    return platformError(404, 'this patient’s record has no such document');
  }
  return { status: 200, body: {} };
}

/**
 * The Records API of records.json: presign (`POST`), list, details and delete. The upload itself
 * goes to the storage route the forms point to (records-storage.ts).
 */
export function recordsRoutes(deps: RecordsDeps): Route[] {
  return [
    {
      service: 'platform',
      method: 'POST',
      path: RECORDS_PATH,
      errors: 'records-upload',
      handle: ({ caller, headers, body }) => presign(deps, caller, headers, body),
    },
    {
      service: 'platform',
      method: 'GET',
      path: RECORDS_PATH,
      errors: 'records',
      handle: ({ caller, headers, query }) => list(deps, caller, headers, query),
    },
    {
      service: 'platform',
      method: 'GET',
      path: `${RECORDS_PATH}/:id`,
      errors: 'records',
      handle: ({ caller, headers, params }) => details(deps, caller, headers, params.id ?? ''),
    },
    {
      service: 'platform',
      method: 'PATCH',
      path: `${RECORDS_PATH}/:id`,
      errors: 'records',
      handle: ({ caller, headers, params, body }) =>
        patchRecord(deps, caller, headers, params.id ?? '', body),
    },
    {
      service: 'platform',
      method: 'DELETE',
      path: `${RECORDS_PATH}/:id`,
      errors: 'records',
      handle: ({ caller, headers, params }) => remove(deps, caller, headers, params.id ?? ''),
    },
  ];
}
