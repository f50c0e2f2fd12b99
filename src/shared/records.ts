/**
 * The patient's health record on the platform (the Records API, `spec/published/records.json`):
 * the document types it keeps, the files it takes and its published limits. Shared by the core,
 * which checks them before anything is sent, and the window, which offers them in words.
 */

/**
 * The document type codes (`dt`) the platform's SDK docs list, with their words. The window
 * offers exactly these, never free text.
 */
export const RECORD_DOCUMENT_TYPES = ['ps', 'lr', 'dc', 'vc', 'in', 'iv', 'sc', 'ot'] as const;
export type RecordDocumentType = (typeof RECORD_DOCUMENT_TYPES)[number];

export const RECORD_DOCUMENT_TYPE_LABELS: Record<RecordDocumentType, string> = {
  ps: 'Prescription',
  lr: 'Lab report',
  dc: 'Discharge summary',
  vc: 'Vaccination certificate',
  in: 'Insurance',
  iv: 'Invoice',
  sc: 'Scan',
  ot: 'Other',
};

export function isRecordDocumentType(value: string): value is RecordDocumentType {
  return (RECORD_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** The files the Records upload takes: jpg, png and pdf only. */
export const RECORD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type RecordContentType = (typeof RECORD_CONTENT_TYPES)[number];

export function isRecordContentType(value: string): value is RecordContentType {
  return (RECORD_CONTENT_TYPES as readonly string[]).includes(value);
}

/**
 * Published limits: PDFs up to 25 MB, images up to 10 MB. Whether "MB" is 10^6 or 2^20 bytes is
 * not said, so the smaller reading is taken: a file the app accepts is never refused for its size.
 */
export const MAX_RECORD_PDF_BYTES = 25_000_000;
export const MAX_RECORD_IMAGE_BYTES = 10_000_000;
/** Published: at most 10 files of one type in one batch entry. */
export const MAX_RECORD_FILES_PER_BATCH = 10;
/** Published: at most 5 batches at a time. */
export const MAX_RECORD_BATCHES = 5;

export function maxRecordBytes(contentType: RecordContentType): number {
  return contentType === 'application/pdf' ? MAX_RECORD_PDF_BYTES : MAX_RECORD_IMAGE_BYTES;
}

/** The media type a Records file is sent as, from what the file says it is; undefined when not taken. */
export function recordContentTypeOf(
  mediaType: string,
  fileName: string,
): RecordContentType | undefined {
  const media = mediaType.trim().toLowerCase();
  if (isRecordContentType(media)) return media;
  if (media === 'image/jpg' || media === 'image/pjpeg') return 'image/jpeg';
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (media === '' || media === 'application/octet-stream') {
    if (extension === 'pdf') return 'application/pdf';
    if (extension === 'jpg' || extension === 'jpeg') return 'image/jpeg';
    if (extension === 'png') return 'image/png';
  }
  return undefined;
}

/** Why a file cannot go to the patient's record, in words, or undefined. */
export function recordFileProblem(file: {
  contentType: string | undefined;
  size: number;
}): string | undefined {
  if (file.contentType === undefined || !isRecordContentType(file.contentType)) {
    return 'The patient’s record takes PDF, JPEG and PNG files only.';
  }
  if (file.size <= 0) return 'This file is empty.';
  const max = maxRecordBytes(file.contentType);
  if (file.size > max) {
    const kind = file.contentType === 'application/pdf' ? 'PDF files' : 'images';
    return `This file is ${file.size.toLocaleString('en-IN')} bytes; the patient’s record takes ${kind} up to ${(max / 1_000_000).toFixed(0)} MB (${max.toLocaleString('en-IN')} bytes).`;
  }
  return undefined;
}

/** The tag every document this app puts on a record carries, so the record says where it came from. */
export const RECORD_APP_TAG = 'clinic-companion';
