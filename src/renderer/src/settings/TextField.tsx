import { FieldError } from '../frame/FieldError';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  type?: 'text' | 'password' | 'url';
  placeholder?: string;
  disabled?: boolean;
  autoComplete?: string;
}

/** A labelled input whose hint and error are linked through aria-describedby. */
export function TextField(props: TextFieldProps) {
  const { id, label, value, error, hint, type = 'text' } = props;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input input--wide"
        type={type}
        value={value}
        placeholder={props.placeholder}
        disabled={props.disabled}
        autoComplete={props.autoComplete ?? 'off'}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className="hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
