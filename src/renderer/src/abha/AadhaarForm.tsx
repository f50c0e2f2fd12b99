import { useId, useRef, useState, type FormEvent } from 'react';
import { AADHAAR_PROBLEMS, aadhaarProblem, normalizeAadhaar } from '../../../shared/aadhaar';
import type { AadhaarInitResult } from '../../../shared/abdm';
import type { IpcError, Result } from '../../../shared/result';
import { serverFieldErrors } from '../lib/fieldErrors';
import type { AadhaarInitInput } from '../stores/abhaStore';
import { AadhaarField } from './AadhaarField';
import { SendFailure } from './SendFailure';

interface AadhaarFormProps {
  /** Sends the number; the form clears it only when the result is ok. */
  onSend: (input: AadhaarInitInput) => Promise<Result<AadhaarInitResult>>;
}

/** The sentence for what is wrong with `value`, if anything; it never repeats the number. */
function problemText(value: string): string | undefined {
  const problem = aadhaarProblem(value);
  return problem ? AADHAAR_PROBLEMS[problem] : undefined;
}

/**
 * Asks the identity network to send an OTP for a patient's Aadhaar number. The number is kept in
 * this component's state only, and cleared as soon as the request succeeds: after that the page
 * shows the masked form the core returns. On failure it stays, so nothing typed is lost.
 *
 * Checked with the same rules as the core: on submit, then as the person types once a submit has
 * been tried (so nobody is told off while still typing the first time).
 */
export function AadhaarForm({ onSend }: AadhaarFormProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<IpcError | null>(null);
  const [sending, setSending] = useState(false);
  const complete = aadhaarProblem(value) === undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setFailure(null);
    const problem = problemText(value);
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setSending(true);
    const result = await onSend({ aadhaar_number: normalizeAadhaar(value) });
    setSending(false);
    if (result.ok) {
      // The number must not linger in the page: the success panel shows the masked form.
      setValue('');
      setRevealed(false);
      setSubmitted(false);
      return;
    }
    setError(serverFieldErrors(result.error.fields).aadhaar_number);
    setFailure(result.error);
  };

  return (
    <form className="form-stack" noValidate onSubmit={(event) => void submit(event)}>
      {failure ? <SendFailure error={failure} /> : null}
      <AadhaarField
        id={inputId}
        inputRef={inputRef}
        value={value}
        masked={complete && !focused && !revealed}
        revealed={revealed}
        canReveal={complete}
        readOnly={sending}
        error={error}
        onChange={(next) => {
          setValue(next);
          if (submitted) setError(problemText(next));
        }}
        onFocus={() => setFocused(true)}
        // Nothing about the error changes on blur: a message appearing or vanishing at mousedown
        // moves the Send button away from under the pointer, and the click misses it.
        onBlur={() => setFocused(false)}
        onToggleReveal={() => setRevealed((current) => !current)}
      />
      <div className="form-actions">
        {/* aria-disabled, not disabled: the button keeps focus and stays findable while sending. */}
        <button type="submit" className="button button--primary" aria-disabled={sending}>
          {sending ? 'Sending…' : 'Send OTP'}
        </button>
      </div>
    </form>
  );
}
