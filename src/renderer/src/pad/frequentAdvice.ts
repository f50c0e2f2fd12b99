import { useEffect, useState } from 'react';
import { companion } from '../companion';

/*
 * The doctor's frequent advice, one key away (Alt+1 to Alt+5): the lines this doctor wrote most
 * often on their earlier pads (read through `pad:list` and `pad:get`, the newest EARLIER_PADS
 * pads), then, to fill the list, a few lines common in Indian outpatient practice.
 */

export const FREQUENT_ADVICE_COUNT = 5;
/** How many earlier pads are read for the doctor's own lines. */
export const EARLIER_PADS = 30;

export const BUILT_IN_ADVICE = [
  'Drink plenty of fluids',
  'Take adequate rest',
  'Avoid oily and spicy food',
  'Warm saline gargles three times a day',
  'Steam inhalation twice a day',
  'Come back at once if the fever rises or breathing becomes difficult',
] as const;

export interface FrequentAdvice {
  text: string;
  /** `doctor`: from this doctor's earlier pads; `built-in`: the app's list. */
  source: 'doctor' | 'built-in';
}

const keyOf = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The list from the advice lines of earlier pads (one list per pad): the most used first (ties
 * by first seen), each line once, then built-in lines not already there.
 */
export function frequentAdvice(
  earlier: readonly (readonly string[])[],
  count = FREQUENT_ADVICE_COUNT,
): FrequentAdvice[] {
  const seen = new Map<string, { text: string; uses: number; order: number }>();
  for (const lines of earlier) {
    for (const line of new Set(lines.map((text) => text.trim()))) {
      const key = keyOf(line);
      if (key === '') continue;
      const known = seen.get(key);
      if (known) known.uses += 1;
      else seen.set(key, { text: line, uses: 1, order: seen.size });
    }
  }
  const own: FrequentAdvice[] = [...seen.values()]
    .sort((a, b) => b.uses - a.uses || a.order - b.order)
    .slice(0, count)
    .map(({ text }) => ({ text, source: 'doctor' }));
  const builtIn: FrequentAdvice[] = BUILT_IN_ADVICE.filter((text) => !seen.has(keyOf(text))).map(
    (text) => ({ text, source: 'built-in' }),
  );
  return [...own, ...builtIn].slice(0, count);
}

/** The frequent advice for the pad `padId`, read once from the doctor's earlier pads. */
export function useFrequentAdvice(padId: string | undefined): FrequentAdvice[] {
  const [list, setList] = useState<FrequentAdvice[]>(() => frequentAdvice([]));
  useEffect(() => {
    let live = true;
    void (async () => {
      const pads = await companion().listPads({});
      if (!pads.ok) return; // The built-in list stays.
      const earlier = pads.value
        .filter((pad) => pad.id !== padId)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        .slice(0, EARLIER_PADS);
      const read = await Promise.all(earlier.map((pad) => companion().getPad({ id: pad.id })));
      const lines = read.flatMap((result) =>
        result.ok ? [(result.value.pad.advice ?? []).map((line) => line.text)] : [],
      );
      if (live) setList(frequentAdvice(lines));
    })();
    return () => {
      live = false;
    };
  }, [padId]);
  return list;
}
