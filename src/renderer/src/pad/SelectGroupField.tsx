import { useId } from 'react';
import type { SelectPropertyGroup } from '../../../shared/properties';

/**
 * A property group that is one of a few values (Severity: mild, moderate, severe; Side: left,
 * right, both), as the lookup gives it for an entry. Radio chips in a group named for the entry:
 * the arrow keys choose, Tab moves on; "Not said" leaves the group out of the record.
 */
export function SelectGroupField(props: {
  localId: string;
  entryName: string;
  group: SelectPropertyGroup;
  value: string | undefined;
  readOnly: boolean;
  onChange: (value: string | null) => void;
}) {
  const { localId, entryName, group, value, readOnly } = props;
  const legendId = useId();
  const name = `select-${group.id}-${localId}`;
  // A value saved that the lookup no longer offers is still shown, so it can be read.
  const options =
    value !== undefined && !group.options.includes(value)
      ? [...group.options, value]
      : group.options;
  const shown = readOnly ? options.filter((option) => option === value) : options;
  return (
    <fieldset
      className="pad-field pad-field--select"
      role="radiogroup"
      aria-labelledby={legendId}
      aria-readonly={readOnly ? true : undefined}
    >
      <legend id={legendId} className="pad-field__label">
        <span className="visually-hidden">{entryName}: </span>
        {group.name}
      </legend>
      <div className="select-field__options">
        {readOnly ? null : (
          <label className="unit-chip">
            <input
              type="radio"
              name={name}
              value=""
              checked={value === undefined}
              onChange={() => props.onChange(null)}
            />
            <span className="unit-chip__text">Not said</span>
          </label>
        )}
        {shown.map((option) => (
          <label key={option} className="unit-chip">
            <input
              id={
                option === value || (value === undefined && option === shown[0])
                  ? `${name}-focus`
                  : undefined
              }
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => {
                if (!readOnly) props.onChange(option);
              }}
            />
            <span className="unit-chip__text">{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
