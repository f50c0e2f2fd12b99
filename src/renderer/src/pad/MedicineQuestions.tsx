import type { Medicine } from '../../../shared/pad/medicine';
import type { MedicineLine } from '../../../shared/pad/medicine-line';
import { questionTargetId, type RowQuestion } from './medicineLineEntry';

interface MedicineQuestionsProps {
  medicine: Medicine;
  questions: readonly RowQuestion[];
  canEdit: boolean;
  /** Finalize's refusal of this medicine's question, when a Finalize was refused for it. */
  finalizeMessage: string | undefined;
  onChoose: (question: RowQuestion, reading: MedicineLine) => void;
}

/** The id of a question's words (the field it is about is described by them too). */
export function questionTextId(localId: string, index: number): string {
  return `med-question-text-${localId}-${index}`;
}

/**
 * The questions a medicine's fields leave open, beside its row, in words: each a group named
 * "Question about <medicine>", the question, the line as typed (kept until settled), and one
 * button per reading, the likely one first and marked (Enter on it settles it). Nothing is
 * guessed: until one is chosen, Finalize waits (plan-checks.ts); typing and saving go on.
 */
export function MedicineQuestions(props: MedicineQuestionsProps) {
  const { medicine, questions, canEdit, finalizeMessage } = props;
  const { localId } = medicine;
  const typedLine = medicine.typed?.line;
  return (
    <>
      {questions.map((question, index) => {
        const labelId = `med-question-label-${localId}-${index}`;
        const textId = questionTextId(localId, index);
        const noReadings = question.readings.length === 0;
        return (
          <div
            key={`${index}-${question.text}`}
            role="group"
            className={finalizeMessage ? 'med-question med-question--refused' : 'med-question'}
            aria-labelledby={labelId}
            aria-describedby={textId}
            id={noReadings ? questionTargetId(localId, index) : undefined}
            tabIndex={noReadings ? -1 : undefined}
          >
            <p id={labelId} className="med-question__label">
              <span aria-hidden="true">? </span>Question about {medicine.name}
              {questions.length > 1 ? ` (${index + 1} of ${questions.length})` : ''}
            </p>
            <p id={textId} className="med-question__text">
              {question.text}
            </p>
            {index === 0 && typedLine !== undefined ? (
              <p className="med-question__typed">
                As typed: <q>{typedLine}</q>
              </p>
            ) : null}
            {noReadings ? null : (
              <div className="med-question__readings">
                {question.readings.map((reading, r) => (
                  <button
                    key={`${r}-${reading.label}`}
                    type="button"
                    id={r === 0 ? questionTargetId(localId, index) : undefined}
                    className={
                      r === 0
                        ? 'button med-question__reading med-question__reading--likely'
                        : 'button med-question__reading'
                    }
                    disabled={!canEdit}
                    onClick={() => props.onChoose(question, reading.medicine)}
                  >
                    {reading.label}
                  </button>
                ))}
              </div>
            )}
            {index === 0 && finalizeMessage !== undefined ? (
              <p className="field-error med-question__refused">Finalize waits for this answer.</p>
            ) : null}
          </div>
        );
      })}
    </>
  );
}
