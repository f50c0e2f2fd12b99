import type { ClinicStore, StoredAppointment, StoredPatient } from './clinic-store';
import { localDay } from './clinic-store';
import type { SandboxResponse } from './responses';
import type { Route } from './router';
import type { SandboxEvents } from './sandbox-events';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const realDate = (text: string): boolean =>
  DATE.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** The directory's refusals (`400Error`: `{error: {message, code}}`). */
const invalid = (message: string): SandboxResponse => ({
  status: 400,
  body: { error: { message, code: 'invalid_request' } },
});

/** The doctor tools' refusals as the published examples write them. */
const appointmentError = (status: number, code: string, message: string): SandboxResponse => ({
  status,
  body: { error: { code, message } },
});

function profile(p: StoredPatient): Record<string, unknown> {
  const [fn, ...rest] = p.fln.split(' ');
  return {
    oid: p.oid,
    wid: '77088111111111',
    ps: 'P',
    c_ate: p.c_ate,
    u_ate: p.u_ate,
    gen: p.gen,
    dob: p.dob,
    is_age: p.is_age,
    fn,
    ...(rest.length > 0 ? { ln: rest.join(' ') } : {}),
    fln: p.fln,
    mobile: p.mobile,
    ccd: '+91',
    ...(p.username ? { username: p.username } : {}),
    ...(p.abha ? { abha: p.abha } : {}),
  };
}

function appointmentBody(a: StoredAppointment): Record<string, unknown> {
  return { ...a };
}

/**
 * The patient directory (`patient-directory.json`), the business's clinics and doctors, and the
 * day's appointments (`doctor-appointments-prescriptions.json`), answered in the published shapes.
 */
export function clinicRoutes(
  store: ClinicStore,
  now: () => number,
  events?: SandboxEvents,
): Route[] {
  return [
    {
      service: 'platform',
      method: 'GET',
      path: '/profiles/v1/patient/search',
      handle({ caller, query }) {
        const prefix = query.get('prefix');
        if (!prefix) return invalid('prefix is required');
        const limit = Math.min(Math.max(Number(query.get('limit') ?? 10) || 10, 1), 50);
        return {
          status: 200,
          body: store.search(caller.clientId, prefix, limit).map((p) => ({
            oid: p.oid,
            fln: p.fln,
            mobile: p.mobile,
            ...(p.username ? { username: p.username } : {}),
          })),
        };
      },
    },
    {
      service: 'platform',
      method: 'GET',
      path: '/profiles/v1/patient/:oid',
      handle({ caller, params }) {
        const patient = store.patient(caller.clientId, params['oid'] ?? '');
        if (!patient)
          return { status: 404, body: { message: 'Not found', code: 'profile_not_found' } };
        return { status: 200, body: profile(patient) };
      },
    },
    {
      service: 'platform',
      method: 'POST',
      path: '/profiles/v1/patient/',
      handle({ caller, body, headers }) {
        if (typeof headers['client-id'] !== 'string')
          return invalid('client-id header is required');
        const input = (typeof body === 'object' && body !== null ? body : {}) as Record<
          string,
          unknown
        >;
        const name =
          typeof input['fln'] === 'string' && input['fln'].trim() !== ''
            ? input['fln'].trim()
            : typeof input['fn'] === 'string' && input['fn'].trim() !== ''
              ? [input['fn'], input['ln']].filter((part) => typeof part === 'string').join(' ')
              : undefined;
        if (!name) return invalid('fn or fln is required');
        if (!['M', 'F', 'O'].includes(String(input['gen']))) return invalid('Invalid Gender Enum');
        if (typeof input['dob'] !== 'string' || !realDate(input['dob'])) {
          return invalid('dob must be a date, YYYY-MM-DD');
        }
        if (input['dob'] > localDay(now())) return invalid('dob is in the future');
        let mobile = '';
        if (input['mobile'] !== undefined) {
          const digits =
            typeof input['mobile'] === 'string' ? input['mobile'].replace(/^\+91/, '') : '';
          if (!/^[6-9]\d{9}$/.test(digits)) return invalid('Invalid mobile number');
          mobile = digits;
        }
        const created = store.create(caller.clientId, {
          fln: name,
          gen: input['gen'] as 'M' | 'F' | 'O',
          dob: input['dob'],
          mobile,
          ...(typeof input['username'] === 'string' ? { username: input['username'] } : {}),
          ...(typeof input['abha'] === 'string' ? { abha: input['abha'] } : {}),
          ...(typeof input['extras'] === 'object' && input['extras'] !== null
            ? { extras: input['extras'] as Record<string, unknown> }
            : {}),
        });
        return { status: 201, body: { oid: created.oid } };
      },
    },
    {
      service: 'platform',
      method: 'PATCH',
      path: '/profiles/v1/emr-user/:oid',
      handle({ caller, params, body, headers }) {
        if (typeof headers['client-id'] !== 'string')
          return invalid('client-id header is required');
        const patient = store.patient(caller.clientId, params['oid'] ?? '');
        if (!patient)
          return { status: 404, body: { message: 'Not found', code: 'profile_not_found' } };
        const input = (typeof body === 'object' && body !== null ? body : {}) as Record<
          string,
          unknown
        >;
        const extras = input['extras'];
        if (
          extras !== undefined &&
          (typeof extras !== 'object' || extras === null || Array.isArray(extras))
        ) {
          return invalid('extras must be an object');
        }
        store.updateProfile(
          caller.clientId,
          patient.oid,
          extras as Record<string, unknown> | undefined,
        );
        return { status: 200, body: { message: 'Profile updated successfully' } };
      },
    },
    {
      service: 'platform',
      method: 'GET',
      path: '/dr/v1/business/entities',
      errors: 'doctor-tools',
      handle() {
        return {
          status: 200,
          body: {
            status_code: 200,
            success: true,
            data: {
              clinics: [{ ...store.clinic, doctors: [store.doctor.doctor_id] }],
              doctors: [
                {
                  name: store.doctor.name,
                  doctor_id: store.doctor.doctor_id,
                  pic: `https://avatars.invalid/doctor-avatar/${store.doctor.doctor_id}`,
                },
              ],
              business: store.business,
            },
          },
        };
      },
    },
    {
      service: 'platform',
      method: 'GET',
      path: '/dr/v1/appointment',
      handle({ caller, query }) {
        const from = query.get('start_date');
        const to = query.get('end_date');
        const doctor = query.get('doctor_id');
        const clinic = query.get('clinic_id');
        const patient = query.get('patient_id');
        const datesOk =
          from !== null && to !== null && realDate(from) && realDate(to) && from <= to;
        if (!datesOk || (!doctor && !clinic && !patient)) {
          return appointmentError(
            400,
            'INVALID_REQUEST_PARAMETERS',
            'You must provide one of the valid filter combinations.',
          );
        }
        const appointments = store
          .appointments(caller.clientId, { from, to })
          .filter(
            (a) =>
              (!doctor || a.doctor_id === doctor) &&
              (!clinic || a.clinic_id === clinic) &&
              (!patient || a.patient_id === patient),
          );
        return { status: 200, body: { appointments: appointments.map(appointmentBody) } };
      },
    },
    {
      service: 'platform',
      method: 'POST',
      path: '/dr/v1/appointment/:id/complete',
      handle({ caller, params, query }) {
        if (!query.get('partner_id')) {
          return appointmentError(400, 'INVALID_REQUEST', 'partner_id is required');
        }
        const appointment = store.appointment(caller.clientId, params['id'] ?? '');
        if (!appointment) {
          return appointmentError(
            404,
            'APPOINTMENT_NOT_FOUND',
            'The specified appointment ID does not exist',
          );
        }
        if (['CN', 'CND', 'CNS'].includes(appointment.status)) {
          return appointmentError(
            403,
            'COMPLETE_NOT_ALLOWED',
            'A cancelled appointment cannot be completed',
          );
        }
        store.complete(caller.clientId, appointment.appointment_id);
        const ids = {
          appointment_id: appointment.appointment_id,
          patient_id: appointment.patient_id,
          doctor_id: appointment.doctor_id,
          clinic_id: appointment.clinic_id,
          status: 'CO',
        };
        events?.emit(caller.clientId, 'appointment.statuschange', ids);
        events?.emit(caller.clientId, 'appointment.updated', ids);
        return { status: 204, body: undefined };
      },
    },
  ];
}
