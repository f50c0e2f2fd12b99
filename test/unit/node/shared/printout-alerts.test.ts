import { describe, expect, it } from 'vitest';
import type { Allergy, PatientAlerts } from '../../../../src/shared/patient-alerts';
import {
  allergyText,
  conditionText,
  printoutAlerts,
} from '../../../../src/shared/printout/printout-alerts';
import { printoutHtml } from '../../../../src/shared/printout/printout-html';
import { samplePrintout } from '../../../integration/printout/printout-fixture';

const allergy = (extra: Partial<Allergy>): Allergy => ({
  id: 'a',
  substance: 'Penicillin',
  category: 'drug',
  severity: 'unknown',
  type: 'allergy',
  recordedAt: '2026-11-26T10:00:00+05:30',
  ...extra,
});

const alerts = (extra: Partial<PatientAlerts>): PatientAlerts => ({
  allergyStatus: 'not-asked',
  allergies: [],
  conditions: [],
  ...extra,
});

describe('the allergy line in words', () => {
  it('says each allergy with what is known of it, and nothing for what is not', () => {
    expect(allergyText(allergy({ reaction: 'rash', severity: 'severe' }))).toBe(
      'Penicillin (rash, severe)',
    );
    expect(allergyText(allergy({}))).toBe('Penicillin');
    expect(allergyText(allergy({ severity: 'moderate' }))).toBe('Penicillin (moderate)');
    expect(allergyText(allergy({ reaction: '  ' }))).toBe('Penicillin');
    expect(
      allergyText(
        allergy({
          substance: 'Lactose',
          type: 'intolerance',
          reaction: 'bloating',
          severity: 'mild',
        }),
      ),
    ).toBe('Lactose (intolerance, bloating, mild)');
  });

  it('tells "not recorded" from "no known drug allergies", and lists recorded ones', () => {
    expect(printoutAlerts(alerts({}))).toEqual({
      allergies: 'Allergies: not recorded',
      severe: false,
    });
    expect(printoutAlerts(alerts({ allergyStatus: 'none-known' }))).toEqual({
      allergies: 'NKDA: no known drug allergies',
      severe: false,
    });
    expect(
      printoutAlerts(
        alerts({
          allergyStatus: 'recorded',
          allergies: [
            allergy({ reaction: 'rash', severity: 'severe' }),
            allergy({ id: 'b', substance: 'Peanuts', category: 'food', severity: 'mild' }),
          ],
        }),
      ),
    ).toEqual({ allergies: 'Allergies: Penicillin (rash, severe); Peanuts (mild)', severe: true });
    expect(
      printoutAlerts(alerts({ allergyStatus: 'recorded', allergies: [allergy({})] })).severe,
    ).toBe(false);
  });

  it('adds the chronic conditions when there are any', () => {
    const conditions = [
      { id: 'c1', name: 'Hypertension', note: 'since 2019', recordedAt: '2026-11-26T10:00:00Z' },
      { id: 'c2', name: 'Asthma', recordedAt: '2026-11-26T10:00:00Z' },
    ];
    expect(conditionText(conditions[0]!)).toBe('Hypertension (since 2019)');
    expect(printoutAlerts(alerts({ conditions })).conditions).toBe(
      'Chronic conditions: Hypertension (since 2019); Asthma',
    );
  });
});

describe('the allergy line on the printout', () => {
  it('sits under the patient, a severe one in bold, the conditions after it', () => {
    const html = printoutHtml(samplePrintout('A4'));
    const visit = html.indexOf('<div class="visit">');
    const line = html.indexOf(
      '<p class="alerts alerts--severe"><strong>Allergies: Penicillin (rash, severe)</strong></p>',
    );
    const conditions = html.indexOf('<p class="alerts">Chronic conditions: Asthma</p>');
    const firstSection = html.indexOf('<section');
    expect(visit).toBeGreaterThan(-1);
    expect(line).toBeGreaterThan(visit);
    expect(conditions).toBeGreaterThan(line);
    expect(firstSection).toBeGreaterThan(conditions);
  });

  it('prints "not recorded" when nobody asked, and what was typed as text, never as markup', () => {
    const input = samplePrintout('A4');
    input.alerts = printoutAlerts(alerts({}));
    expect(printoutHtml(input)).toContain('<p class="alerts">Allergies: not recorded</p>');
    input.alerts = printoutAlerts(
      alerts({ allergyStatus: 'recorded', allergies: [allergy({ substance: '<b>Sulfa</b>' })] }),
    );
    const html = printoutHtml(input);
    expect(html).toContain('Allergies: &lt;b&gt;Sulfa&lt;/b&gt;');
    expect(html).not.toContain('<b>Sulfa');
  });
});
