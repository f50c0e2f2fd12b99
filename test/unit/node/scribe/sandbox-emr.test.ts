import { beforeAll, describe, expect, it } from 'vitest';
import type { Bundle } from 'fhir/r4';
import { scriptedEmrBundle } from '../../../../src/sandbox/voice-emr';
import { readEmrStructure } from '../../../../src/shared/scribe/emr-structure';
import { validateR4 } from '../pad/fhir-validator';

describe('the sandbox’s scripted EMR result', () => {
  const bundle = scriptedEmrBundle('session-1', Date.parse('2026-11-26T05:00:00Z'));
  // The validator loads the R4 definitions once, on its first use: here, not inside a test.
  beforeAll(() => validateR4(bundle as unknown as Bundle), 120_000);

  it('is valid FHIR R4, like the platform’s published structure', () => {
    expect(validateR4(bundle as unknown as Bundle).errors).toEqual([]);
  });

  it('reads back whole: every entry a resource, nothing left over', () => {
    const structure = readEmrStructure(bundle);
    expect(structure.extras).toEqual([]);
    expect(structure.resources.map((r) => r.resourceType)).toEqual([
      'Observation',
      'Observation',
      'Observation',
      'Observation',
      'Observation',
      'Condition',
      'MedicationRequest',
      'MedicationRequest',
      'ServiceRequest',
      'CarePlan',
      'CarePlan',
      'Appointment',
      'AllergyIntolerance',
      'Condition',
      'Condition',
      'Composition',
    ]);
  });

  it('is the same for the same session, another for another', () => {
    const at = Date.parse('2026-11-26T05:00:00Z');
    expect(scriptedEmrBundle('session-1', at)).toEqual(bundle);
    expect(scriptedEmrBundle('session-2', at)).not.toEqual(bundle);
  });
});
