import type { Ref } from 'react';
import { maskAadhaar } from '../../../shared/aadhaar';
import { FieldError } from '../frame/FieldError';
import './AadhaarField.css';

interface AadhaarFieldProps {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  /** What was typed: held by the form's component state, never by a store. */
  value: string;
  /** Show only the last four digits: the number is complete and not being edited. */
  masked: boolean;
  /** Whether the person has chosen to see the whole number while it is not being edited. */
  revealed: boolean;
  /** Offer the Show toggle: only once there is a complete number to hide. */
  canReveal: boolean;
  readOnly: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
  onFocus: () => void;
  onBlur: () => void;
  onToggleReveal: () => void;
}

/**
 * The Aadhaar number input. Once a complete number has been entered and focus has left the field,
 * the field shows "XXXX XXXX 1234", so the number is not left on screen while the doctor turns to
 * the patient. Focusing the field (to edit it) shows the number again; nothing else changes, so
 * keyboard and screen-reader users edit exactly what they typed.
 *
 * "Show" reveals the whole number without editing it. Like the signing-key reveal on the Webhooks
 * screen it is a toggle button: one unchanging name ("Show Aadhaar number", which contains the
 * visible "Show", WCAG 2.5.3) and the state in `aria-pressed`, shown by the pressed style.
 */
export function AadhaarField({
  id,
  inputRef,
  value,
  masked,
  revealed,
  canReveal,
  readOnly,
  error,
  onChange,
  onFocus,
  onBlur,
  onToggleReveal,
}: AadhaarFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>Aadhaar number</label>
      <div className="aadhaar-field__row">
        <input
          ref={inputRef}
          id={id}
          className="input aadhaar-field__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          // 12 digits and the two spaces (or dashes) people type between the groups.
          maxLength={14}
          value={masked ? maskAadhaar(value) : value}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onFocus={onFocus}
          onBlur={onBlur}
        />
        {canReveal ? (
          <button
            type="button"
            className="button button--small button--toggle"
            aria-pressed={revealed}
            aria-controls={id}
            onClick={onToggleReveal}
          >
            Show<span className="visually-hidden"> Aadhaar number</span>
          </button>
        ) : null}
      </div>
      <p id={hintId} className="hint">
        12 digits; spaces between the groups are fine. Away from the field, only the last four
        digits are shown.
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
