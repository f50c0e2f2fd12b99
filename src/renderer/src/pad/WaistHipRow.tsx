import { memo } from 'react';
import { waistHipRatio } from '../../../shared/pad/waist-hip';
import { rowKey } from '../stores/pad/rowHub';
import { useRowSlice } from '../stores/pad/useRowSlice';
import { usePadStore } from '../stores/padStore';
import { describedBy } from './fieldProblem';
import { vitalInputId } from './padFields';
import { vitalTextsSlice } from './rowSlices';
import { VitalFlagNote, VitalName } from './VitalField';

/**
 * The waist-hip ratio, derived from the waist and hip as they are typed, flagged by the cut-off
 * for the patient's sex (WHO: 0.90 men, 0.85 women); without the patient's sex, not flagged, and
 * it says so. Shown only: the record carries the two measurements.
 */
const WAIST_HIP = ['waist-circumference', 'hip-circumference'] as const;
const WAIST_HIP_KEYS = WAIST_HIP.map((id) => rowKey('vital', id));

export const WaistHipRow = memo(function WaistHipRow() {
  const [waist = '', hip = ''] = useRowSlice(WAIST_HIP_KEYS, (state) =>
    vitalTextsSlice(state, WAIST_HIP),
  );
  const patient = usePadStore((state) => state.patient);
  const result = waistHipRatio(waist, hip, patient);
  const id = 'pad-vital-waist-hip-ratio';
  const reasonId = `${id}-reason`;
  const flagId = `${id}-flag`;
  const note = result.ok ? result.note : result.message;
  const flag = result.ok ? result.flag : undefined;
  return (
    <div className="vital-row vital-row--calculated">
      <VitalName htmlFor={id} hint={undefined} hintId={`${id}-hint`}>
        Waist-hip ratio, calculated
      </VitalName>
      <div className="vital-row__value">
        <output
          id={id}
          className="vital-output"
          htmlFor={`${vitalInputId('waist-circumference')} ${vitalInputId('hip-circumference')}`}
          aria-describedby={describedBy(note && reasonId, flag && flagId)}
        >
          {result.ok ? result.value : <span aria-hidden="true">—</span>}
        </output>
      </div>
      <span className="vital-row__unit" />
      <div className="vital-row__note">
        {note ? (
          <p id={reasonId} className="hint">
            {note}
          </p>
        ) : null}
        <VitalFlagNote id={flagId} flag={flag} />
      </div>
    </div>
  );
});
