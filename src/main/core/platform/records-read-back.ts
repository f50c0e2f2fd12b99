import { z } from 'zod';
import type { PlatformClient } from './client';
import { isPlatformError } from './errors';
import { recordPath } from './records-api';

/**
 * `GET /mr/api/v1/docs/{id}` read for its `files` (records.json: each `{asset_url, file_type}`,
 * `file_type` one of `IMG`, `PDF`). Read tolerantly: an entry without a type, or a type the app
 * does not know, is kept as unknown and never counts as the file asked for.
 */
const FilesAnswer = z
  .object({
    files: z
      .array(z.object({ file_type: z.string().optional() }).passthrough())
      .nullish()
      .catch(null),
  })
  .passthrough();

export type RecordFileType = 'PDF' | 'IMG';

/**
 * The types of the files the patient's record shows for one document (`IMG`, `PDF`, or whatever
 * else the platform writes, upper-cased). Any failure, a 404 included, is thrown.
 */
export async function readRecordFiles(
  client: PlatformClient,
  patientOid: string,
  documentId: string,
  options: { signal?: AbortSignal } = {},
): Promise<string[]> {
  const answer = await client.request({
    method: 'GET',
    path: recordPath(documentId),
    headers: { 'x-pt-id': patientOid, accept: 'application/json' },
    schema: FilesAnswer,
    what: 'Checking the document on the patient’s record',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return (answer.files ?? []).flatMap((file) =>
    file.file_type ? [file.file_type.toUpperCase()] : [],
  );
}

/**
 * Whether the patient's record shows the document with at least one file of this type. A 404
 * (the platform does not list a document until its files have arrived) is a plain "no"; any other
 * failure is thrown, for the caller's retry.
 */
export async function recordShowsFile(
  client: PlatformClient,
  patientOid: string,
  documentId: string,
  fileType: RecordFileType,
  options: { signal?: AbortSignal } = {},
): Promise<boolean> {
  try {
    return (await readRecordFiles(client, patientOid, documentId, options)).includes(fileType);
  } catch (error) {
    if (isPlatformError(error) && error.failure === 'http' && error.status === 404) return false;
    throw error;
  }
}
