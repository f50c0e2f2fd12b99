import { formatDateTime } from '../lib/time';
import { useRecordingStore } from '../stores/recordingStore';
import { ErrorAlert } from '../frame/ErrorAlert';
import { PHASE_LABELS, chunkLine, formatDuration } from './recordingText';

/** Every recording kept on this computer, newest first; each opens its details. */
export function SessionList() {
  const sessions = useRecordingStore((s) => s.sessions);
  const listError = useRecordingStore((s) => s.listError);
  const selectedId = useRecordingStore((s) => s.selectedId);
  const select = useRecordingStore((s) => s.select);

  return (
    <section className="card" aria-labelledby="recordings-title">
      <h2 id="recordings-title">Recordings</h2>
      {listError ? <ErrorAlert>{listError.message}</ErrorAlert> : null}
      {sessions === null ? (
        <p className="muted">Loading…</p>
      ) : sessions.length === 0 ? (
        <p className="empty-state">No recordings yet.</p>
      ) : (
        <ul className="row-list" aria-label="Recordings, newest first">
          {sessions.map((session) => (
            <li key={session.id} className="list-row">
              <div className="list-row__title">
                {formatDateTime(session.createdAt)} · {formatDuration(session.durationMs)}
              </div>
              <div className="list-row__facts">
                <span className="state-label">{PHASE_LABELS[session.phase]}</span>
                <span>{chunkLine(session)}</span>
                {session.interrupted ? <span>Ended when the app closed</span> : null}
                {session.otherAccount ? <span>Another account</span> : null}
              </div>
              <div className="list-row__actions">
                <button
                  type="button"
                  className="button button--small"
                  aria-pressed={selectedId === session.id}
                  onClick={() => void select(session.id)}
                >
                  Details
                  <span className="visually-hidden">
                    {' '}
                    of the recording of {formatDateTime(session.createdAt)}
                  </span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
