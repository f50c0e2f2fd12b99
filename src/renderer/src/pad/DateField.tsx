import { dateProblem } from '../../../shared/pad/draft';
import { FieldError } from '../frame/FieldError';
import { describedBy, useFieldProblem } from './fieldProblem';
import type { EntryFieldProps } from './NoteField';
import './PadEntries.css';

export const DATE_HINT = 'year-month-day, e.g. 2026-11-21';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Today in the computer's own time zone, as 'YYYY-MM-DD' (the clinic's day, not UTC's). */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

/**
 * A procedure's date, typed as year-month-day (a text box rather than a date picker: it keeps
 * what was typed, reads the same on every system and is quick from the keyboard), with a Today
 * button for the common case.
 */
export function DateField(props: EntryFieldProps) {
  const { localId, entryName, text, readOnly } = props;
  const id = `date-${localId}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { message, leave } = useFieldProblem(dateProblem(text), props.finalizeMessage, text);
  return (
    <div className="pad-field pad-field--date">
      <label htmlFor={id} className="pad-field__label">
        Date
      </label>
      <div className="date-field">
        <input
          id={id}
          className="input date-field__input"
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={text}
          readOnly={readOnly}
          aria-label={`${entryName}: date`}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(message && errorId, hintId)}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={leave}
        />
        {readOnly ? null : (
          <button
            type="button"
            className="button button--small"
            onClick={() => props.onChange(localToday())}
          >
            Today<span className="visually-hidden"> as the date of {entryName}</span>
          </button>
        )}
      </div>
      <p id={hintId} className="hint">
        {DATE_HINT}
      </p>
      <FieldError id={errorId} message={message} />
    </div>
  );
}
