import { VITAL_FLAG_ICONS, type VitalFlag } from './vitals-flags';

/*
 * Blood glucose means little without when it was taken. The pad asks fasting, random or after a
 * meal, and flags by that (mg/dL; ADA / WHO cut-offs, docs/clinical-conventions.md): below 70 is low
 * whenever taken; fasting 100-125 is the prediabetes range and 126 or more the diabetes range;
 * 2 hours after a meal 140-199 is impaired and 200 or more high; random 200 or more is high.
 * The absolute limits need no context: before it is picked, below 70 is low and 200 or more high
 * ("whenever taken"); between them the row asks when it was taken rather than guess a range.
 */

export const GLUCOSE_VITAL_ID = 'capillary-blood-glucose';
export const GLUCOSE_CONTEXTS = ['fasting', 'random', 'post_meal'] as const;
export type GlucoseContext = (typeof GLUCOSE_CONTEXTS)[number];

export const GLUCOSE_CONTEXT_WORDS: Record<GlucoseContext, string> = {
  fasting: 'Fasting',
  random: 'Random',
  post_meal: 'After a meal (2 h)',
};

const flag = (level: 'low' | 'high', words: string): VitalFlag => ({
  level,
  label: level === 'low' ? 'Low' : 'High',
  words,
  icon: VITAL_FLAG_ICONS[level],
});

/** Below this (mg/dL) a glucose is low whenever it was taken. */
export const GLUCOSE_LOW_BELOW = 70;
/** From this (mg/dL) a glucose is high whenever it was taken. */
export const GLUCOSE_HIGH_FROM = 200;

/**
 * The flag for a glucose value taken in `context`; undefined within range. Without a context only
 * the absolute limits flag (below 70, 200 or more).
 */
export function glucoseFlag(
  value: number,
  context: GlucoseContext | undefined,
): VitalFlag | undefined {
  if (!Number.isFinite(value)) return undefined;
  if (context === undefined) {
    if (value < GLUCOSE_LOW_BELOW) {
      return flag('low', 'Below 70 mg/dL (hypoglycaemia), whenever taken');
    }
    if (value >= GLUCOSE_HIGH_FROM) return flag('high', 'At or above 200 mg/dL, whenever taken');
    return undefined;
  }
  if (value < GLUCOSE_LOW_BELOW) return flag('low', 'Below 70 mg/dL (hypoglycaemia)');
  switch (context) {
    case 'fasting':
      if (value >= 126) return flag('high', 'Fasting, at or above 126 mg/dL (the diabetes range)');
      if (value >= 100) return flag('high', 'Fasting, 100–125 mg/dL (the prediabetes range)');
      return undefined;
    case 'post_meal':
      if (value >= 200) return flag('high', 'After a meal, at or above 200 mg/dL');
      if (value >= 140) return flag('high', 'After a meal, 140–199 mg/dL (impaired tolerance)');
      return undefined;
    case 'random':
      return value >= 200 ? flag('high', 'Random, at or above 200 mg/dL') : undefined;
  }
}
