import { describe, expect, it } from 'vitest';
import { checkForFinalize } from '../../../../src/main/core/pad/pad-checks';
import { createPad } from '../../../../src/shared/pad/pad';
import { applySuggestion } from '../../../../src/shared/scribe/apply-suggestion';
import type { ScribeSuggestion } from '../../../../src/shared/scribe/suggestions';
import { concept, only } from './build';

/*
 * The scribe's medicine suggestions use the one model of a medicine line: a dose never multiplied
 * by a slot, the letters of OD kept, and a suggestion whose fields can mean two things lands on
 * the pad with the question open (how it is shown: test/unit/dom/scribe/suggestion-text.test.ts).
 */

const insulin = () =>
  only({
    resourceType: 'MedicationRequest',
    medicationCodeableConcept: concept('Insulin Actrapid'),
    dosageInstruction: [
      {
        doseAndRate: [{ doseQuantity: { value: 8, unit: 'U' } }],
        additionalInstruction: [concept('8-0-6')],
      },
    ],
  });

const asSuggestion = (content: ReturnType<typeof only>): ScribeSuggestion => ({
  id: 's1',
  ...content,
});

describe('a medicine suggestion in the one model', () => {
  it('dose 8 units with the custom frequency 8-0-6 stays dose 8 units and pattern 8-0-6 (never 64)', () => {
    const content = insulin();
    expect(content).toEqual({
      kind: 'medicine',
      medicine: {
        name: 'Insulin Actrapid',
        dose: { value: '8', unit: 'unit' },
        frequency: { kind: 'pattern', pattern: '8-0-6' },
      },
    });
  });

  it('accepted, it lands on the pad with the question open, and Finalize waits for it', () => {
    const pad = createPad({
      id: '11111111-1111-4111-8111-111111111111',
      now: new Date('2026-11-26T05:00:00Z'),
    });
    const applied = applySuggestion(pad, asSuggestion(insulin()), {
      newId: () => '00000000-0000-4000-8000-000000000001',
      day: '2026-11-26',
      origin: 'scribe',
    });
    if (!applied.ok) throw new Error(applied.reason);
    expect(applied.pad.medicines[0]).toMatchObject({
      dose: { value: '8', unit: 'unit' },
      frequency: { kind: 'pattern', pattern: '8-0-6' },
    });
    const checked = checkForFinalize(applied.pad);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.problems).toEqual({
      'medicines.00000000-0000-4000-8000-000000000001.question':
        'The dose says 8 units and the frequency says 8-0-6. Is it 8 units in the morning and 6 units at night?',
    });
  });

  it('OD said by the scribe keeps its letters (for an eye medicine it can mean the right eye)', () => {
    const content = only({
      resourceType: 'MedicationRequest',
      medicationCodeableConcept: concept('Moxifloxacin eye drops'),
      dosageInstruction: [
        {
          doseAndRate: [{ doseQuantity: { value: 1, unit: 'drop' } }],
          additionalInstruction: [concept('OD')],
          route: concept('Eye'),
        },
      ],
    });
    expect(content.kind === 'medicine' && content.medicine.frequency).toEqual({
      kind: 'pattern',
      pattern: '1-0-0',
      shorthand: 'OD',
    });
  });
});
