import { z } from 'zod';
import {
  RECORD_DOCUMENT_TYPES,
  recordContentTypeOf,
  recordFileProblem,
  type RecordDocumentType,
} from './records';

/**
 * Documents (records.json): a document goes to the patient's health record through the Records
 * upload (`POST /mr/api/v1/docs`, then the file to its presigned form), or, for a lab report the
 * platform should read, to the parsing route (`POST /mr/api/v2/docs`, `dt=lr` and a `task`). What
 * the renderer sends, what it sees back, and the rules both sides check.
 */

/** Where a document goes: the patient's record, or the platform's reading of a lab report. */
export const DOCUMENT_DESTINATIONS = ['record', 'parse'] as const;
export type DocumentDestination = (typeof DOCUMENT_DESTINATIONS)[number];

/** The one type the parsing route takes (records.json: `dt` allows `lr` only). */
export const PARSED_DOCUMENT_TYPE = 'lr' satisfies RecordDocumentType;

export const DOCUMENT_DESTINATION_LABELS: Record<
  DocumentDestination,
  { label: string; description: string }
> = {
  record: {
    label: 'Keep it on the patient’s record',
    description: 'Stored on the patient’s health record on the platform, as it is.',
  },
  parse: {
    label: 'Have the platform read it',
    description:
      'The platform reads the lab report (up to 10 MB); it is not put on the patient’s record.',
  },
};

export const PARSE_ONLY_LAB_REPORTS =
  'Only a lab report can be read by the platform; other documents are kept on the patient’s record.';
export const NO_PATIENT_FOR_RECORD =
  'A document for the patient’s record needs the patient: give the platform’s patient id, or add the document in the patient’s consultation.';

/**
 * The parsing route's limit is "10 MB". Whether that means 10,000,000 bytes or 10 MiB is not said,
 * so the app takes the smaller: a file it accepts is never refused by the platform for its size.
 */
export const MAX_DOCUMENT_BYTES = 10_000_000;

/** The `task` query parameter: what the platform does with the file. */
export const DOCUMENT_TASKS = ['smart', 'pii', 'classification'] as const;
export type DocumentTask = (typeof DOCUMENT_TASKS)[number];

export const DOCUMENT_TASK_LABELS: Record<DocumentTask, { label: string; description: string }> = {
  smart: {
    label: 'Smart reading',
    description: 'Reads the document into the medical record (the SRP task).',
  },
  pii: {
    label: 'Patient details',
    description: 'Extracts the patient’s identity details (the PII task).',
  },
  classification: {
    label: 'Classification',
    description: 'Only says what kind of document it is.',
  },
};

/** The two forms of the contract: multipart `file`, or a JWE envelope of `{file: Base64}`. */
export const DOCUMENT_UPLOAD_FORMS = ['jwe', 'multipart'] as const;
export type DocumentUploadForm = (typeof DOCUMENT_UPLOAD_FORMS)[number];
export const DEFAULT_DOCUMENT_UPLOAD_FORM: DocumentUploadForm = 'jwe';

export const DOCUMENT_UPLOAD_FORM_LABELS: Record<
  DocumentUploadForm,
  { label: string; description: string }
> = {
  jwe: {
    label: 'Encrypted (JWE)',
    description:
      'The file travels inside the platform’s encrypted envelope. Needs the account’s JWE key.',
  },
  multipart: {
    label: 'Plain upload (multipart)',
    description: 'The file travels as a form upload, protected by HTTPS only.',
  },
};

/** The longest file name the app keeps; longer names are refused rather than cut. */
export const MAX_FILE_NAME_LENGTH = 255;
export const MAX_PATIENT_ID_LENGTH = 100;

// Control characters would break the multipart header or a log line.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/**
 * Bidirectional controls make a name read differently from what it is ("report\u202Efdp.exe"
 * shows as "reportexe.pdf"): embeddings, overrides, isolates and the directional marks.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Human size: "812 KB", "9.5 MB" (decimal units, as the limit is written). */
export function formatBytes(bytes: number): string {
  if (bytes === 1) return '1 byte';
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  const mb = bytes / 1_000_000;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** Why a file's name cannot be kept or sent, in words, or undefined. */
export function fileNameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'This file has no name.';
  if (name.length > MAX_FILE_NAME_LENGTH) {
    return `The file name is longer than ${MAX_FILE_NAME_LENGTH} characters; rename the file.`;
  }
  if (CONTROL_CHARACTERS.test(name)) {
    return 'The file name contains control characters; rename the file.';
  }
  if (BIDI_CONTROLS.test(name)) {
    return 'The file name contains hidden characters that change the direction of its text, so it may not be what it looks like; rename the file.';
  }
  return undefined;
}

/**
 * Why a file cannot go where it is sent, in words, or undefined. Checked before anything is saved,
 * by the window and again by the core. The patient's record takes PDF, JPEG and PNG only (PDFs up
 * to 25 MB, images up to 10 MB: records.json, `recordFileProblem`); the platform reads lab
 * reports of any kind up to 10 MB.
 */
export function documentFileProblem(
  file: { name: string; size: number; mediaType?: string | undefined },
  destination: DocumentDestination,
): string | undefined {
  if (file.size === 0) return 'This file is empty.';
  if (destination === 'record') {
    const problem = recordFileProblem({
      contentType: recordContentTypeOf(file.mediaType ?? '', file.name),
      size: file.size,
    });
    if (problem) return problem;
  } else if (file.size > MAX_DOCUMENT_BYTES) {
    // Just over the limit, rounding would make both figures read "10 MB": give the bytes then.
    const size =
      formatBytes(file.size) === formatBytes(MAX_DOCUMENT_BYTES)
        ? `${file.size.toLocaleString('en-IN')} bytes`
        : formatBytes(file.size);
    return `This file is ${size}; the platform accepts files up to ${formatBytes(MAX_DOCUMENT_BYTES)} (${MAX_DOCUMENT_BYTES.toLocaleString('en-IN')} bytes).`;
  }
  return fileNameProblem(file.name);
}

const patientId = z
  .string()
  .trim()
  .max(MAX_PATIENT_ID_LENGTH, `The patient id is longer than ${MAX_PATIENT_ID_LENGTH} characters.`)
  .refine(
    (value) => !CONTROL_CHARACTERS.test(value),
    'The patient id contains control characters.',
  );

/** The options as both sides read them; the rules between them are in `checkOptions`. */
const optionFields = {
  /** What the document is: one of the platform's type codes, chosen in words. */
  documentType: z.enum(RECORD_DOCUMENT_TYPES, { message: 'Choose what kind of document this is.' }),
  /** Where it goes: the patient's record, or (lab reports only) the platform's reading. */
  destination: z.enum(DOCUMENT_DESTINATIONS, { message: 'Choose where the document goes.' }),
  /** What the platform reads from a lab report (`task`); only for `parse`. */
  task: z
    .enum(DOCUMENT_TASKS, { message: 'Choose what the platform should do with the file.' })
    .optional(),
  /** The platform's patient id (`X-Pt-Id`); empty means none. */
  patientId: patientId.optional(),
  /** The consultation the document belongs to; its patient's id goes with it when none is given. */
  consultationId: z.string().min(1).max(100).optional(),
};

/** A document for the record needs a patient; only a lab report can be read, and then with a task. */
function checkOptions(
  value: {
    documentType: RecordDocumentType;
    destination: DocumentDestination;
    task?: DocumentTask | undefined;
    patientId?: string | undefined;
    consultationId?: string | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (value.destination === 'parse') {
    if (value.documentType !== PARSED_DOCUMENT_TYPE) {
      ctx.addIssue({
        code: 'custom',
        path: ['destination'],
        message: PARSE_ONLY_LAB_REPORTS,
        input: value.destination,
      });
    }
    if (value.task === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['task'],
        message: 'Choose what the platform should read from the lab report.',
        input: value.task,
      });
    }
    return;
  }
  if (!value.patientId?.trim() && value.consultationId === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['patientId'],
      message: NO_PATIENT_FOR_RECORD,
      input: value.patientId,
    });
  }
}

/** The options chosen on the Documents screen, checked on both sides. */
export const DocumentOptionsSchema = z.object(optionFields).superRefine(checkOptions);
export type DocumentOptions = z.infer<typeof DocumentOptionsSchema>;

/**
 * One upload as the renderer hands it to the core: the file's bytes (structured-cloned over IPC),
 * never a path, so the renderer can only upload what the user picked.
 */
export const DocumentUploadInputSchema = z
  .object({
    ...optionFields,
    fileName: z.string(),
    mediaType: z.string().max(200).optional(),
    bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array, {
      message: 'The file’s contents did not arrive.',
    }),
  })
  .superRefine((value, ctx) => {
    checkOptions(value, ctx);
    if (!(value.bytes instanceof Uint8Array)) return;
    const problem = documentFileProblem(
      { name: value.fileName, size: value.bytes.byteLength, mediaType: value.mediaType },
      value.destination,
    );
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['file'], input: '' });
  });
export type DocumentUploadInput = z.input<typeof DocumentUploadInputSchema>;

export const DocumentSettingsInputSchema = z.object({
  uploadForm: z.enum(DOCUMENT_UPLOAD_FORMS, { message: 'Choose how documents are uploaded.' }),
});
export type DocumentSettingsInput = z.infer<typeof DocumentSettingsInputSchema>;

/** The documents of one consultation, or (without it) the latest of all. */
export const DocumentListInputSchema = z
  .object({ consultationId: z.string().min(1).max(100).optional() })
  .strict();
