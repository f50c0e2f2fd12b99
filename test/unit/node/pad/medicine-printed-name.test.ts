import { describe, expect, it } from 'vitest';
import { printedName, type MedicineLine } from '../../../../src/shared/pad/medicine-line';

const line = (fields: Partial<MedicineLine>): MedicineLine => ({ name: 'X', ...fields });

describe('the medicine column as printed (NMC: generic names in capitals)', () => {
  it.each([
    // A brand with its generic: the generic in capitals, the brand beside it.
    [
      { name: 'Dolo 650', genericName: 'Paracetamol', form: 'tablet' },
      'Tab. PARACETAMOL (Dolo 650)',
    ],
    [
      { name: 'Dolo 650', genericName: 'Paracetamol', form: 'tablet', strength: '650 mg' },
      'Tab. PARACETAMOL 650 mg (Dolo 650)',
    ],
    [
      { name: 'Lantus', genericName: 'Insulin glargine', form: 'injection' },
      'Inj. INSULIN GLARGINE (Lantus)',
    ],
    // A product named by its generic: no brackets, the form word said once, the strength kept.
    [
      { name: 'Paracetamol 650 mg Tablet', genericName: 'Paracetamol', form: 'tablet' },
      'Tab. PARACETAMOL 650 mg',
    ],
    [
      { name: 'Cetirizine 10 mg Tablets', genericName: 'Cetirizine', form: 'tablet' },
      'Tab. CETIRIZINE 10 mg',
    ],
    [{ name: 'paracetamol', genericName: 'Paracetamol', form: 'tablet' }, 'Tab. PARACETAMOL'],
    [
      {
        name: 'Amoxicillin 500 mg',
        genericName: 'Amoxicillin',
        form: 'capsule',
        strength: '500 mg',
      },
      'Cap. AMOXICILLIN 500 mg',
    ],
    // "Paracetamolx" is not a product named by the generic "Paracetamol".
    [
      { name: 'Paracetamolx', genericName: 'Paracetamol', form: 'tablet' },
      'Tab. PARACETAMOL (Paracetamolx)',
    ],
    // No generic known: the name as typed, never capitalised into a generic.
    [{ name: 'Dolo 650', form: 'tablet' }, 'Tab. Dolo 650'],
    [{ name: 'Calpol', form: 'syrup', strength: '250 mg/5 ml' }, 'Syp. Calpol 250 mg/5 ml'],
    [{ name: 'ORS' }, 'ORS'],
    [{ name: 'Moxifloxacin', form: 'eye drops' }, 'Eye drops Moxifloxacin'],
    [{ name: 'Something', form: 'granules' }, 'granules Something'],
  ] as const)('%o prints "%s"', (fields, printed) => {
    expect(printedName(line(fields))).toBe(printed);
  });
});
