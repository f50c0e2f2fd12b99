import { describe, expect, it } from 'vitest';
import {
  duplicateMedicineIds,
  duplicateMedicines,
  normaliseMedicineName,
} from '../../../../src/shared/pad/medicine-duplicates';
import type { Medicine } from '../../../../src/shared/pad/medicine';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const med = (n: number, name: string, drugId?: string): Medicine => ({
  localId: uuid(n),
  name,
  ...(drugId === undefined ? {} : { drugId }),
});

describe('a medicine entered twice', () => {
  it('is found by the same drug id, whatever the names', () => {
    const list = [
      med(1, 'Dolo 650', 'drug-pcm'),
      med(2, 'Cetirizine'),
      med(3, 'Paracetamol 650', 'drug-pcm'),
    ];
    expect(duplicateMedicines(list)).toEqual([[uuid(1), uuid(3)]]);
  });

  it('is found by the same name once case, spaces and punctuation are set aside', () => {
    expect(normaliseMedicineName('  PARACETAMOL   650.')).toBe('paracetamol 650');
    const list = [med(1, 'paracetamol 650'), med(2, 'PARACETAMOL  650.', 'drug-pcm')];
    expect(duplicateMedicines(list)).toEqual([[uuid(1), uuid(2)]]);
  });

  it('joins entries linked through a name on one side and an id on the other', () => {
    const list = [
      med(1, 'Pan 40', 'drug-panto'),
      med(2, 'Pantoprazole 40', 'drug-panto'),
      med(3, 'pantoprazole 40'),
    ];
    expect(duplicateMedicines(list)).toEqual([[uuid(1), uuid(2), uuid(3)]]);
    expect(duplicateMedicineIds(list)).toEqual(new Set([uuid(1), uuid(2), uuid(3)]));
  });

  it('flags nothing when every medicine differs (different strengths differ)', () => {
    const list = [
      med(1, 'Paracetamol 500'),
      med(2, 'Paracetamol 650'),
      med(3, 'Cetirizine 10', 'a'),
    ];
    expect(duplicateMedicines(list)).toEqual([]);
    expect(duplicateMedicines([])).toEqual([]);
  });
});
