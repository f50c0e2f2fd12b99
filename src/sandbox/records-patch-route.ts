import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { describeIssue } from './body-issues';
import { RECORD_DOCUMENT_TYPES } from './records-request';
import type { RecordsDeps } from './records-deps';
import { platformError, type SandboxResponse } from './responses';
import type { Caller } from './sessions';

/**
 * `PATCH /mr/api/v1/docs/{id}` (records.json): a document's details changed after it was put on
 * the record. The published body is an object of `dt`, `ndhm`, `oid`, `dd_e`, `tg`, `cases` (each
 * nullable) and `metadata`, at least one of `dt`, `ndhm`, `oid`, `dd_e`, `tg` present (its
 * `anyOf`), `tg` and `cases` without repeats (`uniqueItems`). The published 200 has no body.
 * Sandbox rules: a field the file does not publish is refused (closed), as for the presign; a
 * `null` leaves the field as it was; `oid` moves the document to another patient of the caller's
 * directory.
 */
const PatchBody = z.strictObject({
  dt: z.string().nullish(),
  ndhm: z.boolean().nullish(),
  oid: z.string().nullish(),
  dd_e: z.number().int().nullish(),
  tg: z.array(z.string()).nullish(),
  cases: z.array(z.string()).nullish(),
  metadata: z.string().optional(),
});
export type RecordPatch = z.infer<typeof PatchBody>;

const ONE_OF = ['dt', 'ndhm', 'oid', 'dd_e', 'tg'] as const;

function problemOf(body: unknown): string | RecordPatch {
  const read = PatchBody.safeParse(body);
  if (!read.success) return describeIssue(read.error.issues[0]!);
  const patch = read.data;
  if (!ONE_OF.some((field) => field in patch)) {
    return `the request body names none of ${ONE_OF.join(', ')}: say what to change`;
  }
  for (const field of ['tg', 'cases'] as const) {
    const list = patch[field];
    if (list && new Set(list).size !== list.length) return `${field} repeats an item`;
  }
  if (patch.dt != null && !(RECORD_DOCUMENT_TYPES as readonly string[]).includes(patch.dt)) {
    return 'Invalid document type.';
  }
  return patch;
}

export function patchRecord(
  deps: RecordsDeps,
  caller: Caller,
  headers: IncomingHttpHeaders,
  id: string,
  body: unknown,
): SandboxResponse {
  if (!deps.settings.mayWrite(caller.clientId)) {
    return { status: 403, body: { message: 'Forbidden' } };
  }
  const value = headers['x-pt-id'];
  const oid = (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
  const document = deps.store.get(caller.clientId, id);
  if (!document || document.deleted || document.patientOid !== oid) {
    return platformError(404, 'this patient’s record has no such document');
  }
  const patch = problemOf(body);
  if (typeof patch === 'string') return platformError(400, patch);
  if (patch.oid != null && !deps.clinic.patient(caller.clientId, patch.oid)) {
    return platformError(400, 'oid names no patient in this client’s directory');
  }
  deps.store.patch(caller.clientId, id, patch);
  return { status: 200, body: {} };
}
