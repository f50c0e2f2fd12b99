import type { AppointmentState, AppointmentView } from '../../../shared/queue-view';
import { bookedAt, timingWords, type QueueRow } from '../../../shared/today-queue';
import { BusyButton } from '../frame/BusyButton';
import { ageAndSex, clockTime } from './patientText';
import './TodayQueue.css';

const STATE_WORDS: Record<AppointmentState, string> = {
  booked: 'Waiting',
  checked_in: 'Checked in',
  in_consultation: 'In consultation',
  completed: 'Seen',
  cancelled: 'Cancelled',
  no_show: 'Did not come',
  other: 'Other',
};

function actionWords(appointment: AppointmentView, name: string): string {
  if (appointment.consultationId) return `Open ${name}`;
  if (appointment.state === 'completed') return `Open a consultation for ${name}`;
  return `Start ${name}`;
}

/**
 * The day's appointments in queue order, one row each in fixed columns: token, time, patient,
 * status (the next patient marked "Next" in words and by the row's bar), how they stand against
 * the clock, and the row's action. Only the next patient's button is the primary one.
 */
export function QueueTable(props: {
  rows: readonly QueueRow[];
  busy: boolean;
  labelledBy: string;
  onStart: (appointment: AppointmentView) => void;
}) {
  return (
    <table className="queue-table" aria-labelledby={props.labelledBy}>
      <colgroup>
        <col className="queue-table__token" />
        <col className="queue-table__time" />
        <col />
        <col className="queue-table__status" />
        <col className="queue-table__wait" />
        <col className="queue-table__action" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Time</th>
          <th scope="col">Patient</th>
          <th scope="col">Status</th>
          <th scope="col">Waiting</th>
          <th scope="col">
            <span className="visually-hidden">Action</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => {
          const { appointment } = row;
          const at = bookedAt(appointment);
          const name = appointment.patient?.name;
          return (
            <tr
              key={appointment.id}
              className={row.next ? 'queue-row queue-row--next' : 'queue-row'}
              data-appointment={appointment.id}
            >
              <td className="queue-row__token">{appointment.token ?? ''}</td>
              <td className="queue-row__time">
                {at === undefined ? (
                  <span className="muted">no time booked</span>
                ) : (
                  clockTime(appointment.startsAt)
                )}
              </td>
              <th scope="row" className="queue-row__who">
                <strong>{name ?? 'Patient not known'}</strong>
                {appointment.patient ? (
                  <span className="muted"> {ageAndSex(appointment.patient)}</span>
                ) : null}
                {appointment.walkIn ? <span className="muted"> · walk-in</span> : null}
              </th>
              <td className={`queue-row__state queue-row__state--${appointment.state}`}>
                {row.next ? <span className="queue-next-mark">Next</span> : null}
                {row.next ? ' ' : null}
                {STATE_WORDS[appointment.state]}
                {appointment.platformStatus ? ` (${appointment.platformStatus})` : ''}
              </td>
              <td className="queue-row__wait">{timingWords(row.timing)}</td>
              <td className="queue-row__action">
                {name !== undefined && appointment.state !== 'cancelled' ? (
                  <BusyButton
                    busy={props.busy}
                    className={
                      row.next ? 'button button--small button--primary' : 'button button--small'
                    }
                    onClick={() => props.onStart(appointment)}
                  >
                    {actionWords(appointment, name)}
                  </BusyButton>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
