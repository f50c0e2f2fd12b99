import { seedAppointments, seedPatients } from '../../src/sandbox/clinic-seed';
import { localDay } from '../../src/sandbox/clinic-store';
import type { PadView } from '../../src/shared/pad-view';
import type { TestCompanion } from './companion';

/**
 * A man of working age booked today in the sandbox's seeded day (worked out from the seed): a
 * finalized pad is a consultation's, its PDF goes on that patient's record, and the prescribing
 * checks read an adult.
 */
export function seededAdultVisit(): { appointmentId: string; oid: string } {
  const today = localDay(Date.now());
  const patients = seedPatients(today);
  const year = Number(today.slice(0, 4));
  for (const appointment of seedAppointments(today)) {
    const patient = patients.find((each) => each.oid === appointment.patient_id)!;
    const age = year - Number(patient.dob.slice(0, 4));
    if (appointment.status === 'BK' && patient.gen === 'M' && age >= 25 && age <= 60) {
      return { appointmentId: appointment.appointment_id, oid: patient.oid };
    }
  }
  throw new Error('The seeded day has no man of working age booked.');
}

/** The pad of a consultation started for the seeded adult's appointment. */
export async function visitPad(target: TestCompanion): Promise<PadView> {
  await target.value('consultation:today', {});
  const started = await target.value('consultation:start', {
    appointmentId: seededAdultVisit().appointmentId,
  });
  return target.value('pad:get', { id: started.padId });
}
