import { useId, useState, type FormEvent } from 'react';
import { ConsultationSettingsInputSchema } from '../../../shared/consultation-view';
import { companion } from '../companion';
import { BusyButton } from '../frame/BusyButton';
import { ErrorAlert } from '../frame/ErrorAlert';
import { FieldError } from '../frame/FieldError';
import { useLoadResult } from '../frame/useLoadResult';

/**
 * The words read to a patient before a consultation is recorded. Each consultation keeps the
 * words its patient agreed to, so changing them here never changes an earlier consent.
 */
export function ConsentWordingSection() {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);

  useLoadResult(
    () => companion().getConsultationSettings({}),
    (result) => {
      if (result.ok) setText(result.value.consentText);
      else setFailure(result.error.message);
    },
  );

  async function save(event: FormEvent): Promise<void> {
    event.preventDefault();
    setSaved('');
    const checked = ConsultationSettingsInputSchema.safeParse({ consentText: text ?? '' });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      document.getElementById(`${id}-text`)?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    const result = await companion().saveConsultationSettings(checked.data);
    setBusy(false);
    if (result.ok) {
      setText(result.value.consentText);
      setSaved('Saved: new consents use these words.');
      setFailure(null);
    } else setFailure(`The wording was not saved: ${result.error.message}`);
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Recording consent</h2>
      <form onSubmit={(e) => void save(e)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-text`}>Words read to the patient before recording</label>
          <p id={`${id}-hint`} className="hint">
            Each consultation keeps the words its patient agreed to, with the time.
          </p>
          <textarea
            id={`${id}-text`}
            className="input"
            rows={4}
            value={text ?? ''}
            disabled={text === null}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => setText(event.target.value)}
          />
          <FieldError id={`${id}-error`} message={error} />
        </div>
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <div className="form-actions">
          <BusyButton busy={busy} className="button">
            Save the consent wording
          </BusyButton>
          <p role="status">{saved}</p>
        </div>
      </form>
    </section>
  );
}
