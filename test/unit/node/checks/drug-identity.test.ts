import { describe, expect, it } from 'vitest';
import { identify } from '../../../../src/shared/checks/drug-identity';
import { parseStrength } from '../../../../src/shared/checks/drug-strength';
import { line, med, STRING_CONTAINING } from './fixtures';

const generics = (m: Parameters<typeof identify>[0]) =>
  identify(m)?.ingredients.map((i) => i.generic);

describe('a line read as generic ingredients', () => {
  it('reads the generic name, salts and pharmacopoeia words set aside', () => {
    expect(
      generics(med({ name: 'Pan 40', genericName: 'Pantoprazole Sodium Sesquihydrate IP' })),
    ).toEqual(['pantoprazole']);
    expect(
      generics(med({ name: 'X', genericName: 'Amoxicillin + Potassium Clavulanate' })),
    ).toEqual(['amoxicillin', 'clavulanic acid']);
    expect(generics(med({ name: 'X', genericName: 'Atorvastatin Calcium' }))).toEqual([
      'atorvastatin',
    ]);
    expect(generics(med({ name: 'X', genericName: 'Calcium Carbonate + Vitamin D3' }))).toEqual([
      'calcium carbonate',
      'vitamin d',
    ]);
    expect(generics(med({ name: 'X', genericName: 'Acetaminophen' }))).toEqual(['paracetamol']);
    expect(generics(med({ name: 'X', genericName: 'Cotrimoxazole' }))).toEqual([
      'sulfamethoxazole',
      'trimethoprim',
    ]);
  });

  it('keeps a generic it does not know by its words (compared by name, never guessed)', () => {
    const identity = identify(med({ name: 'Lamictal', genericName: 'Lamotrigine' }));
    expect(identity?.ingredients).toEqual([{ generic: 'lamotrigine', known: false }]);
  });

  it('reads a brand of the table with the strength its number names', () => {
    expect(identify(line('Tab Dolo 650 1-0-1'))).toMatchObject({
      ingredients: [{ generic: 'paracetamol' }],
      strength: { amounts: [650] },
      via: 'brand',
    });
    expect(identify(line('Tab Pan 40 1-0-0'))?.strength).toEqual({ amounts: [40] });
    expect(generics(med({ name: 'Pan-D', form: 'capsule' }))).toEqual([
      'pantoprazole',
      'domperidone',
    ]);
    expect(identify(line('Tab Augmentin 625 Duo 1-0-1'))?.strength).toEqual({
      amounts: [500, 125],
    });
    expect(
      identify(med({ name: 'Asthalin inhaler', dose: { value: '2', unit: 'puff' } })),
    ).toMatchObject({ strength: { amounts: [0.1] }, route: 'inhaled' });
    expect(identify(med({ name: 'Meftal-P', form: 'suspension' }))?.strength).toEqual({
      amounts: [100],
      perMl: 5,
    });
  });

  it('does not read a number the brand table does not list, nor a variant it does not know', () => {
    expect(identify(line('Tab Dolo 500 1-0-1'))).toMatchObject({
      ingredients: [{ generic: 'paracetamol' }],
      strengthMissing: STRING_CONTAINING('dolo 500'),
    });
    expect(identify(med({ name: 'Crocin Cold & Flu', form: 'tablet' }))).toBeUndefined();
    expect(identify(med({ name: 'Zzyxal 5', form: 'tablet' }))).toBeUndefined();
  });

  it('reads the strength field, and a combination sold under one total', () => {
    expect(identify(line('Syp Calpol 250 mg/5 ml 5 ml TDS'))?.strength).toEqual({
      amounts: [250],
      perMl: 5,
    });
    const augmentin = line('Syp Augmentin 228.5 mg/5 ml 5 ml BD');
    expect(identify(augmentin)?.strength).toEqual({ amounts: [200, 28.5], perMl: 5 });
    const unknownTotal = med({ name: 'Augmentin', form: 'syrup', strength: '300 mg/5 ml' });
    expect(identify(unknownTotal)?.strengthMissing).toContain(
      'does not say how much of each ingredient',
    );
  });

  it('reads a number after one generic as mg on a tablet only', () => {
    expect(identify(med({ name: 'Amoxicillin 500', form: 'capsule' }))?.strength).toEqual({
      amounts: [500],
    });
    expect(identify(med({ name: 'Paracetamol 125', form: 'syrup' }))?.strengthMissing).toBe(
      'the strength is not written',
    );
  });

  it('tells local forms from those taken into the body', () => {
    expect(identify(med({ name: 'Ciprofloxacin', form: 'eye drops' }))?.systemic).toBe(false);
    expect(identify(med({ name: 'Diclofenac', form: 'gel' }))?.systemic).toBe(false);
    expect(identify(med({ name: 'Ondansetron', form: 'injection' }))?.route).toBe('injection');
    expect(identify(med({ name: 'Paracetamol' }))?.route).toBe('oral');
  });
});

describe('a strength as written', () => {
  it.each([
    ['650 mg', { amounts: [650] }],
    ['1 g', { amounts: [1000] }],
    ['100 mcg', { amounts: [0.1] }],
    ['250 mg/5 ml', { amounts: [250], perMl: 5 }],
    ['2 mg/ml', { amounts: [2], perMl: 1 }],
    ['500 mg + 125 mg', { amounts: [500, 125] }],
    ['500/125 mg', { amounts: [500, 125] }],
    ['200 mg + 28.5 mg/5 ml', { amounts: [200, 28.5], perMl: 5 }],
  ])('reads "%s"', (text, expected) => {
    expect(parseStrength(text)).toEqual(expected);
  });

  it.each(['0.5%', '60,000 IU', '1:1000', 'strong'])('does not read "%s"', (text) => {
    expect(parseStrength(text)).toBeUndefined();
  });
});
