import { useRef, type FocusEvent } from 'react';
import { sinceProblems, type SinceFields } from '../../../shared/pad/draft';
import { SINCE_UNITS, type SincePropertyGroup, type SinceUnit } from '../../../shared/properties';
import { FieldError } from '../frame/FieldError';
import { describedBy, useFieldProblem } from './fieldProblem';
import './PadEntries.css';

export const SINCE_UNAVAILABLE = 'Since needs the properties list, which has not been loaded yet.';

/** The chips' words, as the unit message says them. */
export const SINCE_UNIT_WORDS: Record<SinceUnit, string> = {
  Hour: 'hours',
  Day: 'days',
  Week: 'weeks',
  Month: 'months',
  Year: 'years',
};

interface SinceFieldProps {
  localId: string;
  /** The finding's name, for the fields' accessible names ("Fever: since, number"). */
  entryName: string;
  /** What the Since group holds, as typed (sinceFields). */
  fields: SinceFields;
  /** The finding's Since group from the lookup; undefined until the lookup is loaded. */
  group: SincePropertyGroup | undefined;
  readOnly: boolean;
  finalizeValue: string | undefined;
  finalizeUnit: string | undefined;
  /** Gets both fields; the row writes them with setSince. */
  onChange: (fields: SinceFields) => void;
}

/**
 * How long the patient has had a finding: a number typed as text (kept as typed, "1.5" and "3"
 * with no unit included) and the unit as a native radio group, so the arrow keys choose. The unit
 * message shows once focus has left the whole Since field, not while moving from the number to
 * the units. The first radio that takes focus has the id `since-unit-<localId>`, which Finalize's
 * list of problems links to.
 */
/**
 * Clears a finding's Since. It sits after the Note in the row, not between the unit and the Note:
 * Tab from the unit goes to the Note, so a space typed for the note can never press it (it once
 * did: the Since was wiped and the note's text went into it).
 */
export function ClearSinceButton(props: {
  localId: string;
  entryName: string;
  onClear: () => void;
}) {
  return (
    <button
      type="button"
      className="button button--small since-field__clear"
      onClick={() => {
        props.onClear();
        document.getElementById(`since-value-${props.localId}`)?.focus();
      }}
    >
      Clear since<span className="visually-hidden"> for {props.entryName}</span>
    </button>
  );
}

export function SinceField(props: SinceFieldProps) {
  const { localId, entryName, fields, group, readOnly } = props;
  const valueId = `since-value-${localId}`;
  const unitId = `since-unit-${localId}`;
  const valueErrorId = `${valueId}-error`;
  const unitErrorId = `${unitId}-error`;
  const legendId = `${unitId}-legend`;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const problems = sinceProblems(fields);
  const value = useFieldProblem(problems.value, props.finalizeValue, fields.valueText);
  const unit = useFieldProblem(problems.unit, props.finalizeUnit, fields.unit);

  if (group === undefined) {
    const hintId = `${valueId}-unavailable`;
    return (
      <div className="pad-field pad-field--since">
        <label htmlFor={valueId} className="pad-field__label">
          Since
        </label>
        <input
          id={valueId}
          className="input since-field__value"
          type="text"
          value=""
          disabled
          aria-label={`${entryName}: since, number`}
          aria-describedby={hintId}
        />
        <p id={hintId} className="hint">
          {SINCE_UNAVAILABLE}
        </p>
      </div>
    );
  }

  const offered: readonly SinceUnit[] = group.units.length > 0 ? group.units : SINCE_UNITS;
  // A unit saved elsewhere that this group does not offer is still shown, so it can be read.
  const units =
    fields.unit !== '' && !offered.includes(fields.unit) ? [...offered, fields.unit] : offered;
  // Read-only: only the chosen unit, so it can be focused and read but not changed.
  const shown = readOnly ? units.filter((each) => each === fields.unit) : units;
  const focusUnit = fields.unit !== '' ? fields.unit : shown[0];

  const leaveWhole = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && wrapperRef.current?.contains(next)) return;
    unit.leave();
  };

  return (
    <div ref={wrapperRef} className="pad-field pad-field--since" onBlur={leaveWhole}>
      <label htmlFor={valueId} className="pad-field__label">
        Since
      </label>
      <div className="since-field">
        <input
          id={valueId}
          className="input since-field__value"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={fields.valueText}
          readOnly={readOnly}
          aria-label={`${entryName}: since, number`}
          aria-invalid={value.message ? true : undefined}
          aria-describedby={describedBy(value.message && valueErrorId)}
          onChange={(event) => props.onChange({ valueText: event.target.value, unit: fields.unit })}
          onBlur={value.leave}
        />
        {shown.length > 0 ? (
          <fieldset
            className="since-field__units"
            role="radiogroup"
            aria-labelledby={legendId}
            aria-readonly={readOnly ? true : undefined}
            aria-invalid={unit.message ? true : undefined}
            aria-describedby={describedBy(unit.message && unitErrorId)}
          >
            <legend id={legendId} className="visually-hidden">
              {entryName}: since, unit
            </legend>
            {shown.map((each) => (
              <label key={each} className="unit-chip">
                <input
                  id={each === focusUnit ? unitId : undefined}
                  type="radio"
                  name={unitId}
                  value={each}
                  checked={fields.unit === each}
                  onChange={() => {
                    if (!readOnly) props.onChange({ valueText: fields.valueText, unit: each });
                  }}
                />
                <span className="unit-chip__text">{SINCE_UNIT_WORDS[each]}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
      </div>
      <FieldError id={valueErrorId} message={value.message} />
      <FieldError id={unitErrorId} message={unit.message} />
    </div>
  );
}
