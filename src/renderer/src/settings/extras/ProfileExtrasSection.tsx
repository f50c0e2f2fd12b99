import { useEffect, useId, useState } from 'react';
import type { IpcError } from '../../../../shared/result';
import { companion } from '../../companion';
import { ErrorAlert } from '../../frame/ErrorAlert';
import { formatDateTime } from '../../lib/time';
import { checkExtrasText } from './checkExtrasText';
import { ExtrasEditor } from './ExtrasEditor';

/**
 * The EMR profile's `extras`, edited as JSON and saved on this computer. The editor checks the
 * contract's rules as the person types; the core checks them again when saving, and anything it
 * refuses is shown here with the text left as typed.
 */
export function ProfileExtrasSection() {
  const titleId = useId();
  const [text, setText] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | undefined>(undefined);
  const [error, setError] = useState<IpcError | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let live = true;
    void companion()
      .getProfileExtras({})
      .then((result) => {
        if (!live) return;
        if (result.ok) {
          setText(JSON.stringify(result.value.extras, null, 2));
          setSavedAt(result.value.savedAt);
        } else setError(result.error);
      });
    return () => {
      live = false;
    };
  }, []);

  const check = text === null ? null : checkExtrasText(text);

  async function save(): Promise<void> {
    if (saving || !check || check.status !== 'valid') return;
    setSaving(true);
    setSaved(false);
    const result = await companion().saveProfileExtras({ extras: check.extras });
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
      <h2 id={titleId}>EMR profile extras</h2>
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
