import type { Dose, Duration, Frequency, Medicine, Timing } from '../pad/medicine';
import type { MedicineWords } from './printout-input';

/*
 * A minimal wording of a medicine for the printout, used until the pad's own wording
 * (medicine-wording.ts) is passed in instead: the printout takes any `(m) => MedicineWords`.
 */

const COUNTED = new Set(['tablet', 'capsule', 'drop', 'puff', 'sachet', 'unit', 'application']);

function doseWords(dose: Dose): string {
  const unit = dose.unit.toLowerCase();
  const plural = dose.value !== '1' && COUNTED.has(unit) ? `${dose.unit}s` : dose.unit;
  return `${dose.value} ${plural}`;
}

const SLOTS: Record<number, string[]> = {
  3: ['morning', 'afternoon', 'night'],
  4: ['morning', 'noon', 'evening', 'night'],
};

const ONE_SLOT: Record<string, string> = {
  morning: 'in the morning',
  afternoon: 'in the afternoon',
  noon: 'at noon',
  evening: 'in the evening',
  night: 'at night',
};

const list = (words: string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

function frequencyWords(frequency: Frequency): string {
  switch (frequency.kind) {
    case 'pattern': {
      const counts = frequency.pattern.split('-');
      const names = SLOTS[counts.length] ?? [];
      const taken = counts
        .map((count, i) => ({ count, slot: names[i] ?? '' }))
        .filter(({ count }) => Number(count) !== 0);
      if (taken.length === 0) return frequency.pattern;
      const same = taken.every(({ count }) => count === taken[0]?.count);
      if (same && taken.length === 1)
        return ONE_SLOT[taken[0]?.slot ?? ''] ?? list(taken.map(({ slot }) => slot));
      return same
        ? list(taken.map(({ slot }) => slot))
        : list(taken.map(({ count, slot }) => `${count} ${ONE_SLOT[slot] ?? slot}`));
    }
    case 'sos':
      return 'when needed';
    case 'weekly':
      return frequency.timesPerWeek === 1
        ? 'once a week'
        : frequency.timesPerWeek === 2
          ? 'twice a week'
          : `${frequency.timesPerWeek} times a week`;
    case 'text':
      return frequency.text;
  }
}

const TIMING_WORDS: Record<Timing, string> = {
  'before-food': 'before food',
  'after-food': 'after food',
  'with-food': 'with food',
  'empty-stomach': 'on an empty stomach',
  bedtime: 'at bedtime',
};

function durationWords(duration: Duration): string {
  const unit = duration.value === 1 ? duration.unit.slice(0, -1) : duration.unit;
  return `for ${duration.value} ${unit}`;
}

export function medicineWords(medicine: Medicine): MedicineWords {
  const parts = [
    medicine.dose ? doseWords(medicine.dose) : undefined,
    medicine.frequency ? frequencyWords(medicine.frequency) : undefined,
    medicine.timing ? TIMING_WORDS[medicine.timing] : undefined,
    medicine.duration ? durationWords(medicine.duration) : undefined,
  ].filter((part): part is string => part !== undefined);
  const route =
    medicine.route && !/^(oral|by mouth)$/i.test(medicine.route)
      ? `${medicine.route.charAt(0).toUpperCase()}${medicine.route.slice(1)}`
      : undefined;
  const extra = [route, medicine.instructions].filter((part) => part !== undefined).join('. ');
  return {
    name: medicine.name,
    directions: parts.join(', '),
    ...(extra === '' ? {} : { extra }),
  };
}
