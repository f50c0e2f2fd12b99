import { useState } from 'react';
import { noteProblem } from '../../../shared/pad/draft';
import { NOTE_MAX_LENGTH, noteLength } from '../../../shared/pad/note';
import { formatCount } from '../../../shared/pad/problems';
import { FieldError } from '../frame/FieldError';
import './PadEntries.css';

/** The count shows once a note is this long, so it is there before the limit, not all the time. */
export const NOTE_COUNT_FROM = 1800;

/**
 * The message a pad field shows. While typing, none: a half-typed value is not a mistake yet. The
 * field's own problem shows once the field was left (or pasted into), and whenever a refused
 * Finalize named the field. Finalize's message is shown until the field is edited, for problems
 * the form's check does not see (a value saved in an old form); the field's own check wins.
 */
export function useFieldProblem(
  live: string | undefined,
  finalizeMessage: string | undefined,
  text: string,
) {
  const [left, setLeft] = useState(false);
  // The text when Finalize's message came: once it changes, that message is out of date.
  const [seen, setSeen] = useState({ finalizeMessage, text });
  if (seen.finalizeMessage !== finalizeMessage) setSeen({ finalizeMessage, text });
  const finalizeStands =
    finalizeMessage !== undefined &&
    (seen.finalizeMessage !== finalizeMessage || seen.text === text);
  const message =
    left || finalizeMessage !== undefined
      ? (live ?? (finalizeStands ? finalizeMessage : undefined))
      : undefined;
  return { message, leave: () => setLeft(true) };
}

/** Element ids joined for aria-describedby, or undefined when there are none. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

interface NoteFieldProps {
  localId: string;
  /** The entry's name, for the field's accessible name ("Fever: note"). */
  entryName: string;
  /** The note as typed (noteText). */
  text: string;
  readOnly: boolean;
  /** The refused Finalize's message for this note, if any. */
  finalizeMessage: string | undefined;
  /** Gets the text exactly as typed; the row writes it with setNote. */
  onChange: (text: string) => void;
}

/**
 * A finding's or procedure's note: kept exactly as typed, even when it is too long or holds a
 * pasted control character; the message says what to fix and where, never quoting the note.
 */
export function NoteField(props: NoteFieldProps) {
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
