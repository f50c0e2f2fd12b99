import type { GlucoseContext } from '../pad/glucose';
import { calculateBmi, getVital, panelOf, type VitalEntry } from '../pad/vitals';
import type { PrintoutVital } from './printout-input';

/*
 * The pad's vitals as printed: in the catalogue's order of entry, each with its unit; a panel's
 * components as one line (blood pressure "120/80 mmHg"); glucose with when it was taken; the BMI
 * calculated from height and weight (it is never typed). Values are printed as typed.
 */
const WHEN_TAKEN: Record<GlucoseContext, string> = {
  fasting: 'fasting',
  random: 'random',
  post_meal: '2 h after a meal',
};

export function printoutVitals(entries: readonly VitalEntry[]): PrintoutVital[] {
  const typed = entries.filter((e) => e.value.trim() !== '' && getVital(e.vitalId) !== undefined);
  const valueOf = (id: string) => typed.find((e) => e.vitalId === id)?.value.trim();
  const printed: PrintoutVital[] = [];
  const panelsDone = new Set<string>();
  for (const entry of typed) {
    const vital = getVital(entry.vitalId)!;
    const panel = panelOf(entry.vitalId);
    if (panel) {
      if (panelsDone.has(panel.id)) continue;
      panelsDone.add(panel.id);
      const values = panel.components.map((id) => valueOf(id) ?? '?');
      printed.push({ name: panel.name, value: values.join('/'), unit: vital.unitLabel });
      continue;
    }
    const when = entry.context ? ` (${WHEN_TAKEN[entry.context]})` : '';
    printed.push({
      name: `${vital.name}${when}`,
      value: entry.value.trim(),
      unit: vital.unitLabel,
    });
  }
  const bmi = calculateBmi(
    typed.find((e) => e.vitalId === 'height'),
    typed.find((e) => e.vitalId === 'weight'),
  );
  if (bmi !== undefined && !typed.some((e) => e.vitalId === 'bmi')) {
    printed.push({ name: 'BMI', value: bmi, unit: getVital('bmi')?.unitLabel ?? 'kg/m²' });
  }
  return printed;
}
