import { useId, useState, type FormEvent } from 'react';
import type { PatientSearchView, PatientView, Sex } from '../../../shared/patients-view';
import { BusyButton } from '../frame/BusyButton';
import { ErrorAlert } from '../frame/ErrorAlert';
import { companion } from '../companion';
import { useConsultationStore } from '../stores/consultationStore';
import { NewPatientForm } from './NewPatientForm';
import { ageAndSex } from './patientText';
import './Consultation.css';

/**
 * A walk-in: find the patient (name, mobile, UHID or ABHA number; the platform's directory when
 * online, the patients saved here when not) or add a new one, then start their consultation.
 * Today shows it for walk-ins; the ABHA screen, to reach the patient to register.
 */
export function PatientFinder({
  title = 'Walk-in patient',
  onStarted,
}: {
  title?: string;
  onStarted: () => void;
}) {
  const titleId = useId();
  const searchId = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<PatientSearchView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [adding, setAdding] = useState(false);

  async function search(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (text.trim() === '') {
      setError('Type a name, mobile number, UHID or ABHA number.');
      return;
    }
    setSearching(true);
    setError(null);
    const result = await companion().searchPatients({ text });
    setSearching(false);
    if (result.ok) setFound(result.value);
    else setError(result.error.message);
  }

  async function start(patient: PatientView): Promise<void> {
    const result = await useConsultationStore.getState().start({ patientId: patient.id });
    if (result.ok) onStarted();
    else setError(`The consultation was not started: ${result.error.message}`);
  }

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <form
        role="search"
        aria-label="Patients"
        className="inline-form"
        onSubmit={(e) => void search(e)}
      >
        <label htmlFor={searchId}>Find a patient by name, mobile number, UHID or ABHA number</label>
        <input
          id={searchId}
          className="input"
          type="search"
          value={text}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        <BusyButton busy={searching} className="button">
          Search patients
        </BusyButton>
      </form>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      {found ? (
        <div aria-live="polite">
          {found.problem ? <p className="notice">{found.problem}</p> : null}
          <p role="status">
            {found.patients.length === 0
              ? 'No patient matches.'
              : `${found.patients.length} ${found.patients.length === 1 ? 'patient matches' : 'patients match'}.`}
          </p>
          <ul className="consultation-list" aria-label="Patients found">
            {found.patients.map((patient) => (
              <li key={patient.id} className="consultation-line">
                <span>
                  <strong>{patient.name}</strong>{' '}
                  <span className="muted">
                    {ageAndSex(patient)}
                    {patient.mobile ? ` · ${patient.mobile}` : ''}
                    {patient.uhid ? ` · UHID ${patient.uhid}` : ''}
                    {patient.delivery !== 'sent' ? ' · not yet on the platform' : ''}
                  </span>
                </span>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => void start(patient)}
                >
                  Start a consultation for {patient.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {adding ? (
        <NewPatientForm
          initialName={/^\d/.test(text.trim()) ? '' : text.trim()}
          onCancel={() => setAdding(false)}
          onCreated={(patient) => void start(patient)}
        />
      ) : (
        <button type="button" className="button" onClick={() => setAdding(true)}>
          New patient
        </button>
      )}
    </section>
  );
}

export type { Sex };
