import { describe, expect, it } from 'vitest';
import { scribeSuggestions } from '../../../../src/shared/scribe/suggestions';
import { VISIT, bundle, category, concept, only } from './build';

/*
 * The mapping of what used to become notes: allergies, medical history,
 * ruled-out items, advised procedures, and a diagnosis that is not confirmed. Hand-made resources
 * in the published structure; the published bundle itself is in suggestions.test.ts.
 */

const allergy = (fields: object) => ({
  resourceType: 'AllergyIntolerance',
  code: concept('Penicillin'),
  ...fields,
});

describe('allergies', () => {
  it('take substance, category, type, reaction and severity from the resource', () => {
    expect(
      only(
        allergy({
          category: ['medication'],
          type: 'allergy',
          code: concept('Amoxicillin', 'b-123', 'https://www.eka.care/mdb'),
          reaction: [
            { manifestation: [concept('Urticaria')], severity: 'severe', description: 'at 10' },
          ],
        }),
      ),
    ).toEqual({
      kind: 'allergy',
      substance: 'Amoxicillin',
      category: 'drug',
      type: 'allergy',
      reaction: 'Urticaria; at 10',
      severity: 'severe',
      drugId: 'b-123',
    });
  });

  it('an intolerance stays an intolerance; a type its name contradicts is asked, not chosen', () => {
    expect(
      only(allergy({ category: ['food'], type: 'intolerance', code: concept('Lactose') })),
    ).toMatchObject({ kind: 'allergy', type: 'intolerance', category: 'food' });
    // No type said: the words decide when they say it, else allergy (the cautious reading).
    expect(only(allergy({ code: concept('Gluten intolerance') }))).toMatchObject({
      type: 'intolerance',
    });
    expect(only(allergy({}))).toMatchObject({ type: 'allergy' });
    const asked = only(allergy({ type: 'intolerance', code: concept('Sulfa allergy') }));
    expect(asked).toMatchObject({
      kind: 'allergy',
      typeQuestion: "The scribe's record says intolerance, but its name says allergy: which is it?",
    });
    expect(asked).not.toHaveProperty('type');
  });

  it('a category not said is kept as other and says so; biologic and environment map', () => {
    expect(only(allergy({}))).toMatchObject({ category: 'other', categoryNotSaid: true });
    expect(only(allergy({ category: ['biologic'] }))).toMatchObject({ category: 'other' });
    expect(only(allergy({ category: ['biologic'] }))).not.toHaveProperty('categoryNotSaid');
    expect(only(allergy({ category: ['environment'] }))).toMatchObject({
      category: 'environment',
    });
    // A drug id only from the platform's drug database, and only for a medication.
    expect(
      only(
        allergy({ category: ['food'], code: concept('Egg', 'x-1', 'https://www.eka.care/mdb') }),
      ),
    ).not.toHaveProperty('drugId');
  });

  it('refuted, resolved or inactive: not a current allergy, so a note', () => {
    for (const fields of [
      { verificationStatus: concept('refuted', 'refuted') },
      { verificationStatus: concept('entered-in-error', 'entered-in-error') },
      { clinicalStatus: concept('resolved', 'resolved') },
      { clinicalStatus: concept('inactive', 'inactive') },
    ]) {
      expect(only(allergy(fields))).toMatchObject({
        kind: 'note',
        section: 'Allergies (not current)',
      });
    }
  });

  it('a reaction longer than the alerts keep (200) is a note beside the allergy, not cut', () => {
    const fits = 'r'.repeat(200);
    expect(only(allergy({ note: [{ text: fits }] }))).toMatchObject({ reaction: fits });
    const long = 'r'.repeat(201);
    const [first, second, ...rest] = scribeSuggestions(
      bundle(allergy({ note: [{ text: long }] })),
      { visitDate: VISIT },
    );
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ kind: 'allergy', substance: 'Penicillin' });
    expect(first).not.toHaveProperty('reaction');
    expect(second).toMatchObject({ kind: 'note', text: `Penicillin: ${long}` });
  });
});

describe('conditions', () => {
  const condition = (fields: object) => ({
    resourceType: 'Condition',
    code: concept('Type 2 diabetes', 'd-2'),
    ...fields,
  });

  it('problem-list items and history categories are the patient’s medical history', () => {
    expect(
      only(
        condition({
          category: category('problem-list-item'),
          clinicalStatus: concept('inactive'),
          onsetDateTime: '2019-04-01',
          note: [{ text: 'on metformin' }],
        }),
      ),
    ).toEqual({
      kind: 'history',
      name: 'Type 2 diabetes',
      platformId: 'd-2',
      note: 'inactive; since 2019-04-01; on metformin',
    });
    expect(only(condition({ category: category('medical-history') }))).toMatchObject({
      kind: 'history',
    });
  });

  it('a condition the record lists under a history section is history; under family history it is not', () => {
    const listed = (title: string) =>
      scribeSuggestions(
        bundle(condition({ id: 'c1' }), {
          resourceType: 'Composition',
          section: [{ title, entry: [{ reference: 'Condition/c1' }] }],
        }),
      ).map(({ id: _id, ...rest }) => rest);
    expect(listed('Medical History')).toEqual([
      { kind: 'history', name: 'Type 2 diabetes', platformId: 'd-2' },
    ]);
    expect(listed('Family history')).toEqual([
      { kind: 'note', section: 'Conditions', text: 'Type 2 diabetes' },
    ]);
  });

  it('the scribe’s history key outside the structure gives history items', () => {
    const read = (data: object) => scribeSuggestions(data).map(({ id: _id, ...rest }) => rest);
    expect(read({ medical_history: ['Hypertension', 'Asthma'] })).toEqual([
      { kind: 'history', name: 'Hypertension' },
      { kind: 'history', name: 'Asthma' },
    ]);
    expect(read({ family_history: 'Father: diabetes' })).toEqual([
      { kind: 'note', section: 'Family history', text: 'Father: diabetes' },
    ]);
  });

  it('refuted is ruled out, whatever its category; entered in error is a note', () => {
    expect(
      only(
        condition({
          category: category('encounter-diagnosis'),
          verificationStatus: concept('refuted', 'refuted'),
          note: [{ text: 'NS1 negative' }],
        }),
      ),
    ).toEqual({
      kind: 'ruled-out',
      name: 'Type 2 diabetes',
      platformId: 'd-2',
      note: 'NS1 negative',
    });
    expect(
      only(condition({ verificationStatus: concept('entered-in-error', 'entered-in-error') })),
    ).toMatchObject({ kind: 'note' });
  });

  it('a diagnosis not confirmed stays provisional or differential', () => {
    const diagnosis = (status: string) =>
      only(
        condition({
          category: category('encounter-diagnosis'),
          code: concept('Dengue fever'),
          verificationStatus: concept(status, status),
        }),
      );
    for (const status of ['provisional', 'unconfirmed', 'suspected']) {
      expect(diagnosis(status)).toEqual({
        kind: 'diagnosis',
        name: 'Dengue fever',
        verification: 'provisional',
      });
    }
    expect(diagnosis('differential')).toMatchObject({ verification: 'differential' });
    expect(diagnosis('confirmed')).not.toHaveProperty('verification');
  });
});

describe('procedures', () => {
  it('a requested surgical procedure is advised, with its day when said', () => {
    expect(
      only({
        resourceType: 'ServiceRequest',
        category: [concept('Surgical procedure', '387713003')],
        code: concept('Diagnostic endoscopy', 'p-1'),
        occurrenceDateTime: '2026-12-03T09:00:00+05:30',
        note: [{ text: 'fasting' }],
      }),
    ).toEqual({
      kind: 'procedure',
      name: 'Diagnostic endoscopy',
      platformId: 'p-1',
      advised: true,
      date: '2026-12-03',
      note: 'fasting',
    });
    // A lab test stays an investigation ("Laboratory procedure" says procedure too).
    expect(
      only({
        resourceType: 'ServiceRequest',
        category: [concept('Laboratory procedure', '108252007')],
        code: concept('CBC'),
      }),
    ).toMatchObject({ kind: 'investigation' });
  });

  it('a Procedure done is done; planned is advised; not done is a note', () => {
    const procedure = (status: string | undefined) =>
      only({
        resourceType: 'Procedure',
        ...(status ? { status } : {}),
        code: concept('Wound dressing'),
        performedDateTime: '2026-11-26',
      });
    expect(procedure('completed')).toEqual({
      kind: 'procedure',
      name: 'Wound dressing',
      advised: false,
      date: '2026-11-26',
    });
    expect(procedure('preparation')).toMatchObject({ advised: true });
    expect(procedure('not-done')).toMatchObject({ kind: 'note', section: 'Procedure' });
    expect(procedure(undefined)).toMatchObject({ kind: 'note' });
  });
});

describe('a symptom’s Since', () => {
  const symptom = (fields: object) => ({
    resourceType: 'Observation',
    category: category('symptom'),
    code: concept('Fever'),
    ...fields,
  });

  it('from its start date, its duration, or the words "since 3 days"', () => {
    expect(only(symptom({ effectiveDateTime: '2026-11-23' }))).toMatchObject({
      since: { text: '3 days', value: 3, unit: 'Day' },
    });
    expect(only(symptom({ valueQuantity: { value: 2, unit: 'weeks' } }))).toMatchObject({
      since: { text: '2 weeks', value: 2, unit: 'Week' },
    });
    expect(only(symptom({ note: [{ text: 'high grade, since 3 days' }] }))).toMatchObject({
      since: { value: 3, unit: 'Day' },
      note: 'high grade, since 3 days',
    });
    expect(only(symptom({ valueString: 'for the last 2 months' }))).toMatchObject({
      since: { value: 2, unit: 'Month' },
    });
    expect(only(symptom({ note: [{ text: 'on and off' }] }))).not.toHaveProperty('since');
  });
});
