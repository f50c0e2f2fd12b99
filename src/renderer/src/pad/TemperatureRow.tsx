import { memo, useId, useState } from 'react';
import { requireVital, temperatureInOtherUnit } from '../../../shared/pad/vitals';
import { rowKey } from '../stores/pad/rowHub';
import { useRowSlice } from '../stores/pad/useRowSlice';
import { usePadStore } from '../stores/padStore';
import { vitalInputId } from './padFields';
import { storedUnitSlice } from './rowSlices';
import { normalHint, useVitalField } from './VitalField';
import { VitalRowLayout } from './VitalRowLayout';

const UNIT_WORDS: Record<string, string> = { '[degF]': 'Fahrenheit', Cel: 'Celsius' };

/**
 * A vital typed in one of several units (temperature: °F or °C, two vitals of the catalogue).
 * One box with a stable id whatever the unit, so focus and labels stay put, and the unit as a
 * radio pair. The unit in effect is the one holding a value, else the one chosen, else the first
 * (°F: Indian clinics record °F). Changing it moves the text as typed, never converted; the other
 * unit's value is shown beside for reference.
 */
export const TemperatureRow = memo(function TemperatureRow({
  vitalIds,
}: {
  vitalIds: readonly string[];
}) {
  const [chosen, setChosen] = useState(vitalIds[0] ?? '');
  const stored = useRowSlice(
    vitalIds.map((id) => rowKey('vital', id)),
    (state) => storedUnitSlice(state, vitalIds),
  );
  const unitId = stored ?? chosen;
  const vital = requireVital(unitId);
  const field = useVitalField(unitId);
  const radioName = useId();
  const id = vitalInputId(vitalIds[0] ?? unitId);
  const otherId = `${id}-other-unit`;
  const other =
    field.text.trim() === ''
      ? undefined
      : temperatureInOtherUnit({ vitalId: unitId, value: field.text });

  const choose = (toId: string) => {
    setChosen(toId);
    if (stored !== undefined && stored !== toId) {
      usePadStore.getState().switchVitalUnit(stored, toId);
    }
  };

  return (
    <VitalRowLayout
      vital={vital}
      id={id}
      field={field}
      flag={field.flag}
      hint={normalHint(vital, field.options)}
      describedAlso={[other && otherId]}
      unit={
        <fieldset className="vital-row__unit vital-units">
          <legend className="visually-hidden">{vital.name} unit</legend>
          {vitalIds.map((optionId) => {
            const option = requireVital(optionId);
            const words = UNIT_WORDS[option.ucum];
            return (
              <label key={optionId} className="vital-units__choice">
                <input
                  type="radio"
                  name={radioName}
                  value={optionId}
                  checked={optionId === unitId}
                  disabled={!field.canEdit}
                  onChange={() => choose(optionId)}
                />
                {option.unitLabel}
                {words ? <span className="visually-hidden"> ({words})</span> : null}
              </label>
            );
          })}
        </fieldset>
      }
      noteAfter={
        other ? (
          <p id={otherId} className="hint vital-row__other-unit">
            = {other.value} {other.unitLabel}
          </p>
        ) : null
      }
    />
  );
});
