import { useRef, useState } from 'react';
import { dateProblem } from '../../../shared/pad/draft';
import { FieldError } from '../frame/FieldError';
import { clinicDateHint, formatClinicDate, parseClinicDate } from '../lib/clinicDate';
import { describedBy, useFieldProblem } from './fieldProblem';
import type { EntryFieldProps } from './NoteField';
import './PadEntries.css';

export const DATE_HINT = clinicDateHint();

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Today in the computer's own time zone, as 'YYYY-MM-DD' (the clinic's day, not UTC's). */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

/** What is stored for what was typed: a date the clinic's way becomes year-month-day; else as typed. */
function stored(typed: string): string {
  const parsed = parseClinicDate(typed);
  return parsed.ok ? parsed.iso : typed;
}

/**
 * A procedure's date, typed the clinic's way (day/month/year for `en-IN`; year-month-day also
 * accepted) and kept as typed until it is a date, with a calendar picker and a Today button.
 * The pad stores year-month-day, the form the platform and the checks read.
 */
export function DateField(props: EntryFieldProps) {
  const { localId, entryName, text, readOnly } = props;
  const id = `date-${localId}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const pickerRef = useRef<HTMLInputElement>(null);
  // What the field shows: the clinic's form of the stored date, or the text as typed.
  const [typed, setTyped] = useState(() => formatClinicDate(text));
  const shown = stored(typed) === text ? typed : formatClinicDate(text);
  const clinic = parseClinicDate(shown);
  const problem =
    shown.trim() === ''
      ? undefined
      : clinic.ok
        ? dateProblem(clinic.iso)
        : /^\d{4}-/.test(shown.trim())
          ? dateProblem(shown) // year-month-day: its own words ("February 2025 has 28 days...")
          : clinic.message;
  const { message, leave } = useFieldProblem(problem, props.finalizeMessage, shown);
  const set = (next: string) => {
    setTyped(next);
    props.onChange(stored(next));
  };
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
          value={shown}
          readOnly={readOnly}
          aria-label={`${entryName}: date`}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(message && errorId, hintId)}
          onChange={(event) => set(event.target.value)}
          onBlur={leave}
        />
        {readOnly ? null : (
          <>
            <button
              type="button"
              className="button button--small"
              onClick={() => set(formatClinicDate(localToday()))}
            >
              Today<span className="visually-hidden"> as the date of {entryName}</span>
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                const picker = pickerRef.current;
                if (!picker) return;
                picker.value = parseClinicDate(shown).ok ? stored(shown) : '';
                try {
                  picker.showPicker();
                } catch {
                  picker.focus();
                }
              }}
            >
              Calendar<span className="visually-hidden"> for the date of {entryName}</span>
            </button>
            <input
              ref={pickerRef}
              type="date"
              className="visually-hidden"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                if (event.target.value) set(formatClinicDate(event.target.value));
                document.getElementById(id)?.focus();
              }}
            />
          </>
        )}
      </div>
      <p id={hintId} className="hint">
        {DATE_HINT}
      </p>
      <FieldError id={errorId} message={message} />
    </div>
  );
}
