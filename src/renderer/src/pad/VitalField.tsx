import { useCallback, type ReactNode } from 'react';
import {
  checkVitalInput,
  VITAL_TEXT_MAX_LENGTH,
  type VitalDefinition,
  type VitalFlag,
} from '../../../shared/pad/vitals';
import { flagOptionsFor, rangeHint, type FlagOptions } from '../../../shared/pad/vitals-flags';
import { rowKey } from '../stores/pad/rowHub';
import { useRowSlice } from '../stores/pad/useRowSlice';
import { usePadStore } from '../stores/padStore';
import { useFieldProblem } from './fieldProblem';
import { vitalSlice } from './rowSlices';

/*
 * What every typed vital's field shares: its text from the store (one subscription to its own
 * vital, so typing in one field reads and re-renders that row only), when its message shows, its flag, the range hint and the
 * input itself. A message shows once the field has been left (or held text when the row
 * appeared), or when a refused finalize named the field; the typed text always stays.
 */

export interface VitalFieldState {
  /** The text as typed, never reformatted ("98.40" stays "98.40"). */
  text: string;
  canEdit: boolean;
  /** The field's problem, once it is to be shown. */
  message: string | undefined;
  /** Low / high for a valid value outside the patient's range, once it is to be shown. */
  flag: VitalFlag | undefined;
  /** Whether the field's state is shown yet (left, or named by a refused Finalize). */
  revealed: boolean;
  /** The patient's age and sex, as flags and range hints read them. */
  options: FlagOptions;
  onChange: (text: string) => void;
  onBlur: () => void;
}

/** The state of the field typing `vitalId` (for temperature, the unit in effect). */
export function useVitalField(vitalId: string): VitalFieldState {
  const { text, canEdit, refused, patient } = useRowSlice([rowKey('vital', vitalId)], (state) =>
    vitalSlice(state, vitalId),
  );
  const options = flagOptionsFor(patient);
  const check = checkVitalInput(vitalId, text, options);
  const { message, revealed, leave } = useFieldProblem(
    check.ok ? undefined : check.message,
    refused,
    text,
  );
  const flag = revealed && check.ok && !check.empty ? check.flag : undefined;

  const onChange = useCallback(
    (next: string) => usePadStore.getState().setVitalText(vitalId, next),
    [vitalId],
  );
  return { text, canEdit, message, flag, revealed, options, onChange, onBlur: leave };
}

/**
 * "normal 60–100" for an adult, "normal 80–120 (children 3–5 years)" for a child, why a child's
 * value is not flagged, or undefined for a vital never flagged (height). Never an adult range for
 * a child (vitals-flags.ts).
 */
export function normalHint(vital: VitalDefinition, options: FlagOptions = {}): string | undefined {
  return rangeHint(vital, options);
}

/** The first cell of a vital row: its name (the label of `htmlFor`) and the patient's range. */
export function VitalName(props: {
  htmlFor: string;
  hint: string | undefined;
  hintId: string;
  children: ReactNode;
}) {
  return (
    <div className="vital-row__name">
      <label htmlFor={props.htmlFor}>{props.children}</label>
      {props.hint ? (
        <p id={props.hintId} className="hint">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

interface VitalInputProps {
  id: string;
  /** The name with its unit ("Pulse, bpm"): the visible label and the unit beside it. */
  label: string;
  field: VitalFieldState;
  describedBy: string | undefined;
  short?: boolean;
}

/** A vital's text box: decimal keypad, raw text in and out, read-only when the pad is not editable. */
export function VitalInput({ id, label, field, describedBy: description, short }: VitalInputProps) {
  return (
    <input
      id={id}
      className={short ? 'input vital-input vital-input--short' : 'input vital-input'}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      maxLength={VITAL_TEXT_MAX_LENGTH}
      aria-label={label}
      value={field.text}
      readOnly={!field.canEdit}
      aria-invalid={field.message ? true : undefined}
      aria-describedby={description}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
    />
  );
}

const ARROWS: Record<VitalFlag['icon'], string> = {
  'arrow-up': 'M12 20V4 M5 11l7-7l7 7',
  'arrow-down': 'M12 4v16 M5 13l7 7l7-7',
};

interface VitalFlagNoteProps {
  id: string;
  flag: VitalFlag | undefined;
  /** Which reading of a row holding two ("Systolic"): "Systolic high: ...". */
  part?: string;
}

/** Low / high in words with an arrow, never by colour alone (WCAG 1.4.1). */
export function VitalFlagNote({ id, flag, part }: VitalFlagNoteProps) {
  if (flag === undefined) return null;
  const label = part === undefined ? flag.label : `${part} ${flag.label.toLowerCase()}`;
  return (
    <p id={id} className={`vital-flag vital-flag--${flag.level}`}>
      <svg
        className="icon"
        viewBox="0 0 24 24"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={ARROWS[flag.icon]} />
      </svg>
      <span>
        <strong className="vital-flag__label">{label}:</strong> {flag.words}
      </span>
    </p>
  );
}
