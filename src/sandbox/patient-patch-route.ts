import type { ClinicStore } from './clinic-store';
import type { Route } from './router';

/**
 * `PATCH /profiles/v1/patient/{oid}` (patient-directory.json), the part the app sends: the
 * patient's ABHA address (`abha`, e.g. `xyz@abdm`). Other published fields are accepted and
 * ignored here.
 */
export function patientPatchRoute(store: ClinicStore): Route {
  return {
    service: 'platform',
    method: 'PATCH',
    path: '/profiles/v1/patient/:oid',
    handle({ caller, params, body, headers }) {
      if (typeof headers['client-id'] !== 'string') {
        return {
          status: 400,
          body: { error: { message: 'client-id header is required', code: 'invalid_request' } },
        };
      }
      const input = (typeof body === 'object' && body !== null ? body : {}) as Record<
        string,
        unknown
      >;
      const abha = input['abha'];
      if (abha !== undefined && (typeof abha !== 'string' || !/^[^@\s]+@abdm$/.test(abha))) {
        return {
          status: 400,
          body: { error: { message: 'abha must be an ABHA address', code: 'invalid_request' } },
        };
      }
      const patient = store.patient(caller.clientId, params['oid'] ?? '');
      if (!patient)
        return { status: 404, body: { message: 'Not found', code: 'profile_not_found' } };
      if (typeof abha === 'string') store.setAbha(caller.clientId, patient.oid, abha);
      return { status: 200, body: { message: 'Profile updated successfully' } };
    },
  };
}
