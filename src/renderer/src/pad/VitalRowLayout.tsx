import type { ReactNode } from 'react';
import type { VitalDefinition, VitalFlag } from '../../../shared/pad/vitals';
import { FieldError } from '../frame/FieldError';
import { describedBy } from './fieldProblem';
import { VitalFlagNote, VitalInput, VitalName, type VitalFieldState } from './VitalField';

interface VitalRowLayoutProps {
  /** The vital typed in the box (for temperature, the unit in effect). */
  vital: VitalDefinition;
  /** The box's id; the hint, message and flag ids are made from it. */
  id: string;
  field: VitalFieldState;
  /** The flag shown (glucose flags by when it was taken, not by the field's own range). */
  flag: VitalFlag | undefined;
  hint: string | undefined;
  /** Extra descriptions of the box, read after the message and flag, before the hint. */
  describedAlso?: (string | false | undefined)[];
  /** The unit cell; by default the unit's label. */
  unit?: ReactNode;
  /** Shown in the note cell before the message and flag, and after them. */
  noteBefore?: ReactNode;
  noteAfter?: ReactNode;
  modifier?: string;
}

/**
 * The layout every single-box vital row shares: name and range, the box, the unit, then the
 * message and the low/high flag in words. The box is described by its message, flag, any row
 * specific note and the range, in that order, so a screen reader hears the problem first.
 */
export function VitalRowLayout(props: VitalRowLayoutProps) {
  const { vital, id, field, flag, hint } = props;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const flagId = `${id}-flag`;
  return (
    <div className={props.modifier ? `vital-row ${props.modifier}` : 'vital-row'}>
      <VitalName htmlFor={id} hint={hint} hintId={hintId}>
        {vital.name}
      </VitalName>
      <div className="vital-row__value">
        <VitalInput
          id={id}
          label={`${vital.name}, ${vital.unitLabel}`}
          field={field}
          describedBy={describedBy(
            field.message && errorId,
            flag && flagId,
            ...(props.describedAlso ?? []),
            hint && hintId,
          )}
        />
      </div>
      {props.unit ?? <span className="vital-row__unit">{vital.unitLabel}</span>}
      <div className="vital-row__note">
        {props.noteBefore}
        <FieldError id={errorId} message={field.message} />
        <VitalFlagNote id={flagId} flag={flag} />
        {props.noteAfter}
      </div>
    </div>
  );
}
