import type { ConsultationSummaryView } from '../../../shared/consultation-view';
import { ageAndSex, clockTime } from './patientText';

const PAD_WORDS: Record<string, string> = {
  draft: 'prescription being written',
  waiting: 'prescription waiting to be sent',
  sending: 'prescription being sent',
  sent: 'prescription sent',
  rejected: 'prescription refused by the platform',
  dead: 'prescription cannot be sent',
  discarded: 'prescription not sent',
};

/** One consultation in a list (today's, or a search's): whose, when, its prescription's state, Open. */
export function ConsultationLine({
  item,
  onOpen,
}: {
  item: ConsultationSummaryView;
  onOpen: (id: string) => void;
}) {
  return (
    <li className="consultation-line">
      <span>
        <strong>{item.patient.name}</strong>{' '}
        <span className="muted">
          {ageAndSex(item.patient)} · started {clockTime(item.startedAt)}
          {item.padState ? ` · ${PAD_WORDS[item.padState] ?? item.padState}` : ''}
          {item.status === 'discarded' ? ' · discarded' : ''}
        </span>
      </span>
      <button type="button" className="button button--small" onClick={() => onOpen(item.id)}>
        Open {item.patient.name}
      </button>
    </li>
  );
}
