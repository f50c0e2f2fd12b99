import { useRecordingStore } from '../stores/recordingStore';
import { formatDuration } from './recordingText';

/**
 * In the header on every screen while a recording is under way: its state and time, opening the
 * Recording screen. Text carries the state (not the red dot alone).
 */
export function RecordingIndicator({ onOpen }: { onOpen: () => void }) {
  const capture = useRecordingStore((s) => s.capture);
  const elapsedMs = useRecordingStore((s) => s.elapsedMs);
  const unsaved = useRecordingStore((s) => s.unsaved);
  if (capture === 'idle') return null;
  const words =
    capture === 'paused'
      ? 'Recording paused'
      : capture === 'stopping'
        ? 'Saving the recording'
        : capture === 'starting'
          ? 'Starting to record'
          : 'Recording';
  return (
    <button
      type="button"
      className={`recording-indicator recording-indicator--${capture}`}
      onClick={onOpen}
    >
      <span aria-hidden="true" className="recording-indicator__dot" />
      {words} <span className="mono">{formatDuration(elapsedMs)}</span>
      {unsaved > 0 ? ` (${unsaved} to save)` : ''}
      <span className="visually-hidden">: open the Recording screen</span>
    </button>
  );
}
