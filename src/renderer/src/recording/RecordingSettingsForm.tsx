import { useState } from 'react';
import { VOICE_MODELS, VOICE_MODEL_MAX_SECONDS, type VoiceModel } from '../../../shared/voice';
import { useRecordingStore } from '../stores/recordingStore';

/** The model and templates new recordings ask for. */
export function RecordingSettingsForm() {
  const settings = useRecordingStore((s) => s.settings);
  const saveSettings = useRecordingStore((s) => s.saveSettings);
  const [model, setModel] = useState<VoiceModel | null>(null);
  const [templates, setTemplates] = useState<string | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  if (!settings) return null;
  const shownModel = model ?? settings.model;
  const shownTemplates = templates ?? settings.templates.join(', ');

  async function save(): Promise<void> {
    const ids = shownTemplates
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id.length > 0);
    const error = await saveSettings({ model: shownModel, templates: ids });
    // The core names the list (`templates`) or one id in it (`templates.1`).
    const problem = Object.entries(error?.fields ?? {}).find(([key]) =>
      key.startsWith('templates'),
    )?.[1];
    setMessage(
      error
        ? { error: true, text: problem ? `Templates: ${problem}.` : error.message }
        : { error: false, text: 'Saved. New recordings use these settings.' },
    );
    if (!error) {
      setModel(null);
      setTemplates(null);
    }
  }

  return (
    <section className="card" aria-labelledby="recording-settings-title">
      <h2 id="recording-settings-title">Transcription settings</h2>
      <form
        className="form-stack"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset className="fieldset">
          <legend>Model</legend>
          {VOICE_MODELS.map((id) => (
            <label key={id} className="choice">
              <input
                type="radio"
                name="recording-model"
                value={id}
                checked={shownModel === id}
                onChange={() => setModel(id)}
              />
              <span className="choice__text">
                {id} (recordings up to {VOICE_MODEL_MAX_SECONDS[id] / 60} minutes)
              </span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="recording-templates">Templates (at most two, separated by commas)</label>
          <input
            id="recording-templates"
            className="input input--wide"
            value={shownTemplates}
            aria-describedby="recording-templates-hint"
            aria-invalid={message?.error ?? false}
            onChange={(event) => setTemplates(event.target.value)}
          />
          <p id="recording-templates-hint" className="hint">
            Template ids your platform account offers, for example a SOAP note. Leave empty for a
            transcript only.
          </p>
        </div>
        <div className="form-actions">
          <button type="submit" className="button">
            Save settings
          </button>
          <p role="status" className={message?.error ? 'field-error' : 'hint'}>
            {message?.text ?? ''}
          </p>
        </div>
      </form>
    </section>
  );
}
