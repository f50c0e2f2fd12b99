import { randomUUID } from 'node:crypto';
import { createFinding } from '../../src/shared/pad/finding';
import type { Medicine } from '../../src/shared/pad/medicine';
import type { VitalEntry } from '../../src/shared/pad/vitals';
import { localDay } from '../../src/main/core/patients/patient-record';
import { startTestCompanion, type TestCompanion } from './companion';
import { createFakeClock } from './fake-clock';

/*
 * Earlier visits of a patient written through the core as a doctor would: a walk-in consultation,
 * its pad saved with diagnoses, vitals and medicines, then (when asked) finalized and the
 * consultation finished. Used by the history's integration and browser tests and its benchmark.
 */

const DAY = 86_400_000;

export interface PastVisit {
  diagnoses?: string[];
  vitals?: VitalEntry[];
  medicines?: Omit<Medicine, 'localId'>[];
  /** Finalize the pad and finish the consultation; otherwise both are left as they are. */
  finalize?: boolean;
}

/** Tab. PARACETAMOL 650 mg, 1-0-1 after food for 5 days. */
export const PARACETAMOL: Omit<Medicine, 'localId'> = {
  name: 'Paracetamol 650 mg Tablet',
  genericName: 'Paracetamol',
  form: 'tablet',
  dose: { value: '1', unit: 'tablet' },
  frequency: { kind: 'pattern', pattern: '1-0-1' },
  timing: 'after-food',
  duration: { value: 5, unit: 'days' },
  origin: 'doctor',
};

/** Tab. METFORMIN 500 mg, 1-0-1 after food, to be continued. */
export const METFORMIN: Omit<Medicine, 'localId'> = {
  name: 'Metformin 500 mg Tablet',
  genericName: 'Metformin',
  form: 'tablet',
  dose: { value: '1', unit: 'tablet' },
  frequency: { kind: 'pattern', pattern: '1-0-1' },
  timing: 'after-food',
  course: 'continue',
  origin: 'doctor',
};

/** Tab. AMLODIPINE 5 mg, 1-0-0 for 30 days. */
export const AMLODIPINE: Omit<Medicine, 'localId'> = {
  name: 'Amlodipine 5 mg Tablet',
  genericName: 'Amlodipine',
  form: 'tablet',
  dose: { value: '1', unit: 'tablet' },
  frequency: { kind: 'pattern', pattern: '1-0-0' },
  duration: { value: 30, unit: 'days' },
  origin: 'doctor',
};

/** A visit of `patientId` (the app's id): its consultation and pad ids. */
export async function recordVisit(
  app: Pick<TestCompanion, 'value'>,
  patientId: string,
  visit: PastVisit,
): Promise<{ consultationId: string; padId: string }> {
  const consultation = await app.value('consultation:start', { patientId });
  const current = await app.value('pad:get', { id: consultation.padId });
  const pad = {
    ...current.pad,
    findings: (visit.diagnoses ?? []).map((name) =>
      createFinding({ localId: randomUUID(), kind: 'diagnosis', name }),
    ),
    vitals: visit.vitals ?? [],
    medicines: (visit.medicines ?? []).map((medicine) => ({ ...medicine, localId: randomUUID() })),
  };
  const saved = await app.value('pad:save-draft', { pad, expectedRevision: current.revision });
  if (visit.finalize) {
    await app.value('pad:finalize', { id: consultation.padId, expectedRevision: saved.revision });
    await app.value('consultation:finish', { id: consultation.id });
  }
  return { consultationId: consultation.id, padId: consultation.padId };
}

/** Each visit a day after the last, from 1 October 2026; tests close `app` themselves. */
export async function startHistoryCompanion() {
  const clock = createFakeClock(Date.parse('2026-10-01T04:30:00Z'));
  const app = await startTestCompanion({ clock, sandbox: { now: () => clock.now() } });
  const patient = (name: string) =>
    app.value('patients:create', { name, sex: 'female', ageYears: 54 });
  /** One visit a day: the visit, then the clock moves to the next day. */
  const visit = async (patientId: string, content: PastVisit) => {
    const day = localDay(clock.now());
    const made = await recordVisit(app, patientId, content);
    clock.advance(DAY);
    return { ...made, day };
  };
  return { app, clock, patient, visit };
}
