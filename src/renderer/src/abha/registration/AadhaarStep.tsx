import { useId, useRef, useState } from 'react';
import { AADHAAR_PROBLEMS, aadhaarProblem, normalizeAadhaar } from '../../../../shared/aadhaar';
import type { IpcError } from '../../../../shared/result';
import { AadhaarField } from '../AadhaarField';
import { StepForm } from './StepForm';

/**
 * The Aadhaar number, held in this component only and cleared as soon as the platform has it,
 * and when the connection goes (offline nothing can be sent, and the number must not sit on
 * screen waiting). Checked as the core checks it: Verhoeff check digit and all.
 */
export function AadhaarStep({
  offline,
  busy,
  error,
  onSend,
}: {
  offline: boolean;
  busy: boolean;
  error: IpcError | null;
  /** Resolves true once the platform accepted the number. */
  onSend: (aadhaarNumber: string) => Promise<boolean>;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [tried, setTried] = useState(false);
  const complete = aadhaarProblem(value) === undefined;

  // Going offline, or being told the send failed for that, clears the number at once (adjusted
  // while rendering, so it is never drawn again).
  const [seen, setSeen] = useState({ offline, error });
  if (seen.offline !== offline || seen.error !== error) {
    setSeen({ offline, error });
    if ((offline && !seen.offline) || (error?.code === 'OFFLINE' && seen.error !== error)) {
      setValue('');
    }
  }

  const check = (text: string): string | undefined => {
    const found = aadhaarProblem(text);
    return found ? AADHAAR_PROBLEMS[found] : undefined;
  };

  return (
    <StepForm
      busy={busy}
      onSubmit={() => {
        setTried(true);
        const found = check(value);
        setProblem(found);
        if (found) {
          inputRef.current?.focus();
          return;
        }
        void onSend(normalizeAadhaar(value)).then((sent) => {
          if (sent) setValue('');
        });
      }}
    >
      <h3 tabIndex={-1}>Step 2 of 4: the Aadhaar number</h3>
      <AadhaarField
        id={id}
        inputRef={inputRef}
        value={value}
        masked={complete && !focused && !revealed}
        revealed={revealed}
        canReveal={complete}
        readOnly={busy}
        error={problem ?? error?.fields?.['aadhaar_number']}
        onChange={(next) => {
          setValue(next);
          if (tried) setProblem(check(next));
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onToggleReveal={() => setRevealed((current) => !current)}
      />
      <p className="hint">
        Sent encrypted to the identity network, which texts a one-time password to the mobile number
        linked with this Aadhaar. The number is never saved on this computer.
      </p>
      <div className="form-actions">
        <button type="submit" className="button button--primary" aria-disabled={busy}>
          {busy ? 'Sending…' : 'Send OTP'}
        </button>
      </div>
    </StepForm>
  );
}
