import { useEffect, useState } from 'react';
import { companion } from '../companion';
import { BusyButton } from '../frame/BusyButton';
import { ErrorAlert } from '../frame/ErrorAlert';
import { focusNext } from '../lib/focusNext';
import { RECORDER_START_ID } from '../recording/RecorderPanel';
import { useConsultationStore } from '../stores/consultationStore';

const ERROR_ID = 'consent-error';

/**
 * Before the first recording: the consent wording (set in Settings) read to the patient, and their
 * yes. Once it is recorded this step leaves the screen and focus goes to Start recording.
 */
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
    if (result.ok) focusNext(RECORDER_START_ID);
    else {
      setError(`The consent was not recorded: ${result.error.message}`);
      focusNext(ERROR_ID);
    }
  }

  return (
    <section className="card consent" aria-labelledby="consent-title">
      <h3 id="consent-title">The patient’s consent to be recorded</h3>
      <p>Read this to the patient, and record the consultation only if they agree:</p>
      <blockquote className="consent__text">{text ?? '…'}</blockquote>
      {error ? (
        <div id={ERROR_ID} tabIndex={-1} className="focus-region">
          <ErrorAlert>{error}</ErrorAlert>
        </div>
      ) : null}
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
