import { memo } from 'react';
import { requireVital, type VitalPanel } from '../../../shared/pad/vitals';
import { FieldError } from '../frame/FieldError';
import { vitalInputId } from './padFields';
import { describedBy } from './fieldProblem';
import {
  normalHint,
  useVitalField,
  VitalFlagNote,
  VitalInput,
  type VitalFieldState,
} from './VitalField';

/** "Systolic" from "Systolic blood pressure" in the panel "Blood pressure". */
function partName(name: string, panelName: string): string {
  const suffix = ` ${panelName.toLowerCase()}`;
  return name.toLowerCase().endsWith(suffix) ? name.slice(0, -suffix.length) : name;
}

interface Reading {
  id: string;
  part: string;
  unitLabel: string;
  hint: string | undefined;
  field: VitalFieldState;
}

function reading(vitalId: string, panel: VitalPanel, field: VitalFieldState): Reading {
  const vital = requireVital(vitalId);
  return {
    id: vitalInputId(vitalId),
    part: partName(vital.name, panel.name),
    unitLabel: vital.unitLabel,
    hint: normalHint(vital)?.replace(/^normal /, ''),
    field,
  };
}

/**
 * Blood pressure: one row, a group named by the panel, systolic / diastolic each in its own box
 * with its own name ("Blood pressure, systolic, mmHg"), message and flag.
 */
export const BloodPressureRow = memo(function BloodPressureRow({ panel }: { panel: VitalPanel }) {
  const [firstId = '', secondId = ''] = panel.components;
  const first = reading(firstId, panel, useVitalField(firstId));
  const second = reading(secondId, panel, useVitalField(secondId));
  const rowId = `pad-vital-${panel.id}`;
  const labelId = `${rowId}-label`;
  const hintId = `${rowId}-hint`;
  const hasHint = first.hint !== undefined || second.hint !== undefined;
  const unitLabel = first.unitLabel === second.unitLabel ? first.unitLabel : undefined;

  const input = (r: Reading) => (
    <VitalInput
      id={r.id}
      short
      label={`${panel.name}, ${r.part.toLowerCase()}, ${r.unitLabel}`}
      field={r.field}
      describedBy={describedBy(
        r.field.message && `${r.id}-error`,
        r.field.flag && `${r.id}-flag`,
        hasHint && hintId,
      )}
    />
  );
  const note = (r: Reading) => (
    <>
      <FieldError
        id={`${r.id}-error`}
        message={r.field.message && `${r.part}: ${r.field.message}`}
      />
      <VitalFlagNote id={`${r.id}-flag`} flag={r.field.flag} part={r.part} />
    </>
  );

  return (
    <div className="vital-row" role="group" aria-labelledby={labelId}>
      <div className="vital-row__name">
        <label id={labelId} htmlFor={first.id}>
          {panel.name}
        </label>
        {hasHint ? (
          <p id={hintId} className="hint">
            normal {first.hint ?? '–'} / {second.hint ?? '–'}
          </p>
        ) : null}
      </div>
      <div className="vital-row__value vital-row__value--pair">
        {input(first)}
        <span className="vital-row__slash" aria-hidden="true">
          /
        </span>
        {input(second)}
      </div>
      <span className="vital-row__unit">
        {unitLabel ?? `${first.unitLabel} / ${second.unitLabel}`}
      </span>
      <div className="vital-row__note">
        {note(first)}
        {note(second)}
      </div>
    </div>
  );
});
