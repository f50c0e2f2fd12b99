import { useState } from 'react';
import { companion } from '../companion';
import { padOf, usePadStore } from '../stores/padStore';
import { downloadText, fhirFileOf } from './fhirDownload';

/**
 * Saves the finalized pad as a FHIR R4 Bundle (JSON), with the patient's allergies and chronic
 * conditions it was finalized with, or says why it cannot. Allergies that cannot be read stop the
 * export: a file without them would read as if none were recorded.
 */
export function FhirExportButton() {
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const exportNow = async () => {
    const state = usePadStore.getState();
    const pad = padOf(state);
    if (pad === null) return;
    const alerts = await companion().getPadAlerts({ id: pad.id });
    if (!alerts.ok) {
      setDone(null);
      setProblem(
        `The patient’s allergies could not be read, so nothing was exported: ${alerts.error.message}`,
      );
      return;
    }
    const file = fhirFileOf(
      pad,
      state.meta?.sync.finalizedAt,
      state.catalogue,
      alerts.value.alerts,
      state.catalogueDefaults,
    );
    if (!file.ok) {
      setDone(null);
      setProblem(file.message);
      return;
    }
    setProblem(null);
    downloadText(file.fileName, file.json, 'application/fhir+json');
    setDone(`Exported as ${file.fileName}.`);
  };
  return (
    <span className="pad-export">
      <button type="button" className="button" onClick={() => void exportNow()}>
        Export FHIR
      </button>
      {problem ? (
        <span role="alert" className="field-error pad-export__message">
          {problem}
        </span>
      ) : null}
      {done ? (
        <span role="status" className="pad-export__message">
          {done}
        </span>
      ) : null}
    </span>
  );
}
