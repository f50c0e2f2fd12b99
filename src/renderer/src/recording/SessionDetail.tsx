import { useState } from 'react';
import type { RecordingResultView } from '../../../shared/recording';
import { ErrorAlert } from '../frame/ErrorAlert';
import { ScrollingText } from './ScrollingText';
import { formatDateTime } from '../lib/time';
import { useRecordingStore } from '../stores/recordingStore';
import {
  PHASE_LABELS,
  chunkLine,
  formatDuration,
  resultHtml,
  resultPlainText,
} from './recordingText';

/** Puts the result on the clipboard as plain text and as HTML (rich text editors take the HTML). */
async function copyResult(result: RecordingResultView): Promise<void> {
  const plain = resultPlainText(result);
  if (typeof ClipboardItem === 'function' && navigator.clipboard.write) {
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/plain': new Blob([plain], { type: 'text/plain' }),
        'text/html': new Blob([resultHtml(result)], { type: 'text/html' }),
      }),
    ]);
    return;
  }
  await navigator.clipboard.writeText(plain);
}

function TranscriptView({ result }: { result: RecordingResultView }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  return (
    <div className="transcript">
      <h3 id="transcript-title">Transcript</h3>
      <ScrollingText labelledBy="transcript-title">
        {result.transcript || <span className="muted">The platform returned no text.</span>}
      </ScrollingText>
      {result.templates.map((template) => (
        <div key={template.templateId}>
          <h4>{template.templateId}</h4>
          {template.status === 'success' ? (
            <ScrollingText label={`Template ${template.templateId}`}>{template.text}</ScrollingText>
          ) : (
            <p className="field-error">
              Not generated{template.error ? `: ${template.error}` : ` (${template.status})`}
            </p>
          )}
        </div>
      ))}
      <div className="form-actions">
        <button
          type="button"
          className="button"
          onClick={() =>
            void copyResult(result).then(
              () => setCopied('copied'),
              () => setCopied('failed'),
            )
          }
        >
          Copy transcript
        </button>
        <p role="status" className="hint">
          {copied === 'copied'
            ? 'Copied as plain and formatted text.'
            : copied === 'failed'
              ? 'The clipboard could not be written; select the text and copy it instead.'
              : ''}
        </p>
      </div>
    </div>
  );
}

/** One session: where it stands, what the platform says about it, and its transcript. */
export function SessionDetail({
  onOpenConsultation,
}: {
  /** A recording's transcript belongs to its consultation: the pad is written there. */
  onOpenConsultation: (consultationId: string) => void;
}) {
  const detail = useRecordingStore((s) => s.detail);
  const detailError = useRecordingStore((s) => s.detailError);
  const platform = useRecordingStore((s) => s.platform);
  const platformError = useRecordingStore((s) => s.platformError);
  const platformLoading = useRecordingStore((s) => s.platformLoading);
  const { askPlatform, retry } = useRecordingStore.getState();
  if (!detail) return detailError ? <ErrorAlert>{detailError.message}</ErrorAlert> : null;
  const { session, result } = detail;

  return (
    <section className="card" aria-labelledby="session-title">
      <h2 id="session-title">Recording of {formatDateTime(session.createdAt)}</h2>
      {detailError ? <ErrorAlert>{detailError.message}</ErrorAlert> : null}
      <dl className="session-facts">
        <div>
          <dt>State</dt>
          <dd>{PHASE_LABELS[session.phase]}</dd>
        </div>
        <div>
          <dt>Length</dt>
          <dd>{formatDuration(session.durationMs)}</dd>
        </div>
        <div>
          <dt>Audio</dt>
          <dd>{chunkLine(session)}</dd>
        </div>
        <div>
          <dt>Model</dt>
          <dd>
            {session.model}
            {session.templates.length > 0 ? `, templates ${session.templates.join(', ')}` : ''}
          </dd>
        </div>
        <div>
          <dt>Last status the platform accepted</dt>
          <dd>{session.userStatus ?? 'none yet'}</dd>
        </div>
        {session.poll ? (
          <div>
            <dt>Transcription checks</dt>
            <dd>
              {session.poll.attempt} so far
              {session.poll.lastStatus ? `, last answer HTTP ${session.poll.lastStatus}` : ''}
              {session.poll.lastError ? `, last error: ${session.poll.lastError}` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
      {session.interrupted ? (
        <p className="hint">
          The app closed while this was recording; it was ended with all the audio saved before
          that.
        </p>
      ) : null}
      {session.problem ? <ErrorAlert>{session.problem}</ErrorAlert> : null}
      <div className="form-actions">
        {session.canRetry ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void retry(session.id)}
          >
            Try again
          </button>
        ) : null}
        <button
          type="button"
          className="button"
          aria-disabled={platformLoading}
          onClick={() => {
            if (!platformLoading) void askPlatform(session.id);
          }}
        >
          {platformLoading ? 'Asking the platform…' : 'Ask the platform for its status'}
        </button>
      </div>
      {platformError ? <ErrorAlert>{platformError.message}</ErrorAlert> : null}
      {platform ? (
        <section aria-labelledby="platform-title">
          <h3 id="platform-title">As the platform reports it</h3>
          <dl className="session-facts">
            <div>
              <dt>Status</dt>
              <dd>{platform.status ?? 'not said'}</dd>
            </div>
            <div>
              <dt>User status</dt>
              <dd>{platform.userStatus ?? 'none'}</dd>
            </div>
            {platform.audioFilesReceived !== null ? (
              <div>
                <dt>Audio files received</dt>
                <dd>{platform.audioFilesReceived}</dd>
              </div>
            ) : null}
            <div>
              <dt>Documents made</dt>
              <dd>{platform.documents}</dd>
            </div>
            <div>
              <dt>Asked at</dt>
              <dd>{formatDateTime(platform.fetchedAt)}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      {result ? (
        <>
          <TranscriptView result={result} />
          {session.consultationId ? (
            <div className="form-actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() => onOpenConsultation(session.consultationId!)}
              >
                Open its consultation
              </button>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
