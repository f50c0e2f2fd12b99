import type { DocumentProgress, DocumentView } from '../../../shared/documents-view';
import type { TimeFormat } from '../lib/time';
import { DocumentRow } from './DocumentRow';

interface DocumentListProps {
  documents: readonly DocumentView[];
  /** The latest progress event per document id. */
  progress: Readonly<Record<string, DocumentProgress>>;
  /** The list's name for assistive technology, the section heading's id. */
  labelledBy: string;
  retryingId: string | null;
  onRetry: (document: DocumentView) => void;
  onDiscard: (document: DocumentView, opener: HTMLButtonElement) => void;
  timeFormat?: TimeFormat;
}

export const NO_UPLOADS =
  'No documents yet. Files you upload appear here, with their progress, until the platform has them.';

/** The uploads the core knows of, one row each; the newest progress wins over the list's own. */
export function DocumentList(props: DocumentListProps) {
  const { documents, progress, labelledBy, retryingId, onRetry, onDiscard, timeFormat } = props;
  if (documents.length === 0) {
    return (
      <div className="empty-state">
        <p>
          <strong>{NO_UPLOADS}</strong>
        </p>
      </div>
    );
  }
  return (
    <ul className="row-list" aria-labelledby={labelledBy}>
      {documents.map((document) => (
        <DocumentRow
          key={document.id}
          document={document}
          progress={progress[document.id] ?? document.progress}
          retrying={retryingId === document.id}
          onRetry={onRetry}
          onDiscard={onDiscard}
          timeFormat={timeFormat}
        />
      ))}
    </ul>
  );
}
