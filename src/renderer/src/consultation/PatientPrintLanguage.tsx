import { useEffect, useId, useRef, useState } from 'react';
import {
  PRINT_LANGUAGES,
  languageLabel,
  printLanguageOf,
  type PrintLanguage,
} from '../../../shared/pad/directions/languages';
import type { PatientPrintLanguageView } from '../../../shared/print-language-view';
import { companion } from '../companion';
import { ErrorAlert } from '../frame/ErrorAlert';

const DEFAULT = 'default';

/**
 * The language of this patient's printout: the doctor's default, or one of their own (kept with
 * the patient). Saved as soon as it is picked; a finalized prescription keeps the language it
 * was finalized in (docs/printout-languages.md).
 */
export function PatientPrintLanguage({ patientId }: { patientId: string }) {
  const id = useId();
  const [view, setView] = useState<PatientPrintLanguageView | null>(null);
  const [defaultLanguage, setDefaultLanguage] = useState<PrintLanguage | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  // What was picked last, shown at once; only the last pick's answer is shown (arrowing through
  // the list saves each one in turn).
  const [picked, setPicked] = useState<string | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    let live = true;
    void Promise.all([
      companion().getPatientPrintLanguage({ id: patientId }),
      companion().getDefaultPrintLanguage({}),
    ]).then(([own, fallback]) => {
      if (!live) return;
      if (own.ok) setView(own.value);
      else setFailure(`The printout language cannot be shown: ${own.error.message}`);
      if (fallback.ok) setDefaultLanguage(fallback.value.language);
    });
    return () => {
      live = false;
    };
  }, [patientId]);

  async function pick(value: string): Promise<void> {
    const language = value === DEFAULT ? null : (printLanguageOf(value) ?? null);
    setPicked(value);
    setStatus('');
    const turn = ++latest.current;
    const result = await companion().savePatientPrintLanguage({ id: patientId, language });
    if (turn !== latest.current) return;
    setPicked(null);
    if (!result.ok) {
      setFailure(`The printout language was not saved: ${result.error.message}`);
      return;
    }
    setFailure(null);
    setView(result.value);
    setStatus(`Saved: this patient’s printout is in ${languageLabel(result.value.printed)}.`);
  }

  const defaultWords =
    defaultLanguage === null
      ? 'Doctor’s default'
      : `Doctor’s default: ${languageLabel(defaultLanguage)}`;
  return (
    <div className="field">
      <label htmlFor={`${id}-language`}>Language of the directions for this patient</label>
      <p id={`${id}-hint`} className="hint">
        Printed with the English under each medicine. A finalized prescription keeps the language it
        was finalized in.
      </p>
      <select
        id={`${id}-language`}
        className="input"
        aria-describedby={`${id}-hint`}
        disabled={view === null}
        value={picked ?? view?.own ?? DEFAULT}
        onChange={(event) => void pick(event.target.value)}
      >
        <option value={DEFAULT}>{defaultWords}</option>
        {PRINT_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {languageLabel(language)}
          </option>
        ))}
      </select>
      <p role="status">{status}</p>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
    </div>
  );
}
