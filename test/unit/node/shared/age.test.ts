import { describe, expect, it } from 'vitest';
import { ageParts, platformAge } from '../../../../src/shared/age';
import { ageText } from '../../../../src/shared/patients-view';

describe('the age as the platform writes it', () => {
  it('writes adults in years, children in years and months, infants in months and days', () => {
    expect(platformAge('1997-03-02', '2026-11-26')).toBe('29 Years');
    expect(platformAge('2021-08-20', '2026-11-26')).toBe('5 Years 3 Months');
    expect(platformAge('2019-11-26', '2026-11-26')).toBe('7 Years');
    expect(platformAge('2026-03-14', '2026-11-26')).toBe('8 Months 12 Days');
    expect(platformAge('2026-03-26', '2026-11-26')).toBe('8 Months');
    expect(platformAge('2026-11-14', '2026-11-26')).toBe('12 Days');
    expect(platformAge('2025-11-26', '2026-11-26')).toBe('1 Year');
    expect(platformAge('2025-10-25', '2026-11-26')).toBe('1 Year 1 Month');
    expect(platformAge('2026-10-25', '2026-11-26')).toBe('1 Month 1 Day');
  });

  it('writes a newborn on the day of birth as 0 Days, and refuses a birth after the day', () => {
    expect(platformAge('2026-11-26', '2026-11-26')).toBe('0 Days');
    expect(platformAge('2026-11-25', '2026-11-26')).toBe('1 Day');
    expect(platformAge('2026-11-27', '2026-11-26')).toBeUndefined();
  });

  it('turns 18 on the birthday, not the day before', () => {
    expect(platformAge('2008-11-27', '2026-11-26')).toBe('17 Years 11 Months');
    expect(platformAge('2008-11-26', '2026-11-26')).toBe('18 Years');
  });

  it('writes years alone from 18 even with months over, and years and months below', () => {
    // The edge both sides, where the months would show: 18 years 3 months and 17 years 3 months.
    expect(ageParts('2008-08-26', '2026-11-26')).toEqual({ years: 18, months: 3, days: 0 });
    expect(platformAge('2008-08-26', '2026-11-26')).toBe('18 Years');
    expect(platformAge('2009-08-26', '2026-11-26')).toBe('17 Years 3 Months');
  });

  it('counts months by anniversaries clamped to the end of short months', () => {
    // Born on the 31st: the monthly anniversary in February is its last day.
    expect(ageParts('2026-01-31', '2026-02-27')).toEqual({ years: 0, months: 0, days: 27 });
    expect(ageParts('2026-01-31', '2026-02-28')).toEqual({ years: 0, months: 1, days: 0 });
    expect(ageParts('2026-01-31', '2026-03-01')).toEqual({ years: 0, months: 1, days: 1 });
    expect(ageParts('2026-01-31', '2026-03-31')).toEqual({ years: 0, months: 2, days: 0 });
    expect(ageParts('2026-01-31', '2026-04-30')).toEqual({ years: 0, months: 3, days: 0 });
    expect(platformAge('2026-01-31', '2026-03-01')).toBe('1 Month 1 Day');
    // Across a year's end.
    expect(ageParts('2025-12-15', '2026-01-14')).toEqual({ years: 0, months: 0, days: 30 });
    expect(ageParts('2025-12-15', '2026-01-15')).toEqual({ years: 0, months: 1, days: 0 });
  });

  it('handles leap years: 29 February births and February days', () => {
    expect(ageParts('2024-01-31', '2024-02-29')).toEqual({ years: 0, months: 1, days: 0 });
    expect(ageParts('2024-01-31', '2024-02-28')).toEqual({ years: 0, months: 0, days: 28 });
    expect(platformAge('2024-02-29', '2025-02-28')).toBe('1 Year');
    expect(platformAge('2024-02-29', '2025-02-27')).toBe('11 Months 29 Days');
    expect(platformAge('2024-02-29', '2028-02-29')).toBe('4 Years');
    expect(platformAge('2024-02-29', '2028-02-28')).toBe('3 Years 11 Months');
    expect(platformAge('2024-02-01', '2024-03-01')).toBe('1 Month');
    expect(ageParts('2024-02-10', '2024-03-09')).toEqual({ years: 0, months: 0, days: 28 });
  });

  it('keeps the patients view’s wording for an age alone or an unknown one', () => {
    expect(ageText(undefined, 34, '2026-11-26')).toBe('34 Years');
    expect(ageText(undefined, 1, '2026-11-26')).toBe('1 Year');
    expect(ageText(undefined, undefined, '2026-11-26')).toBe('Age not known');
    expect(ageText('2026-12-01', undefined, '2026-11-26')).toBe('Born after today');
    expect(ageText('2021-08-20', undefined, '2026-11-26')).toBe('5 Years 3 Months');
  });
});
