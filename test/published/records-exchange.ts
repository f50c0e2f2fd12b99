import type { Sandbox } from '../../src/sandbox/server';
import { exchange, type SandboxAnswer } from './sandbox-exchange';

/**
 * The Records API's two steps as any client of records.json takes them: presign
 * (`POST /mr/api/v1/docs` with `X-Pt-Id`), then the file POSTed as multipart to the form's URL.
 */

export const RECORDS = '/mr/api/v1/docs';
/** The first patient of the seeded directory. */
export const SEEDED_PATIENT = '174000000000001';

export interface PresignedForm {
  url: string;
  fields: Record<string, string>;
}

export interface PresignedDocument {
  document_id: string;
  forms: PresignedForm[];
}

export interface FileRequest {
  contentType: string;
  file_size: number;
}

/** One `batch_request` entry for a PDF prescription of `size` bytes (and any field given). */
export function prescriptionEntry(size: number, over: Record<string, unknown> = {}) {
  return {
    dt: 'ps',
    dd_e: 1_782_950_400,
    tg: ['clinic-companion'],
    title: 'Prescription',
    files: [{ contentType: 'application/pdf', file_size: size }],
    ...over,
  };
}

export function presign(
  s: Sandbox,
  token: string,
  batch: unknown[],
  options: { patient?: string | null; headers?: Record<string, string> } = {},
): Promise<SandboxAnswer> {
  const patient = options.patient === undefined ? SEEDED_PATIENT : options.patient;
  return exchange(s, 'POST', RECORDS, {
    token,
    headers: { ...(patient === null ? {} : { 'x-pt-id': patient }), ...options.headers },
    body: { batch_request: batch },
  });
}

/** The documents of a successful presign's answer. */
export function presigned(answer: SandboxAnswer): PresignedDocument[] {
  if (answer.status !== 200) {
    throw new Error(`the presign was refused: ${answer.status} ${JSON.stringify(answer.json)}`);
  }
  return (answer.json as { batch_response: PresignedDocument[] }).batch_response;
}

/** Bytes of a PDF-looking file of exactly `size` bytes. */
export function pdfBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n').subarray(0, size));
  return bytes;
}

export interface UploadAnswer {
  status: number;
  /** The S3-style error's `<Code>`, when the storage refused. */
  code?: string;
  message?: string;
  text: string;
}

export interface UploadOptions {
  /** Headers beside the multipart content type (credentials, to see them refused). */
  headers?: Record<string, string>;
  /** Fields left out, changed or added. */
  omit?: string[];
  change?: Record<string, string>;
  extra?: Record<string, string>;
  /** Put the file part first instead of last. */
  fileFirst?: boolean;
}

/** POSTs `bytes` to a presigned form: every field as given (unless told otherwise), file last. */
export async function upload(
  form: PresignedForm,
  bytes: Uint8Array,
  options: UploadOptions = {},
): Promise<UploadAnswer> {
  const body = new FormData();
  const file = new Blob([bytes], { type: form.fields['Content-Type'] ?? 'application/pdf' });
  if (options.fileFirst) body.append('file', file, 'upload');
  for (const [name, value] of Object.entries(form.fields)) {
    if (options.omit?.includes(name)) continue;
    body.append(name, options.change?.[name] ?? value);
  }
  for (const [name, value] of Object.entries(options.extra ?? {})) body.append(name, value);
  if (!options.fileFirst) body.append('file', file, 'upload');
  const response = await fetch(form.url, {
    method: 'POST',
    headers: options.headers ?? {},
    body,
  });
  const text = await response.text();
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
  return {
    status: response.status,
    text,
    ...(code === undefined ? {} : { code }),
    ...(message === undefined ? {} : { message }),
  };
}

/** Presigns one PDF for the seeded patient and uploads it: the document's id. */
export async function storedDocument(
  s: Sandbox,
  token: string,
  over: Record<string, unknown> = {},
  patient = SEEDED_PATIENT,
): Promise<string> {
  const size = 2048;
  const [document] = presigned(
    await presign(s, token, [prescriptionEntry(size, over)], { patient }),
  );
  const answer = await upload(document!.forms[0]!, pdfBytes(size));
  if (answer.status !== 204) throw new Error(`the upload was refused: ${answer.text}`);
  return document!.document_id;
}

/** The headers a Records read needs: the patient, and (for the list) `accept: application/json`. */
export function readHeaders(patient = SEEDED_PATIENT): Record<string, string> {
  return { 'x-pt-id': patient, accept: 'application/json' };
}
