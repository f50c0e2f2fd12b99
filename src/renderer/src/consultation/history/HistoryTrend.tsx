import {
  HISTORY_TREND_VISITS,
  type HistoryTrendPoint,
} from '../../../../shared/consultation-history';
import { formatLongDate } from '../../../../shared/pad/follow-up';
import { GLUCOSE_CONTEXT_WORDS } from '../../../../shared/pad/glucose';

/** An empty cell: a dash on screen, words for a screen reader. */
function NotRecorded() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">not recorded</span>
    </>
  );
}

/**
 * Blood pressure, weight and glucose at the last visits, as a table (a screen reader reads it
 * cell by cell, with its headers): each value as typed, the newest visit first.
 */
export function HistoryTrend({ trend }: { trend: readonly HistoryTrendPoint[] }) {
  return (
    <div className="history-panel__trend">
      <h3 id="history-trend-heading">Trend</h3>
      {trend.length === 0 ? (
        <p>
          No blood pressure, weight or glucose was recorded at the last {HISTORY_TREND_VISITS}{' '}
          visits.
        </p>
      ) : (
        <table className="history-trend">
          <caption>
            Blood pressure, weight and glucose at the last {HISTORY_TREND_VISITS} visits, the newest
            first (visits without any are left out)
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">BP (mmHg)</th>
              <th scope="col">Weight (kg)</th>
              <th scope="col">Glucose (mg/dL)</th>
            </tr>
          </thead>
          <tbody>
            {trend.map((point) => (
              <tr key={point.consultationId}>
                <th scope="row">{formatLongDate(point.day)}</th>
                <td>{point.bloodPressure ?? <NotRecorded />}</td>
                <td>{point.weight ?? <NotRecorded />}</td>
                <td>
                  {point.glucose ? (
                    <>
                      {point.glucose.value}
                      {point.glucose.context
                        ? ` (${GLUCOSE_CONTEXT_WORDS[point.glucose.context].toLowerCase()})`
                        : ''}
                    </>
                  ) : (
                    <NotRecorded />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
