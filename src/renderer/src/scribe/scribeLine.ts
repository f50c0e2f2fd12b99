import type { SuggestedMedicine } from '../../../shared/scribe/suggestion-medicine';
import { medicineLineText } from '../pad/medicineLineText';

/*
 * A medicine suggestion written as the one line the doctor edits ("Edit" on a medicine edits the
 * whole line, read again with the pad's one model). The scribe writes the form into the name
 * ("Paracetamol 650 mg Tablet") or only into the dose's unit ("1 tablet"); the line says it first
 * ("Tab Paracetamol 650 mg ..."), the way doctors write it, so that "650 mg" reads as the
 * tablet's strength and not as a second dose. Nothing else is changed: what the line reads as is
 * shown before the doctor presses Enter.
 */

const FORM_WORDS: Record<string, string> = {
  tab: 'tablet',
  tablet: 'tablet',
  tablets: 'tablet',
  cap: 'capsule',
  capsule: 'capsule',
  capsules: 'capsule',
  sachet: 'sachet',
  syrup: 'syrup',
  injection: 'injection',
};

/** Units a dose counts that name the form they are counted in. */
const FORM_OF_UNIT: Record<string, string> = {
  tablet: 'tablet',
  capsule: 'capsule',
  sachet: 'sachet',
};

export function scribeLineText(medicine: SuggestedMedicine): string {
  const words = medicine.name.trim().split(/\s+/);
  const last = words.at(-1)?.toLowerCase() ?? '';
  let { form } = medicine;
  let name = medicine.name.trim();
  if (form === undefined && words.length > 1 && FORM_WORDS[last] !== undefined) {
    form = FORM_WORDS[last];
    name = words.slice(0, -1).join(' ');
  }
  form ??= medicine.dose === undefined ? undefined : FORM_OF_UNIT[medicine.dose.unit];
  return medicineLineText({
    ...medicine,
    name,
    ...(form === undefined ? {} : { form }),
    localId: '',
  });
}
