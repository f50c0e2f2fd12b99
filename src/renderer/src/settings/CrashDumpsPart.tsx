import { useId, useRef, useState } from 'react';
import { companion } from '../companion';
import { ErrorAlert } from '../frame/ErrorAlert';

/**
 * Crash dumps, copied out only when asked for twice: a dump is a copy of the app's memory at the
 * moment it crashed, so it can hold the patient who was on screen. Diagnostics never include them.
 */
export function CrashDumpsPart() {
  const id = useId();
  const [step, setStep] = useState<'closed' | 'warned' | 'saving'>('closed');
  const [saved, setSaved] = useState<{ folder: string; count: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);

  function warn(): void {
    setSaved(null);
    setFailure(null);
    setStep('warned');
    // The warning is the next thing to decide: focus its button.
    requestAnimationFrame(() => confirmRef.current?.focus());
  }

  function cancel(): void {
    setStep('closed');
    requestAnimationFrame(() => openRef.current?.focus());
  }

  async function save(): Promise<void> {
    setStep('saving');
    const result = await companion().saveCrashDumps({});
    setStep('closed');
    if (result.ok) setSaved(result.value);
    else setFailure(`Crash dumps were not saved: ${result.error.message}`);
    requestAnimationFrame(() => openRef.current?.focus());
  }

  return (
    <div aria-labelledby={`${id}-title`} role="group">
      <h3 id={`${id}-title`}>Crash dumps</h3>
      {step === 'closed' ? (
        <button ref={openRef} type="button" className="button" onClick={warn}>
          Save crash dumps…
        </button>
      ) : (
        <div id={`${id}-warning`}>
          <p>
            A crash dump is a copy of the app’s memory at the moment it crashed, so it can hold the
            details of the patient who was on screen. Save them only when the app’s maker asks for
            them, and send them only to the app’s maker, the way your clinic shares patient records.
          </p>
          {/* aria-disabled, not disabled: it keeps focus while saving (as BusyButton does). */}
          <button
            ref={confirmRef}
            type="button"
            className="button"
            aria-disabled={step === 'saving'}
            aria-describedby={`${id}-warning`}
            onClick={() => {
              if (step !== 'saving') void save();
            }}
          >
            {step === 'saving' ? 'Saving crash dumps…' : 'Save crash dumps'}
          </button>{' '}
          <button type="button" className="button secondary" onClick={cancel}>
            Cancel
          </button>
        </div>
      )}
      <p role="status">
        {saved ? (
          <>
            {saved.count === 1 ? '1 crash dump' : `${saved.count} crash dumps`} saved in{' '}
            <span className="mono">{saved.folder}</span>. They can hold patient data: share them
            with care, and delete them once sent.
          </>
        ) : null}
      </p>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
    </div>
  );
}
