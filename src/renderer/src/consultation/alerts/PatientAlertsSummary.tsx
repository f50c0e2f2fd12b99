import { useId, useState } from 'react';
import type { PatientAlerts } from '../../../../shared/patient-alerts';
import { allergyText, conditionText } from '../../../../shared/printout/printout-alerts';
import { Icon } from '../../frame/Icon';
import { PatientAlertsDialog } from './PatientAlertsDialog';
import { ALLERGY_STATUS_WORDS } from './alertEdits';
import { useFocusLater } from './useFocusLater';
import { usePatientAlerts } from './usePatientAlerts';
import './PatientAlerts.css';

function AllergyLine({ alerts }: { alerts: PatientAlerts }) {
  if (alerts.allergyStatus !== 'recorded' || alerts.allergies.length === 0) {
    const notAsked = alerts.allergyStatus !== 'none-known';
    return (
      <p
        className={`patient-alerts__allergies patient-alerts__allergies--${notAsked ? 'not-asked' : 'none-known'}`}
      >
        <Icon name={notAsked ? 'checking' : 'sent'} />
        <strong>{ALLERGY_STATUS_WORDS[notAsked ? 'not-asked' : 'none-known']}</strong>
        {notAsked ? <span className="muted"> (ask the patient)</span> : null}
      </p>
    );
  }
  return (
    <div className="patient-alerts__allergies patient-alerts__allergies--recorded">
      <strong>Allergies:</strong>
      <ul className="patient-alerts__list" aria-label="Allergies">
        {alerts.allergies.map((allergy) =>
          allergy.severity === 'severe' ? (
            // Severe stands out by words and an icon, not by colour alone.
            <li key={allergy.id} className="patient-alerts__severe">
              <Icon name="warning" />
              <strong>Severe: {allergyText(allergy)}</strong>
            </li>
          ) : (
            <li key={allergy.id}>{allergyText(allergy)}</li>
          ),
        )}
      </ul>
    </div>
  );
}

/**
 * The patient's allergies (always: listed, "No known drug allergies", or "Allergies not recorded")
 * and chronic conditions in the consultation's header, with the editor one key away.
 */
export function PatientAlertsSummary({ patientId, name }: { patientId: string; name: string }) {
  const { state, save } = usePatientAlerts(patientId);
  const [editing, setEditing] = useState(false);
  const editId = useId();
  const focusLater = useFocusLater();

  // Back to the button once the dialog is gone (while it is open, the rest of the page is inert).
  const close = () => {
    setEditing(false);
    focusLater(editId);
  };

  return (
    <div className="patient-alerts" role="group" aria-label="Allergies and chronic conditions">
      {state.status === 'loading' ? <p className="muted">Reading the allergies…</p> : null}
      {state.status === 'failed' ? (
        <p className="patient-alerts__failed" role="alert">
          <Icon name="error" />
          The allergies could not be read: {state.message}
        </p>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <AllergyLine alerts={state.alerts} />
          <p className="patient-alerts__conditions">
            <strong>Chronic conditions:</strong>{' '}
            {state.alerts.conditions.length > 0
              ? state.alerts.conditions.map(conditionText).join('; ')
              : 'none recorded'}
          </p>
        </>
      ) : null}
      <button
        id={editId}
        type="button"
        className="button button--small"
        aria-disabled={state.status !== 'ready'}
        onClick={() => {
          if (state.status === 'ready') setEditing(true);
        }}
      >
        Allergies and conditions…
      </button>
      {editing && state.status === 'ready' ? (
        <PatientAlertsDialog
          patientId={patientId}
          name={name}
          alerts={state.alerts}
          save={save}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
