import { describe, expect, it } from 'vitest';
import { readDose } from '../../../../src/shared/pad/medicine-input';
import {
  directionsOf,
  medicineQuestions,
  readMedicineLine,
  type MedicineLine,
} from '../../../../src/shared/pad/medicine-line';

/*
 * The five misreadings measured on the printout before the one model, each held
 * here: every one fails when the old behaviour returns (a dose multiplied by each slot, a
 * fraction split into a unit, a frequency swallowed by the dose's unit).
 */

const fields = (line: Partial<MedicineLine>): MedicineLine => ({
  name: 'Insulin glargine',
  ...line,
});
const allWords = (line: MedicineLine): string =>
  [
    directionsOf(line),
    ...medicineQuestions(line).flatMap((q) => [q.text, ...q.readings.map((r) => r.label)]),
  ].join(' | ');

describe('the misreadings that once printed', () => {
  it('insulin 8 units with 8-0-6 is never 64 units and 48 units: it is asked, 8 and 6 offered first', () => {
    const line = fields({
      form: 'injection',
      dose: { value: '8', unit: 'unit' },
      frequency: { kind: 'pattern', pattern: '8-0-6' },
    });
    expect(allWords(line)).not.toMatch(/\b64\b|\b48\b/);
    const [question] = medicineQuestions(line);
    expect(question?.readings[0]?.label).toBe('8 units in the morning and 6 units at night');
    expect(directionsOf(question!.readings[0]!.medicine)).toBe(
      '8 units in the morning and 6 units at night',
    );
    const typed = readMedicineLine('Inj Insulin Glargine 8 units 8-0-6');
    expect(typed.ok).toBe(false);
  });

  it('1 injection with 8-0-6 is never 8 injections and 6 injections', () => {
    const line = fields({
      form: 'injection',
      dose: { value: '1', unit: 'injection' },
      frequency: { kind: 'pattern', pattern: '8-0-6' },
    });
    expect(allWords(line)).not.toMatch(/8 injections|6 injections/);
    const noUnit = fields({ form: 'injection', frequency: { kind: 'pattern', pattern: '8-0-6' } });
    expect(directionsOf(noUnit)).toMatch(/^Not settled: /);
    expect(allWords(noUnit)).not.toMatch(/\b8 in the morning/);
  });

  it('2 tablets with 2-0-2 is 2 tablets each time, never 4', () => {
    const line = readMedicineLine('Tab Dolo 650 2 tabs 2-0-2');
    expect(line.ok && directionsOf(line.line)).toBe('2 tablets, morning and night');
    expect(
      allWords(
        fields({
          name: 'Dolo 650',
          form: 'tablet',
          dose: { value: '2', unit: 'tablet' },
          frequency: { kind: 'pattern', pattern: '2-0-2' },
        }),
      ),
    ).not.toMatch(/4 tablets/);
  });

  it('1 1/2 tab is one and a half tablets, never the unit "1/2 tab"', () => {
    expect(readDose('1 1/2 tab')).toEqual({ ok: true, value: { value: '1.5', unit: 'tablet' } });
    const line = readMedicineLine('Tab X 1 1/2 tab 1-0-2');
    expect(line.ok).toBe(false);
    if (!line.ok) {
      expect(line.line?.dose).toEqual({ value: '1.5', unit: 'tablet' });
      expect(line.readings.map((r) => r.label)).toEqual([
        '1 tablet in the morning and 2 tablets at night',
        '1½ tablets, morning and night',
      ]);
    }
    expect(readMedicineLine('Tab X 1 1/2 tab 1-0-1').ok).toBe(true);
  });

  it('a frequency typed in the dose field is refused, never kept as the unit "ml TDS"', () => {
    for (const typed of ['5 ml TDS', '2 puffs BD', '1 tab 1-0-1']) {
      const read = readDose(typed);
      expect(read.ok, typed).toBe(false);
    }
    const line = readMedicineLine('Syp Ambroxol 5 ml TDS');
    expect(line.ok && line.line.dose).toEqual({ value: '5', unit: 'ml' });
    expect(line.ok && directionsOf(line.line)).toBe('5 ml, morning, afternoon and night');
  });

  it('a taper is one medicine with steps, never two medicines taken together', () => {
    const line = readMedicineLine('Tab Prednisolone 40 mg OD x 3 days, then 30 mg OD x 3 days');
    expect(line.ok && line.line.then).toHaveLength(1);
    expect(line.ok && directionsOf(line.line)).toBe(
      '40 mg in the morning for 3 days, then 30 mg in the morning for 3 days',
    );
  });
});
