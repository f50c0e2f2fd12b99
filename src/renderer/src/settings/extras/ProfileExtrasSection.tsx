import { useEffect, useId, useState } from 'react';
import type { Extras } from '../../../../shared/emr-extras';
import type { IpcError, Result } from '../../../../shared/result';
import type { ProfileExtrasView } from '../../../../shared/settings';
import { companion } from '../../companion';
import { ErrorAlert } from '../../frame/ErrorAlert';
import { formatDateTime } from '../../lib/time';
import { checkExtrasText } from './checkExtrasText';
import { ExtrasEditor } from './ExtrasEditor';

/** Where the extras are read and saved: a patient's profile (the default: the account's own). */
export interface ExtrasSource {
  title: string;
  load: () => Promise<Result<ProfileExtrasView>>;
  save: (extras: Extras) => Promise<Result<ProfileExtrasView>>;
}

const ACCOUNT_SOURCE: ExtrasSource = {
  title: 'EMR profile extras',
  load: () => companion().getProfileExtras({}),
  save: (extras) => companion().saveProfileExtras({ extras }),
};

/**
 * An EMR profile's `extras`, edited as JSON. The editor checks the contract's rules as the person
 * types; the core checks them again when saving, and anything it refuses is shown here with the
 * text left as typed. In a consultation it is the patient's profile, sent to the platform.
 */
export function ProfileExtrasSection({ source = ACCOUNT_SOURCE }: { source?: ExtrasSource }) {
  const titleId = useId();
  const [text, setText] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | undefined>(undefined);
  const [error, setError] = useState<IpcError | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let live = true;
    void source.load().then((result) => {
      if (!live) return;
      if (result.ok) {
        setText(JSON.stringify(result.value.extras, null, 2));
        setSavedAt(result.value.savedAt);
      } else setError(result.error);
    });
    return () => {
      live = false;
    };
  }, [source]);

  const check = text === null ? null : checkExtrasText(text);

  async function save(): Promise<void> {
    if (saving || !check || check.status !== 'valid') return;
    setSaving(true);
    setSaved(false);
    const result = await source.save(check.extras);
    setSaving(false);
    if (result.ok) {
      setError(null);
      setSavedAt(result.value.savedAt);
      setText(JSON.stringify(result.value.extras, null, 2));
      setSaved(true);
    } else setError(result.error);
  }

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{source.title}</h2>
      {text === null && !error ? <p role="status">Loading the saved extras…</p> : null}
      {text !== null ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <ExtrasEditor
            value={text}
            onChange={(next) => {
              setText(next);
              setSaved(false);
            }}
          />
          <p>
            <button
              type="submit"
              className="button button--primary"
              aria-disabled={saving || check?.status !== 'valid'}
            >
              {saving ? 'Saving…' : 'Save extras'}
            </button>
          </p>
        </form>
      ) : null}
      <p role="status">
        {saved ? 'Extras saved. ' : ''}
        {savedAt ? `Last saved ${formatDateTime(savedAt)}.` : ''}
      </p>
      {error ? (
        <ErrorAlert>
          <p>{error.message}</p>
          {error.fields ? (
            <ul>
              {Object.entries(error.fields).map(([path, message]) => (
                <li key={path}>{message}</li>
              ))}
            </ul>
          ) : null}
        </ErrorAlert>
      ) : null}
    </section>
  );
}
