import { useId, useState } from 'react';
import type { ConnectionStatus } from '../../../shared/connection';
import type { DocumentOptions } from '../../../shared/documents';
import type {
  DocumentProgress,
  DocumentSettingsView,
  DocumentView,
} from '../../../shared/documents-view';
import type { IpcError, Result } from '../../../shared/result';
import { ErrorAlert } from '../frame/ErrorAlert';
import { LiveAnnouncer } from '../frame/LiveAnnouncer';
import { ScreenHeading } from '../frame/ScreenHeading';
import { useAnnouncer } from '../frame/useAnnouncer';
import { useRetryDiscard } from '../frame/useRetryDiscard';
import { savedDocumentsText } from '../lib/documentText';
import type { TimeFormat } from '../lib/time';
import type { StagedFile, UploadBatchOutcome } from '../stores/documentsStore';
import { DiscardChangeDialog } from '../sync/DiscardChangeDialog';
import { DocumentList } from './DocumentList';
import { DocumentsOfflineNotice } from './DocumentsOfflineNotice';
import { UploadForm } from './UploadForm';
import './DocumentsView.css';
import { RetryAlert } from '../frame/RetryAlert';

export interface DocumentsViewProps {
  connection: ConnectionStatus | null;
  documents: readonly DocumentView[] | null;
  error: IpcError | null;
  loading: boolean;
  /** The latest progress event per document id. */
  progress: Readonly<Record<string, DocumentProgress>>;
  /** How new uploads travel; null while unknown, and then nothing is said about it. */
  settings: DocumentSettingsView | null;
  staged: readonly StagedFile[];
  uploading: boolean;
  sendingKey: number | null;
  focusHeading?: boolean;
  timeFormat?: TimeFormat;
  onReload: () => void;
  onStage: (files: File[]) => void;
  onUnstage: (key: number) => void;
  onUpload: (options: DocumentOptions) => Promise<UploadBatchOutcome>;
  /** Retry and Discard go through the outbox, by the upload's outbox id. */
  onRetry: (outboxId: number) => Promise<Result<unknown>>;
  onDiscard: (outboxId: number) => Promise<Result<unknown>>;
  onOpenSettings: () => void;
}

/**
 * The Documents screen as a pure function of its props: what to ask of the platform, the files to
 * send, and every upload with where it stands.
 */
export function DocumentsView(props: DocumentsViewProps) {
  const { connection, documents, error, loading, progress, settings, timeFormat } = props;
  const uploadTitleId = useId();
  const listTitleId = useId();
  const { announcement, announce } = useAnnouncer();
  const [actionError, setActionError] = useState<string | null>(null);
  const { retrying, retry, pendingDiscard, askDiscard, keep, confirmDiscard, listRef } =
    useRetryDiscard<DocumentView>({
      outboxId: (document) => document.outboxId,
      retried: (document) => `Will try again: ${document.fileName}`,
      retryFailed: 'The upload was not retried.',
      discarded: (document) => `Upload discarded: ${document.fileName}`,
      onRetry: props.onRetry,
      onDiscard: props.onDiscard,
      announce,
      setError: setActionError,
    });

  // Before the first answer nothing is known yet: that is loading too, not "no documents".
  const showLoading = loading || (documents === null && error === null);

  return (
    <div className="screen">
      <ScreenHeading focusOnMount={props.focusHeading}>Documents</ScreenHeading>
      <p className="screen-intro">
        Puts documents on the patient’s health record on the partner platform, or has the platform
        read a lab report. Files are saved on this computer first and upload in the background when
        the platform can be reached.
      </p>

      {connection?.state === 'offline' ? (
        <DocumentsOfflineNotice detail={connection.detail} />
      ) : null}

      <section className="card" aria-labelledby={uploadTitleId}>
        <h2 id={uploadTitleId}>Upload documents</h2>
        <UploadForm
          staged={props.staged}
          sendingKey={props.sendingKey}
          uploading={props.uploading}
          settings={settings}
          onOpenSettings={props.onOpenSettings}
          onStage={props.onStage}
          onUnstage={props.onUnstage}
          onUpload={props.onUpload}
          onAnnounce={announce}
          onUploaded={(outcome) => {
            if (outcome.saved > 0) announce(savedDocumentsText(outcome.saved, connection));
          }}
        />
      </section>

      {/* Below the form, where the person who just pressed Upload looks for the outcome. */}
      <div className="documents-announcer">
        <LiveAnnouncer announcement={announcement} />
      </div>

      <section className="documents-uploads" aria-labelledby={listTitleId}>
        <h2 id={listTitleId}>Uploads</h2>
        {actionError ? (
          <ErrorAlert>
            <p>{actionError}</p>
          </ErrorAlert>
        ) : null}
        {error ? (
          <RetryAlert onRetry={props.onReload}>
            The uploads could not be loaded. {error.message}
          </RetryAlert>
        ) : null}
        <div className="list-status" role="status">
          {showLoading ? <p>Loading uploads…</p> : null}
        </div>
        <div ref={listRef} tabIndex={-1} className="focus-region">
          {documents ? (
            <DocumentList
              documents={documents}
              progress={progress}
              labelledBy={listTitleId}
              retryingId={retrying?.id ?? null}
              onRetry={(document) => void retry(document)}
              onDiscard={askDiscard}
              timeFormat={timeFormat}
            />
          ) : null}
        </div>
      </section>

      {pendingDiscard ? (
        <DiscardChangeDialog
          title="Discard upload"
          question={
            <>
              Discard the upload of <span className="mono">{pendingDiscard.fileName}</span>?
            </>
          }
          detail={pendingDiscard.lastError}
          confirmLabel="Discard"
          failure="The upload was not discarded."
          onKeep={keep}
          onConfirm={() => confirmDiscard(pendingDiscard)}
        />
      ) : null}
    </div>
  );
}
