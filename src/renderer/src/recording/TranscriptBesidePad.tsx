import { useRecordingStore } from '../stores/recordingStore';
import { ScrollingText } from './ScrollingText';

/** The transcript a pad was started from, kept in view while the doctor writes the pad. */
export function TranscriptBesidePad() {
  const result = useRecordingStore((s) => s.besidePad);
  const close = useRecordingStore((s) => s.showBesidePad);
  if (!result) return null;
  return (
    <section className="card transcript-beside" aria-labelledby="transcript-beside-title">
      <h2 id="transcript-beside-title">Transcript of the recording</h2>
      <ScrollingText labelledBy="transcript-beside-title">{result.transcript}</ScrollingText>
      {result.templates
        .filter((template) => template.status === 'success' && template.text)
        .map((template) => (
          <div key={template.templateId}>
            <h3>{template.templateId}</h3>
            <ScrollingText label={`Template ${template.templateId}`}>{template.text}</ScrollingText>
          </div>
        ))}
      <button type="button" className="button button--small" onClick={() => close(null)}>
        Hide the transcript
      </button>
    </section>
  );
}
