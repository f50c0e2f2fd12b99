import { memo } from 'react';
import { requireVital } from '../../../shared/pad/vitals';
import { vitalInputId } from './padFields';
import { normalHint, useVitalField } from './VitalField';
import { VitalRowLayout } from './VitalRowLayout';

/**
 * One typed vital: its name and adult range, the text box, the unit beside it, and the flag or
 * message. Selects its own text only, so typing elsewhere on the pad does not render it again.
 */
export const VitalRow = memo(function VitalRow({ vitalId }: { vitalId: string }) {
  const vital = requireVital(vitalId);
  const field = useVitalField(vitalId);
  return (
    <VitalRowLayout
      vital={vital}
      id={vitalInputId(vitalId)}
      field={field}
      flag={field.flag}
      hint={normalHint(vital, field.options)}
    />
  );
});
