import { memo, useId } from 'react';
import { GLUCOSE_CONTEXTS, GLUCOSE_CONTEXT_WORDS, glucoseFlag } from '../../../shared/pad/glucose';
import { checkVitalInput, requireVital } from '../../../shared/pad/vitals';
import { rowKey } from '../stores/pad/rowHub';
import { useRowSlice } from '../stores/pad/useRowSlice';
import { usePadStore } from '../stores/padStore';
import { vitalInputId } from './padFields';
import { glucoseContextSlice } from './rowSlices';
import { useVitalField } from './VitalField';
import { VitalRowLayout } from './VitalRowLayout';

/**
 * Blood glucose with when it was taken (fasting, random, after a meal), flagged by the cut-offs
 * for that. Until it is chosen, only the absolute limits flag (below 70, 200 or more, whenever
 * taken) and the row asks for it rather than flag against the wrong range.
 */
export const GlucoseRow = memo(function GlucoseRow({ vitalId }: { vitalId: string }) {
  const vital = requireVital(vitalId);
  const field = useVitalField(vitalId);
  const groupId = useId();
  const context = useRowSlice([rowKey('vital', vitalId)], (state) =>
    glucoseContextSlice(state, vitalId),
  );
  const canEdit = field.canEdit;
  const id = vitalInputId(vitalId);
  const askId = `${id}-ask`;
  const check = checkVitalInput(vitalId, field.text);
  const number = check.ok && !check.empty ? check.number : undefined;
  // Shown once the box was left, as every vital's flag: a half-typed 1 of 110 is not low.
  const flag =
    field.revealed && field.message === undefined && number !== undefined
      ? glucoseFlag(number, context)
      : undefined;
  const ask = number !== undefined && context === undefined;
  return (
    <VitalRowLayout
      modifier="vital-row--glucose"
      vital={vital}
      id={id}
      field={field}
      flag={flag}
      hint={undefined}
      describedAlso={[ask && askId]}
      noteBefore={
        <>
          <fieldset className="glucose-context" aria-labelledby={`${groupId}-legend`}>
            <legend id={`${groupId}-legend`} className="visually-hidden">
              {vital.name}: when taken
            </legend>
            {GLUCOSE_CONTEXTS.map((each) => (
              <label key={each} className="unit-chip">
                <input
                  type="radio"
                  name={`${groupId}-context`}
                  value={each}
                  checked={context === each}
                  disabled={!canEdit}
                  onChange={() => usePadStore.getState().setVitalContext(vitalId, each)}
                />
                <span className="unit-chip__text">{GLUCOSE_CONTEXT_WORDS[each]}</span>
              </label>
            ))}
          </fieldset>
          {ask ? (
            <p id={askId} className="hint">
              {flag === undefined
                ? 'Fasting, random or after a meal? The flag depends on it.'
                : 'Fasting, random or after a meal? Record when it was taken.'}
            </p>
          ) : null}
        </>
      }
    />
  );
});
