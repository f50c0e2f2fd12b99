import {
  DOCUMENT_TASK_LABELS,
  formatBytes,
  type DocumentUploadForm,
} from '../../../shared/documents';
import { type DocumentProgress, type DocumentView } from '../../../shared/documents-view';
import { isRecordDocumentType, RECORD_DOCUMENT_TYPE_LABELS } from '../../../shared/records';
import { AskFirstButton } from '../frame/AskFirstButton';
import { BusyButton } from '../frame/BusyButton';
import { Icon } from '../frame/Icon';
import { formatDateTime, type TimeFormat } from '../lib/time';
import { DocumentStateLabel } from './DocumentStateLabel';

interface DocumentRowProps {
  document: DocumentView;
  /** The latest progress of the running attempt, from the core's events or the list. */
  progress: DocumentProgress | undefined;
  /** True while this row's retry is on its way. */
  retrying: boolean;
  onRetry: (document: DocumentView) => void;
  onDiscard: (document: DocumentView, opener: HTMLButtonElement) => void;
  timeFormat?: TimeFormat;
}

const FORM_WORDS: Record<DocumentUploadForm, string> = {
  jwe: 'Encrypted',
  multipart: 'Plain',
};

/**
 * One upload: the file, what was asked of the platform, how it travels and where it stands. The
 * buttons carry the file name for screen readers, as every refused row has the same two.
 */
export function DocumentRow(props: DocumentRowProps) {
  const { document, progress, retrying, onRetry, onDiscard, timeFormat } = props;
  const stuck = document.state === 'rejected' || document.state === 'dead';
  const showProgress =
    document.state === 'uploading' || (document.state === 'waiting' && progress !== undefined);
  return (
    <li className={`list-row list-row--${document.state} document-item`}>
      <p className="list-row__title document-item__name">{document.fileName}</p>
      <dl className="list-row__facts document-item__facts">
        <div>
          <dt>State</dt>
          <dd>
            <DocumentStateLabel document={document} progress={progress} />
          </dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd>{formatBytes(document.sizeBytes)}</dd>
        </div>
        {document.documentType ? (
          <div>
            <dt>Document type</dt>
            {isRecordDocumentType(document.documentType) ? (
              <dd>{RECORD_DOCUMENT_TYPE_LABELS[document.documentType]}</dd>
            ) : (
              // Saved by an earlier version, when the type was typed in.
              <dd className="mono">{document.documentType}</dd>
            )}
          </div>
        ) : null}
        <div>
          <dt>Goes to</dt>
          <dd>
            {document.destination === 'record'
              ? 'The patient’s record'
              : 'The platform, to read it'}
          </dd>
        </div>
        {document.task ? (
          <div>
            <dt>Task</dt>
            <dd>{DOCUMENT_TASK_LABELS[document.task].label}</dd>
          </div>
        ) : null}
        {document.form ? (
          <div>
            <dt>Form</dt>
            <dd>{FORM_WORDS[document.form]}</dd>
          </div>
        ) : null}
        {document.hasPatientId ? (
          <div>
            <dt>Patient id</dt>
            <dd>Attached</dd>
          </div>
        ) : null}
        <div>
          <dt>Saved</dt>
          <dd>
            <time dateTime={document.createdAt}>
              {formatDateTime(document.createdAt, timeFormat)}
            </time>
          </dd>
        </div>
      </dl>
      {showProgress ? (
        // Without a known total the bar is indeterminate: it says something moves, not how much.
        <progress
          className="document-item__progress"
          aria-label={`Upload of ${document.fileName}`}
          {...(progress
            ? {
                max: Math.max(progress.totalBytes, 1),
                value: Math.min(progress.sentBytes, progress.totalBytes),
              }
            : {})}
        />
      ) : null}
      {document.otherAccount ? (
        <p className="document-item__note">
          <Icon name="warning" />
          <span>
            Saved for another platform account. It is sent only to that account, once Settings use
            it again; it never goes to the account in use now.
          </span>
        </p>
      ) : null}
      {stuck ? (
        <div className="list-row__actions">
          {/* A copy that cannot be read here cannot be sent by any attempt: Discard only. */}
          {document.state === 'rejected' ? (
            <BusyButton
              busy={retrying}
              className="button button--small"
              onClick={() => onRetry(document)}
            >
              Retry<span className="visually-hidden"> upload of {document.fileName}</span>
            </BusyButton>
          ) : null}
          <AskFirstButton onAsk={(opener) => onDiscard(document, opener)}>
            Discard<span className="visually-hidden"> upload of {document.fileName}</span>
          </AskFirstButton>
        </div>
      ) : null}
    </li>
  );
}
