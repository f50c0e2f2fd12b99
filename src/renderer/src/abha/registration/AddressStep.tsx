import { useId, useState } from 'react';
import {
  abhaAddressProblem,
  type AddressCheckView,
  type RegistrationView,
} from '../../../../shared/abha-registration';
import type { IpcError, Result } from '../../../../shared/result';
import { FieldError } from '../../frame/FieldError';
import { StepForm } from './StepForm';

const OWN = '__own__';

/**
 * The ABHA address: one of the platform's suggestions (free when suggested), or one typed and
 * checked for availability before it is created. What was typed stays when it is refused.
 */
export function AddressStep({
  view,
  busy,
  error,
  onCheck,
  onCreate,
}: {
  view: RegistrationView;
  busy: boolean;
  error: IpcError | null;
  onCheck: (address: string) => Promise<Result<AddressCheckView>>;
  onCreate: (address: string) => void;
}) {
  const id = useId();
  const ownId = `${id}-own`;
  const [choice, setChoice] = useState<string>(view.suggestions[0] ?? OWN);
  const [own, setOwn] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [checked, setChecked] = useState<AddressCheckView | null>(null);
  const ownError = problem ?? (choice === OWN ? error?.fields?.['address'] : undefined);
  const ownProblem = (): string | undefined => abhaAddressProblem(own);

  async function check(): Promise<void> {
    const found = ownProblem();
    setProblem(found);
    setChecked(null);
    if (found) return document.getElementById(ownId)?.focus();
    const result = await onCheck(own);
    if (result.ok) setChecked(result.value);
    else setProblem(result.error.fields?.['address'] ?? result.error.message);
  }

  return (
    <StepForm
      busy={busy}
      onSubmit={() => {
        if (choice !== OWN) return onCreate(choice);
        const found = ownProblem();
        setProblem(found);
        if (found) return document.getElementById(ownId)?.focus();
        onCreate(own);
      }}
    >
      <h3 tabIndex={-1}>Step 4 of 4: the ABHA address</h3>
      <p>{view.hint ? `${view.hint} ` : ''}Choose the address the patient will use, or type one.</p>
      <fieldset className="fieldset">
        <legend>ABHA address</legend>
        <div className="choice-list">
          {view.suggestions.map((suggestion, index) => (
            <div key={suggestion} className="choice">
              <input
                id={`${id}-${index}`}
                type="radio"
                name={id}
                checked={choice === suggestion}
                onChange={() => setChoice(suggestion)}
              />
              <label htmlFor={`${id}-${index}`} className="mono">
                {suggestion}
              </label>
            </div>
          ))}
          <div className="choice">
            <input
              id={`${id}-choose-own`}
              type="radio"
              name={id}
              checked={choice === OWN}
              onChange={() => setChoice(OWN)}
            />
            <label htmlFor={`${id}-choose-own`}>Another address</label>
          </div>
        </div>
      </fieldset>
      {choice === OWN ? (
        <div className="field">
          <label htmlFor={ownId}>Address to use</label>
          <div className="abha-address__row">
            <input
              id={ownId}
              className="input abha-address__input"
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={own}
              aria-invalid={ownError ? true : undefined}
              aria-describedby={[`${ownId}-hint`, ownError ? `${ownId}-error` : '']
                .filter(Boolean)
                .join(' ')}
              onChange={(event) => {
                setOwn(event.target.value);
                setChecked(null);
                setProblem(undefined);
              }}
            />
            <span aria-hidden="true">@abdm</span>
            <button type="button" className="button" onClick={() => void check()}>
              Check availability
            </button>
          </div>
          <p id={`${ownId}-hint`} className="hint">
            8 to 18 letters, digits, dots or underscores; “@abdm” is added.
          </p>
          <FieldError id={`${ownId}-error`} message={ownError} />
          <p role="status" className="abha-address__status">
            {checked
              ? checked.available
                ? `${checked.address} is free.`
                : `${checked.address} is already taken: choose another.`
              : ''}
          </p>
        </div>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button--primary" aria-disabled={busy}>
          {busy ? 'Creating…' : 'Create the ABHA address'}
        </button>
      </div>
    </StepForm>
  );
}
