import { useState } from 'react';
import { languageWarning } from '../../../shared/recording-languages';
import { MAX_VOICE_TEMPLATES, type VoiceModel } from '../../../shared/voice';
import { formatDateTime } from '../lib/time';
import { useRecordingStore } from '../stores/recordingStore';
import { LanguageChoice } from './LanguageChoice';
import { TemplateChoice } from './TemplateChoice';

/** Template ids typed by hand (the fallback when the platform's list cannot be read). */
function parseIds(text: string): string[] {
  return text
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
}

/**
 * The model, templates and languages new recordings ask for, offered from what the platform
 * publishes (its discovery document and template list), as last read when offline.
 */
export function RecordingSettingsForm() {
  const settings = useRecordingStore((s) => s.settings);
  const catalogue = useRecordingStore((s) => s.catalogue);
  const saveSettings = useRecordingStore((s) => s.saveSettings);
  const [model, setModel] = useState<VoiceModel | null>(null);
  const [templates, setTemplates] = useState<string[] | null>(null);
  const [typedIds, setTypedIds] = useState<string | null>(null);
  const [languages, setLanguages] = useState<string[] | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  if (!settings) return null;
  const models = catalogue?.models ?? [];
  const listed = (catalogue?.templates.length ?? 0) > 0;
  const shownModel = model ?? settings.model;
  const shownTemplates = templates ?? settings.templates;
  const shownTyped = typedIds ?? settings.templates.join(', ');
  const shownLanguages = languages ?? settings.languageHint;
  const warning = catalogue ? languageWarning(catalogue, shownModel, shownLanguages) : undefined;

  async function save(): Promise<void> {
    const ids = listed ? shownTemplates : parseIds(shownTyped);
    const error = await saveSettings({
      model: shownModel,
      templates: ids,
      languageHint: shownLanguages,
    });
    // The core names the list (`templates`) or one id in it (`templates.1`).
    const field = Object.entries(error?.fields ?? {}).find(
      ([key]) => key.startsWith('templates') || key.startsWith('languageHint'),
    );
    const label = field?.[0].startsWith('templates') ? 'Templates' : 'Languages';
    setMessage(
      error
        ? { error: true, text: field ? `${label}: ${field[1]}.` : error.message }
        : { error: false, text: 'Saved. New recordings use these settings.' },
    );
    if (!error) {
      setModel(null);
      setTemplates(null);
      setTypedIds(null);
      setLanguages(null);
    }
  }

  return (
    <section className="card" aria-labelledby="recording-settings-title">
      <h2 id="recording-settings-title">Transcription settings</h2>
      {catalogue?.stale ? (
        <p className="hint" role="note">
          {catalogue.fetchedAt
            ? `Showing what the platform offered on ${formatDateTime(catalogue.fetchedAt)}`
            : 'Showing the published defaults'}
          : {catalogue.stale}
        </p>
      ) : null}
      <form
        className="form-stack"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset className="fieldset">
          <legend>Model</legend>
          {models.map((entry) => (
            <label key={entry.id} className="choice">
              <input
                type="radio"
                name="recording-model"
                value={entry.id}
                checked={shownModel === entry.id}
                onChange={() => setModel(entry.id)}
              />
              <span className="choice__text">
                {entry.name} (recordings up to {Math.round(entry.maxSessionSeconds / 60)} minutes,{' '}
                {entry.languages.length} languages)
              </span>
            </label>
          ))}
        </fieldset>
        <LanguageChoice
          languages={catalogue?.languages ?? []}
          autoDetect={catalogue?.autoDetect ?? true}
          chosen={shownLanguages}
          onChange={setLanguages}
          warning={warning}
        />
        {listed && catalogue ? (
          <TemplateChoice
            templates={catalogue.templates}
            chosen={shownTemplates}
            max={MAX_VOICE_TEMPLATES}
            onChange={setTemplates}
            invalid={message?.error ?? false}
          />
        ) : (
          <div className="field">
            <label htmlFor="recording-templates">
              Templates (at most two ids, separated by commas)
            </label>
            <input
              id="recording-templates"
              className="input input--wide"
              value={shownTyped}
              aria-describedby="recording-templates-hint"
              aria-invalid={message?.error ?? false}
              onChange={(event) => setTypedIds(event.target.value)}
            />
            <p id="recording-templates-hint" className="hint">
              The platform&apos;s template list could not be read, so type the ids your account
              offers. Leave empty for a transcript only.
            </p>
          </div>
        )}
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
