import { describe, expect, it } from 'vitest';
import catalogueFile from '../../../../resources/vitals/catalogue.json';
import {
  VITALS,
  VITAL_PANELS,
  VitalsCatalogueError,
  getVital,
  panelOf,
  parseVitalsCatalogue,
  requireVital,
  unitAlternatives,
} from '../../../../src/shared/pad/vitals';
import { loincCheckDigitValid } from '../../../../src/shared/pad/vitals-catalogue';

/**
 * docs/clinical-conventions.md, "Vitals", as the catalogue must carry it: [id, LOINC, UCUM, decimals,
 * accept min, accept max, adult low, adult high]. Where the catalogue departs from the table on
 * purpose, the reason is beside the row.
 */
const REFERENCE: [string, string, string, number, number, number, number | null, number | null][] =
  [
    // Physiological hard limits (BP to 300/200, pulse to 300, 25-46 °C / 77-115 °F,
    // weight 0.3-400 kg with 3 decimals) and 0 refused where it cannot be a living reading (the
    // smallest value accepted is 1); adult respiratory rate 12-20 (was 12-30).
    ['bp-systolic', '8480-6', 'mm[Hg]', 0, 1, 300, 90, 120],
    ['bp-diastolic', '8462-4', 'mm[Hg]', 0, 1, 200, 60, 80],
    ['pulse', '8867-4', '/min', 0, 1, 300, 60, 100],
    // Two decimals, not the table's one: the issue's own example keeps 98.40 as typed.
    ['temperature-f', '8310-5', '[degF]', 2, 77, 115, 95, 99.5],
    ['temperature-c', '8310-5', 'Cel', 2, 25, 46, 35, 37.5],
    ['respiratory-rate', '9279-1', '/min', 0, 1, 100, 12, 20],
    ['spo2', '2708-6', '%', 0, 1, 100, 95, null],
    ['height', '8302-2', 'cm', 1, 10, 272, null, null],
    // Three decimals: a newborn's 3.250 kg is kept as weighed.
    ['weight', '29463-7', 'kg', 3, 0.3, 400, null, null],
    // 18.5 (underweight) is WHO's; 22.9 is the top of normal under the Asian-Indian cut-offs.
    ['bmi', '39156-5', 'kg/m2', 1, 5, 130, 18.5, 22.9],
    ['head-circumference', '9843-4', 'cm', 1, 20, 70, null, null],
    ['waist-circumference', '8280-0', 'cm', 1, 30, 250, null, null],
    ['hip-circumference', '62409-8', 'cm', 1, 40, 200, null, null],
    // ">= 200 high" with one decimal is "above 199.9".
    ['capillary-blood-glucose', '41653-7', 'mg/dL', 1, 10, 600, 70, 199.9],
  ];

describe('the vitals catalogue', () => {
  it('loads, with unique ids, and every vital the issue names', () => {
    const ids = VITALS.map((vital) => vital.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(REFERENCE.map(([id]) => id)));
    expect(parseVitalsCatalogue(catalogueFile).vitals).toHaveLength(VITALS.length);
  });

  it.each(REFERENCE)(
    '%s carries the reference codes and ranges',
    (id, loinc, ucum, decimals, min, max, low, high) => {
      const vital = requireVital(id);
      expect(vital.loinc.code).toBe(loinc);
      expect(vital.loinc.display.length).toBeGreaterThan(0);
      expect(vital.ucum).toBe(ucum);
      expect(vital.unitLabel.length).toBeGreaterThan(0);
      expect(vital.decimals).toBe(decimals);
      expect(vital.accept).toEqual({ min, max });
      expect(vital.adultNormal?.low ?? null).toBe(low);
      expect(vital.adultNormal?.high ?? null).toBe(high);
    },
  );

  it('keeps every adult range inside the accepted range', () => {
    for (const vital of VITALS) {
      const ranges = [
        vital.adultNormal,
        vital.adultNormalBySex?.male,
        vital.adultNormalBySex?.female,
      ];
      for (const range of ranges) {
        if (!range) continue;
        for (const bound of [range.low, range.high]) {
          if (bound === null) continue;
          expect(bound, vital.id).toBeGreaterThanOrEqual(vital.accept.min);
          expect(bound, vital.id).toBeLessThanOrEqual(vital.accept.max);
        }
      }
    }
  });

  it('shows units as people write them and stores UCUM codes', () => {
    const shown = Object.fromEntries(VITALS.map((vital) => [vital.id, vital.unitLabel]));
    expect(shown).toMatchObject({
      'bp-systolic': 'mmHg',
      pulse: 'bpm',
      'temperature-f': '°F',
      'temperature-c': '°C',
      spo2: '%',
      height: 'cm',
      weight: 'kg',
      bmi: 'kg/m²',
      'capillary-blood-glucose': 'mg/dL',
    });
  });

  it('has Capillary Blood Glucose and Hip Circumference taking decimals (the contract)', () => {
    expect(requireVital('capillary-blood-glucose').decimals).toBeGreaterThan(0);
    expect(requireVital('hip-circumference').decimals).toBeGreaterThan(0);
    expect(requireVital('capillary-blood-glucose').category).toBe('laboratory');
    expect(requireVital('hip-circumference').otherCodes).toContainEqual(
      expect.objectContaining({ system: 'http://snomed.info/sct', code: '284472007' }),
    );
  });

  it('marks BMI, and only BMI, calculated from height and weight', () => {
    expect(VITALS.filter((vital) => vital.calculated !== false).map((v) => v.id)).toEqual(['bmi']);
    expect(requireVital('bmi').calculated).toEqual({
      formula: 'bmi',
      inputs: { height: 'height', weight: 'weight' },
    });
  });

  it('holds systolic and diastolic as components of the blood-pressure panel 85354-9', () => {
    expect(VITAL_PANELS).toHaveLength(1);
    expect(panelOf('bp-systolic')?.loinc.code).toBe('85354-9');
    expect(panelOf('bp-diastolic')?.components).toEqual(['bp-systolic', 'bp-diastolic']);
    expect(panelOf('pulse')).toBeUndefined();
    expect(VITALS.filter((v) => v.category === 'vital-signs')).toHaveLength(VITALS.length - 1);
  });

  it('keeps °F and °C as two units of one measure (LOINC 8310-5)', () => {
    expect(unitAlternatives('temperature-f').map((v) => v.id)).toEqual(['temperature-c']);
    expect(unitAlternatives('temperature-c').map((v) => v.id)).toEqual(['temperature-f']);
    expect(unitAlternatives('pulse')).toEqual([]);
    expect(getVital('nope')).toBeUndefined();
    expect(() => requireVital('nope')).toThrow('Unknown vital: nope');
  });

  it('checks LOINC check digits', () => {
    for (const code of ['8480-6', '8867-4', '85354-9', '41653-7', '62409-8', '59408-5']) {
      expect(loincCheckDigitValid(code), code).toBe(true);
    }
    expect(loincCheckDigitValid('8480-5')).toBe(false);
    expect(loincCheckDigitValid('8480')).toBe(false);
    expect(loincCheckDigitValid('x8480-6')).toBe(false);
  });
});

type CatalogueFile = typeof catalogueFile;
type Vital = CatalogueFile['vitals'][number];

function entry(file: CatalogueFile, id: string): Vital {
  const found = file.vitals.find((vital) => vital.id === id);
  if (found === undefined) throw new Error(`no ${id} in the catalogue`);
  return found;
}

/** The shipped catalogue with one change. */
function broken(change: (file: CatalogueFile) => void): unknown {
  const file = structuredClone(catalogueFile);
  change(file);
  return file;
}

describe('a corrupted catalogue', () => {
  it.each<[string, (file: CatalogueFile) => void, string]>([
    [
      'a LOINC code with a wrong check digit',
      (file) => {
        entry(file, 'pulse').loinc.code = '8867-5';
      },
      '"pulse" loinc.code: is not a LOINC code',
    ],
    [
      'mmHg instead of the UCUM code',
      (file) => {
        entry(file, 'bp-systolic').ucum = 'mmHg';
      },
      '"bp-systolic" ucum: "mmHg" is not UCUM; use "mm[Hg]"',
    ],
    [
      'a duplicate id',
      (file) => {
        entry(file, 'pulse').id = 'spo2';
      },
      'duplicate id spo2',
    ],
    [
      'an adult range outside the accepted range',
      (file) => {
        entry(file, 'pulse').adultNormal = { low: 60, high: 320 };
      },
      '"pulse" adultNormal.high: must lie within accept (1-300)',
    ],
    [
      'accept min above max',
      (file) => {
        entry(file, 'height').accept = { min: 300, max: 10 };
      },
      '"height" accept: min must be below max',
    ],
    [
      'a negative accept min',
      (file) => {
        entry(file, 'temperature-c').accept.min = -5;
      },
      '"temperature-c" accept.min: negative values are never accepted',
    ],
    [
      'a bound finer than the decimals',
      (file) => {
        entry(file, 'pulse').adultNormal = { low: 60.5, high: 100 };
      },
      '"pulse" adultNormal.low: has more decimals',
    ],
    [
      'decimals that are not a whole number',
      (file) => {
        entry(file, 'weight').decimals = 1.5;
      },
      '"weight" decimals',
    ],
    [
      'a missing field',
      (file) => {
        Reflect.deleteProperty(entry(file, 'spo2'), 'unitLabel');
      },
      '"spo2" unitLabel',
    ],
    [
      'an unknown field',
      (file) => {
        Object.assign(entry(file, 'spo2'), { colour: 'red' });
      },
      'colour',
    ],
    [
      'an example the vital refuses',
      (file) => {
        entry(file, 'pulse').example = '72.5';
      },
      '"pulse" example: must be a value the vital accepts',
    ],
    [
      'BMI reading a vital that does not exist',
      (file) => {
        entry(file, 'bmi').calculated = {
          formula: 'bmi',
          inputs: { height: 'stature', weight: 'weight' },
        };
      },
      '"bmi" calculated.inputs.height: unknown vital stature',
    ],
    [
      'BMI reading a height that is not in cm',
      (file) => {
        entry(file, 'height').ucum = 'm';
      },
      '"bmi" calculated.inputs.height: height must be in cm',
    ],
    [
      'two vitals with one LOINC code and one unit',
      (file) => {
        entry(file, 'temperature-c').ucum = '[degF]';
      },
      '"temperature-c" ucum: same LOINC code and unit as temperature-f',
    ],
    [
      'a panel naming an unknown vital',
      (file) => {
        const [panel] = file.panels;
        if (panel) panel.components = ['bp-systolic', 'bp-mean'];
      },
      'panels[0] "blood-pressure" components: unknown vital bp-mean',
    ],
    [
      'a SNOMED code with a wrong check digit',
      (file) => {
        const [code] = entry(file, 'hip-circumference').otherCodes ?? [];
        if (code) code.code = '284472008';
      },
      '"hip-circumference" otherCodes.0.code',
    ],
  ])('is refused: %s', (_case, change, mentions) => {
    const raw = broken(change);
    expect(() => parseVitalsCatalogue(raw)).toThrow(VitalsCatalogueError);
    expect(() => parseVitalsCatalogue(raw)).toThrow(mentions);
  });

  it('lists every problem, not only the first', () => {
    const raw = broken((file) => {
      entry(file, 'pulse').loinc.code = '8867-5';
      entry(file, 'spo2').ucum = 'bpm';
    });
    try {
      parseVitalsCatalogue(raw);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(VitalsCatalogueError);
      const { problems, message } = error as VitalsCatalogueError;
      expect(problems).toHaveLength(2);
      expect(message).toMatch(/^The vitals catalogue is invalid:\n- vitals\[2\] "pulse"/);
    }
  });

  it('is refused when it is not a catalogue at all', () => {
    expect(() => parseVitalsCatalogue(null)).toThrow(VitalsCatalogueError);
    expect(() => parseVitalsCatalogue({ vitals: [] })).toThrow('vitals');
  });
});
