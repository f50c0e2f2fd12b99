import type { ConsultationStatus } from '../../../../shared/consultation-view';
import type { HistoryVisit } from '../../../../shared/consultation-history';
import { formatLongDate } from '../../../../shared/pad/follow-up';

const STATUS_WORDS: Record<ConsultationStatus, string> = {
  in_progress: 'not finished',
  finished: 'finished',
  discarded: 'discarded',
};

const PRESCRIPTION_WORDS: Record<HistoryVisit['prescription'], string> = {
  finalized: 'Prescription finalized.',
  draft: 'Prescription not finalized (a draft).',
  unreadable: 'Its prescription cannot be read on this computer.',
};

/** One earlier visit: its day and status, diagnoses, medicines as printed, vitals. */
function Visit({ visit, first }: { visit: HistoryVisit; first: boolean }) {
  const headingId = `history-visit-${visit.consultationId}`;
  return (
    <li className="history-visit" aria-labelledby={headingId}>
      <h4 id={headingId} className="history-visit__day">
        {first ? 'Last visit: ' : ''}
        {formatLongDate(visit.day)}
        <span className="history-visit__status"> ({STATUS_WORDS[visit.status]})</span>
      </h4>
      <p className="muted">{PRESCRIPTION_WORDS[visit.prescription]}</p>
      {visit.prescription === 'unreadable' ? null : (
        <>
          <p>
            <span className="history-visit__label">Diagnoses: </span>
            {visit.diagnoses.length === 0
              ? 'none written'
              : visit.diagnoses.map((d) => d.name).join('; ')}
          </p>
          {visit.medicines.length === 0 ? (
            <p>
              <span className="history-visit__label">Medicines: </span>none
            </p>
          ) : (
            <>
              <p className="history-visit__label">Medicines:</p>
              <ul className="history-visit__medicines">
                {visit.medicines.map((medicine, index) => (
                  <li key={`${index}-${medicine.name}`}>
                    <span className="history-visit__medicine">{medicine.name}</span>
                    {medicine.directions ? ` — ${medicine.directions}` : ''}
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>
            <span className="history-visit__label">Vitals: </span>
            {visit.vitals.length === 0
              ? 'none recorded'
              : visit.vitals
                  .map((v) => `${v.name} ${v.value}${v.unit ? ` ${v.unit}` : ''}`)
                  .join('; ')}
          </p>
        </>
      )}
    </li>
  );
}

/** The visits before this one, the last first. */
export function HistoryVisits({
  visits,
  earlierVisits,
}: {
  visits: readonly HistoryVisit[];
  earlierVisits: number;
}) {
  return (
    <div className="history-panel__visits">
      <h3 id="history-visits-heading">Earlier visits</h3>
      <p className="muted">
        {earlierVisits > visits.length
          ? `The last ${visits.length} of ${earlierVisits} visits on this computer, the last first.`
          : `${earlierVisits === 1 ? 'The one visit' : earlierVisits === 2 ? 'Both visits' : `All ${earlierVisits} visits`} on this computer, the last first.`}
      </p>
      <ol className="history-panel__list" aria-labelledby="history-visits-heading">
        {visits.map((visit, index) => (
          <Visit key={visit.consultationId} visit={visit} first={index === 0} />
        ))}
      </ol>
    </div>
  );
}
