import { useId, useState } from 'react';
import type { PrintOutcome } from '../../../shared/printout-view';
import type { PaperSize } from '../../../shared/printout/printout-input';
import type { Result } from '../../../shared/result';
import { companion } from '../companion';
import { BusyButton } from '../frame/BusyButton';
import { ErrorAlert } from '../frame/ErrorAlert';
import { usePadStore } from '../stores/padStore';
import { PatientPrintLanguage } from './PatientPrintLanguage';

const OUTCOME_WORDS: Record<PrintOutcome['outcome'], string> = {
  printed: 'Sent to the printer.',
  saved: 'Saved as PDF',
  cancelled: 'Nothing was printed or saved.',
};

/**
 * The pad's printout on A4 or A5: Print (the system's dialog) and Save PDF, both offline. What
 * is typed is saved first, so the paper holds what the screen shows.
 */
export function PrintoutActions({ padId, patientId }: { padId: string; patientId?: string }) {
  const id = useId();
  const [paper, setPaper] = useState<PaperSize>('A4');
  const [busy, setBusy] = useState<'print' | 'pdf' | null>(null);
  const [status, setStatus] = useState('');
  const [gaps, setGaps] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(kind: 'print' | 'pdf'): Promise<void> {
    setBusy(kind);
    setStatus('');
    await usePadStore.getState().flush();
    const args = { padId, paper };
    const result: Result<PrintOutcome> =
      kind === 'print'
        ? await companion().printPrintout(args)
        : await companion().savePrintoutPdf(args);
    setBusy(null);
    if (!result.ok) {
      setFailure(
        `The prescription was not ${kind === 'print' ? 'printed' : 'saved'}: ${result.error.message}`,
      );
      return;
    }
    setFailure(null);
    setGaps(result.value.gaps);
    const { outcome, file } = result.value;
    setStatus(
      outcome === 'saved' && file ? `${OUTCOME_WORDS.saved}: ${file}` : OUTCOME_WORDS[outcome],
    );
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Printout</h2>
      <fieldset className="fieldset">
        <legend>Paper</legend>
        {(['A4', 'A5'] as const).map((size) => (
          <label key={size}>
            <input
              type="radio"
              name={`${id}-paper`}
              value={size}
              checked={paper === size}
              onChange={() => setPaper(size)}
            />{' '}
            {size}
          </label>
        ))}
      </fieldset>
      {patientId === undefined ? null : <PatientPrintLanguage patientId={patientId} />}
      <div className="form-actions">
        <BusyButton busy={busy === 'print'} className="button" onClick={() => void run('print')}>
          {busy === 'print' ? 'Printing…' : 'Print'}
        </BusyButton>
        <BusyButton busy={busy === 'pdf'} className="button" onClick={() => void run('pdf')}>
          {busy === 'pdf' ? 'Saving…' : 'Save PDF'}
        </BusyButton>
      </div>
      <p role="status">{status}</p>
      {gaps.length > 0 ? (
        <ul className="notice" aria-label="What the printout lacks">
          {gaps.map((gap) => (
            <li key={gap}>{gap}</li>
          ))}
        </ul>
      ) : null}
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
    </section>
  );
}
