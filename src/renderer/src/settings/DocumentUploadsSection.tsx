import { useId, useRef, useState } from 'react';
import {
  DOCUMENT_UPLOAD_FORM_LABELS,
  DOCUMENT_UPLOAD_FORMS,
  type DocumentUploadForm,
} from '../../../shared/documents';
import { type DocumentSettingsView } from '../../../shared/documents-view';
import type { IpcError } from '../../../shared/result';
import { companion } from '../companion';
import { ErrorAlert } from '../frame/ErrorAlert';
import { Icon } from '../frame/Icon';
import { RadioGroup, type RadioChoice } from '../frame/RadioGroup';
import './DocumentUploadsSection.css';
import { useLoadResult } from '../frame/useLoadResult';

const FORM_CHOICES: readonly RadioChoice<DocumentUploadForm>[] = DOCUMENT_UPLOAD_FORMS.map(
  (form) => ({ value: form, ...DOCUMENT_UPLOAD_FORM_LABELS[form] }),
);

export const JWE_KEY_MISSING =
  'Encrypted uploads need the account’s JWE key; enter it above or choose plain uploads.';

/**
 * How documents travel to the platform, saved as soon as it is changed. Choosing the encrypted
 * form while the account has no JWE key is allowed (the key may come next) but warned about, as
 * uploads cannot go until it is there.
 *
 * The Settings screen remounts this section whenever the platform settings are saved, so whether
 * the JWE key is there is read afresh.
 */
export function DocumentUploadsSection() {
  const titleId = useId();
  const [saved, setSaved] = useState<DocumentSettingsView | null>(null);
  const [chosen, setChosen] = useState<DocumentUploadForm | null>(null);
  const [loadError, setLoadError] = useState<IpcError | null>(null);
  const [saveError, setSaveError] = useState<IpcError | null>(null);
  const [confirmation, setConfirmation] = useState('');
  // Arrow keys move through radios, saving each: only the newest answer may settle the choice.
  const latestSave = useRef(0);

  useLoadResult(
    () => companion().getDocumentSettings({}),
    (result) => {
      if (result.ok) {
        setSaved(result.value);
        setChosen(result.value.uploadForm);
      } else setLoadError(result.error);
    },
  );

  const choose = async (form: DocumentUploadForm) => {
    const request = ++latestSave.current;
    setChosen(form);
    setConfirmation('');
    setSaveError(null);
    const result = await companion().saveDocumentSettings({ uploadForm: form });
    if (request !== latestSave.current) return;
    if (result.ok) {
      setSaved(result.value);
      setChosen(result.value.uploadForm);
      setConfirmation(
        `Saved: new documents are uploaded as ${DOCUMENT_UPLOAD_FORM_LABELS[result.value.uploadForm].label}.`,
      );
    } else {
      // What is shown must be what is saved: back to the last saved choice.
      setChosen(saved?.uploadForm ?? null);
      setSaveError(result.error);
    }
  };

  const blocked = chosen === 'jwe' && saved !== null && !saved.jweReady;

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>Document uploads</h2>
      {saved === null && !loadError ? <p role="status">Loading the upload setting…</p> : null}
      {loadError ? (
        <ErrorAlert>
          <p>The document upload setting could not be loaded. {loadError.message}</p>
        </ErrorAlert>
      ) : null}
      {saveError ? (
        <ErrorAlert>
          <p>The document upload setting was not saved. {saveError.message}</p>
        </ErrorAlert>
      ) : null}
      {chosen !== null ? (
        <div className="form-stack">
          <RadioGroup
            legend="How documents are uploaded"
            choices={FORM_CHOICES}
            value={chosen}
            onChange={(form) => void choose(form)}
          />
        </div>
      ) : null}
      {/* Status regions that exist before any message, so each change is announced. */}
      <div role="status" className="document-uploads__warning">
        {blocked ? (
          <div className="banner banner--warning">
            <Icon name="warning" />
            <div className="banner__body">
              <p>{JWE_KEY_MISSING}</p>
            </div>
          </div>
        ) : null}
      </div>
      <p role="status" className="document-uploads__saved">
        {confirmation}
      </p>
    </section>
  );
}
