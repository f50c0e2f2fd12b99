import { noteProblem } from '../../../shared/pad/draft';
import { NOTE_MAX_LENGTH, noteLength } from '../../../shared/pad/note';
import { formatCount } from '../../../shared/pad/problems';
import { FieldError } from '../frame/FieldError';
import { describedBy, useFieldProblem } from './fieldProblem';
import './PadEntries.css';

/** The count shows once a note is this long, so it is there before the limit, not all the time. */
export const NOTE_COUNT_FROM = 1800;

/** What a row hands each of its text fields (note, date). */
export interface EntryFieldProps {
  localId: string;
  /** The entry's name, for the field's accessible name ("Fever: note", "ECG: date"). */
  entryName: string;
  /** The field's text as typed (noteText, dateText). */
  text: string;
  readOnly: boolean;
  /** The refused Finalize's message for this field, if any. */
  finalizeMessage: string | undefined;
  /** Gets the text exactly as typed; the row writes it (setNote, setDate). */
  onChange: (text: string) => void;
}

/**
 * A finding's or procedure's note: kept exactly as typed, even when it is too long or holds a
 * pasted control character; the message says what to fix and where, never quoting the note.
 */
export function NoteField(props: EntryFieldProps) {
  const { localId, entryName, text, readOnly } = props;
  const id = `note-${localId}`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const { message, leave } = useFieldProblem(noteProblem(text), props.finalizeMessage, text);
  const length = noteLength(text);
  const showCount = length > NOTE_COUNT_FROM;
  return (
    <div className="pad-field pad-field--note">
      <label htmlFor={id} className="pad-field__label">
        Note
      </label>
      <textarea
        id={id}
        className="input pad-note"
        rows={1}
        value={text}
        readOnly={readOnly}
        spellCheck
        aria-label={`${entryName}: note`}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(message && errorId, showCount && countId)}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={leave}
        // A paste is a finished act: say at once what is wrong with it.
        onPaste={leave}
      />
      {showCount ? (
        <p
          id={countId}
          className={
            length > NOTE_MAX_LENGTH
              ? 'pad-note__count pad-note__count--over'
              : 'pad-note__count hint'
          }
        >
          {formatCount(length)} / {formatCount(NOTE_MAX_LENGTH)}
          <span className="visually-hidden"> characters</span>
        </p>
      ) : null}
      <FieldError id={errorId} message={message} />
    </div>
  );
}
