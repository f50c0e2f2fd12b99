import { useId, useState, type FormEvent } from 'react';
import {
  PRINT_LANGUAGES,
  languageLabel,
  printLanguageOf,
  type PrintLanguage,
} from '../../../shared/pad/directions/languages';
import { companion } from '../companion';
import { BusyButton } from '../frame/BusyButton';
import { ErrorAlert } from '../frame/ErrorAlert';
import { useLoadResult } from '../frame/useLoadResult';

/**
 * The doctor's default language for the printout's directions (the English is printed under
 * them). A patient's own language, picked on the consultation, wins over it.
 */
export function PrintLanguageSection() {
  const id = useId();
  const [language, setLanguage] = useState<PrintLanguage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);

  useLoadResult(
    () => companion().getDefaultPrintLanguage({}),
    (result) => {
      if (result.ok) setLanguage(result.value.language);
      else setFailure(`The printout language cannot be shown: ${result.error.message}`);
    },
  );

  async function save(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (language === null) return;
    setSaved('');
    setBusy(true);
    const result = await companion().saveDefaultPrintLanguage({ language });
    setBusy(false);
    if (result.ok) {
      setLanguage(result.value.language);
      setFailure(null);
      setSaved(`Saved: printouts are in ${languageLabel(result.value.language)} by default.`);
    } else setFailure(`The printout language was not saved: ${result.error.message}`);
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Printout language</h2>
      <form onSubmit={(e) => void save(e)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-language`}>Language of the directions, by default</label>
          <p id={`${id}-hint`} className="hint">
            The directions are made from each medicine’s dose, times and duration, with the English
            under them; the doctor’s own notes are printed as written. A patient can have their own
            language, set on the consultation.
          </p>
          <select
            id={`${id}-language`}
            className="input"
            aria-describedby={`${id}-hint`}
            disabled={language === null}
            value={language ?? 'en'}
            onChange={(event) => setLanguage(printLanguageOf(event.target.value) ?? 'en')}
          >
            {PRINT_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {languageLabel(code)}
              </option>
            ))}
          </select>
        </div>
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <div className="form-actions">
          <BusyButton busy={busy} className="button">
            Save the printout language
          </BusyButton>
          <p role="status">{saved}</p>
        </div>
      </form>
    </section>
  );
}
