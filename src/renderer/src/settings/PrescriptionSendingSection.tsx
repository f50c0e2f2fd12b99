import { useId, useState } from 'react';
import type { IpcError } from '../../../shared/result';
import { companion } from '../companion';
import { ErrorAlert } from '../frame/ErrorAlert';
import { useLoadResult } from '../frame/useLoadResult';

/**
 * Where a finalized prescription goes. Its PDF always goes to the patient's record (the platform's
 * published Records upload); the structured copy to `PUT /dr/v1/prescription/{id}` is an
 * assumption no published file backs, so it is off unless the clinic's integrator turns it on.
 * Saved as soon as it is changed; what is shown is what is saved.
 */
export function PrescriptionSendingSection() {
  const titleId = useId();
  const boxId = useId();
  const hintId = useId();
  const [saved, setSaved] = useState<boolean | null>(null);
  const [loadError, setLoadError] = useState<IpcError | null>(null);
  const [saveError, setSaveError] = useState<IpcError | null>(null);
  const [confirmation, setConfirmation] = useState('');

  useLoadResult(
    () => companion().getPadSettings({}),
    (result) => {
      if (result.ok) setSaved(result.value.sendStructured);
      else setLoadError(result.error);
    },
  );

  const change = async (sendStructured: boolean) => {
    setConfirmation('');
    setSaveError(null);
    const result = await companion().savePadSettings({ sendStructured });
    if (result.ok) {
      setSaved(result.value.sendStructured);
      setConfirmation(
        result.value.sendStructured
          ? 'Saved: prescriptions finalized from now on also go to /dr/v1/prescription.'
          : 'Saved: prescriptions go to the patient’s record only.',
      );
    } else setSaveError(result.error);
  };

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>Finalized prescriptions</h2>
      <p>
        A finalized prescription’s PDF, as printed, goes to the patient’s record on the platform.
      </p>
      {loadError ? (
        <ErrorAlert>
          <p>This setting could not be loaded. {loadError.message}</p>
        </ErrorAlert>
      ) : null}
      {saveError ? (
        <ErrorAlert>
          <p>This setting was not saved. {saveError.message}</p>
        </ErrorAlert>
      ) : null}
      {saved === null ? null : (
        <div className="form-stack">
          <div className="checkbox">
            <input
              id={boxId}
              type="checkbox"
              checked={saved}
              aria-describedby={hintId}
              onChange={(event) => void change(event.target.checked)}
            />
            <label htmlFor={boxId}>
              Send the structured prescription to /dr/v1/prescription (not published)
            </label>
          </div>
          <p id={hintId} className="hint">
            An assumption: the platform publishes no route that writes a prescription. Turn it on
            only if your platform account is known to accept it; refusals show on the Sync screen.
          </p>
        </div>
      )}
      <p role="status">{confirmation}</p>
    </section>
  );
}
