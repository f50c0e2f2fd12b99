import { useCallback, useEffect, useState } from 'react';
import type { RecordingResultView, RecordingSessionView } from '../../../shared/recording';
import { audioPartsText } from '../../../shared/audio-parts';
import { companion } from '../companion';
import { ConfirmDialog } from '../frame/ConfirmDialog';
import { ErrorAlert } from '../frame/ErrorAlert';
import { keepFocusInView } from '../lib/focusNext';
import { RecorderPanel } from '../recording/RecorderPanel';
import { ScrollingText } from '../recording/ScrollingText';
import { useRecordingStore } from '../stores/recordingStore';
import { clockTime } from './patientText';

const PHASE_WORDS: Record<RecordingSessionView['phase'], string> = {
  recording: 'recording',
  sending: 'being sent for transcription',
  processing: 'being transcribed',
  completed: 'transcribed',
  partial: 'partly transcribed',
  expired: 'expired on the platform',
  cancelled: 'cancelled',
  not_found: 'unknown to the platform',
  failed: 'transcription check failed',
};

/**
 * The consultation's recordings: the recorder (consent first), and each recording with its
 * transcript. A transcript shows here, in the consultation it was recorded in, and nowhere else.
 */
export function ConsultationRecordings({
  consultationId,
  canRecord,
}: {
  consultationId: string;
  /** False once the consultation is over: its recordings are shown, nothing more is recorded. */
  canRecord: boolean;
}) {
  const [sessions, setSessions] = useState<RecordingSessionView[]>([]);
  const [results, setResults] = useState<Record<string, RecordingResultView>>({});
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<RecordingSessionView | null>(null);

  const load = useCallback(async () => {
    const listed = await companion().listRecordings({ consultationId });
    if (!listed.ok) {
      setError(listed.error.message);
      return;
    }
    setSessions(listed.value);
    const done = listed.value.filter((s) => s.phase === 'completed' || s.phase === 'partial');
    const found: Record<string, RecordingResultView> = {};
    for (const session of done) {
      const detail = await companion().getRecording({ sessionId: session.id });
      if (detail.ok && detail.value.result) found[session.id] = detail.value.result;
    }
    setResults(found);
  }, [consultationId]);

  // A transcript newly shown above the suggestions does not push the focused one out of view.
  const shownTranscripts = Object.keys(results).join(' ');
  useEffect(keepFocusInView, [shownTranscripts]);

  useEffect(() => {
    useRecordingStore.getState().setConsultation(consultationId);
    // Read once the effect is done (the list arrives asynchronously anyway).
    void Promise.resolve().then(load);
    const stop = companion().onRecordingStatus(() => void load());
    return () => {
      stop();
    };
  }, [consultationId, load]);

  return (
    <section className="card" aria-labelledby="consultation-recordings-title">
      {/* Focus rests here after Stop; the scribe's suggestions take it when they arrive. */}
      <h2
        id="consultation-recordings-title"
        tabIndex={-1}
        className="focus-region"
        data-focus-rest=""
      >
        Recording and transcript
      </h2>
      {canRecord ? <RecorderPanel /> : null}
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      {sessions.length === 0 ? (
        <p>Nothing recorded in this consultation yet.</p>
      ) : (
        <ul className="recording-lines">
          {sessions.map((session) => (
            <li key={session.id}>
              <p>
                Recording started {clockTime(session.createdAt)}: {PHASE_WORDS[session.phase]},{' '}
                {audioPartsText(session.chunks)}.{session.problem ? ` ${session.problem}` : ''}
              </p>
              {session.phase === 'recording' || session.phase === 'sending' ? (
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => setCancelling(session)}
                >
                  Cancel this recording
                </button>
              ) : null}
              {results[session.id] ? (
                <div className="transcript">
                  <h3>Transcript</h3>
                  <ScrollingText
                    label={`Transcript of the recording started ${clockTime(session.createdAt)}`}
                  >
                    {results[session.id]!.transcript}
                  </ScrollingText>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {cancelling ? (
        <ConfirmDialog
          title="Cancel this recording?"
          description="The platform is told the recording is cancelled, and its audio is deleted from this computer. It will not be transcribed. This cannot be undone."
          safeLabel="Keep recording"
          confirmLabel="Cancel and delete the audio"
          failure="The recording was not cancelled."
          onDismiss={() => setCancelling(null)}
          onConfirm={async () => {
            if (useRecordingStore.getState().sessionId === cancelling.id) {
              await useRecordingStore.getState().stop();
            }
            const result = await companion().cancelRecording({ sessionId: cancelling.id });
            if (result.ok) {
              setCancelling(null);
              void load();
            }
            return result;
          }}
        />
      ) : null}
    </section>
  );
}
