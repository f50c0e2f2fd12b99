import { memo } from 'react';
import { requireVital } from '../../../shared/pad/vitals';
import { FieldError } from '../frame/FieldError';
import { vitalInputId } from './padFields';
import { describedBy } from './fieldProblem';
import { normalHint, useVitalField, VitalFlagNote, VitalInput, VitalName } from './VitalField';

/**
 * One typed vital: its name and adult range, the text box, the unit beside it, and the flag or
 * message. Selects its own text only, so typing elsewhere on the pad does not render it again.
 */
export const VitalRow = memo(function VitalRow({ vitalId }: { vitalId: string }) {
  const vital = requireVital(vitalId);
  const field = useVitalField(vitalId);
  const id = vitalInputId(vitalId);
  const hint = normalHint(vital, field.options);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const flagId = `${id}-flag`;
  return (
    <div className="vital-row">
      <VitalName htmlFor={id} hint={hint} hintId={hintId}>
        {vital.name}
      </VitalName>
      <div className="vital-row__value">
        <VitalInput
          id={id}
          label={`${vital.name}, ${vital.unitLabel}`}
          field={field}
          describedBy={describedBy(field.message && errorId, field.flag && flagId, hint && hintId)}
        />
      </div>
      <span className="vital-row__unit">{vital.unitLabel}</span>
      <div className="vital-row__note">
        <FieldError id={errorId} message={field.message} />
        <VitalFlagNote id={flagId} flag={field.flag} />
      </div>
    </div>
  );
});
