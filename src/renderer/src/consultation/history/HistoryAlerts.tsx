import type { Allergy, PatientAlerts } from '../../../../shared/patient-alerts';
import { allergyStatusWords } from '../../../../shared/patient-alerts';

const SEVERITY_WORDS: Record<Allergy['severity'], string> = {
  mild: 'mild',
  moderate: 'moderate',
  severe: 'severe',
  unknown: 'severity not known',
};

/** "Penicillin (drug allergy): rash, moderate". */
function allergyWords(allergy: Allergy): string {
  const kind = `${allergy.category} ${allergy.type}`;
  const reaction = allergy.reaction ? `${allergy.reaction}, ` : '';
  return `${allergy.substance} (${kind}): ${reaction}${SEVERITY_WORDS[allergy.severity]}`;
}

/** The patient's allergies and chronic conditions, as recorded on this computer. */
export function HistoryAlerts({ alerts }: { alerts: PatientAlerts }) {
  return (
    <div className="history-panel__alerts">
      <h3 id="history-allergies">Allergies</h3>
      {alerts.allergyStatus === 'recorded' ? (
        <ul className="history-panel__list" aria-labelledby="history-allergies">
          {alerts.allergies.map((allergy) => (
            <li key={allergy.id} className="history-panel__allergy">
              {allergyWords(allergy)}
            </li>
          ))}
        </ul>
      ) : (
        <p>{allergyStatusWords(alerts)}</p>
      )}
      <h3 id="history-conditions">Chronic conditions</h3>
      {alerts.conditions.length === 0 ? (
        <p>None recorded.</p>
      ) : (
        <ul className="history-panel__list" aria-labelledby="history-conditions">
          {alerts.conditions.map((condition) => (
            <li key={condition.id}>
              {condition.name}
              {condition.note ? ` (${condition.note})` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
