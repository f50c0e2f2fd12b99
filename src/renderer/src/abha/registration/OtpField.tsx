import type { Ref } from 'react';
import { FieldError } from '../../frame/FieldError';

interface OtpFieldProps {
  id: string;
  label: string;
  inputRef?: Ref<HTMLInputElement>;
  value: string;
  error: string | undefined;
  hint: string;
  onChange: (value: string) => void;
}

/**
 * A one-time password, as the accessible one-time-code pattern has it: one text field (not six
 * boxes), `autocomplete="one-time-code"` and a numeric keypad, a visible label and hint. Pasting
 * works, and spaces or dashes in what is pasted are dropped.
 */
export function OtpField({ id, label, inputRef, value, error, hint, onChange }: OtpFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        className="input otp-field__input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      <p id={hintId} className="hint">
        {hint}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
