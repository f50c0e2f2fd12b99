import { useContext } from 'react';
import type { Medicine } from '../../../shared/pad/medicine';
import { repeatQuestionText } from '../../../shared/pad/medicine-open';
import { questionTargetId } from './medicineLineEntry';
import { EntryListContext } from './useEntrySearch';

interface RepeatReviewProps {
  medicine: Medicine & { repeatedFrom: string };
  canEdit: boolean;
  /** Finalize's refusal of this line, when a Finalize was refused for it. */
  finalizeMessage: string | undefined;
  onKeep: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

/**
 * A line copied by "Repeat last prescription", asked beside its row until the doctor decides:
 * Keep (as it was), Edit (its fields, focus going to the dose) or Remove. Nothing is kept for the
 * doctor: until one is chosen Finalize waits (medicine-open.ts), while typing and saving go on.
 * Keep is the question's focus target, as a reading is for the other questions of a row.
 */
export function RepeatReview(props: RepeatReviewProps) {
  const { medicine, canEdit, finalizeMessage } = props;
  const { removed } = useContext(EntryListContext);
  const { localId } = medicine;
  const labelId = `med-repeat-label-${localId}`;
  const textId = `med-repeat-text-${localId}`;
  const named = <span className="visually-hidden"> {medicine.name}</span>;
  return (
    <div
      role="group"
      className={finalizeMessage ? 'med-question med-question--refused' : 'med-question'}
      aria-labelledby={labelId}
      aria-describedby={textId}
    >
      <p id={labelId} className="med-question__label">
        <span aria-hidden="true">↻ </span>Copied line to review: {medicine.name}
      </p>
      <p id={textId} className="med-question__text">
        {repeatQuestionText(medicine.repeatedFrom)}
      </p>
      <div className="med-question__readings">
        <button
          type="button"
          id={questionTargetId(localId)}
          className="button med-question__reading med-question__reading--likely"
          disabled={!canEdit}
          onClick={props.onKeep}
        >
          Keep{named}
        </button>
        <button
          type="button"
          className="button med-question__reading"
          disabled={!canEdit}
          onClick={props.onEdit}
        >
          Edit{named}
        </button>
        <button
          type="button"
          className="button med-question__reading button--danger"
          disabled={!canEdit}
          onClick={() => {
            removed(medicine.name);
            props.onRemove();
          }}
        >
          Remove{named}
        </button>
      </div>
      {finalizeMessage !== undefined ? (
        <p className="field-error med-question__refused">Finalize waits for this review.</p>
      ) : null}
    </div>
  );
}
