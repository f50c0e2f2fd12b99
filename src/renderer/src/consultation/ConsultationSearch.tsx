import { useId, useState, type FormEvent } from 'react';
import type { ConsultationSummaryView } from '../../../shared/consultation-view';
import { BusyButton } from '../frame/BusyButton';
import { ErrorAlert } from '../frame/ErrorAlert';
import { useConsultationStore } from '../stores/consultationStore';
import { parseClinicDate } from '../lib/clinicDate';
import { ConsultationLine } from './ConsultationLine';

/** Any consultation, by the patient's name, mobile or UHID and the day it was. */
export function ConsultationSearch({ onOpen }: { onOpen: (id: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [day, setDay] = useState('');
  const [found, setFound] = useState<ConsultationSummaryView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function search(event: FormEvent): Promise<void> {
    event.preventDefault();
    let iso: string | undefined;
    if (day.trim() !== '') {
      const parsed = parseClinicDate(day);
      if (!parsed.ok) {
        setError(parsed.message);
        return;
      }
      iso = parsed.iso;
    }
    setBusy(true);
    setError(null);
    const result = await useConsultationStore.getState().search({
      ...(text.trim() ? { text } : {}),
      ...(iso ? { from: iso, to: iso } : {}),
    });
    setBusy(false);
    if (result.ok) setFound(result.value);
    else setError(result.error.message);
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Find a consultation</h2>
      <form
        role="search"
        aria-label="Consultations"
        className="inline-form"
        onSubmit={(e) => void search(e)}
      >
        <label htmlFor={`${id}-text`}>Patient’s name, mobile number or UHID</label>
        <input
          id={`${id}-text`}
          className="input"
          type="search"
          value={text}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
        />
        <label htmlFor={`${id}-day`}>Day (day/month/year)</label>
        <input
          id={`${id}-day`}
          className="input input--date"
          value={day}
          autoComplete="off"
          onChange={(e) => setDay(e.target.value)}
        />
        <BusyButton busy={busy} className="button">
          Search consultations
        </BusyButton>
      </form>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      {found ? (
        <div aria-live="polite">
          <p role="status">
            {found.length === 0 ? 'No consultation matches.' : `${found.length} found.`}
          </p>
          <ul className="consultation-list" aria-label="Consultations found">
            {found.map((item) => (
              <ConsultationLine key={item.id} item={item} onOpen={onOpen} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
