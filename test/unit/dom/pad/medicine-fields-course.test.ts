import { describe, expect, it } from 'vitest';
import {
  medicineFieldText,
  medicineFieldWords,
  setMedicineField,
} from '../../../../src/renderer/src/pad/medicineFields';
import type { Medicine } from '../../../../src/shared/pad/medicine';
import { directionsOf } from '../../../../src/shared/pad/medicine-line';

const base: Medicine = {
  localId: '00000000-0000-4000-8000-0000000000aa',
  name: 'Telma 40',
  form: 'tablet',
  frequency: { kind: 'pattern', pattern: '1-0-0' },
  duration: { value: 5, unit: 'days' },
};

describe('the duration field takes an open course', () => {
  it('"till review" replaces the duration with the open course, and says it in words', () => {
    const next = setMedicineField(base, 'duration', 'till review');
    expect(next.duration).toBeUndefined();
    expect(next.course).toBe('till-review');
    expect(next.typed).toBeUndefined();
    expect(medicineFieldText(next, 'duration')).toBe('till review');
    expect(medicineFieldWords(next, 'duration')).toBe('until review');
    expect(directionsOf(next)).toBe('1 tablet in the morning, until review');
  });

  it('a number typed again replaces the open course', () => {
    const open = setMedicineField(base, 'duration', 'continue');
    expect(open.course).toBe('continue');
    const again = setMedicineField(open, 'duration', '10 days');
    expect(again.course).toBeUndefined();
    expect(again.duration).toEqual({ value: 10, unit: 'days' });
  });

  it('a slip is kept as typed and the course stays out of the way', () => {
    const slip = setMedicineField({ ...base, course: 'continue' }, 'duration', '5 fortnights');
    expect(slip.course).toBeUndefined();
    expect(slip.typed?.duration).toBe('5 fortnights');
  });
});
