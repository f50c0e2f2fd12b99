import { UpdateBanner } from '../frame/UpdateBanner';
import { useEffect, useRef } from 'react';
import type { AppointmentView } from '../../../shared/queue-view';
import type { ConsultationSummaryView } from '../../../shared/consultation-view';
import { todayQueue } from '../../../shared/today-queue';
import { ErrorAlert } from '../frame/ErrorAlert';
import { useNow } from '../frame/useNow';
import { ScreenHeading } from '../frame/ScreenHeading';
import { useConsultationStore } from '../stores/consultationStore';
import { useNavStore } from '../stores/navStore';
import { ConsultationLine } from './ConsultationLine';
import { ConsultationSearch } from './ConsultationSearch';
import { NextPatientOffer } from './NextPatientOffer';
import { PatientFinder } from './PatientFinder';
import { QueueTable } from './QueueTable';
import { useArrivalFocus } from './useArrivalFocus';
import './Consultation.css';

/**
 * The first screen: who is next (focus lands there on arrival, so the queue comes first), the
 * day's queue, the consultations in progress and those finished today, a walk-in started from a
 * patient search, and a search over every consultation.
 */
export function TodayScreen() {
  const navigated = useNavStore((s) => s.navigated);
  const navigate = useNavStore((s) => s.navigate);
  const afterFinish = useNavStore((s) => s.focus === 'finished');
  const current = useConsultationStore((s) => s.current);
  const today = useConsultationStore((s) => s.today);
  const error = useConsultationStore((s) => s.todayError);
  const busy = useConsultationStore((s) => s.busy);
  const loadToday = useConsultationStore((s) => s.loadToday);

  useEffect(() => {
    void loadToday();
  }, [loadToday]);

  async function openConsultation(id: string): Promise<void> {
    const result = await useConsultationStore.getState().open(id);
    if (result.ok) navigate('consultation');
  }

  async function startFrom(appointment: AppointmentView): Promise<void> {
    if (appointment.consultationId) return openConsultation(appointment.consultationId);
    const result = await useConsultationStore.getState().start({ appointmentId: appointment.id });
    if (result.ok) navigate('consultation');
  }

  const queue = today?.queue;
  const now = useNow();
  const ordered = todayQueue(queue?.appointments ?? [], now.getTime());
  const nextRow = ordered.rows.find((row) => row.next);
  const nextRef = useRef<HTMLButtonElement>(null);
  const queueHeadingRef = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(today !== null, nextRef, queueHeadingRef);
  const finishedName =
    afterFinish && current?.status === 'finished' ? current.patient.name : undefined;

  return (
    <div className="screen today-screen">
      <ScreenHeading focusOnMount={navigated}>Today</ScreenHeading>
      {today ? (
        <NextPatientOffer
          next={ordered.next}
          timing={nextRow?.timing ?? { kind: 'none' }}
          finishedName={finishedName}
          busy={busy === 'starting'}
          buttonRef={nextRef}
          onStart={(appointment) => void startFrom(appointment)}
        />
      ) : null}
      <UpdateBanner />
      {error ? <ErrorAlert>The day could not be read: {error.message}</ErrorAlert> : null}
      <section className="card" aria-labelledby="queue-title">
        <div className="card__head">
          <h2 id="queue-title" ref={queueHeadingRef} tabIndex={-1}>
            Appointments
            {queue
              ? `, ${new Date(`${queue.date}T00:00`).toLocaleDateString(undefined, { dateStyle: 'full' })}`
              : ''}
          </h2>
          <button
            type="button"
            className="button button--small"
            onClick={() => void loadToday(true)}
          >
            Refresh the list
          </button>
        </div>
        {queue?.problem ? (
          <p role="status" className="notice">
            {queue.problem}
          </p>
        ) : null}
        {!today ? (
          <p role="status">Reading the day…</p>
        ) : queue && queue.appointments.length === 0 ? (
          <p>No appointments today.</p>
        ) : (
          <QueueTable
            rows={ordered.rows}
            busy={busy === 'starting'}
            labelledBy="queue-title"
            onStart={(appointment) => void startFrom(appointment)}
          />
        )}
      </section>
      <ConsultationList
        title="In progress"
        empty="No consultation is in progress."
        items={today?.inProgress ?? []}
        onOpen={(id) => void openConsultation(id)}
      />
      <ConsultationList
        title="Finished today"
        empty="None finished yet today."
        items={today?.finished ?? []}
        onOpen={(id) => void openConsultation(id)}
      />
      <PatientFinder onStarted={() => navigate('consultation')} />
      <ConsultationSearch onOpen={(id) => void openConsultation(id)} />
    </div>
  );
}

function ConsultationList(props: {
  title: string;
  empty: string;
  items: readonly ConsultationSummaryView[];
  onOpen: (id: string) => void;
}) {
  const id = `list-${props.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{props.title}</h2>
      {props.items.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        <ul className="consultation-list">
          {props.items.map((item) => (
            <ConsultationLine key={item.id} item={item} onOpen={props.onOpen} />
          ))}
        </ul>
      )}
    </section>
  );
}
