import { describe, expect, it } from 'vitest';
import {
  scribeSuggestions,
  type ScribeSuggestion,
} from '../../../../src/shared/scribe/suggestions';
import { stableId } from '../../../../src/shared/scribe/stable-id';
import { fhirBundleExample, voiceApiEmrData } from './published-emr';

const bundle = (...resources: object[]) => ({
  resourceType: 'Bundle',
  type: 'batch',
  entry: resources.map((resource) => ({ resource })),
});
const concept = (display: string, code?: string, system?: string) => ({
  coding: [{ display, ...(code ? { code } : {}), ...(system ? { system } : {}) }],
});
const category = (code: string) => [concept(code, code)];
/** The suggestions without their ids, to compare contents. */
const contents = (suggestions: ScribeSuggestion[]) =>
  suggestions.map(({ id: _id, ...rest }) => rest);

describe('the published FHIR bundle example as suggestions', () => {
  const suggestions = scribeSuggestions(fhirBundleExample());
  const ofKind = (kind: ScribeSuggestion['kind']) =>
    contents(suggestions).filter((s) => s.kind === kind);

  it('maps each kind the pad knows', () => {
    expect(ofKind('symptom')[0]).toEqual({
      kind: 'symptom',
      name: 'Abdominal pain',
      platformId: 'locale-f8a79ef309a886ba94602ec9429dd5b1',
      note: 'Intermittent',
    });
    expect(ofKind('diagnosis')).toEqual([
      {
        kind: 'diagnosis',
        name: 'Acid reflux',
        platformId: 'locale-97f95df7ab182ac40f0e48c5d1dfbbbb',
        note: 'Working diagnosis based on symptoms and examination',
        // The platform's "suspected": provisional, never exported as confirmed.
        verification: 'provisional',
      },
    ]);
    expect(ofKind('examination').map((s) => s.kind === 'examination' && s.name)).toEqual([
      'Abdominal examination',
    ]);
    // The example's "Diastolic 128 / Systolic 84": each value on its named side, never swapped,
    // and asked about before it is accepted.
    const question = 'Systolic 84 is below diastolic 128: did you mean 128/84?';
    expect(ofKind('vital')).toEqual([
      {
        kind: 'vital',
        vitalId: 'bp-diastolic',
        name: 'Diastolic Blood Pressure',
        value: '128',
        unit: 'mmHg',
        question,
      },
      {
        kind: 'vital',
        vitalId: 'bp-systolic',
        name: 'Systolic Blood Pressure',
        value: '84',
        unit: 'mmHg',
        question,
      },
      { kind: 'vital', vitalId: 'pulse', name: 'Pulse rate', value: '82', unit: 'bpm' },
      { kind: 'vital', vitalId: 'temperature-f', name: 'Temperature', value: '98.4', unit: '°F' },
      { kind: 'vital', vitalId: 'spo2', name: 'Oxygen saturation', value: '98', unit: '%' },
    ]);
    expect(ofKind('medicine')[0]).toEqual({
      kind: 'medicine',
      medicine: {
        name: 'Pantoprazole 40 mg',
        drugId: 'locale-34e44334caaf5b59d3330526f322661b',
        dose: { value: '1', unit: 'tablet' },
        frequency: { kind: 'pattern', pattern: '1-0-0' },
        timing: 'empty-stomach',
        duration: { value: 10, unit: 'days' },
        instructions: 'To reduce stomach acid',
      },
    });
    expect(ofKind('investigation').map((s) => s.kind === 'investigation' && s.name)).toEqual([
      'Complete blood count',
      'Chest X-ray PA view',
    ]);
    expect(ofKind('advice')).toEqual([
      { kind: 'advice', text: 'Follow the medication schedule strictly' },
    ]);
    expect(ofKind('follow-up')).toEqual([
      {
        kind: 'follow-up',
        date: '2025-12-15',
        afterDays: 3,
        note: 'Follow up advised in 3-5 days after test results are available',
      },
    ]);
  });

  it('maps the allergy, the history, the ruled-out item and the advised procedure to their places', () => {
    // "Banana intolerance" with `type: allergy`: the record and its name disagree, so it asks.
    expect(ofKind('allergy')).toEqual([
      {
        kind: 'allergy',
        substance: 'Banana intolerance',
        category: 'food',
        typeQuestion:
          "The scribe's record says allergy, but its name says intolerance: which is it?",
        reaction: 'Causes itching; criticality high',
        severity: 'unknown',
      },
    ]);
    expect(ofKind('history')).toEqual([
      {
        kind: 'history',
        name: 'Gastric issue',
        platformId: 'locale-37f54c55ea395e99dae2a324bd47688c',
      },
    ]);
    expect(ofKind('ruled-out')).toEqual([
      {
        kind: 'ruled-out',
        name: 'Migraine',
        platformId: 'locale-4307395708f2c5e132701afcfea5f46f',
        note: 'Occasional episodes in the past, currently not active',
      },
    ]);
    expect(ofKind('procedure')).toEqual([
      {
        kind: 'procedure',
        name: 'Diagnostic endoscopy',
        platformId: 'locale-7adcac021efc5fe6525924f9213709e4',
        advised: true,
      },
    ]);
  });

  it('keeps what has no place of its own as a note with its section', () => {
    expect(ofKind('note').map((s) => s.kind === 'note' && s.section)).toEqual(['Clinical note']);
  });

  it('gives the same ids when read again, and no id twice', () => {
    const again = scribeSuggestions(fhirBundleExample());
    expect(again.map((s) => s.id)).toEqual(suggestions.map((s) => s.id));
    expect(new Set(suggestions.map((s) => s.id)).size).toBe(suggestions.length);
    for (const s of suggestions) expect(s.id).toMatch(/^scribe-[0-9a-f]{16}$/);
  });

  it('keeps the voice API example as a note', () => {
    for (const data of voiceApiEmrData()) {
      expect(contents(scribeSuggestions(data))).toEqual([
        { kind: 'note', section: 'Chief complaint', text: 'cough and fever' },
      ]);
    }
  });
});

describe('a result in another shape', () => {
  it('keeps each field as a note titled by its key; a list of words as one note', () => {
    const data = {
      chief_complaint: 'sore throat',
      'follow-up': ['review', 'in a week'],
      empty: {},
      count: 2,
    };
    expect(contents(scribeSuggestions(data))).toEqual([
      { kind: 'note', section: 'Chief complaint', text: 'sore throat' },
      { kind: 'note', section: 'Follow up', text: 'review; in a week' },
      { kind: 'note', section: 'Count', text: '2' },
    ]);
  });
});

describe('stable ids', () => {
  const cough = {
    resourceType: 'Observation',
    id: 'o1',
    category: category('symptom'),
    code: concept('Cough'),
  };
  const fever = {
    resourceType: 'Observation',
    category: category('symptom'),
    code: concept('Fever'),
  };

  it('are fixed by their key, across versions: a pad may keep them', () => {
    expect(stableId('')).toBe('scribe-811c9dc5050c5d1f');
    expect(stableId('Observation/o1#0')).toBe('scribe-db8296a55cb043c7');
    expect(stableId('Observation/o1#0')).not.toBe(stableId('Observation/o1#1'));
  });

  it('depend on the entry, not on its place or its neighbours', () => {
    const [a] = scribeSuggestions(bundle(cough, fever));
    const b = scribeSuggestions(bundle(fever, cough)).find(
      (s) => s.kind === 'symptom' && s.name === 'Cough',
    );
    expect(b?.id).toBe(a?.id);
  });

  it('tell apart the same entry written twice, and the same text of two entries', () => {
    const ids = scribeSuggestions(bundle(cough, cough, fever, fever)).map((s) => s.id);
    expect(new Set(ids).size).toBe(4);
  });
});
