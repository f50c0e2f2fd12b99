import { useCallback, useEffect, useId, useState } from 'react';
import type { DoctorView, Registration } from '../../../shared/doctor-view';
import { companion } from '../companion';
import { BusyButton } from '../frame/BusyButton';
import { ErrorAlert } from '../frame/ErrorAlert';
import { formatDateTime, formatRelative } from '../lib/time';
import { LetterheadPreview } from './LetterheadPreview';
import { TextField } from './TextField';

/** "Reg. No. KMC-48213, Karnataka Medical Council, 2009", as the printout writes it. */
const registrationText = (r: Registration): string =>
  `Reg. No. ${r.number}, ${r.council}${r.year === undefined ? '' : `, ${r.year}`}`;

function Profile({ view, now }: { view: DoctorView; now: Date }) {
  const profile = view.profile;
  if (!profile) return <p>The doctor’s profile has not been read from the platform yet.</p>;
  return (
    <>
      <p>
        <strong>{profile.name}</strong>
        {profile.degrees.length > 0 ? `, ${profile.degrees.join(', ')}` : ''}
        {profile.speciality ? ` · ${profile.speciality}` : ''}
      </p>
      {profile.clinics.length > 0 ? (
        <ul aria-label="Clinics">
          {profile.clinics.map((clinic) => (
            <li key={clinic.id}>
              {clinic.name}
              {clinic.addressLines.length > 0 ? `, ${clinic.addressLines.join(', ')}` : ''}
              {clinic.phone ? ` · Phone ${clinic.phone}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {view.fetchedAt ? (
        <p className="hint">
          Read from the platform {formatDateTime(view.fetchedAt)} (
          {formatRelative(view.fetchedAt, now)}).
        </p>
      ) : null}
    </>
  );
}

/**
 * Settings, Doctor: the profile the platform holds (name, degrees, clinics), as saved on this
 * computer for offline use and printouts, and the registration the doctor enters here (the
 * platform's profile carries none; a prescription must show it).
 */
export function DoctorSection({ now = () => new Date() }: { now?: () => Date }) {
  const id = useId();
  const [view, setView] = useState<DoctorView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'refresh' | 'save' | null>(null);
  const [council, setCouncil] = useState('');
  const [number, setNumber] = useState('');
  const [year, setYear] = useState('');
  const [yearError, setYearError] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState('');

  const show = useCallback((next: DoctorView) => {
    setView(next);
    const first = next.registrations[0];
    setCouncil(first?.council ?? '');
    setNumber(first?.number ?? '');
    setYear(first?.year === undefined ? '' : String(first.year));
  }, []);

  useEffect(() => {
    void companion()
      .getDoctorProfile({})
      .then((result) => {
        if (result.ok) show(result.value);
        else setFailure(`The doctor’s profile could not be shown: ${result.error.message}`);
      });
  }, [show]);

  async function refresh(): Promise<void> {
    setBusy('refresh');
    const result = await companion().refreshDoctorProfile({});
    setBusy(null);
    if (!result.ok) return setFailure(`The profile was not read: ${result.error.message}`);
    setFailure(null);
    show(result.value);
    setStatus(result.value.source === 'platform' ? 'The profile was read from the platform.' : '');
  }

  async function save(): Promise<void> {
    const typedYear = year.trim();
    if (typedYear !== '' && !/^(19|20)\d{2}$/.test(typedYear)) {
      setYearError('Type the year as four digits, e.g. 2009.');
      return;
    }
    setYearError(undefined);
    const entered: Registration = {
      council: council.trim(),
      number: number.trim(),
      ...(typedYear === '' ? {} : { year: Number(typedYear) }),
    };
    const others = view?.registrations.slice(1) ?? [];
    const registrations =
      entered.council === '' && entered.number === '' ? others : [entered, ...others];
    setBusy('save');
    const result = await companion().setDoctorRegistrations({ registrations });
    setBusy(null);
    if (!result.ok) return setFailure(`The registration was not saved: ${result.error.message}`);
    setFailure(null);
    show(result.value);
    setStatus('The registration was saved; printouts show it.');
  }

  const offline = view?.problem && view.profile;
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Doctor</h2>
      {!view && !failure ? <p role="status">Loading the doctor’s profile…</p> : null}
      {view ? <Profile view={view} now={now()} /> : null}
      {offline ? (
        <p>
          Showing the copy saved on this computer
          {view.fetchedAt ? ` ${formatRelative(view.fetchedAt, now())}` : ''}: {view.problem}
        </p>
      ) : view?.problem ? (
        <p>{view.problem}</p>
      ) : null}
      <BusyButton busy={busy === 'refresh'} className="button" onClick={() => void refresh()}>
        {busy === 'refresh' ? 'Reading the profile…' : 'Read again from the platform'}
      </BusyButton>
      {view ? <LetterheadPreview view={view} /> : null}
      <h3>Registration</h3>
      {view?.registrations[0] ? <p>{registrationText(view.registrations[0])}</p> : null}
      <TextField
        id={`${id}-council`}
        label="Medical council"
        value={council}
        onChange={setCouncil}
        placeholder="Karnataka Medical Council"
      />
      <TextField
        id={`${id}-number`}
        label="Registration number"
        value={number}
        onChange={setNumber}
      />
      <TextField
        id={`${id}-year`}
        label="Year of registration (optional)"
        value={year}
        onChange={setYear}
        {...(yearError ? { error: yearError } : {})}
      />
      <BusyButton busy={busy === 'save'} className="button" onClick={() => void save()}>
        {busy === 'save' ? 'Saving…' : 'Save registration'}
      </BusyButton>
      <p role="status">{status}</p>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
    </section>
  );
}
