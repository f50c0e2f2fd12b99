import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { DocumentView } from '../../../shared/documents';
import { companion } from '../companion';
import { DocumentStateLabel } from '../documents/DocumentStateLabel';
import { ErrorAlert } from '../frame/ErrorAlert';

/**
 * The consultation's documents: each added here goes to the platform with the patient's id (once
 * the platform has the patient), and is listed with where its upload stands. Saved first, sent
 * when the connection allows, like every change.
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
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

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
    let saved = 0;
    for (const file of Array.from(files)) {
      const result = await companion().uploadDocument({
        fileName: file.name,
        ...(file.type ? { mediaType: file.type } : {}),
        bytes: new Uint8Array(await file.arrayBuffer()),
        task: 'smart',
        consultationId,
      });
      if (result.ok) saved += 1;
      else setError(`${file.name} was not saved: ${result.error.message}`);
    }
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
        <div className="field">
          <label htmlFor={`${id}-file`}>
            Add documents to this consultation (PDF, JPEG or PNG, up to 10 MB)
          </label>
          <input
            id={`${id}-file`}
            ref={inputRef}
            type="file"
            multiple
            accept="application/pdf,image/jpeg,image/png"
            onChange={(event) => void add(event.target.files)}
          />
        </div>
      ) : null}
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <p role="status">{status}</p>
    </section>
  );
}
