import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { PrescribingWarning } from '../../../shared/checks/check-types';
import { Icon } from '../frame/Icon';
import { useRowWarnings, type RowWarning } from '../stores/pad/checkHub';
import { usePadStore } from '../stores/padStore';
import './PrescribingChecks.css';
import { medicineFieldId } from './MedicineTextField';

/*
 * The prescribing warnings beside a medicine's row (docs/prescribing-checks.md): each in words,
 * its level said in a word and a shape (never by colour alone), why, and its source. A warning
 * never blocks typing. "Go ahead anyway" asks for the reason once, in a small field beside it
 * (Enter saves; an empty reason is refused in words); the override is a pad edit, saved with the
 * draft, kept with the record and printed nowhere. A changed line is a new warning, asked again.
 */

export const LEVEL_WORDS: Record<PrescribingWarning['level'], string> = {
  avoid: 'Avoid',
  caution: 'Caution',
};

/** The row's warnings as one group: Finalize's list of problems focuses it (padFields.ts). */
export const checksGroupId = (localId: string): string => `med-check-${localId}`;
const goAheadId = (localId: string, index: number): string => `med-check-${localId}-${index}`;
const reasonId = (localId: string, index: number): string => `med-check-reason-${localId}-${index}`;

interface MedicineWarningsProps {
  localId: string;
  medicineName: string;
  canEdit: boolean;
  /** Finalize's refusal of this row's open warnings, when a Finalize was refused for them. */
  refused: string | undefined;
}

export function MedicineWarnings({
  localId,
  medicineName,
  canEdit,
  refused,
}: MedicineWarningsProps) {
  const warnings = useRowWarnings(localId);
  const [asking, setAsking] = useState<string | null>(null);
  // Where focus goes once the row shows its change (the reason saved, or the question closed).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    document.getElementById(target)?.focus();
  });
  if (warnings.length === 0) return null;

  const firstOpen = warnings.findIndex((w) => w.override === undefined);
  // Focused from Finalize's list: on to the first warning still waiting for a decision.
  const onGroupFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || firstOpen === -1) return;
    document.getElementById(goAheadId(localId, firstOpen))?.focus();
  };
  const saved = (index: number) => {
    setAsking(null);
    // The next warning of this row still open, else back to the row's first field.
    const next = warnings.findIndex((w, i) => i !== index && w.override === undefined);
    focusNext.current = next === -1 ? medicineFieldId('dose', localId) : goAheadId(localId, next);
  };

  return (
    <div
      id={checksGroupId(localId)}
      role="group"
      aria-label={`Prescribing warnings about ${medicineName}`}
      className="med-checks"
      tabIndex={-1}
      onFocus={onGroupFocus}
    >
      {warnings.map((entry, index) => (
        <WarningItem
          key={entry.warning.id}
          localId={localId}
          index={index}
          entry={entry}
          canEdit={canEdit}
          refused={refused}
          asking={asking === entry.warning.id}
          onAsk={() => setAsking(entry.warning.id)}
          onCancel={() => {
            setAsking(null);
            focusNext.current = goAheadId(localId, index);
          }}
          onSaved={() => saved(index)}
        />
      ))}
    </div>
  );
}

interface WarningItemProps {
  localId: string;
  index: number;
  entry: RowWarning;
  canEdit: boolean;
  refused: string | undefined;
  asking: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onSaved: () => void;
}

function WarningItem(props: WarningItemProps) {
  const { localId, index, entry, canEdit, refused, asking } = props;
  const { warning, override } = entry;
  const labelId = `med-check-label-${localId}-${index}`;
  const level = LEVEL_WORDS[warning.level];
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={`med-check med-check--${warning.level}${override ? ' med-check--overridden' : ''}`}
    >
      <p id={labelId} className="med-check__words">
        <Icon name={warning.level === 'avoid' ? 'error' : 'warning'} />
        <strong className="med-check__level">{level}:</strong> {warning.words}
      </p>
      <p className="med-check__reason">{warning.reason}</p>
      <p className="med-check__source">
        Source:{' '}
        <a href={warning.source.url} target="_blank" rel="noreferrer">
          {warning.source.title}
        </a>
      </p>
      {override ? (
        <p className="med-check__override">
          You went ahead anyway. Reason kept with the record (printed nowhere): {override.reason}
        </p>
      ) : asking ? (
        <ReasonField
          localId={localId}
          index={index}
          warning={warning}
          onCancel={props.onCancel}
          onSaved={props.onSaved}
        />
      ) : canEdit ? (
        <button
          type="button"
          id={goAheadId(localId, index)}
          className="button button--small med-check__go-ahead"
          aria-describedby={labelId}
          onClick={props.onAsk}
        >
          Go ahead anyway
        </button>
      ) : null}
      {!override && refused !== undefined ? (
        <p className="field-error med-check__refused">
          Finalize waits for this warning: change the line, or go ahead with a reason.
        </p>
      ) : null}
    </div>
  );
}

interface ReasonFieldProps {
  localId: string;
  index: number;
  warning: PrescribingWarning;
  onCancel: () => void;
  onSaved: () => void;
}

/** The reason for going ahead, asked once: Enter saves, Escape closes without saving. */
function ReasonField({ localId, index, warning, onCancel, onSaved }: ReasonFieldProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  const id = reasonId(localId, index);
  const problemId = `${id}-problem`;
  const hintId = `${id}-hint`;
  const save = () => {
    const refusal = usePadStore.getState().overrideWarning(warning, text);
    if (refusal === null) onSaved();
    else {
      setProblem(refusal);
      inputRef.current?.focus();
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <div className="med-check__ask">
      <label htmlFor={id} className="pad-field__label">
        Reason for going ahead
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        className="input med-check__reason-input"
        value={text}
        maxLength={500}
        aria-invalid={problem !== null}
        aria-describedby={problem !== null ? `${problemId} ${hintId}` : hintId}
        onChange={(event) => {
          setText(event.target.value);
          if (problem !== null) setProblem(null);
        }}
        onKeyDown={onKeyDown}
      />
      <span id={hintId} className="med-check__hint">
        Enter saves it with the record (printed nowhere); Escape goes back.
      </span>
      <button type="button" className="button button--small" onClick={save}>
        Save the reason
      </button>
      <button type="button" className="button button--small" onClick={onCancel}>
        Cancel
      </button>
      {problem !== null ? (
        <p id={problemId} className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
