import { useId, useState } from 'react';
import type { AllergyType } from '../../../shared/scribe/suggestion-types';
import type { SuggestionView } from '../../../shared/scribe/suggestion-view';
import { FieldError } from '../frame/FieldError';
import { focusOnAppear } from '../lib/focusNext';
import { ScribeMedicineEdit } from './ScribeMedicineEdit';
import { KIND_LABEL, destinationOf, editableText, suggestionText } from './suggestionText';

export type Decision = 'accepted' | 'edited' | 'rejected';

/** What an edit or a choice carries, besides the decision. */
export interface DecisionDetail {
  text?: string;
  line?: string;
  allergyType?: AllergyType;
}

/** The id of a row's first button: focus goes there when it is the next thing to decide. */
export const nextTargetId = (suggestionId: string) => `scribe-next-${suggestionId}`;

export const CHOOSE_TYPE = 'Choose allergy or intolerance with the buttons below.';

/**
 * One suggestion: what it says, where it goes, the passage it came from, and Accept, Edit or
 * Reject. A medicine is edited as its whole line; an allergy whose record and words disagree is
 * accepted as an allergy or as an intolerance, the doctor's choice.
 */
export function SuggestionRow(props: {
  item: SuggestionView;
  busy: boolean;
  onDecide: (decision: Decision, detail?: DecisionDetail) => void;
}) {
  const { suggestion } = props.item;
  const fieldId = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const text = suggestionText(suggestion);
  const editable = editableText(suggestion);
  const label = KIND_LABEL[suggestion.kind].toLowerCase();
  const destination = destinationOf(suggestion);
  const askType = suggestion.kind === 'allergy' && suggestion.type === undefined;
  const decide = (decision: Decision, detail?: DecisionDetail) => () => {
    if (!props.busy) props.onDecide(decision, detail);
  };
  const closeEdit = () => {
    setEditing(null);
    setProblem(undefined);
    requestAnimationFrame(() => document.getElementById(`${fieldId}-edit`)?.focus());
  };

  const acceptButtons = askType ? (
    <>
      <button
        type="button"
        id={nextTargetId(suggestion.id)}
        className="button button--small"
        aria-label={`Accept as allergy: ${text}`}
        onClick={decide('accepted', { allergyType: 'allergy' })}
      >
        Accept as allergy
      </button>
      <button
        type="button"
        className="button button--small"
        aria-label={`Accept as intolerance: ${text}`}
        onClick={decide('accepted', { allergyType: 'intolerance' })}
      >
        Accept as intolerance
      </button>
    </>
  ) : (
    <button
      type="button"
      id={nextTargetId(suggestion.id)}
      className="button button--small"
      aria-label={`Accept ${label}: ${text}`}
      onClick={decide('accepted')}
    >
      Accept
    </button>
  );

  let editor = null;
  if (editing !== null && suggestion.kind === 'medicine') {
    editor = (
      <ScribeMedicineEdit
        medicine={suggestion.medicine}
        onRead={(line) => props.onDecide('edited', { line })}
        onCancel={closeEdit}
      />
    );
  } else if (editing !== null) {
    const words = editing.trim();
    editor = (
      <div className="field">
        <label htmlFor={fieldId}>Your words for this {label}</label>
        <input
          id={fieldId}
          ref={focusOnAppear}
          value={editing}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${fieldId}-problem` : undefined}
          onChange={(event) => {
            setEditing(event.target.value);
            setProblem(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') closeEdit();
            if (event.key !== 'Enter' || !words) return;
            if (askType) setProblem(CHOOSE_TYPE);
            else props.onDecide('edited', { text: editing });
          }}
        />
        <FieldError id={`${fieldId}-problem`} message={problem} />
        {askType ? (
          <>
            <button
              type="button"
              className="button button--small"
              onClick={decide('edited', { text: editing, allergyType: 'allergy' })}
            >
              Add as edited, an allergy
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={decide('edited', { text: editing, allergyType: 'intolerance' })}
            >
              Add as edited, an intolerance
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button--small"
            onClick={decide('edited', { text: editing })}
          >
            Add as edited
          </button>
        )}
      </div>
    );
  }

  const canEdit = editable !== undefined || suggestion.kind === 'medicine';
  return (
    <li className="suggestion">
      <p>
        <strong>{KIND_LABEL[suggestion.kind]}:</strong> {text}
      </p>
      {destination ? <p className="muted">{destination}</p> : null}
      {suggestion.evidence ? (
        <blockquote className="muted">“{suggestion.evidence.text}”</blockquote>
      ) : null}
      {editor}
      <div className="button-row">
        {acceptButtons}
        {canEdit && editing === null ? (
          <button
            type="button"
            id={`${fieldId}-edit`}
            className="button button--small"
            aria-label={
              suggestion.kind === 'medicine'
                ? `Edit the whole line of medicine: ${text}`
                : `Edit ${label}: ${text}`
            }
            onClick={() => setEditing(editable ?? '')}
          >
            Edit
          </button>
        ) : null}
        <button
          type="button"
          className="button button--small"
          aria-label={`Reject ${label}: ${text}`}
          onClick={decide('rejected')}
        >
          Reject
        </button>
      </div>
    </li>
  );
}
