import { useState } from 'react';
import type { Medicine } from '../../../shared/pad/medicine';
import { FieldError } from '../frame/FieldError';
import { describedBy, useFieldProblem } from './fieldProblem';
import {
  medicineFieldProblem,
  medicineFieldText,
  medicineFieldWords,
  setMedicineField,
  type MedicineField,
} from './medicineFields';

const LABELS: Record<MedicineField, string> = {
  dose: 'Dose',
  frequency: 'Frequency',
  duration: 'Duration',
};

const HINTS: Record<MedicineField, string> = {
  dose: 'Amount and unit: 1 tablet, ½ tab, 5 ml.',
  frequency: '1-0-1, 1-1-1, 0-0-1, OD, BD, TDS, HS, SOS, twice a week, or in words.',
  duration: 'Days, weeks or months: 5, 5 days, 2 wk, 1 month.',
};

/** The id of a medicine's field (the Finalize list and the section's focus moves use it). */
export function medicineFieldId(field: MedicineField, localId: string): string {
  return `med-${field}-${localId}`;
}

interface MedicineTextFieldProps {
  medicine: Medicine;
  field: MedicineField;
  readOnly: boolean;
  finalizeMessage: string | undefined;
  /** The id of the words of a question about this field, shown beside the row, if one is open. */
  questionId?: string | undefined;
  /** Gets the text exactly as typed; the row writes it (setMedicineField, through the store). */
  onChange: (text: string) => void;
}

/**
 * A medicine's dose, frequency or duration, typed the way prescriptions are written and read as
 * it is typed: what it was understood as is said in words beside it ("morning and night"), or,
 * once the field is left, what is wrong. The field shows the text as typed ("bd") for as long as
 * it stands for what is stored; what the store keeps is medicineFields.ts's business.
 */
export function MedicineTextField(props: MedicineTextFieldProps) {
  const { medicine, field, readOnly } = props;
  const id = medicineFieldId(field, medicine.localId);
  const wordsId = `${id}-words`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const stored = medicineFieldText(medicine, field);
  const [typed, setTyped] = useState(stored);
  // Typed text that reads as the stored value stays as typed ("bd" for 1-0-1); else the store's.
  const shown =
    medicineFieldText(setMedicineField(medicine, field, typed), field) === stored ? typed : stored;
  const { message, leave } = useFieldProblem(
    medicineFieldProblem(medicine, field),
    props.finalizeMessage,
    shown,
  );
  const words = medicineFieldWords(medicine, field);
  return (
    <div className={`pad-field med-field med-field--${field}`}>
      <label htmlFor={id} className="pad-field__label">
        {LABELS[field]}
      </label>
      <input
        id={id}
        type="text"
        className="input med-field__input"
        autoComplete="off"
        spellCheck={false}
        value={shown}
        readOnly={readOnly}
        aria-label={`${medicine.name}: ${LABELS[field].toLowerCase()}`}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(
          message && errorId,
          props.questionId,
          words && wordsId,
          hintId,
        )}
        onChange={(event) => {
          setTyped(event.target.value);
          props.onChange(event.target.value);
        }}
        onBlur={leave}
        onPaste={leave}
      />
      {words ? (
        <p id={wordsId} className="med-field__words">
          {words}
        </p>
      ) : null}
      <p id={hintId} className="visually-hidden">
        {HINTS[field]}
      </p>
      <FieldError id={errorId} message={message} />
    </div>
  );
}
