import { useState } from 'react';
import { FIRST_VISIT_WORDS } from '../../../../shared/consultation-history';
import { HistoryAlerts } from './HistoryAlerts';
import { HistoryTrend } from './HistoryTrend';
import { HistoryVisits } from './HistoryVisits';
import { RepeatLastPrescription } from './RepeatLastPrescription';
import { useConsultationHistory } from './useConsultationHistory';
import './HistoryPanel.css';
import { RetryAlert } from '../../frame/RetryAlert';

/** The panel's Show/Hide button: Alt+H goes to it (usePadShortcuts.ts). */
export const HISTORY_TOGGLE_ID = 'consultation-history-toggle';

/** Shown or hidden as the doctor last left it, for every consultation of this session. */
let shownByDefault = true;

/**
 * The patient's history beside the pad (docs/consultation-history.md): a region with its heading,
 * shown or hidden with one button (Alt+H goes to it). It says the allergies and chronic
 * conditions, offers "Repeat last prescription", lists the earlier visits (the last first), and
 * tabulates BP, weight and glucose. A patient with no earlier visit says so in words.
 */
export function HistoryPanel({ consultationId, padId }: { consultationId: string; padId: string }) {
  const { history, error, reload } = useConsultationHistory(consultationId);
  const [shown, setShown] = useState(shownByDefault);
  const toggle = () => {
    shownByDefault = !shown;
    setShown(!shown);
  };

  return (
    <section
      className={shown ? 'history-panel' : 'history-panel history-panel--hidden'}
      aria-labelledby="history-heading"
    >
      <div className="history-panel__head">
        <h2 id="history-heading">History</h2>
        <button
          id={HISTORY_TOGGLE_ID}
          type="button"
          className="button button--small"
          aria-expanded={shown}
          aria-controls="history-body"
          aria-keyshortcuts="Alt+H"
          onClick={toggle}
        >
          {shown ? 'Hide' : 'Show'}
          <span className="visually-hidden"> the history</span>
        </button>
      </div>
      <div id="history-body" className="history-panel__body" hidden={!shown}>
        {error !== null ? (
          <RetryAlert onRetry={reload}>The history could not be read: {error}</RetryAlert>
        ) : null}
        {history === null ? (
          error === null ? (
            <p role="status">Reading the history…</p>
          ) : null
        ) : (
          <>
            <HistoryAlerts alerts={history.alerts} />
            {history.visits.length === 0 ? (
              <p className="history-panel__first">{FIRST_VISIT_WORDS}.</p>
            ) : null}
            <RepeatLastPrescription last={history.lastPrescription} padId={padId} />
            {history.visits.length === 0 ? null : (
              <>
                <HistoryVisits visits={history.visits} earlierVisits={history.earlierVisits} />
                <HistoryTrend trend={history.trend} />
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}
