import { memo } from 'react';
import { explainBmi, requireVital } from '../../../shared/pad/vitals';
import { flagOptionsFor } from '../../../shared/pad/vitals-flags';
import { rowKey } from '../stores/pad/rowHub';
import { useRowSlice } from '../stores/pad/useRowSlice';
import { usePadStore } from '../stores/padStore';
import { vitalInputId } from './padFields';
import { describedBy } from './fieldProblem';
import { vitalTextsSlice } from './rowSlices';
import { normalHint, VitalFlagNote, VitalName } from './VitalField';

/**
 * A calculated vital (BMI): read-only output from height and weight, recalculated as either is
 * typed, with its flag, or why there is none. Selects the two texts it reads and nothing else.
 */
export const BmiRow = memo(function BmiRow({ vitalId }: { vitalId: string }) {
  const vital = requireVital(vitalId);
  const inputs = vital.calculated === false ? undefined : vital.calculated.inputs;
  const heightId = inputs?.height ?? '';
  const weightId = inputs?.weight ?? '';
  const ids = [heightId, weightId];
  const [height = '', weight = ''] = useRowSlice(
    ids.map((id) => rowKey('vital', id)),
    (state) => vitalTextsSlice(state, ids),
  );
  const patient = usePadStore((state) => state.patient);
  const options = flagOptionsFor(patient);
  const result = explainBmi(
    height === '' ? undefined : { vitalId: heightId, value: height },
    weight === '' ? undefined : { vitalId: weightId, value: weight },
    options,
  );
  const id = vitalInputId(vitalId);
  const hint = normalHint(vital, options);
  const hintId = `${id}-hint`;
  const flagId = `${id}-flag`;
  const reasonId = `${id}-reason`;
  const flag = result.ok ? result.flag : undefined;
  return (
    <div className="vital-row vital-row--calculated">
      <VitalName htmlFor={id} hint={hint} hintId={hintId}>
        {`${vital.name}, calculated`}
      </VitalName>
      <div className="vital-row__value">
        <output
          id={id}
          className="vital-output"
          htmlFor={`${vitalInputId(heightId)} ${vitalInputId(weightId)}`}
          aria-describedby={describedBy(!result.ok && reasonId, flag && flagId, hint && hintId)}
        >
          {result.ok ? result.value : <span aria-hidden="true">—</span>}
        </output>
      </div>
      <span className="vital-row__unit">{vital.unitLabel}</span>
      <div className="vital-row__note">
        {result.ok ? null : (
          <p
            id={reasonId}
            className={result.reason === 'missing' ? 'hint' : 'hint vital-row__warning'}
          >
            {result.message}
          </p>
        )}
        <VitalFlagNote id={flagId} flag={flag} />
      </div>
    </div>
  );
});
