import { useEffect, useState } from 'react';
import { companion } from '../companion';
import { BusyButton } from '../frame/BusyButton';
import { ErrorAlert } from '../frame/ErrorAlert';
import { useConsultationStore } from '../stores/consultationStore';

/** Before the first recording: the consent wording (set in Settings) read to the patient, and their yes. */
export function ConsentStep() {
  const busy = useConsultationStore((s) => s.busy);
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void companion()
      .getConsultationSettings({})
      .then((result) => {
        if (result.ok) setText(result.value.consentText);
        else setError(result.error.message);
      });
  }, []);

  async function agree(): Promise<void> {
    const result = await useConsultationStore.getState().recordConsent();
    if (!result.ok) setError(`The consent was not recorded: ${result.error.message}`);
  }

  return (
    <section className="card consent" aria-labelledby="consent-title">
      <h3 id="consent-title">The patient’s consent to be recorded</h3>
      <p>Read this to the patient, and record the consultation only if they agree:</p>
      <blockquote className="consent__text">{text ?? '…'}</blockquote>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <BusyButton
        busy={busy === 'consent'}
        className="button button--primary"
        onClick={() => void agree()}
      >
        The patient agrees to be recorded
      </BusyButton>
    </section>
  );
}
