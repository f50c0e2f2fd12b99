import { describe, expect, it } from 'vitest';
import {
  NO_ALERTS,
  PatientAlertsSchema,
  type Allergy,
  type PatientAlerts,
} from '../../../../src/shared/patient-alerts';
import {
  ALERTS_MAX,
  ALLERGIES_FULL,
  CONDITIONS_FULL,
  applyToAlerts,
  type AlertOptions,
} from '../../../../src/shared/scribe/apply-alert';
import type { ScribeSuggestion } from '../../../../src/shared/scribe/suggestion-types';

let n = 0;
const options: AlertOptions = {
  newId: () => `alert-${(n += 1)}`,
  now: '2026-11-26T05:00:00.000Z',
};
const banana: Extract<ScribeSuggestion, { kind: 'allergy' }> = {
  id: 'a1',
  kind: 'allergy',
  substance: 'Banana intolerance',
  category: 'food',
  typeQuestion: "The scribe's record says allergy, but its name says intolerance: which is it?",
  reaction: 'Causes itching; criticality high',
  severity: 'unknown',
};
const penicillin: Extract<ScribeSuggestion, { kind: 'allergy' }> = {
  id: 'a2',
  kind: 'allergy',
  substance: 'Penicillin',
  category: 'drug',
  type: 'allergy',
  severity: 'severe',
  drugId: 'drug-9',
};
const allergy = (substance: string): Allergy => ({
  id: substance,
  substance,
  category: 'other',
  severity: 'unknown',
  type: 'allergy',
  recordedAt: '2026-01-01T00:00:00.000Z',
});

describe('an accepted allergy in the patient’s alerts', () => {
  it('makes "not asked" and "no known drug allergies" recorded', () => {
    for (const allergyStatus of ['not-asked', 'none-known'] as const) {
      const applied = applyToAlerts({ ...NO_ALERTS, allergyStatus }, penicillin, options);
      expect(applied).toMatchObject({ ok: true, added: true });
      if (!applied.ok) return;
      expect(applied.alerts.allergyStatus).toBe('recorded');
      expect(applied.alerts.allergies).toEqual([
        {
          id: expect.any(String) as unknown,
          substance: 'Penicillin',
          category: 'drug',
          drug: { id: 'drug-9' },
          severity: 'severe',
          type: 'allergy',
          recordedAt: '2026-11-26T05:00:00.000Z',
        },
      ]);
      expect(PatientAlertsSchema.safeParse(applied.alerts).success).toBe(true);
    }
  });

  it('asks allergy or intolerance when the record and its words disagree; the answer is kept', () => {
    expect(applyToAlerts(NO_ALERTS, banana, options)).toEqual({
      ok: false,
      reason: banana.typeQuestion,
    });
    const applied = applyToAlerts(NO_ALERTS, banana, { ...options, allergyType: 'intolerance' });
    expect(applied.ok && applied.alerts.allergies[0]).toMatchObject({
      substance: 'Banana intolerance',
      type: 'intolerance',
      category: 'food',
      reaction: 'Causes itching; criticality high',
    });
  });

  it('an edited name is the doctor’s, without the scribe’s drug id', () => {
    const applied = applyToAlerts(NO_ALERTS, penicillin, { ...options, text: 'Amoxicillin' });
    expect(applied.ok && applied.alerts.allergies[0]).toMatchObject({ substance: 'Amoxicillin' });
    expect(applied.ok && applied.alerts.allergies[0]).not.toHaveProperty('drug');
  });

  it('is not written twice (same substance, any case); the 50th is kept, the 51st refused in words', () => {
    const has: PatientAlerts = {
      ...NO_ALERTS,
      allergyStatus: 'recorded',
      allergies: [allergy('penicillin')],
    };
    expect(applyToAlerts(has, penicillin, options)).toEqual({
      ok: true,
      alerts: has,
      added: false,
    });
    const many = (count: number): PatientAlerts => ({
      ...NO_ALERTS,
      allergyStatus: 'recorded',
      allergies: Array.from({ length: count }, (_, i) => allergy(`substance ${i}`)),
    });
    const last = applyToAlerts(many(ALERTS_MAX - 1), penicillin, options);
    expect(last.ok && last.alerts.allergies).toHaveLength(ALERTS_MAX);
    expect(applyToAlerts(many(ALERTS_MAX), penicillin, options)).toEqual({
      ok: false,
      reason: ALLERGIES_FULL,
    });
  });
});

describe('an accepted history item in the patient’s conditions', () => {
  const history: ScribeSuggestion = {
    id: 'h1',
    kind: 'history',
    name: 'Gastric issue',
    platformId: 'c-1',
    note: 'since 2019',
  };
  it('joins the conditions once, with its id and note; the 51st is refused in words', () => {
    const applied = applyToAlerts(NO_ALERTS, history, options);
    expect(applied.ok && applied.alerts).toMatchObject({
      allergyStatus: 'not-asked',
      conditions: [{ name: 'Gastric issue', platformId: 'c-1', note: 'since 2019' }],
    });
    if (!applied.ok) return;
    expect(applyToAlerts(applied.alerts, history, options)).toMatchObject({ added: false });
    const full: PatientAlerts = {
      ...NO_ALERTS,
      conditions: Array.from({ length: ALERTS_MAX }, (_, i) => ({
        id: `c${i}`,
        name: `Condition ${i}`,
        recordedAt: '2026-01-01T00:00:00.000Z',
      })),
    };
    expect(applyToAlerts(full, history, options)).toEqual({ ok: false, reason: CONDITIONS_FULL });
  });

  it('edited words longer than the alerts keep are refused in words, at the edge', () => {
    expect(applyToAlerts(NO_ALERTS, history, { ...options, text: 'x'.repeat(200) }).ok).toBe(true);
    expect(applyToAlerts(NO_ALERTS, history, { ...options, text: 'x'.repeat(201) })).toEqual({
      ok: false,
      reason: 'These words are longer than the alerts keep (200 characters): shorten them.',
    });
  });
});
