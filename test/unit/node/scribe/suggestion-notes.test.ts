import { describe, expect, it } from 'vitest';
import { ORIGINAL_TEXT_URL, scribeSuggestions } from '../../../../src/shared/scribe/suggestions';
import { bundle, category, concept, only } from './build';

describe('notes and evidence', () => {
  it('an entry of a kind the pad does not know becomes a note under its type', () => {
    expect(
      only({ resourceType: 'FamilyMemberHistory', note: [{ text: 'Father: diabetes' }] }),
    ).toEqual({
      kind: 'note',
      section: 'Family history',
      text: 'Father: diabetes',
    });
    expect(only({ resourceType: 'RiskAssessment', description: 'Low risk' })).toEqual({
      kind: 'note',
      section: 'RiskAssessment',
      text: 'Low risk',
    });
    expect(
      scribeSuggestions(bundle({ resourceType: 'Composition', title: 'Prescription' })),
    ).toEqual([]);
  });

  it('a vital sign with nothing readable is still kept, as a note', () => {
    expect(only({ resourceType: 'Observation', category: category('vital-signs') })).toEqual({
      kind: 'note',
      section: 'vital-signs',
      text: '{"resourceType":"Observation","category":[{"coding":[{"display":"vital-signs","code":"vital-signs"}]}]}',
    });
  });

  it('a care plan is advice when it is a plan or says it is advice; a proposal is a clinical note', () => {
    expect(only({ resourceType: 'CarePlan', intent: 'plan', description: 'Rest' })).toEqual({
      kind: 'advice',
      text: 'Rest',
    });
    expect(
      only({
        resourceType: 'CarePlan',
        category: [concept('Medical advice', '386464006')],
        title: 'Rest',
      }),
    ).toEqual({ kind: 'advice', text: 'Rest' });
    expect(
      only({ resourceType: 'CarePlan', intent: 'proposal', description: 'Seen with mother' }),
    ).toEqual({
      kind: 'note',
      section: 'Clinical note',
      text: 'Seen with mother',
    });
  });

  it('a refuted diagnosis is not suggested as a diagnosis: it is ruled out', () => {
    expect(
      only({
        resourceType: 'Condition',
        category: category('encounter-diagnosis'),
        verificationStatus: concept('refuted', 'refuted'),
        code: concept('Malaria'),
      }),
    ).toEqual({ kind: 'ruled-out', name: 'Malaria' });
  });

  it('the passage an item came from, placed in the transcript when it is there', () => {
    const transcript = 'Doctor: Since when? Patient: Fever for three days, and a cough.';
    const cough = {
      resourceType: 'Observation',
      category: category('symptom'),
      code: concept('Cough'),
      extension: [{ url: ORIGINAL_TEXT_URL, valueString: 'Fever for three days, and a cough.' }],
    };
    expect(only(cough, { transcript }).evidence).toEqual({
      text: 'Fever for three days, and a cough.',
      start: 29,
      end: 63,
    });
    expect(transcript.slice(29, 63)).toBe('Fever for three days, and a cough.');
    expect(only(cough, { transcript: 'another consultation' }).evidence).toEqual({
      text: 'Fever for three days, and a cough.',
    });
    expect(only({ ...cough, extension: [] })).not.toHaveProperty('evidence');
  });
});
