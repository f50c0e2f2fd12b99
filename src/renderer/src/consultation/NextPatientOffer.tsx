import type { Ref } from 'react';
import type { AppointmentView } from '../../../shared/queue-view';
import { timingWords, type QueueTiming } from '../../../shared/today-queue';
import { clockTime } from './patientText';

/** The "Next patient" button's id: Alt+N moves focus to it from anywhere (useNextPatientKey). */
export const NEXT_PATIENT_ID = 'next-patient';

function detailOf(next: AppointmentView, timing: QueueTiming): string {
  const parts = [
    next.token !== undefined ? `token ${next.token}` : undefined,
    next.walkIn
      ? 'walk-in'
      : Date.parse(next.startsAt) > 0
        ? `booked ${clockTime(next.startsAt)}`
        : undefined,
    timingWords(timing) || undefined,
  ];
  return parts.filter((part) => part !== undefined).join(' · ');
}

/**
 * The top of Today: who to see next, one button (Alt+N brings focus here from any screen), and,
 * right after a finish, whose consultation was just finished. Nobody waiting says so in words.
 */
export function NextPatientOffer({
  next,
  timing,
  finishedName,
  busy,
  buttonRef,
  onStart,
}: {
  next: AppointmentView | undefined;
  timing: QueueTiming;
  finishedName: string | undefined;
  busy: boolean;
  buttonRef: Ref<HTMLButtonElement>;
  onStart: (appointment: AppointmentView) => void;
}) {
  return (
    <section className="card next-patient" aria-labelledby="next-patient-title">
      <h2 id="next-patient-title" className="visually-hidden">
        Next patient
      </h2>
      {finishedName !== undefined ? (
        <p role="status" className="next-patient__finished">
          The consultation of {finishedName} is finished.
        </p>
      ) : null}
      {next?.patient ? (
        <div className="next-patient__row">
          <button
            ref={buttonRef}
            id={NEXT_PATIENT_ID}
            type="button"
            className="button button--primary next-patient__button"
            aria-keyshortcuts="Alt+N"
            aria-describedby="next-patient-detail"
            aria-disabled={busy}
            onClick={() => {
              if (!busy) onStart(next);
            }}
          >
            Next patient: {next.patient.name}
          </button>
          <span id="next-patient-detail" className="next-patient__detail">
            {detailOf(next, timing)}
          </span>
          <span className="muted next-patient__key">
            <kbd>Alt</kbd>+<kbd>N</kbd> from any screen
          </span>
        </div>
      ) : (
        <p className="next-patient__none">No one is waiting to be seen.</p>
      )}
    </section>
  );
}
