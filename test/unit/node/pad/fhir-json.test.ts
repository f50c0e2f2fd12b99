import type { Bundle, Observation } from 'fhir/r4';
import { describe, expect, it } from 'vitest';
import { bundleToJson, decimalQuantity, decimalTextOf } from '../../../../src/shared/pad/fhir-json';

const UCUM = 'http://unitsofmeasure.org';

function observationWith(text: string): Observation {
  return {
    resourceType: 'Observation',
    status: 'final',
    code: { text: 'Temperature', coding: [{ code: '8310-5', userSelected: false }] },
    valueQuantity: decimalQuantity(text, { unit: '°F', system: UCUM, code: '[degF]' }),
    note: [{ text: 'line "one"\nline\ttwo \u2028 ✓' }],
  };
}

describe('bundleToJson', () => {
  it('writes decimals as typed: trailing zeros kept', () => {
    expect(bundleToJson(observationWith('98.40'))).toContain('"value":98.40,');
    expect(bundleToJson(observationWith('100.0'))).toContain('"value":100.0,');
    expect(bundleToJson(observationWith('0.50'))).toContain('"value":0.50,');
    expect(bundleToJson(observationWith('72'))).toContain('"value":72,');
    // What it fixes:
    expect(JSON.stringify(observationWith('98.40'))).toContain('"value":98.4,');
  });

  it('is otherwise exactly JSON.stringify, compact and indented', () => {
    const obs = observationWith('98.4');
    const bundle: Bundle = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [{ fullUrl: 'urn:uuid:x', resource: obs }, { fullUrl: 'urn:uuid:y' }],
      total: 0,
    };
    const withEmpties = { ...bundle, link: [], meta: {}, id: undefined } as Bundle;
    for (const space of [0, 2, 4]) {
      expect(bundleToJson(bundle, space)).toBe(JSON.stringify(bundle, null, space));
      expect(bundleToJson(withEmpties, space)).toBe(JSON.stringify(withEmpties, null, space));
    }
  });

  it('parses back to the same resource', () => {
    const obs = observationWith('98.40');
    expect(JSON.parse(bundleToJson(obs, 2))).toEqual(obs);
  });

  it('falls back to the number when the Quantity was copied or its value changed', () => {
    const obs = observationWith('98.40');
    const copied = { ...obs, valueQuantity: { ...obs.valueQuantity } };
    expect(bundleToJson(copied)).toContain('"value":98.4,');
    expect(bundleToJson(structuredClone(obs))).toContain('"value":98.4,');
    const changed = observationWith('98.40');
    if (changed.valueQuantity) changed.valueQuantity.value = 99.1;
    expect(bundleToJson(changed)).toContain('"value":99.1,');
    expect(decimalTextOf(changed.valueQuantity ?? {})).toBeUndefined();
  });

  it('refuses to keep text that is not a plain decimal (it would be written raw)', () => {
    for (const text of ['98,4', '1e2', ' 98.4', '98.', '.5', '0x10', '98.4}', '']) {
      expect(() => decimalQuantity(text, {})).toThrow(/Not a plain decimal/);
    }
  });
});
