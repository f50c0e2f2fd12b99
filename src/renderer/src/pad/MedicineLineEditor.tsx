import { useRef, useState } from 'react';
import type { Medicine } from '../../../shared/pad/medicine';
import { FieldError } from '../frame/FieldError';
import { lineOffer, type LineOffer } from './medicineLineEntry';
import { medicineLineText } from './medicineLineText';

interface MedicineLineEditorProps {
  medicine: Medicine;
  /** Gets what the retyped line was read as; the row writes it (keeping id, origin, drug). */
  onRead: (offer: LineOffer) => void;
}

export const LINE_NOT_READ =
  'This line was not read as a medicine with directions: write the dose, how often and for how long, or press Escape to keep the fields as they are.';

/**
 * "Edit as a line": a taper's steps (or any medicine's fields) retyped as one line, the way the
 * doctor first wrote it. Enter reads it with the one model and replaces the fields (a question
 * it leaves open shows beside the row); Escape leaves the fields as they were.
 */
export function MedicineLineEditor({ medicine, onRead }: MedicineLineEditorProps) {
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = `med-line-${medicine.localId}`;
  const errorId = `${id}-error`;
  const readsId = `${id}-reads`;
  if (text === null) {
    return (
      <div className="med-entry__line">
        <button
          ref={buttonRef}
          type="button"
          id={`${id}-edit`}
          className="button button--small"
          aria-label={`${medicine.name}: edit as a line`}
          onClick={() => setText(medicineLineText(medicine))}
        >
          Edit as a line
        </button>
      </div>
    );
  }
  const offer = lineOffer(text);
  const close = () => {
    setText(null);
    setProblem(undefined);
    requestAnimationFrame(() => document.getElementById(`${id}-edit`)?.focus());
  };
  return (
    <div className="med-entry__line">
      <div className="pad-field med-entry__line-input">
        <label htmlFor={id} className="pad-field__label">
          {medicine.name}, as one line
        </label>
        <input
          id={id}
          type="text"
          className="input"
          // Opened by the doctor's own press of "Edit as a line": the field takes the focus.
          autoFocus
          autoComplete="off"
          spellCheck={false}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[problem ? errorId : '', readsId].filter(Boolean).join(' ')}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              close();
            } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              if (offer === undefined) {
                setProblem(LINE_NOT_READ);
                return;
              }
              onRead(offer);
              setText(null);
            }
          }}
        />
        <p id={readsId} className="med-field__words">
          {offer === undefined
            ? 'Not read yet.'
            : offer.label.replace(/^Add as written: /, 'Reads as: ')}
        </p>
        <FieldError id={errorId} message={problem} />
      </div>
    </div>
  );
}
