import { z } from 'zod';
import { describeIssue } from './body-issues';

/**
 * The presign request of `POST /mr/api/v1/docs` (records.json `UpdateDocumentV3Request`), checked
 * closed: a field the file does not publish is refused. The limits are the published ones
 * (docs/platform.md "Documents"); where the file is silent the sandbox's own rule says so.
 */

/** The type codes the platform's SDK docs list. */
export const RECORD_DOCUMENT_TYPES = ['ps', 'lr', 'dc', 'vc', 'in', 'iv', 'sc', 'ot'] as const;
export type RecordDocumentType = (typeof RECORD_DOCUMENT_TYPES)[number];

/** The file types taken, with each one's largest size in bytes. */
export const RECORD_FILE_LIMITS: Readonly<Record<string, number>> = Object.freeze({
  'image/jpeg': 10_000_000,
  'image/png': 10_000_000,
  'application/pdf': 25_000_000,
});

export const MAX_BATCH_ENTRIES = 5;
export const MAX_FILES_OF_ONE_TYPE = 10;
/** The published refusal of an unknown `dt`, word for word. */
export const INVALID_DOCUMENT_TYPE = 'Invalid document type.';
/**
 * Sandbox rule: `dd_e` is seconds since 1970 (the published example is 1614556800); a value this
 * large is milliseconds by mistake, which the platform would store as a date thousands of years on.
 */
const MAX_EPOCH_SECONDS = 100_000_000_000;
/** Sandbox rule: a document id the client names is used in paths, so it is kept path-safe. */
const DOCUMENT_ID = /^[A-Za-z0-9._-]{1,128}$/;

const FileRequest = z.strictObject({
  contentType: z.string(),
  file_size: z.number().int(),
});

const Entry = z.strictObject({
  dt: z.string().optional(),
  document_id: z.string().optional(),
  dd_e: z.number().int().optional(),
  tg: z.array(z.string()).optional(),
  files: z.array(FileRequest),
  title: z.string().nullable().optional(),
  cases: z.array(z.string()).nullable().optional(),
  metadata: z.string().optional(),
});

const Body = z.strictObject({ batch_request: z.array(Entry) });

export type PresignEntry = z.infer<typeof Entry>;
export type PresignFile = z.infer<typeof FileRequest>;

const grouped = (n: number): string => n.toLocaleString('en-US');

function repeats(list: readonly string[]): boolean {
  return new Set(list).size !== list.length;
}

function fileProblem(file: PresignFile, where: string): string | undefined {
  const limit = RECORD_FILE_LIMITS[file.contentType];
  if (limit === undefined) {
    return `${where}.contentType must be image/jpeg, image/png or application/pdf`;
  }
  if (file.file_size < 1) return `${where}.file_size must be at least 1 byte`;
  if (file.file_size > limit) {
    const kind = file.contentType === 'application/pdf' ? 'a PDF' : 'an image';
    return `${where}.file_size is ${grouped(file.file_size)} bytes: ${kind} may be at most ${grouped(limit)} bytes`;
  }
  return undefined;
}

function entryProblem(entry: PresignEntry, where: string): string | undefined {
  if (entry.dt !== undefined && !(RECORD_DOCUMENT_TYPES as readonly string[]).includes(entry.dt)) {
    return INVALID_DOCUMENT_TYPE;
  }
  if (entry.document_id !== undefined && !DOCUMENT_ID.test(entry.document_id)) {
    return `${where}.document_id must be 1 to 128 letters, digits, dots, dashes or underscores`;
  }
  if (entry.dd_e !== undefined && (entry.dd_e < 0 || entry.dd_e >= MAX_EPOCH_SECONDS)) {
    return `${where}.dd_e must be the document's date in seconds since 1970 (not milliseconds)`;
  }
  if (entry.tg && repeats(entry.tg)) return `${where}.tg lists a tag twice`;
  if (entry.cases && repeats(entry.cases)) return `${where}.cases lists a case twice`;
  if (entry.files.length === 0) return `${where}.files is empty: name each file to upload`;
  const perType = new Map<string, number>();
  for (const [index, file] of entry.files.entries()) {
    const problem = fileProblem(file, `${where}.files[${index}]`);
    if (problem) return problem;
    perType.set(file.contentType, (perType.get(file.contentType) ?? 0) + 1);
  }
  for (const [type, count] of perType) {
    if (count > MAX_FILES_OF_ONE_TYPE) {
      return `${where}.files has ${count} files of ${type}: at most ${MAX_FILES_OF_ONE_TYPE} of one type per document`;
    }
  }
  return undefined;
}

export type PresignRead = { ok: true; entries: PresignEntry[] } | { ok: false; message: string };

/** The request's entries, or the first problem in words (values never quoted). */
export function readPresignRequest(body: unknown): PresignRead {
  const parsed = Body.safeParse(body);
  if (!parsed.success) {
    const [first] = parsed.error.issues;
    return { ok: false, message: first ? describeIssue(first) : 'the body is not valid' };
  }
  const entries = parsed.data.batch_request;
  if (entries.length === 0) {
    return { ok: false, message: 'batch_request is empty: ask for at least one document' };
  }
  if (entries.length > MAX_BATCH_ENTRIES) {
    return {
      ok: false,
      message: `batch_request has ${entries.length} documents: at most ${MAX_BATCH_ENTRIES} are presigned at a time`,
    };
  }
  const ids: string[] = [];
  for (const [index, entry] of entries.entries()) {
    const problem = entryProblem(entry, `batch_request[${index}]`);
    if (problem) return { ok: false, message: problem };
    if (entry.document_id !== undefined) ids.push(entry.document_id);
  }
  if (repeats(ids)) {
    return {
      ok: false,
      message: 'batch_request names one document_id twice: one entry per document',
    };
  }
  return { ok: true, entries };
}
