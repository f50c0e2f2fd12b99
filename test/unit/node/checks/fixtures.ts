import { expect } from 'vitest';
import type {
  PrescribingPatient,
  PrescribingWarning,
} from '../../../../src/shared/checks/check-types';
import type { Medicine } from '../../../../src/shared/pad/medicine';
import { readMedicineLine } from '../../../../src/shared/pad/medicine-line';
import type { Allergy } from '../../../../src/shared/patient-alerts';

let counter = 0;
const nextId = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

/** A medicine as the pad stores it, from its fields. */
export function med(over: Partial<Medicine> & { name: string }): Medicine {
  return { localId: nextId(), ...over };
}

/** A medicine from a whole typed line, read by the pad's own reader (it must not ask). */
export function line(text: string, over: Partial<Medicine> = {}): Medicine {
  const read = readMedicineLine(text);
  if (!read.ok) throw new Error(`"${text}" asks: ${read.question}`);
  return { localId: nextId(), ...read.line, ...over };
}

/** Once a day by the pattern. */
export const OD = { kind: 'pattern', pattern: '1-0-0' } as const;
export const BD = { kind: 'pattern', pattern: '1-0-1' } as const;
export const TDS = { kind: 'pattern', pattern: '1-1-1' } as const;
export const QID = { kind: 'pattern', pattern: '1-1-1-1' } as const;

export const NO_ALLERGIES = { allergyStatus: 'none-known', allergies: [] } as const;

export function patient(over: Partial<PrescribingPatient> = {}): PrescribingPatient {
  return { ...NO_ALLERGIES, ...over };
}

export function allergy(substance: string, over: Partial<Allergy> = {}): Allergy {
  return {
    id: `allergy-${substance.toLowerCase().replace(/\W+/g, '-')}`,
    substance,
    category: 'drug',
    severity: 'moderate',
    type: 'allergy',
    recordedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

export function withAllergies(
  allergies: Allergy[],
  over: Partial<PrescribingPatient> = {},
): PrescribingPatient {
  return { allergyStatus: 'recorded', allergies, ...over };
}

/** The warnings of one rule. */
export function ofRule(
  warnings: readonly PrescribingWarning[],
  rule: PrescribingWarning['rule'],
): PrescribingWarning[] {
  return warnings.filter((warning) => warning.rule === rule);
}

/** The ids' detail parts ("paracetamol-child:dose:20"): the id without the rule and the lines. */
export function details(warnings: readonly PrescribingWarning[]): string[] {
  return warnings.map((warning) => warning.id.split(':').slice(1, -1).join(':'));
}

/** An asymmetric matcher for a string holding `part`, typed as a string for toMatchObject. */
export function STRING_CONTAINING(part: string): string {
  const matcher: unknown = expect.stringContaining(part);
  return matcher as string;
}
