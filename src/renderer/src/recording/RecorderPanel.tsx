import { VOICE_MODEL_MAX_SECONDS } from '../../../shared/voice';
import { ErrorAlert } from '../frame/ErrorAlert';
import { focusNext } from '../lib/focusNext';
import { useRecordingStore } from '../stores/recordingStore';
import { LevelMeter } from './LevelMeter';
import { formatDuration, spokenDuration } from './recordingText';

export const RECORDER_START_ID = 'recorder-start';
const PAUSE_ID = 'recorder-pause';
const RESUME_ID = 'recorder-resume';
const TITLE_ID = 'recorder-title';

/**
 * Microphone choice, the controls, elapsed time, the level meter and the warnings. A control
 * pressed hands focus to the one that takes its place (Start to Pause, Pause to Resume and back);
 * after Stop focus rests on the recording's heading (the consultation's, else the recorder's),
 * not on Start, so a second Enter does not begin another recording.
 */
export function RecorderPanel() {
  const capture = useRecordingStore((s) => s.capture);
  const microphones = useRecordingStore((s) => s.microphones);
  const deviceId = useRecordingStore((s) => s.deviceId);
  const elapsedMs = useRecordingStore((s) => s.elapsedMs);
  const level = useRecordingStore((s) => s.level);
  const silent = useRecordingStore((s) => s.silent);
  const deviceLost = useRecordingStore((s) => s.deviceLost);
  const captureError = useRecordingStore((s) => s.captureError);
  const limit = useRecordingStore((s) => s.limit);
  const unsaved = useRecordingStore((s) => s.unsaved);
  const savedChunks = useRecordingStore((s) => s.savedChunks);
  const saveError = useRecordingStore((s) => s.saveError);
  const model = useRecordingStore((s) => s.settings?.model ?? 'lite');
  const { selectMicrophone, start, pause, resume, stop } = useRecordingStore.getState();
  const active = capture === 'recording' || capture === 'paused';
  const maxMinutes = VOICE_MODEL_MAX_SECONDS[model] / 60;

  return (
    <section className="card recorder" aria-labelledby="recorder-title">
      <h2 id={TITLE_ID} tabIndex={-1} className="focus-region" data-focus-rest="">
        Record the consultation
      </h2>
      <div className="field">
        <label htmlFor="recorder-microphone">Microphone</label>
        <select
          id="recorder-microphone"
          className="select"
          value={deviceId}
          disabled={capture === 'starting' || capture === 'stopping'}
          onChange={(event) => void selectMicrophone(event.target.value)}
        >
          <option value="">The computer's default microphone</option>
          {microphones.map((microphone) => (
            <option key={microphone.deviceId} value={microphone.deviceId}>
              {microphone.label}
            </option>
          ))}
        </select>
      </div>

      <div className="recorder__controls">
        {capture === 'idle' || capture === 'starting' ? (
          <button
            type="button"
            id={RECORDER_START_ID}
            className="button button--primary"
            aria-keyshortcuts="Alt+Shift+R"
            aria-disabled={capture === 'starting'}
            onClick={() => {
              void start();
              focusNext(PAUSE_ID);
            }}
          >
            {capture === 'starting' ? 'Opening the microphone…' : 'Start recording'}
          </button>
        ) : null}
        {capture === 'recording' ? (
          <button
            type="button"
            id={PAUSE_ID}
            className="button"
            aria-keyshortcuts="Alt+Shift+R"
            onClick={() => {
              void pause();
              focusNext(RESUME_ID);
            }}
          >
            Pause
          </button>
        ) : null}
        {capture === 'paused' ? (
          <button
            type="button"
            id={RESUME_ID}
            className="button button--primary"
            aria-keyshortcuts="Alt+Shift+R"
            onClick={() => {
              void resume();
              focusNext(PAUSE_ID);
            }}
          >
            Resume
          </button>
        ) : null}
        {active || capture === 'stopping' ? (
          <button
            type="button"
            className="button button--danger"
            aria-keyshortcuts="Alt+Shift+S"
            aria-disabled={capture === 'stopping'}
            onClick={() => {
              void stop();
              focusNext(['consultation-recordings-title', TITLE_ID]);
            }}
          >
            {capture === 'stopping' ? 'Saving the last audio…' : 'Stop and transcribe'}
          </button>
        ) : null}
        <p className="recorder__elapsed">
          <span className="recorder__state">
            {capture === 'recording'
              ? 'Recording'
              : capture === 'paused'
                ? 'Paused'
                : 'Not recording'}
          </span>{' '}
          {/* The visible clock ticks; screen readers get the time when they ask, not every second. */}
          <span aria-hidden="true" className="mono">
            {formatDuration(elapsedMs)}
          </span>
          <span className="visually-hidden">{spokenDuration(elapsedMs)} recorded</span>
        </p>
      </div>

      {active ? <LevelMeter level={level} paused={capture === 'paused'} /> : null}

      <div role="status" className="recorder__status">
        {active || capture === 'stopping'
          ? `${savedChunks} audio ${savedChunks === 1 ? 'part' : 'parts'} saved on this computer${
              unsaved > 0 ? `, ${unsaved} being saved` : ''
            }.`
          : null}
      </div>
      {silent && capture === 'recording' ? (
        <div className="banner banner--warning" role="alert">
          <div className="banner__body">
            Nothing has been heard for a while. Check that the microphone is not muted and is close
            enough.
          </div>
        </div>
      ) : null}
      {deviceLost ? (
        <ErrorAlert>
          The microphone was disconnected. The recording is paused and everything so far is saved.
          Connect a microphone or choose another one, then choose Resume.
        </ErrorAlert>
      ) : null}
      {captureError ? <ErrorAlert>{captureError}</ErrorAlert> : null}
      {saveError ? (
        <ErrorAlert>
          Audio could not be saved yet: {saveError} It is kept in the app and saved again
          automatically; keep the app open.
        </ErrorAlert>
      ) : null}
      {limit === 'warning' && active ? (
        <div className="banner banner--warning" role="alert">
          <div className="banner__body">
            This recording reaches the {maxMinutes}-minute limit of the “{model}” model in under a
            minute; it then stops and is transcribed.
          </div>
        </div>
      ) : null}
      {limit === 'reached' ? (
        <div className="banner banner--warning" role="alert">
          <div className="banner__body">
            The recording reached the {maxMinutes}-minute limit of the “{model}” model and was
            stopped. Start a new recording to go on.
          </div>
        </div>
      ) : null}
      <p className="hint">
        Shortcuts, from any screen: <kbd>Alt</kbd>+<kbd>Shift</kbd>+<kbd>R</kbd> starts, pauses and
        resumes; <kbd>Alt</kbd>+<kbd>Shift</kbd>+<kbd>S</kbd> stops. The recording goes on while you
        use other screens.
      </p>
    </section>
  );
}
