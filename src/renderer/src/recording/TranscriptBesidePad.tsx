import { useRecordingStore } from '../stores/recordingStore';

/** The transcript a pad was started from, kept in view while the doctor writes the pad. */
export function TranscriptBesidePad() {
  const result = useRecordingStore((s) => s.besidePad);
  const close = useRecordingStore((s) => s.showBesidePad);
  if (!result) return null;
  return (
    <section className="card transcript-beside" aria-labelledby="transcript-beside-title">
      <h2 id="transcript-beside-title">Transcript of the recording</h2>
      <div className="transcript__text" tabIndex={0} aria-labelledby="transcript-beside-title">
        {result.transcript}
      </div>
      {result.templates
        .filter((template) => template.status === 'success' && template.text)
        .map((template) => (
          <section key={template.templateId} aria-label={`Template ${template.templateId}`}>
            <h3>{template.templateId}</h3>
            <div className="transcript__text">{template.text}</div>
          </section>
        ))}
      <button type="button" className="button button--small" onClick={() => close(null)}>
        Hide the transcript
      </button>
    </section>
  );
}
