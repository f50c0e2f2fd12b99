import { useState } from 'react';
import { padOf, usePadStore } from '../stores/padStore';
import { downloadText, fhirFileOf } from './fhirDownload';

/** Saves the finalized pad as a FHIR R4 Bundle (JSON), or says why it cannot. */
export function FhirExportButton() {
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const exportNow = () => {
    const state = usePadStore.getState();
    const pad = padOf(state);
    if (pad === null) return;
    const file = fhirFileOf(pad, state.meta?.sync.finalizedAt, state.catalogue);
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
      <button type="button" className="button" onClick={exportNow}>
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
