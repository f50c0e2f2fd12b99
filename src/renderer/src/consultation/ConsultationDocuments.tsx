import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  documentFileProblem,
  DocumentOptionsSchema,
  formatBytes,
  MAX_DOCUMENT_BYTES,
} from '../../../shared/documents';
import { type DocumentView } from '../../../shared/documents-view';
import { MAX_RECORD_IMAGE_BYTES, MAX_RECORD_PDF_BYTES } from '../../../shared/records';
import { companion } from '../companion';
import {
  choiceOptions,
  destinationOf,
  DocumentChoiceFields,
  EMPTY_CHOICE,
  type ChoiceField,
  type DocumentChoice,
} from '../documents/DocumentChoiceFields';
import { DocumentStateLabel } from '../documents/DocumentStateLabel';
import { ErrorAlert } from '../frame/ErrorAlert';
import { issuesToFieldErrors, type FieldErrors } from '../lib/fieldErrors';

/**
 * The consultation's documents: each added here goes to the consultation's patient (once the
 * platform has the patient): on their record, or a lab report read by the platform. Each is listed
 * with where its upload stands. Saved first, sent when the connection allows, like every change.
 */
export function ConsultationDocuments({
  consultationId,
  canAdd,
}: {
  consultationId: string;
  canAdd: boolean;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [documents, setDocuments] = useState<DocumentView[]>([]);
  const [choice, setChoice] = useState<DocumentChoice>(EMPTY_CHOICE);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const idOf = (field: ChoiceField) => `${id}-${field}`;
  const destination = destinationOf(choice);

  const load = useCallback(async () => {
    const result = await companion().listDocuments({ consultationId });
    if (result.ok) setDocuments(result.value);
    else setError(result.error.message);
  }, [consultationId]);

  useEffect(() => {
    void Promise.resolve().then(load);
    const stop = companion().onDocumentsChanged(() => void load());
    return () => {
      stop();
    };
  }, [load]);

  async function add(files: FileList | null): Promise<void> {
    if (!files || files.length === 0) return;
    setError(null);
    setStatus('');
    const options = DocumentOptionsSchema.safeParse({ ...choiceOptions(choice), consultationId });
    if (!options.success) {
      const found = issuesToFieldErrors(options.error.issues);
      setFieldErrors(found);
      setError('Choose what kind of document this is, then pick the files again.');
      const first = (['documentType', 'destination', 'task'] as const).find((f) => f in found);
      if (first) document.getElementById(idOf(first))?.focus();
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setFieldErrors({});
    let saved = 0;
    const refused: string[] = [];
    for (const file of Array.from(files)) {
      // Checked before the file is read: a file the record does not take is said in words.
      const problem = documentFileProblem(
        { name: file.name, size: file.size, mediaType: file.type },
        destination,
      );
      if (problem) {
        refused.push(`${file.name} was not saved: ${problem}`);
        continue;
      }
      const result = await companion().uploadDocument({
        fileName: file.name,
        ...(file.type ? { mediaType: file.type } : {}),
        bytes: new Uint8Array(await file.arrayBuffer()),
        ...options.data,
      });
      if (result.ok) saved += 1;
      else refused.push(`${file.name} was not saved: ${result.error.message}`);
    }
    if (refused.length > 0) setError(refused.join(' '));
    setStatus(
      saved > 0
        ? `${saved} ${saved === 1 ? 'document' : 'documents'} saved; sent when the connection allows.`
        : '',
    );
    if (inputRef.current) inputRef.current.value = '';
    void load();
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Documents</h2>
      {documents.length === 0 ? (
        <p>No documents in this consultation.</p>
      ) : (
        <ul className="consultation-list" aria-label="Documents of this consultation">
          {documents.map((document) => (
            <li key={document.id} className="consultation-line">
              <span>{document.fileName}</span>
              <DocumentStateLabel document={document} progress={undefined} />
            </li>
          ))}
        </ul>
      )}
      {canAdd ? (
        <div className="form-stack">
          <DocumentChoiceFields
            idOf={idOf}
            choice={choice}
            onChange={setChoice}
            errors={{
              ...(fieldErrors.documentType ? { documentType: fieldErrors.documentType } : {}),
              ...(fieldErrors.destination ? { destination: fieldErrors.destination } : {}),
              ...(fieldErrors.task ? { task: fieldErrors.task } : {}),
            }}
          />
          <div className="field">
            <label htmlFor={`${id}-file`}>
              {destination === 'record'
                ? `Add documents to the patient’s record (PDF up to ${formatBytes(MAX_RECORD_PDF_BYTES)}, JPEG or PNG up to ${formatBytes(MAX_RECORD_IMAGE_BYTES)})`
                : `Add lab reports for the platform to read (up to ${formatBytes(MAX_DOCUMENT_BYTES)})`}
            </label>
            <input
              id={`${id}-file`}
              ref={inputRef}
              type="file"
              multiple
              {...(destination === 'record'
                ? { accept: 'application/pdf,image/jpeg,image/png' }
                : {})}
              onChange={(event) => void add(event.target.files)}
            />
          </div>
        </div>
      ) : null}
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <p role="status">{status}</p>
    </section>
  );
}
