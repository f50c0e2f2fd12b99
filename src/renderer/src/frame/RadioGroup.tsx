import { useId } from 'react';
import { FieldError } from './FieldError';

export interface RadioChoice<T extends string> {
  value: T;
  label: string;
  /** A sentence under the label, tied to the radio by aria-describedby. */
  description: string;
}

interface RadioGroupProps<T extends string> {
  legend: string;
  choices: readonly RadioChoice<T>[];
  value: T;
  onChange: (value: T) => void;
  error?: string;
  /** The first radio's id, so a form can move focus to the group when it needs fixing. */
  id?: string;
}

/**
 * One choice out of a few, each with a description. A fieldset whose legend names the group; each
 * radio's name is its label alone, and its description is read after it.
 */
export function RadioGroup<T extends string>(props: RadioGroupProps<T>) {
  const { legend, choices, value, error } = props;
  const baseId = useId();
  const firstId = props.id ?? `${baseId}-0`;
  const errorId = `${baseId}-error`;
  return (
    <fieldset
      className="fieldset"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      <FieldError id={errorId} message={error} />
      <div className="choice-list">
        {choices.map((choice, index) => {
          const id = index === 0 ? firstId : `${baseId}-${index}`;
          const descriptionId = `${id}-description`;
          return (
            <div key={choice.value} className="choice">
              <input
                id={id}
                type="radio"
                name={baseId}
                value={choice.value}
                checked={choice.value === value}
                aria-describedby={descriptionId}
                onChange={() => props.onChange(choice.value)}
              />
              <div className="choice__text">
                <label htmlFor={id}>{choice.label}</label>
                <p id={descriptionId} className="hint">
                  {choice.description}
                </p>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
