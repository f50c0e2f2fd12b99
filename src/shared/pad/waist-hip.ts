import { checkVitalText } from './vitals-input';
import { flagOptionsFor, type PadPatient, type VitalFlag } from './vitals-flags';
import { requireVital } from './vitals';

/*
 * The waist-hip ratio, derived on the pad from the waist and hip entries (like the BMI), with its
 * flag by the WHO cut-offs for abdominal obesity: 0.90 or more for men, 0.85 or more for women.
 * It is shown, not sent: the platform's record carries the two measurements it comes from.
 */

export const WHR_CUT_OFF = { male: 0.9, female: 0.85 } as const;

export type WaistHipResult =
  | { ok: true; value: string; flag: VitalFlag | undefined; note: string | undefined }
  | { ok: false; reason: 'missing' | 'invalid'; message: string };

export function waistHipRatio(
  waistText: string,
  hipText: string,
  patient: PadPatient | null | undefined,
): WaistHipResult {
  if (waistText.trim() === '' || hipText.trim() === '') {
    return {
      ok: false,
      reason: 'missing',
      message: 'Enter the waist and the hip to see the ratio.',
    };
  }
  const waist = checkVitalText(requireVital('waist-circumference'), waistText, []);
  const hip = checkVitalText(requireVital('hip-circumference'), hipText, []);
  if (!waist.ok || waist.empty || !hip.ok || hip.empty || hip.number <= 0) {
    return {
      ok: false,
      reason: 'invalid',
      message: 'Correct the waist or the hip to see the ratio.',
    };
  }
  const ratio = waist.number / hip.number;
  const value = ratio.toFixed(2);
  const options = flagOptionsFor(patient);
  if (options.ageYears !== undefined && options.ageYears < 18) {
    return { ok: true, value, flag: undefined, note: 'Not flagged: the cut-offs are for adults.' };
  }
  if (options.sex === undefined) {
    return {
      ok: true,
      value,
      flag: undefined,
      note: 'Not flagged: the cut-off depends on the patient’s sex.',
    };
  }
  const cutOff = WHR_CUT_OFF[options.sex];
  const high = Number(value) >= cutOff;
  return {
    ok: true,
    value,
    note: undefined,
    flag: high
      ? {
          level: 'high',
          label: 'High',
          words: `At or above the cut-off for ${options.sex === 'male' ? 'men' : 'women'} (${cutOff.toFixed(2)}; WHO)`,
          icon: 'arrow-up',
        }
      : undefined,
  };
}
