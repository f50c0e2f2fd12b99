import { useId, useState } from 'react';
import { ABHA_CONSENT_TEXT } from '../../../../shared/abha-registration';
import { FieldError } from '../../frame/FieldError';
import { StepForm } from './StepForm';

/**
 * ABDM's declaration, read to the patient before their Aadhaar number is used. Continuing needs
 * the box ticked; the core records the version and the time with the patient when the Aadhaar
 * step is sent.
 */
export function ConsentDeclaration({
  patientName,
  onAccept,
}: {
  patientName: string;
  onAccept: () => void;
}) {
  const id = useId();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <StepForm
      onSubmit={() => {
        if (!agreed) {
          setError('Tick the box once the patient has heard the declaration and agrees.');
          document.getElementById(id)?.focus();
          return;
        }
        onAccept();
      }}
    >
      <h3 tabIndex={-1}>Step 1 of 4: ABDM’s declaration</h3>
      <p>Read this to {patientName} before using their Aadhaar number:</p>
      <blockquote className="consent__text abha-consent">
        {ABHA_CONSENT_TEXT.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </blockquote>
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          checked={agreed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setAgreed(event.target.checked);
            if (event.target.checked) setError(undefined);
          }}
        />
        <label htmlFor={id}>The patient has heard the declaration and agrees</label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      <div className="form-actions">
        <button type="submit" className="button button--primary">
          Continue to the Aadhaar number
        </button>
      </div>
    </StepForm>
  );
}
