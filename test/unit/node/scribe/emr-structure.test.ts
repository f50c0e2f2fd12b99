import { describe, expect, it } from 'vitest';
import { readEmrStructure } from '../../../../src/shared/scribe/emr-structure';
import { fhirBundleExample, legacyValueExample, voiceApiEmrData } from './published-emr';

describe('reading the published EMR structure', () => {
  it('reads every entry of the published FHIR bundle example, of every kind', () => {
    const bundle = fhirBundleExample() as { entry: { resource: { resourceType: string } }[] };
    const structure = readEmrStructure(bundle);
    expect(structure.format).toBe('fhir-bundle');
    expect(structure.extras).toEqual([]);
    expect(structure.resources.map((r) => r.resourceType)).toEqual(
      bundle.entry.map((entry) => entry.resource.resourceType),
    );
    const medicine = structure.resources.find((r) => r.resourceType === 'MedicationRequest');
    expect(medicine?.dosageInstruction?.[0]?.timing?.repeat?.duration).toBe(10);
    expect(medicine?.dosageInstruction?.[0]?.additionalInstruction?.[0]?.coding?.[0]?.display).toBe(
      '1-0-0',
    );
  });

  it('reads the deprecated v3 value, its medicines in the same shape', () => {
    const structure = readEmrStructure(legacyValueExample());
    expect(structure.format).toBe('eka-prescription');
    expect(structure.resources).toHaveLength(1);
    // `language` is about the record, not an item of it: not kept as an extra.
    expect(structure.extras).toEqual([]);
    expect(structure.resources[0]?.medicationCodeableConcept?.coding?.[0]?.display).toBe('dolo');
    expect(structure.resources[0]?.dosageInstruction?.[0]?.timing?.repeat?.frequency).toBe(3);
  });

  it('reads the same value base64-encoded, as the v3 API sent it, and as JSON text', () => {
    const json = JSON.stringify(legacyValueExample());
    const base64 = Buffer.from(json, 'utf8').toString('base64');
    expect(readEmrStructure(base64)).toEqual(readEmrStructure(legacyValueExample()));
    expect(readEmrStructure(json)).toEqual(readEmrStructure(legacyValueExample()));
  });

  it('keeps the voice API example (`chief_complaint`) as extras rather than dropping it', () => {
    const examples = voiceApiEmrData();
    expect(examples.length).toBeGreaterThan(0);
    for (const data of examples) {
      const structure = readEmrStructure(data);
      expect(structure.format).toBe('other');
      expect(structure.extras).toContainEqual({
        title: 'chief_complaint',
        value: 'cough and fever',
      });
    }
  });

  it('keeps entries of kinds it does not know, with their raw JSON', () => {
    const raw = {
      resourceType: 'RiskAssessment',
      id: 'r1',
      prediction: [{ outcome: { text: 'x' } }],
    };
    const structure = readEmrStructure({ resourceType: 'Bundle', entry: [{ resource: raw }] });
    expect(structure.resources).toHaveLength(1);
    expect(structure.resources[0]?.resourceType).toBe('RiskAssessment');
    expect(structure.resources[0]?.raw).toEqual(raw);
  });

  it('reads a field of the wrong type as absent, without failing the entry or its neighbours', () => {
    const structure = readEmrStructure({
      resourceType: 'Bundle',
      entry: [
        {
          resource: {
            resourceType: 'Observation',
            code: { coding: 'not a list', text: 'Cough' },
            note: [{ text: 'dry' }, 42, { text: 7 }],
            valueQuantity: { value: '3' },
          },
        },
        { resource: { resourceType: 'CarePlan', description: 'Rest', status: null } },
      ],
    });
    expect(structure.resources).toHaveLength(2);
    const [observation] = structure.resources;
    expect(observation?.code).toEqual({ coding: undefined, text: 'Cough' });
    expect(observation?.note).toEqual([{ text: 'dry' }, { text: undefined }]);
    expect(observation?.valueQuantity?.value).toBeUndefined();
  });

  it('keeps a bundle entry without a resource, and anything that is not an object', () => {
    const structure = readEmrStructure({
      resourceType: 'Bundle',
      entry: [{ fullUrl: 'x' }, 'odd'],
    });
    expect(structure.resources).toEqual([]);
    expect(structure.extras).toEqual([
      { title: 'Bundle entry', value: { fullUrl: 'x' } },
      { title: 'Bundle entry', value: 'odd' },
    ]);
    expect(readEmrStructure('just words, not JSON or base64!').extras).toEqual([
      { title: 'Result', value: 'just words, not JSON or base64!' },
    ]);
    expect(readEmrStructure(null)).toEqual({ format: 'other', resources: [], extras: [] });
  });
});
