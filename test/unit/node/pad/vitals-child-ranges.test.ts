import { describe, expect, it } from 'vitest';
import { VITALS, checkVitalInput, flagFor, getVital } from '../../../../src/shared/pad/vitals';
import {
  CHILD_BANDS,
  childRangeFor,
  type AgeEdge,
  type ChildBand,
} from '../../../../src/shared/pad/vitals-child-ranges';
import {
  RANGE_WORDS,
  flagOptionsFor,
  patientAgeOn,
  rangeHint,
  type FlagOptions,
} from '../../../../src/shared/pad/vitals-flags';
import { decimalPlacesOf } from '../../../../src/shared/pad/vitals-decimal';

/** The visit day every age below is counted to. */
const VISIT = '2025-06-15';

/** The day `days` days, or `months` monthly anniversaries, before the visit. */
function before(edge: AgeEdge): string {
  const date = new Date(`${VISIT}T00:00:00Z`);
  if ('days' in edge) date.setUTCDate(date.getUTCDate() - edge.days);
  else date.setUTCMonth(date.getUTCMonth() - edge.months);
  return date.toISOString().slice(0, 10);
}

const dayAfter = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** Flag options of a child born on `birth`, seen on the visit day (as the consultation sets them). */
const bornOn = (birth: string): FlagOptions =>
  flagOptionsFor(patientAgeOn(birth, undefined, VISIT));

/** The first day of a band's ages, and the last (the day before the next band). */
function firstDay(band: ChildBand): FlagOptions {
  return bornOn(band.from === undefined ? VISIT : before(band.from));
}
function lastDay(band: ChildBand): FlagOptions {
  return bornOn(dayAfter(before(band.to ?? { months: 18 * 12 })));
}

const stepOf = (vitalId: string) => 10 ** -(getVital(vitalId)?.decimals ?? 0);
/** A value as typed: at most the vital's decimals, no trailing zeros after the point. */
const text = (vitalId: string, value: number) =>
  String(Number(value.toFixed(getVital(vitalId)?.decimals ?? 0)));

const label = (band: ChildBand) =>
  `${band.vitalId}, ${band.whose}: ${band.range.low ?? '–'} to ${band.range.high ?? '–'}`;

describe('a child is judged against the band of their age', () => {
  it.each(CHILD_BANDS.map((band) => [label(band), band] as const))(
    '%s: just inside and just outside each edge',
    (_name, band) => {
      const { low, high } = band.range;
      const unit = getVital(band.vitalId)?.unitLabel ?? '';
      const step = stepOf(band.vitalId);
      for (const options of [firstDay(band), lastDay(band)]) {
        expect(
          childRangeFor(band.vitalId, { days: options.ageDays, months: options.ageMonths }),
        ).toEqual({ kind: 'band', band });
        const flagAt = (value: number) => {
          const check = checkVitalInput(band.vitalId, text(band.vitalId, value), options);
          if (!check.ok || check.empty) throw new Error(`${value} was refused`);
          return check.flag;
        };
        if (low !== null) {
          expect(flagAt(low)).toBeUndefined();
          expect(flagAt(low - step)).toMatchObject({
            level: 'low',
            words: expect.stringMatching(
              new RegExp(`^Below the range for ${escape(band.whose)} \\(`),
            ) as unknown,
          });
        }
        if (high !== null) {
          expect(flagAt(high)).toBeUndefined();
          expect(flagAt(high + step)).toMatchObject({
            level: 'high',
            words: expect.stringMatching(
              new RegExp(`^Above the range for ${escape(band.whose)} \\(`),
            ) as unknown,
          });
        }
      }
      // The day before the band starts belongs to another band (or none): never this one.
      if (band.from !== undefined) {
        const earlier = bornOn(dayAfter(before(band.from)));
        expect(
          childRangeFor(band.vitalId, { days: earlier.ageDays, months: earlier.ageMonths }),
        ).not.toEqual({ kind: 'band', band });
      }
      expect(unit).not.toBe('');
    },
  );

  it('says whose range it is, with the range and unit', () => {
    const three = { ageYears: 3 };
    expect(flagFor('pulse', 200, three)?.words).toBe(
      'Above the range for children 3–5 years (80–120 bpm)',
    );
    expect(flagFor('bp-systolic', 84, { ageYears: 8 })?.words).toBe(
      'Below the range for children 6–9 years (97–115 mmHg)',
    );
    expect(flagFor('temperature-c', 36.2, bornOn(before({ days: 10 })))?.words).toBe(
      'Below the range for newborns (under 28 days) (36.5–37.5 °C)',
    );
  });

  it('flags the issue’s 3-year-old: 103 °F, SpO2 85 %, respiratory rate 60, pulse 200', () => {
    const three = { ageYears: 3 };
    expect(flagFor('temperature-f', 103, three)?.level).toBe('high');
    expect(flagFor('spo2', 85, three)?.level).toBe('low');
    expect(flagFor('respiratory-rate', 60, three)?.level).toBe('high');
    expect(flagFor('pulse', 200, three)?.level).toBe('high');
    // And an 8-year-old's adult-normal pulse of 65 is low for the age.
    expect(flagFor('pulse', 65, { ageYears: 8 })?.level).toBe('low');
  });

  it('asks for the date of birth rather than guess between newborn and infant (age 0 years)', () => {
    const baby = { ageYears: 0 };
    expect(flagFor('pulse', 250, baby)).toBeUndefined();
    expect(rangeHint(getVital('pulse')!, baby)).toBe(RANGE_WORDS.ageNeeded);
    // Respiratory rate has one band under 1 year: it needs no days.
    expect(flagFor('respiratory-rate', 60, baby)?.words).toBe(
      'Above the range for babies under 1 year (30–53 /min)',
    );
    // With the date of birth, the band is known.
    expect(flagFor('pulse', 195, bornOn(before({ days: 10 })))).toBeUndefined();
    expect(flagFor('pulse', 195, bornOn(before({ months: 3 })))?.level).toBe('high');
  });

  it('never shows a child an adult range: a band, or why there is none', () => {
    const child = { ageYears: 8, sex: 'male' as const };
    for (const vital of VITALS) {
      const hint = rangeHint(vital, child);
      if (hint === undefined) {
        expect(vital.adultNormal, vital.id).toBeNull();
        expect(vital.adultNormalBySex, vital.id).toBeUndefined();
        continue;
      }
      expect(
        hint.endsWith('(children 6–11 years)') ||
          hint.endsWith('(children 6–9 years)') ||
          hint.endsWith('(children 6–17 years)') ||
          hint.endsWith('(children 1 month–17 years)') ||
          hint === RANGE_WORDS.adultOnly,
        `${vital.id}: ${hint}`,
      ).toBe(true);
    }
    // BMI, waist and glucose have no child band here: not flagged against adults' cut-offs.
    expect(flagFor('bmi', 30, child)).toBeUndefined();
    expect(flagFor('waist-circumference', 95, child)).toBeUndefined();
  });

  it('keeps the adult ranges for adults, and when the age is not known', () => {
    expect(rangeHint(getVital('pulse')!, { ageYears: 40 })).toBe('normal 60–100');
    expect(rangeHint(getVital('pulse')!, {})).toBe('normal 60–100');
    expect(flagFor('pulse', 101, { ageYears: 18 })?.words).toBe(
      'Above the adult range (60–100 bpm)',
    );
    expect(flagFor('pulse', 101, { ageYears: 17 })?.words).toBe(
      'Above the range for adolescents 12–17 years (60–100 bpm)',
    );
  });
});

describe('the table of bands', () => {
  it('names known vitals, lies within what each accepts, with the vital’s decimals', () => {
    for (const band of CHILD_BANDS) {
      const vital = getVital(band.vitalId);
      expect(vital, band.vitalId).toBeDefined();
      for (const bound of [band.range.low, band.range.high]) {
        if (bound === null || vital === undefined) continue;
        expect(bound).toBeGreaterThanOrEqual(vital.accept.min);
        expect(bound).toBeLessThanOrEqual(vital.accept.max);
        expect(decimalPlacesOf(bound)).toBeLessThanOrEqual(vital.decimals);
      }
      expect(band.source.title.length).toBeGreaterThan(10);
      expect(band.source.url).toMatch(/^https:\/\//);
    }
  });

  it('covers every day from birth to 18 years, once, for each vital it has', () => {
    const ids = [...new Set(CHILD_BANDS.map((band) => band.vitalId))];
    expect(ids.sort()).toEqual(
      [
        'bp-diastolic',
        'bp-systolic',
        'pulse',
        'respiratory-rate',
        'spo2',
        'temperature-c',
        'temperature-f',
      ].sort(),
    );
    // Each vital's bands follow one another: birth to the first edge, edge to edge, to 18 years.
    for (const id of ids) {
      const bands = CHILD_BANDS.filter((band) => band.vitalId === id);
      expect(bands[0]?.from, id).toBeUndefined();
      expect(bands.at(-1)?.to, id).toBeUndefined();
      bands.slice(1).forEach((band, index) => expect(band.from, id).toEqual(bands[index]?.to));
    }
    // And every fortnight from birth to 18 years, with the date of birth known, finds a band.
    for (let days = 0; days < 18 * 365; days += 15) {
      const age = patientAgeOn(before({ days }), undefined, VISIT);
      for (const id of ids) {
        const found = childRangeFor(id, { days: age.ageDays, months: age.ageMonths });
        expect(found.kind, `${id} at ${days} days`).toBe('band');
      }
    }
  });
});

/** A string for a RegExp, its special characters escaped. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
