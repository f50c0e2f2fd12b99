import { describe, expect, it } from 'vitest';
import { checkPrescription, openWarnings } from '../../../../src/shared/checks/check-prescription';
import { allergy, line, ofRule, withAllergies } from './fixtures';

/*
 * The case of the issue: an 8-year-old, 26 kg, with a penicillin allergy, prescribed
 * Paracetamol 650 mg 1-0-1, amoxicillin, Pan 40 and injectable ondansetron. Each line is warned in
 * words with its reason and source; an override clears exactly the warning it was given for.
 */

describe('an 8-year-old of 26 kg with a penicillin allergy', () => {
  const child = withAllergies([allergy('Penicillin', { reaction: 'rash' })], {
    ageYears: 8,
    weightKg: 26,
    sex: 'male',
  });
  const paracetamol = line('Tab Paracetamol 650 mg 1-0-1 x 3 days');
  const amoxicillin = line('Syp Amoxicillin 250 mg/5 ml 5 ml TDS x 5 days');
  const pan = line('Tab Pan 40 1-0-0 before food x 5 days');
  const ondansetron = line('Inj Ondansetron 4 mg IV STAT');
  const warnings = checkPrescription(child, [paracetamol, amoxicillin, pan, ondansetron]);

  it('warns Paracetamol 650 mg per kg', () => {
    const [perKg] = ofRule(warnings, 'child-dose').filter(
      (w) => w.medicineIds[0] === paracetamol.localId,
    );
    expect(perKg).toMatchObject({
      level: 'avoid',
      words:
        'Paracetamol: 650 mg a dose (25 mg/kg) is more than 15 mg/kg a dose (390 mg for 26 kg, at most 1000 mg).',
    });
    expect(perKg?.source.url).toMatch(/^https:\/\//);
    expect(
      ofRule(warnings, 'adult-strength').filter((w) => w.medicineIds[0] === paracetamol.localId),
    ).toHaveLength(1);
  });

  it('warns amoxicillin for the penicillin allergy', () => {
    expect(ofRule(warnings, 'allergy')).toEqual([
      expect.objectContaining({
        level: 'avoid',
        medicineIds: [amoxicillin.localId],
        words: 'Amoxicillin is a penicillin; allergy recorded: Penicillin (rash).',
      }),
    ]);
  });

  it('flags Pan 40 as an adult-strength tablet', () => {
    expect(
      ofRule(warnings, 'adult-strength')
        .filter((w) => w.medicineIds[0] === pan.localId)
        .map((w) => w.words),
    ).toEqual([
      'Pan 40 (pantoprazole) is an adult-strength tablet (pantoprazole 40 mg); its label gives it from 12 years.',
    ]);
  });

  it('checks the injectable ondansetron against 0.15 mg/kg', () => {
    expect(
      ofRule(warnings, 'child-dose')
        .filter((w) => w.medicineIds[0] === ondansetron.localId)
        .map((w) => w.words),
    ).toEqual([
      'Ondansetron: 4 mg a dose (0.154 mg/kg) is more than 0.15 mg/kg a dose (3.9 mg for 26 kg, at most 16 mg).',
    ]);
  });

  it('keeps amoxicillin within the per-kg dose (only the allergy is said)', () => {
    expect(
      ofRule(warnings, 'child-dose').filter((w) => w.medicineIds[0] === amoxicillin.localId),
    ).toEqual([]);
  });

  it('clears a warning once overridden, and asks again when the line changes', () => {
    const allergyWarning = ofRule(warnings, 'allergy')[0]!;
    const override = {
      warningId: allergyWarning.id,
      words: allergyWarning.words,
      reason: 'Tolerated amoxicillin last year',
      at: '2026-11-28T10:00:00.000+05:30',
    };
    expect(openWarnings(warnings, [override]).map((w) => w.id)).not.toContain(allergyWarning.id);
    const changed = { ...amoxicillin, dose: { value: '6', unit: 'ml' } };
    const again = checkPrescription(child, [paracetamol, changed, pan, ondansetron]);
    expect(openWarnings(again, [override]).some((w) => w.rule === 'allergy')).toBe(true);
  });

  it('puts no patient name in any warning (the patient given to the checks has none)', () => {
    expect(Object.keys(child)).not.toContain('name');
    for (const warning of warnings) expect(warning.words).not.toMatch(/\bmale\b|\b8 years\b/);
  });
});
