import { ScribeReview } from '../scribe/ScribeReview';
import { LateSuggestionsMarker } from '../scribe/LateSuggestionsMarker';
import { TranscriptBesidePad } from '../recording/TranscriptBesidePad';
import { useEffect, useRef, useState } from 'react';
import type { AppointmentCompletion, ConsultationView } from '../../../shared/consultation-view';
import { clinicDayOf } from '../../../shared/pad/follow-up';
import { patientAgeOn, type PadPatient } from '../../../shared/pad/vitals-flags';
import { ConfirmDialog } from '../frame/ConfirmDialog';
import { BusyButton } from '../frame/BusyButton';
import { ErrorAlert } from '../frame/ErrorAlert';
import { ScreenHeading } from '../frame/ScreenHeading';
import { useConsultationStore } from '../stores/consultationStore';
import { useNavStore } from '../stores/navStore';
import { usePadStore } from '../stores/padStore';
import { ConsentStep } from './ConsentStep';
import { ConsultationDocuments } from './ConsultationDocuments';
import { PatientAbha } from '../abha/registration/PatientAbha';
import { ConsultationHeader } from './ConsultationHeader';
import { AmendmentNotice } from './AmendmentNotice';
import { ConsultationLayout } from './ConsultationLayout';
import { useNewestPadVersion } from './useNewestPadVersion';
import { ConsultationPad } from './ConsultationPad';
import { PrintoutActions } from './PrintoutActions';
import { ConsultationRecordings } from './ConsultationRecordings';
import { HistoryPanel } from './history/HistoryPanel';
import { clockTime } from './patientText';
import './Consultation.css';

const COMPLETION_WORDS: Record<AppointmentCompletion, string> = {
  waiting: 'The appointment will be marked completed on the platform when the connection allows.',
  sending: 'Marking the appointment completed on the platform…',
  sent: 'The appointment is marked completed on the platform.',
  rejected: 'The platform did not accept completing the appointment; see the Sync screen',
  dead: 'Completing the appointment cannot be sent; see the Sync screen',
  discarded: 'Completing the appointment was discarded on the Sync screen.',
};

/**
 * The pad's patient, kept the same object while the values are, so flags are not recomputed. The
 * age is on the day of the visit: in days and months from the date of birth when it is known
 * (a newborn's ranges differ by the day), else the whole years given.
 */
const patients = new Map<string, PadPatient>();
function patientOf(consultation: ConsultationView): PadPatient {
  const { sex, ageYears, birthDate } = consultation.patient;
  const day = clinicDayOf(consultation.startedAt);
  const key = `${consultation.id}|${sex}|${ageYears ?? ''}|${birthDate ?? ''}|${day}`;
  let patient = patients.get(key);
  if (!patient) {
    patient = { sex, ...patientAgeOn(birthDate, ageYears, day) };
    patients.set(key, patient);
  }
  return patient;
}

/**
 * One patient's visit: who it is (always in view), the consent and the recording, the transcript,
 * the pad, and finishing it. Leaving keeps it in progress; discarding asks and says what is lost.
 */
export function ConsultationScreen() {
  const navigated = useNavStore((s) => s.navigated);
  // Arriving from the ABHA screen, focus goes to the ABHA section instead of the heading.
  const focusAbha = useNavStore((s) => s.focus === 'abha');
  const navigate = useNavStore((s) => s.navigate);
  const current = useConsultationStore((s) => s.current);
  const busy = useConsultationStore((s) => s.busy);
  const [error, setError] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const reasonRef = useRef<HTMLInputElement>(null);
  // The pad on screen: the consultation's, or the newest amendment of it.
  const padId = useNewestPadVersion(current?.padId ?? '');

  useEffect(() => {
    if (current) void useConsultationStore.getState().open(current.id);
    // Read again on arrival only: events keep it fresh afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!current) {
    return (
      <div className="screen consultation-screen">
        <ScreenHeading focusOnMount={navigated}>Consultation</ScreenHeading>
        <p>No consultation is open. Start or open one from Today.</p>
        <button type="button" className="button button--primary" onClick={() => navigate('today')}>
          Go to Today
        </button>
      </div>
    );
  }

  async function finish(): Promise<void> {
    await usePadStore.getState().flush();
    const result = await useConsultationStore.getState().finish();
    setError(result.ok ? null : `The consultation was not finished: ${result.error.message}`);
    // Today then says it is finished and offers the next patient, with focus on that offer.
    if (result.ok) navigate('today', 'finished');
  }

  const open = current.status === 'in_progress';
  return (
    <div className="screen consultation-screen">
      <ScreenHeading focusOnMount={navigated && !focusAbha}>
        Consultation: {current.patient.name}
      </ScreenHeading>
      <ConsultationHeader consultation={current} />
      <LateSuggestionsMarker padId={current.padId} />
      {current.status === 'discarded' ? null : (
        <PatientAbha patient={current.patient} focusOnLoad={focusAbha} />
      )}
      {current.status === 'discarded' ? (
        <p className="notice">
          This consultation was discarded{current.discardReason ? `: ${current.discardReason}` : ''}
          .
        </p>
      ) : null}
      {current.appointmentCompletion ? (
        <p role="status" className="notice">
          {COMPLETION_WORDS[current.appointmentCompletion.state]}
          {current.appointmentCompletion.lastError
            ? ` (${current.appointmentCompletion.lastError})`
            : ''}
        </p>
      ) : null}
      {open && !current.consent ? <ConsentStep /> : null}
      {current.consent ? (
        <p className="muted">
          The patient agreed to be recorded at {clockTime(current.consent.at)}.
        </p>
      ) : null}
      <ConsultationLayout
        beside={
          <>
            {current.consent || !open ? (
              <ConsultationRecordings consultationId={current.id} canRecord={open} />
            ) : null}
            {current.status === 'discarded' ? null : <ScribeReview padId={current.padId} />}
            <TranscriptBesidePad />
          </>
        }
        pad={
          <>
            {padId === current.padId ? null : <AmendmentNotice padId={padId} />}
            <div className="consultation-workspace">
              <HistoryPanel key={current.id} consultationId={current.id} padId={current.padId} />
              <ConsultationPad
                padId={padId}
                firstPadId={current.padId}
                patient={patientOf(current)}
              />
            </div>
          </>
        }
      />
      {current.status === 'discarded' ? null : (
        <PrintoutActions padId={padId} patientId={current.patient.id} />
      )}
      <ConsultationDocuments consultationId={current.id} canAdd={current.status !== 'discarded'} />
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      {open ? (
        <div
          className="form-actions consultation-actions"
          role="region"
          aria-label="Consultation actions"
        >
          <BusyButton
            busy={busy === 'finishing'}
            className="button button--primary"
            onClick={() => void finish()}
          >
            Finish the consultation
          </BusyButton>
          <button type="button" className="button" onClick={() => navigate('today')}>
            Back to Today (keeps it in progress)
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={() => setDiscarding(true)}
          >
            Discard the consultation
          </button>
        </div>
      ) : null}
      {discarding ? (
        <ConfirmDialog
          title={`Discard the consultation of ${current.patient.name}?`}
          description="It leaves the day’s lists. Its prescription draft is not sent, and nothing more can be recorded in it. It stays on this computer, marked discarded, and can still be found by a search."
          detail={
            <div className="field">
              <label htmlFor="discard-reason">Why (optional, kept with the record)</label>
              <input
                id="discard-reason"
                ref={reasonRef}
                className="input"
                maxLength={200}
                autoComplete="off"
              />
            </div>
          }
          safeLabel="Keep the consultation"
          confirmLabel="Discard it"
          failure="The consultation was not discarded."
          onDismiss={() => setDiscarding(false)}
          onConfirm={async () => {
            const reason = reasonRef.current?.value.trim();
            const result = await useConsultationStore.getState().discard(reason || undefined);
            if (result.ok) {
              setDiscarding(false);
              navigate('today');
            }
            return result;
          }}
        />
      ) : null}
    </div>
  );
}
