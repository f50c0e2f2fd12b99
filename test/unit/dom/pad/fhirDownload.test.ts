import { describe, expect, it } from 'vitest';
import { fhirFileOf } from '../../../../src/renderer/src/pad/fhirDownload';
import type { Pad } from '../../../../src/shared/pad/pad';
import type { PropertyItem } from '../../../../src/shared/properties-view';
import { makePadView } from '../fixtures';

const SINCE = 'pg-sandbox-since';
const fever: PropertyItem = {
  id: 'sym-fever',
  name: 'Fever',
  context: 'symptoms',
  groups: [{ id: SINCE, name: 'Since', kind: 'since', units: ['Day'] }],
};

function pad(over: Partial<Pad> = {}): Pad {
  return {
    ...makePadView().pad,
    patientId: 'PT-1001',
    findings: [
      {
        localId: '0b0c8c2e-5f0a-4d3e-9a51-6f1d2c3b4a50',
        id: 'sym-fever',
        name: 'Fever',
        source: 'symptom',
        properties: { [SINCE]: { value: 3, unit: 'Day' } },
      },
    ],
    vitals: [{ vitalId: 'temperature-f', value: '98.40' }],
    ...over,
  };
}

describe('the FHIR file of a finalized pad', () => {
  it('is a Bundle with the Since from the lookup and the decimals as typed, named by pad only', () => {
    const file = fhirFileOf(pad(), '2025-03-05T10:00:00.000Z', { symptoms: [fever] });
    if (!file.ok) throw new Error(file.message);
    expect(file.fileName).toBe('prescription-5c1b7e0a.fhir.json');
    expect(file.fileName).not.toContain('PT-1001');
    expect(file.json).toContain('"value":98.40');
    const bundle = JSON.parse(file.json) as { resourceType: string; entry: unknown[] };
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.entry).toHaveLength(2);
    // Since 3 days, counted back from the finalize: an effective period starting that day.
    expect(file.json).toContain('"effectivePeriod":{"start":"2025-03-02"}');
  });

  it('carries the allergies the pad was finalized with: NKDA as its own resource, "not asked" as none', () => {
    const nkda = fhirFileOf(
      pad(),
      '2025-03-05T10:00:00.000Z',
      { symptoms: [fever] },
      {
        allergyStatus: 'none-known',
        allergies: [],
        conditions: [],
      },
    );
    if (!nkda.ok) throw new Error(nkda.message);
    expect(nkda.json).toContain('"resourceType":"AllergyIntolerance"');
    expect(nkda.json).toContain('"code":"409137002"');
    const notAsked = fhirFileOf(
      pad(),
      '2025-03-05T10:00:00.000Z',
      { symptoms: [fever] },
      {
        allergyStatus: 'not-asked',
        allergies: [],
        conditions: [],
      },
    );
    if (!notAsked.ok) throw new Error(notAsked.message);
    expect(notAsked.json).not.toContain('AllergyIntolerance');
  });

  it('says why when the pad has no patient or is not finalized', () => {
    expect(fhirFileOf(pad({ patientId: undefined }), '2025-03-05T10:00:00.000Z', {})).toEqual({
      ok: false,
      message: expect.stringMatching(/no patient ID/) as unknown,
    });
    expect(fhirFileOf(pad(), undefined, {})).toEqual({
      ok: false,
      message: 'Only a finalized pad can be exported.',
    });
  });

  it('refuses a medicine that still asks what was meant, in words that quote nothing typed', () => {
    // 8 units with 8-0-6: 8 units morning and 6 at night, or 8 units each time? Never chosen here.
    const asking = pad({
      medicines: [
        {
          localId: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
          name: 'Insulin Glargine',
          form: 'injection',
          dose: { value: '8', unit: 'unit' },
          frequency: { kind: 'pattern', pattern: '8-0-6' },
        },
      ],
    });
    const file = fhirFileOf(asking, '2025-03-05T10:00:00.000Z', { symptoms: [fever] });
    expect(file).toEqual({
      ok: false,
      message: expect.stringMatching(
        /Medicine 1 still asks a question \(what was meant is not settled\): answer it on the pad, then export\./,
      ) as unknown,
    });
    expect(file.ok ? '' : file.message).not.toMatch(/insulin|8-0-6|units/i);
  });
});
