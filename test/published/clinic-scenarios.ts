import type { Sandbox } from '../../src/sandbox/server';
import { exchange, signIn, type SandboxAnswer } from './sandbox-exchange';
import { withFaults, type Scenario } from './sandbox-scenarios';

const PATIENTS = '/profiles/v1/patient';
const APPOINTMENTS = '/dr/v1/appointment';

async function as(
  s: Sandbox,
  method: string,
  path: string,
  extra: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<SandboxAnswer> {
  const { access } = await signIn(s);
  // The directory publishes `client-id` as required, the doctor tools `auth` (the access token).
  return exchange(s, method, path, {
    token: access,
    headers: { 'client-id': s.options.clientId, auth: access, ...extra.headers },
    ...(extra.body === undefined ? {} : { body: extra.body }),
  });
}

const today = (): string => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

async function firstAppointment(s: Sandbox): Promise<string> {
  const day = today();
  const list = await as(
    s,
    'GET',
    `${APPOINTMENTS}?doctor_id=174000000000001&clinic_id=cln_0001&start_date=${day}&end_date=${day}`,
  );
  return (list.json as { appointments: { appointment_id: string }[] }).appointments[1]!
    .appointment_id;
}

/** A server failure (the fault layer's 500) on a signed-in request. */
const failing =
  (method: string, path: string): Scenario['run'] =>
  async (s) => {
    const { access } = await signIn(s);
    return withFaults(s, { failRate: 1 }, () =>
      exchange(s, method, path, {
        token: access,
        headers: { 'client-id': s.options.clientId, auth: access },
      }),
    );
  };

/** Requests that make the sandbox give each answer of the clinic operations the app must read. */
export const CLINIC_SCENARIOS: Record<string, Scenario[]> = {
  [`GET ${PATIENTS}/search`]: [
    { name: 'by a name', status: 200, run: (s) => as(s, 'GET', `${PATIENTS}/search?prefix=asha`) },
    {
      name: 'by a mobile number',
      status: 200,
      run: (s) => as(s, 'GET', `${PATIENTS}/search?prefix=9`),
    },
    { name: 'a server failure', status: 500, run: failing('GET', `${PATIENTS}/search?prefix=a`) },
  ],
  [`GET ${PATIENTS}/{oid}`]: [
    {
      name: 'a seeded patient',
      status: 200,
      run: (s) => as(s, 'GET', `${PATIENTS}/174000000000001`),
    },
    {
      name: 'no token',
      status: 401,
      run: (s) => exchange(s, 'GET', `${PATIENTS}/174000000000001`),
    },
    { name: 'a server failure', status: 500, run: failing('GET', `${PATIENTS}/174000000000001`) },
  ],
  [`POST ${PATIENTS}/`]: [
    {
      name: 'a new patient',
      status: 201,
      run: (s) =>
        as(s, 'POST', `${PATIENTS}/`, {
          body: { fln: 'Zoya Hassan', gen: 'F', dob: '1996-03-02', mobile: '+919845012345' },
        }),
    },
    {
      name: 'a wrong sex code',
      status: 400,
      run: (s) =>
        as(s, 'POST', `${PATIENTS}/`, { body: { fln: 'Zoya', gen: 'X', dob: '1996-03-02' } }),
    },
  ],
  ['PATCH /profiles/v1/emr-user/{oid}']: [
    {
      name: 'extras for a seeded patient',
      status: 200,
      run: (s) =>
        as(s, 'PATCH', '/profiles/v1/emr-user/174000000000001', {
          body: { extras: { preferred_language: 'kn' } },
        }),
    },
    {
      name: 'extras that are not an object',
      status: 400,
      run: (s) =>
        as(s, 'PATCH', '/profiles/v1/emr-user/174000000000001', { body: { extras: [1, 2] } }),
    },
  ],
  ['GET /dr/v1/business/entities']: [
    { name: 'signed in', status: 200, run: (s) => as(s, 'GET', '/dr/v1/business/entities') },
    { name: 'a server failure', status: 500, run: failing('GET', '/dr/v1/business/entities') },
  ],
  [`GET ${APPOINTMENTS}`]: [
    {
      name: 'a doctor’s day',
      status: 200,
      run: (s) => {
        const day = today();
        return as(
          s,
          'GET',
          `${APPOINTMENTS}?doctor_id=174000000000001&clinic_id=cln_0001&start_date=${day}&end_date=${day}`,
        );
      },
    },
    {
      name: 'no filter',
      status: 400,
      run: (s) => as(s, 'GET', APPOINTMENTS),
    },
  ],
  [`POST ${APPOINTMENTS}/{appointment_id}/complete`]: [
    {
      name: 'a booked appointment',
      status: 204,
      run: async (s) =>
        as(s, 'POST', `${APPOINTMENTS}/${await firstAppointment(s)}/complete?partner_id=1`),
    },
    {
      name: 'an unknown appointment',
      status: 404,
      run: (s) => as(s, 'POST', `${APPOINTMENTS}/apt_none/complete?partner_id=1`),
    },
    {
      name: 'no partner id',
      status: 400,
      run: async (s) => as(s, 'POST', `${APPOINTMENTS}/${await firstAppointment(s)}/complete`),
    },
  ],
  ['GET /dr/v1/doctor/{doctor_id}']: [
    {
      name: 'the business’s doctor',
      status: 200,
      run: (s) => as(s, 'GET', '/dr/v1/doctor/174000000000001'),
    },
    {
      name: 'a doctor id that is not the business’s',
      status: 500,
      run: (s) => as(s, 'GET', '/dr/v1/doctor/999'),
    },
  ],
};
