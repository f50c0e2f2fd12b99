import { describe, expect, it } from 'vitest';
import { checkForFinalize } from '../../../../src/main/core/pad/pad-checks';
import { swapVitals } from '../../../../src/shared/pad/draft';
import { createPad, type Pad } from '../../../../src/shared/pad/pad';
import {
  BP_QUESTION_KEY,
  bloodPressureQuestion,
  padBloodPressureQuestion,
} from '../../../../src/shared/pad/vitals-bp';
import { PAD_ID } from './fixtures';

const NOW = new Date('2026-11-21T10:00:00.000Z');
const pad = (over: Partial<Pad>): Pad => ({ ...createPad({ id: PAD_ID, now: NOW }), ...over });
const bp = (systolic: string, diastolic: string) => [
  { vitalId: 'bp-systolic', value: systolic },
  { vitalId: 'bp-diastolic', value: diastolic },
];

describe('systolic above diastolic', () => {
  it('asks about a swapped pair in words, offering the swap', () => {
    expect(bloodPressureQuestion('84', '128')).toEqual({
      words: 'Systolic 84 is below diastolic 128: did you mean 128/84?',
      swapped: { systolic: '128', diastolic: '84' },
    });
  });

  it('asks to check equal readings, with no swap to offer', () => {
    expect(bloodPressureQuestion('120', '120')).toEqual({
      words: 'Systolic 120 is not above diastolic 120: check both readings.',
    });
  });

  it('says nothing when systolic is above, or while a reading is missing or not a value', () => {
    expect(bloodPressureQuestion('121', '120')).toBeUndefined();
    expect(bloodPressureQuestion('84', '')).toBeUndefined();
    expect(bloodPressureQuestion('', '128')).toBeUndefined();
    expect(bloodPressureQuestion('8a', '128')).toBeUndefined();
    expect(bloodPressureQuestion('84', '420')).toBeUndefined();
  });

  it('reads the pad’s stored texts', () => {
    expect(padBloodPressureQuestion(bp('84', '128'))?.swapped).toEqual({
      systolic: '128',
      diastolic: '84',
    });
    expect(padBloodPressureQuestion([...bp('128', '84'), { vitalId: 'pulse', value: '72' }])).toBe(
      undefined,
    );
  });

  it('swaps the two texts as typed, never changing another vital', () => {
    const vitals = [
      { vitalId: 'pulse', value: '72' },
      { vitalId: 'bp-systolic', value: '84', origin: 'scribe' as const },
      { vitalId: 'bp-diastolic', value: '128' },
    ];
    expect(swapVitals(vitals, 'bp-systolic', 'bp-diastolic')).toEqual([
      { vitalId: 'pulse', value: '72' },
      { vitalId: 'bp-systolic', value: '128' },
      { vitalId: 'bp-diastolic', value: '84' },
    ]);
    // One of the two missing: nothing to swap.
    expect(swapVitals(vitals.slice(0, 2), 'bp-systolic', 'bp-diastolic')).toEqual(
      vitals.slice(0, 2),
    );
  });
});

describe('Finalize and a blood pressure that asks', () => {
  it('refuses the pad under the pair’s key, with the question', () => {
    const checked = checkForFinalize(pad({ vitals: bp('84', '128') }));
    expect(checked).toEqual({
      ok: false,
      problems: { [BP_QUESTION_KEY]: 'Systolic 84 is below diastolic 128: did you mean 128/84?' },
    });
    const equal = checkForFinalize(pad({ vitals: bp('90', '90') }));
    expect(equal.ok ? {} : equal.problems).toEqual({
      [BP_QUESTION_KEY]: 'Systolic 90 is not above diastolic 90: check both readings.',
    });
  });

  it('finalizes the pair once it is the right way round', () => {
    const checked = checkForFinalize(pad({ vitals: bp(' 128 ', '84') }));
    expect(checked.ok && checked.pad.vitals).toEqual(bp('128', '84'));
  });
});
