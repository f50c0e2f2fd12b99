import {
  documentFileProblem,
  NO_PATIENT_FOR_RECORD,
  PARSE_ONLY_LAB_REPORTS,
  PARSED_DOCUMENT_TYPE,
  type DocumentDestination,
  type DocumentTask,
  type DocumentUploadForm,
} from '../../../shared/documents';
import { recordContentTypeOf, type RecordDocumentType } from '../../../shared/records';
import { CoreError } from '../errors';

const MEDIA_TYPE = /^[A-Za-z0-9][\w.+-]*\/[A-Za-z0-9][\w.+-]*$/;

/** What the core checked the renderer's input into (see DocumentUploadInputSchema). */
export interface DocumentUpload {
  fileName: string;
  mediaType?: string | undefined;
  bytes: Uint8Array;
  documentType: RecordDocumentType;
  destination: DocumentDestination;
  /** What the platform reads (`parse` only; ignored for the record). */
  task?: DocumentTask | undefined;
  patientId?: string | undefined;
  /** The consultation the document is added in. */
  consultationId?: string;
}

/** The consultation a document is added in: whose it is (their platform id, once known). */
export type ConsultationOf = (
  id: string,
) => { patient: { platformId?: string } | undefined; pendingCreate?: number } | undefined;

/** How a checked upload is saved and sent. */
export interface UploadPlan {
  destination: DocumentDestination;
  task: DocumentTask | undefined;
  form: DocumentUploadForm | undefined;
  /** The platform's id of the patient, when known now. */
  patientId: string | undefined;
  /** The outbox row creating the patient, which the upload waits for. */
  waitFor: number | undefined;
  mediaType: string;
}

const refuse = (field: string, words: string, suffix = ''): CoreError =>
  new CoreError('INVALID_ARGUMENT', `${words}${suffix}`, { fields: { [field]: words } });

/**
 * Checks an upload before anything is saved, with the window's own rules (the file's limits for
 * where it goes, a lab report alone read by the platform, with a task) and what only the core
 * knows: the consultation's patient, and the upload form's key. Throws the refusal in words.
 */
export function planUpload(
  input: DocumentUpload,
  context: { form: () => DocumentUploadForm; jweReady: boolean; consultation?: ConsultationOf },
): UploadPlan {
  const { destination } = input;
  const problem = documentFileProblem(
    { name: input.fileName, size: input.bytes.byteLength, mediaType: input.mediaType },
    destination,
  );
  if (problem) throw refuse('file', problem);
  if (destination === 'parse' && input.documentType !== PARSED_DOCUMENT_TYPE) {
    throw refuse('destination', PARSE_ONLY_LAB_REPORTS);
  }
  const task = destination === 'parse' ? input.task : undefined;
  if (destination === 'parse' && task === undefined) {
    throw refuse('task', 'Choose what the platform should read from the lab report.');
  }
  const form = destination === 'parse' ? context.form() : undefined;
  if (form === 'jwe' && !context.jweReady) {
    throw new CoreError(
      'INVALID_ARGUMENT',
      "Encrypted uploads need the account's JWE key: enter its key id and secret in Clinic setup, or choose plain uploads there. Nothing was saved.",
    );
  }
  let patientId = input.patientId?.trim() || undefined;
  let waitFor: number | undefined;
  if (input.consultationId !== undefined) {
    const consultation = context.consultation?.(input.consultationId);
    if (!consultation) {
      throw new CoreError(
        'NOT_FOUND',
        'There is no such consultation on this computer. Nothing was saved.',
      );
    }
    // The consultation's patient, once the platform has them; a patient created offline is
    // waited for (the upload depends on their create) and named when it is sent.
    patientId ??= consultation.patient?.platformId;
    if (patientId === undefined) waitFor = consultation.pendingCreate;
  }
  if (destination === 'record' && patientId === undefined && waitFor === undefined) {
    throw refuse(
      'patientId',
      input.consultationId === undefined
        ? NO_PATIENT_FOR_RECORD
        : 'This consultation’s patient is not on the platform and is not waiting to be created there, so the document has no record to go to.',
      ' Nothing was saved.',
    );
  }
  const mediaType =
    destination === 'record'
      ? // Checked above: the record takes PDF, JPEG and PNG, named by their standard types.
        recordContentTypeOf(input.mediaType ?? '', input.fileName)!
      : input.mediaType && MEDIA_TYPE.test(input.mediaType)
        ? input.mediaType.toLowerCase()
        : 'application/octet-stream';
  return { destination, task, form, patientId, waitFor, mediaType };
}
