import { describe, expect, it } from 'vitest';
import { checkPrescription } from '../../../../src/shared/checks/check-prescription';
import { allergy, details, med, ofRule, patient, withAllergies } from './fixtures';

const tablet = (name: string) => med({ name, form: 'tablet' });
const allergyWarnings = (
  allergies: Parameters<typeof withAllergies>[0],
  lines: ReturnType<typeof med>[],
) => ofRule(checkPrescription(withAllergies(allergies, { ageYears: 40 }), lines), 'allergy');

describe('drug allergy', () => {
  it('warns "avoid" for the same generic, read from the picked drug', () => {
    const recorded = allergy('Mox', {
      drug: { genericName: 'Amoxicillin Trihydrate' },
      reaction: 'hives',
    });
    const line = tablet('Amoxicillin 500');
    const [warning] = allergyWarnings([recorded], [line]);
    expect(warning).toMatchObject({
      level: 'avoid',
      medicineIds: [line.localId],
      words: 'Amoxicillin 500 gives amoxicillin; allergy recorded: Mox (hives).',
    });
  });

  it('reads a brand written as the substance ("Augmentin" is amoxicillin and clavulanic acid)', () => {
    const warnings = allergyWarnings(
      [allergy('Augmentin', { reaction: 'rash' })],
      [med({ name: 'Mox 500', form: 'capsule' })],
    );
    expect(warnings.map((w) => w.words)).toEqual([
      'Mox 500 gives amoxicillin; allergy recorded: Augmentin (rash).',
    ]);
  });

  it('warns by class: a penicillin for a recorded penicillin allergy', () => {
    const [warning] = allergyWarnings(
      [allergy('Penicillin', { reaction: 'rash' })],
      [tablet('Cloxacillin')],
    );
    expect(warning).toMatchObject({
      level: 'avoid',
      words: 'Cloxacillin is a penicillin; allergy recorded: Penicillin (rash).',
    });
    expect(warning?.source.url).toMatch(/^https:\/\/dailymed\.nlm\.nih\.gov\//);
  });

  it('reads a class from the platform’s action class and from everyday words', () => {
    const byActionClass = allergy('Some antibiotic', { drug: { actionClass: 'Macrolides' } });
    expect(details(allergyWarnings([byActionClass], [tablet('Azithromycin')]))).toEqual([
      'allergy-some-antibiotic:class:macrolides:azithromycin',
    ]);
    expect(details(allergyWarnings([allergy('Sulpha drugs')], [tablet('Co-trimoxazole')]))).toEqual(
      ['allergy-sulpha-drugs:class:sulfonamides:sulfamethoxazole'],
    );
    // Aceclofenac is not in the generic table (no public label found): not reached, as the About page says.
    expect(
      details(allergyWarnings([allergy('NSAIDs')], [tablet('Aceclofenac'), tablet('Diclofenac')])),
    ).toEqual(['allergy-nsaids:class:nsaids:diclofenac']);
  });

  it('notes penicillin to cephalosporin cross-reactivity as "caution", "avoid" after a severe reaction', () => {
    const [mild] = allergyWarnings(
      [allergy('Amoxicillin', { reaction: 'rash' })],
      [tablet('Cefixime')],
    );
    expect(mild).toMatchObject({
      level: 'caution',
      words:
        'Cefixime is a cephalosporin; allergy recorded: Amoxicillin (rash), and penicillins can cross-react.',
    });
    const [severe] = allergyWarnings(
      [allergy('Amoxicillin', { reaction: 'anaphylaxis', severity: 'severe' })],
      [tablet('Cefixime')],
    );
    expect(severe?.level).toBe('avoid');
  });

  it('notes aspirin to NSAID cross-reactions', () => {
    expect(
      allergyWarnings([allergy('Aspirin')], [tablet('Ibuprofen')]).map((w) => w.level),
    ).toEqual(['caution']);
  });

  it('warns "caution" for an intolerance', () => {
    expect(
      allergyWarnings(
        [allergy('Diclofenac', { type: 'intolerance', reaction: 'gastric upset' })],
        [tablet('Diclofenac')],
      ).map((w) => w.level),
    ).toEqual(['caution']);
  });

  it('compares a drug no table knows by its generic name or its product name', () => {
    const byGeneric = allergy('Lamictal', { drug: { genericName: 'Lamotrigine' } });
    expect(
      allergyWarnings([byGeneric], [med({ name: 'Lamitor 50', genericName: 'Lamotrigine' })]),
    ).toHaveLength(1);
    expect(
      allergyWarnings([allergy('Novaclox')], [med({ name: 'Novaclox 500', form: 'capsule' })]),
    ).toHaveLength(1);
  });

  it('checks local forms too (an eye drop can cause a reaction)', () => {
    expect(
      allergyWarnings(
        [allergy('Ciprofloxacin')],
        [med({ name: 'Ciprofloxacin', form: 'eye drops' })],
      ),
    ).toHaveLength(1);
  });

  it('leaves food allergies, "not asked" and "no known drug allergies" alone', () => {
    const food = allergy('Banana', { category: 'food' });
    expect(allergyWarnings([food], [med({ name: 'Banana', form: 'tablet' })])).toEqual([]);
    const notAsked = { allergyStatus: 'not-asked' as const, allergies: [], ageYears: 40 };
    expect(ofRule(checkPrescription(notAsked, [tablet('Amoxicillin')]), 'allergy')).toEqual([]);
    expect(
      ofRule(checkPrescription(patient({ ageYears: 40 }), [tablet('Amoxicillin')]), 'allergy'),
    ).toEqual([]);
  });

  it('does not warn for an unrelated drug', () => {
    expect(
      allergyWarnings([allergy('Penicillin')], [tablet('Azithromycin'), tablet('Paracetamol')]),
    ).toEqual([]);
  });
});
