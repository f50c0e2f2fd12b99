import type { ExaminationFinding } from '../../../../src/shared/pad/finding';
import type { Procedure } from '../../../../src/shared/pad/procedure';

/** Freezes a value and everything in it, so a writer that mutates its input throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export const FINDING_ID = '0b0c8c2e-5f0a-4d3e-9a51-6f1d2c3b4a50';
export const PROCEDURE_ID = '7e3d2a1b-8c9d-4e0f-a1b2-c3d4e5f60718';
export const PAD_ID = '5c1b7e0a-2d3f-4a5b-8c6d-7e8f9a0b1c2d';
/** The Since group id the sandbox catalogue uses (the platform's is not published). */
export const SINCE_ID = 'pg-sandbox-since';
/** A group this app does not know, with a value of a shape it does not know. */
export const FUTURE_ID = 'pg-from-a-newer-platform';
export const FUTURE_VALUE = { laterality: ['left', 'right'], score: 3.25, confirmed: null };

export function finding(over: Partial<ExaminationFinding> = {}): ExaminationFinding {
  return {
    localId: FINDING_ID,
    id: 'sym-fever',
    name: 'Fever',
    source: 'symptom',
    properties: {},
    ...over,
  };
}

export function procedure(over: Partial<Procedure> = {}): Procedure {
  return {
    localId: PROCEDURE_ID,
    id: 'proc-dressing',
    name: 'Wound dressing',
    properties: {},
    ...over,
  };
}
