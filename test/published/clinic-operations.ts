import {
  APPOINTMENTS_PATH,
  completeAppointment,
  getBusinessEntities,
  listAppointments,
} from '../../src/main/core/platform/appointments-api';
import {
  PATIENTS_PATH,
  createPatient,
  getPatientProfile,
  searchPatients,
  updateEmrProfile,
} from '../../src/main/core/platform/patients-api';
import { DOCTOR_PATH, getDoctorProfile } from '../../src/main/core/platform/doctor-api';
import { patientCreateBody } from '../../src/shared/patient-directory';
import type { AppOperation } from './app-operations';
import { answeringBackend } from './answering-platform';

/**
 * The patient directory and the day's appointments: each operation the app calls, read by the
 * app's own functions (patients-api.ts, appointments-api.ts).
 */
const CHANGE = { idempotencyKey: 'published-example-key' };
const FILTER = { doctorId: 'doc_123', clinicId: 'cln_456', from: '2025-05-01', to: '2025-05-01' };

export const CLINIC_OPERATIONS: AppOperation[] = [
  {
    file: 'patient-directory.json',
    method: 'GET',
    pathTemplate: `${PATIENTS_PATH}/search`,
    read: (status, json) => searchPatients(answeringBackend(status, json), 'asha'),
  },
  {
    file: 'patient-directory.json',
    method: 'GET',
    pathTemplate: `${PATIENTS_PATH}/{oid}`,
    // The published example's id is a placeholder: the reader is asked for that one.
    read: (status, json) =>
      getPatientProfile(
        answeringBackend(status, json),
        typeof (json as { oid?: unknown } | undefined)?.oid === 'string'
          ? (json as { oid: string }).oid
          : 'oid-1',
      ),
  },
  {
    file: 'patient-directory.json',
    method: 'POST',
    pathTemplate: `${PATIENTS_PATH}/`,
    read: (status, json) =>
      createPatient(
        answeringBackend(status, json),
        patientCreateBody({ name: 'Asha Rao', sex: 'female', ageYears: 34 }, '2026-11-24'),
        CHANGE,
      ),
  },
  {
    file: 'patient-directory.json',
    method: 'PATCH',
    pathTemplate: '/profiles/v1/emr-user/{oid}',
    read: async (status, json) => {
      await updateEmrProfile(
        answeringBackend(status, json),
        'oid-1',
        { extras: { city: 'Bengaluru' } },
        CHANGE,
      );
      return 'updated';
    },
  },
  {
    file: 'doctor-appointments-prescriptions.json',
    method: 'GET',
    pathTemplate: '/dr/v1/business/entities',
    schemaDefects: [
      {
        status: 200,
        why: 'the file types the body as a string, while its example (and every client) has the object {status_code, success, data: {clinics, doctors, business}}',
      },
    ],
    read: (status, json) => getBusinessEntities(answeringBackend(status, json)),
  },
  {
    file: 'doctor-appointments-prescriptions.json',
    method: 'GET',
    pathTemplate: APPOINTMENTS_PATH,
    read: (status, json) => listAppointments(answeringBackend(status, json), FILTER),
  },
  {
    file: 'doctor-appointments-prescriptions.json',
    method: 'POST',
    pathTemplate: `${APPOINTMENTS_PATH}/{appointment_id}/complete`,
    read: async (status, json) => {
      await completeAppointment(answeringBackend(status, json), 'apt_001', CHANGE);
      return 'completed';
    },
  },
  {
    file: 'doctor-appointments-prescriptions.json',
    method: 'GET',
    pathTemplate: `${DOCTOR_PATH}/{doctor_id}`,
    read: (status, json) => getDoctorProfile(answeringBackend(status, json), '1234567890'),
  },
];
