import { describe, expect, it } from 'vitest';
import {
  scribeSuggestions,
  type ScribeSuggestion,
} from '../../../../src/shared/scribe/suggestions';
import { suggestionText } from '../../../../src/renderer/src/scribe/suggestionText';

/*
 * How a scribe's medicine suggestion is shown: as the printout says it (printedName, then
 * directionsOf), and, where its fields can mean two things, the question it asks instead of a
 * reading chosen for the doctor.
 */

const concept = (display: string) => ({ coding: [{ display }] });

function suggestionOf(name: string, dosage: object): ScribeSuggestion {
  const [only, ...more] = scribeSuggestions(
    {
      resourceType: 'Bundle',
      entry: [
        {
          resource: {
            resourceType: 'MedicationRequest',
            medicationCodeableConcept: concept(name),
            dosageInstruction: [dosage],
          },
        },
      ],
    },
    { visitDate: '2026-11-26' },
  );
  expect(more).toEqual([]);
  return only!;
}

describe('a medicine suggestion, in words', () => {
  it('8 units with 8-0-6 asks (never 64 or 48 units)', () => {
    const text = suggestionText(
      suggestionOf('Insulin Actrapid', {
        doseAndRate: [{ doseQuantity: { value: 8, unit: 'U' } }],
        additionalInstruction: [concept('8-0-6')],
      }),
    );
    expect(text).toBe(
      'Insulin Actrapid — asks: The dose says 8 units and the frequency says 8-0-6. Is it 8 units in the morning and 6 units at night?',
    );
    expect(text).not.toMatch(/64|48/);
  });

  it('a settled one as the printout says it: 2 tablets with 2-0-2 is 2 tablets each time, never 4', () => {
    expect(
      suggestionText(
        suggestionOf('Dolo 650', {
          doseAndRate: [{ doseQuantity: { value: 2, unit: 'tablet' } }],
          additionalInstruction: [concept('2-0-2')],
          timing: { repeat: { duration: 3, durationUnit: 'd' } },
        }),
      ),
    ).toBe('Dolo 650 — 2 tablets, morning and night, for 3 days');
  });

  it('OD for an eye medicine asks: once a day or the right eye', () => {
    expect(
      suggestionText(
        suggestionOf('Moxifloxacin eye drops', {
          doseAndRate: [{ doseQuantity: { value: 1, unit: 'drop' } }],
          additionalInstruction: [concept('OD')],
          route: concept('Eye'),
        }),
      ),
    ).toMatch(/^Moxifloxacin eye drops — asks: OD can mean once a day or the right eye/);
  });
});
