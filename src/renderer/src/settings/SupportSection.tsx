import { useId, useState } from 'react';
import { companion } from '../companion';
import { BusyButton } from '../frame/BusyButton';
import { ErrorAlert } from '../frame/ErrorAlert';
import { CrashDumpsPart } from './CrashDumpsPart';

const KIB = 1024;

/** Support: a bundle for the clinic's support person, with nothing identifying in it. */
export function SupportSection() {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<{ file: string; kb: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function save(): Promise<void> {
    setBusy(true);
    setSaved(null);
    const result = await companion().saveDiagnostics({});
    setBusy(false);
    if (result.ok) {
      setFailure(null);
      setSaved({
        file: result.value.file,
        kb: Math.max(1, Math.round(result.value.bytes / KIB)),
      });
    } else setFailure(`Diagnostics were not saved: ${result.error.message}`);
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Support</h2>
      <p id={`${id}-what`}>
        Diagnostics hold the app’s versions, a named list of settings (never their secrets or text
        anyone typed), counts of what waits to be sent and the recent log lines with names, numbers,
        dates and keys blanked. They hold no patient names, numbers, pads, transcripts or audio.
        They count this computer’s crash dumps and say when they happened, but never include them.
      </p>
      <BusyButton busy={busy} className="button" onClick={() => void save()}>
        {busy ? 'Saving diagnostics…' : 'Save diagnostics'}
      </BusyButton>
      <p role="status">
        {saved ? (
          <>
            Saved as <span className="mono">{saved.file}</span> ({saved.kb} KB). Send this file to
            support.
          </>
        ) : null}
      </p>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <CrashDumpsPart />
    </section>
  );
}
