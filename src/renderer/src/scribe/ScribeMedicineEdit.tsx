import { useId, useState } from 'react';
import { readMedicineLine } from '../../../shared/pad/medicine-line';
import { LINE_NOT_A_MEDICINE } from '../../../shared/scribe/medicine-edit';
import type { SuggestedMedicine } from '../../../shared/scribe/suggestion-medicine';
import { FieldError } from '../frame/FieldError';
import { focusOnAppear } from '../lib/focusNext';
import { lineReadBack } from '../pad/medicineLineEntry';
import { scribeLineText } from './scribeLine';

/** What the typed line reads as, in the pad's words; the question it leaves open, if any. */
export function readsAs(text: string): string {
  if (text.trim() === '') return 'Not read yet.';
  const read = readMedicineLine(text);
  if (read.line === undefined) return `Not read as a medicine: ${read.ok ? '' : read.question}`;
  return `Reads as: ${lineReadBack(read.line, read.ok ? undefined : read.question)}`;
}

/**
 * Edit on a medicine suggestion: the whole line, as the pad's "Edit as a line" (MedicineLineEditor)
 * offers it, read with the one model of a medicine line. Enter adds it as edited (a line that still
 * asks a question is added with the question open: the pad keeps asking it); Escape goes back.
 */
export function ScribeMedicineEdit(props: {
  medicine: SuggestedMedicine;
  onRead: (line: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(() => scribeLineText(props.medicine));
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const submit = () => {
    if (readMedicineLine(text).line === undefined) {
      setProblem(LINE_NOT_A_MEDICINE);
      return;
    }
    props.onRead(text);
  };
  return (
    <div className="field">
      <label htmlFor={id}>{props.medicine.name}, as one line</label>
      <input
        id={id}
        type="text"
        className="input"
        // Opened by the doctor's own press of Edit: the field takes the focus, its line selected.
        ref={focusOnAppear}
        autoComplete="off"
        spellCheck={false}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[problem ? `${id}-error` : '', `${id}-reads`].filter(Boolean).join(' ')}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            props.onCancel();
          } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            submit();
          }
        }}
      />
      <p id={`${id}-reads`} className="muted">
        {readsAs(text)}
      </p>
      <FieldError id={`${id}-error`} message={problem} />
      <button type="button" className="button button--small" onClick={submit}>
        Add as edited
      </button>
    </div>
  );
}
