import { verhoeffCheckDigit } from '../../src/shared/aadhaar';
import type { Sandbox } from '../../src/sandbox/server';
import { RESET, exchange, setFaults, signIn, type SandboxAnswer } from './sandbox-exchange';
import { VOICE_SCENARIOS } from './voice-scenarios';
import { CLINIC_SCENARIOS } from './clinic-scenarios';
import { ABDM_SCENARIOS } from './abdm-scenarios';
import { RECORDS_SCENARIOS } from './records-scenarios';

/**
 * Requests that make the sandbox give each answer the app must read: success and the main
 * errors, per operation of APP_OPERATIONS (keyed `METHOD /path/{template}`). Another area appends
 * its operations' scenarios here alongside its table entries.
 */
export interface Scenario {
  name: string;
  status: number;
  run: (sandbox: Sandbox) => Promise<SandboxAnswer>;
}

const LOGIN = '/connect-auth/v1/account/login';
const REFRESH = '/connect-auth/v1/account/refresh-token';
const WEBHOOKS = '/notification/v1/connect/webhook/subscriptions';
const SEARCH = '/medical-db/v1/sym-and-diag';
const DRUGS_AND_LABS = '/medical-db/v1/drugs-and-labs';
const AADHAAR_INIT = '/abdm/na/v1/registration/aadhaar/init';
const AADHAAR = `23412341234${verhoeffCheckDigit('23412341234')}`;

const registration = (endpoint: string) => ({
  event_names: ['appointment.created'],
  endpoint,
  protocol: 'https',
});

/** Runs `request` with faults switched on through the admin route, then switches them off. */
export async function withFaults(
  sandbox: Sandbox,
  faults: Record<string, unknown>,
  request: () => Promise<SandboxAnswer>,
): Promise<SandboxAnswer> {
  await setFaults(sandbox, faults);
  try {
    return await request();
  } finally {
    await setFaults(sandbox, RESET);
  }
}

export const SANDBOX_SCENARIOS: Record<string, Scenario[]> = {
  [`POST ${LOGIN}`]: [
    {
      name: 'good credentials',
      status: 200,
      run: (s) =>
        exchange(s, 'POST', LOGIN, {
          body: { client_id: s.options.clientId, client_secret: s.options.clientSecret },
        }),
    },
    {
      name: 'a wrong secret',
      status: 401,
      run: (s) =>
        exchange(s, 'POST', LOGIN, {
          body: { client_id: s.options.clientId, client_secret: 'wrong-secret' },
        }),
    },
    {
      name: 'no secret',
      status: 400,
      run: (s) => exchange(s, 'POST', LOGIN, { body: { client_id: s.options.clientId } }),
    },
  ],
  [`POST ${REFRESH}`]: [
    {
      name: 'a valid refresh token',
      status: 200,
      run: async (s) => {
        const tokens = await signIn(s);
        return exchange(s, 'POST', REFRESH, {
          token: tokens.access,
          headers: { 'client-id': s.options.clientId },
          body: { access_token: tokens.access, refresh_token: tokens.refresh },
        });
      },
    },
    {
      name: 'a forged refresh token',
      status: 401,
      run: async (s) => {
        const tokens = await signIn(s);
        return exchange(s, 'POST', REFRESH, {
          token: tokens.access,
          headers: { 'client-id': s.options.clientId },
          body: { access_token: tokens.access, refresh_token: 'forged' },
        });
      },
    },
  ],
  [`GET ${WEBHOOKS}`]: [
    {
      name: 'signed in',
      status: 200,
      run: async (s) => exchange(s, 'GET', WEBHOOKS, { token: (await signIn(s)).access }),
    },
    { name: 'no token', status: 401, run: (s) => exchange(s, 'GET', WEBHOOKS) },
    {
      name: 'a server failure',
      status: 500,
      run: async (s) => {
        const token = (await signIn(s)).access;
        return withFaults(s, { failRate: 1 }, () => exchange(s, 'GET', WEBHOOKS, { token }));
      },
    },
  ],
  [`POST ${WEBHOOKS}`]: [
    {
      name: 'a new endpoint',
      status: 201,
      run: async (s) =>
        exchange(s, 'POST', WEBHOOKS, {
          token: (await signIn(s)).access,
          body: registration('https://scenario.example/new'),
        }),
    },
    {
      name: 'only the endpoint (the one required field)',
      status: 201,
      run: async (s) =>
        exchange(s, 'POST', WEBHOOKS, {
          token: (await signIn(s)).access,
          body: { endpoint: 'https://scenario.example/bare' },
        }),
    },
    {
      name: 'an endpoint registered twice',
      status: 400,
      run: async (s) => {
        const token = (await signIn(s)).access;
        const body = registration('https://scenario.example/twice');
        await exchange(s, 'POST', WEBHOOKS, { token, body });
        return exchange(s, 'POST', WEBHOOKS, { token, body });
      },
    },
    {
      name: 'no token',
      status: 401,
      run: (s) =>
        exchange(s, 'POST', WEBHOOKS, { body: registration('https://scenario.example/x') }),
    },
  ],
  [`DELETE ${WEBHOOKS}/{id}`]: [
    {
      name: 'a registered webhook',
      status: 200,
      run: async (s) => {
        const token = (await signIn(s)).access;
        const made = await exchange(s, 'POST', WEBHOOKS, {
          token,
          body: registration('https://scenario.example/gone'),
        });
        const id = (made.json as { id: string }).id;
        return exchange(s, 'DELETE', `${WEBHOOKS}/${encodeURIComponent(id)}`, { token });
      },
    },
    {
      name: 'an unknown id',
      status: 404,
      run: async (s) =>
        exchange(s, 'DELETE', `${WEBHOOKS}/no-such-webhook`, { token: (await signIn(s)).access }),
    },
    { name: 'no token', status: 401, run: (s) => exchange(s, 'DELETE', `${WEBHOOKS}/any`) },
  ],
  [`GET ${SEARCH}`]: [
    {
      name: 'symptoms by text',
      status: 200,
      run: async (s) =>
        exchange(s, 'GET', `${SEARCH}?q=fe&limit=20&s_type=symptom`, {
          token: (await signIn(s)).access,
        }),
    },
    {
      name: 'diagnoses by text',
      status: 200,
      run: async (s) =>
        exchange(s, 'GET', `${SEARCH}?q=a&limit=5&s_type=diagnosis`, {
          token: (await signIn(s)).access,
        }),
    },
    {
      name: 'no text',
      status: 400,
      run: async (s) =>
        exchange(s, 'GET', `${SEARCH}?limit=5`, { token: (await signIn(s)).access }),
    },
    {
      name: 'throttled',
      status: 429,
      run: async (s) => {
        const token = (await signIn(s)).access;
        return withFaults(s, { throttleRate: 1 }, () =>
          exchange(s, 'GET', `${SEARCH}?q=fe`, { token }),
        );
      },
    },
  ],
  [`GET ${DRUGS_AND_LABS}`]: [
    {
      name: 'drugs by text',
      status: 200,
      run: async (s) =>
        exchange(s, 'GET', `${DRUGS_AND_LABS}?q=para&limit=10&s_type=drug`, {
          token: (await signIn(s)).access,
        }),
    },
    {
      name: 'a brand, its words in any order',
      status: 200,
      run: async (s) =>
        exchange(s, 'GET', `${DRUGS_AND_LABS}?q=650%20dolo&s_type=drug`, {
          token: (await signIn(s)).access,
        }),
    },
    {
      name: 'lab tests by text, the default limit',
      status: 200,
      run: async (s) =>
        exchange(s, 'GET', `${DRUGS_AND_LABS}?q=c&s_type=lab`, {
          token: (await signIn(s)).access,
        }),
    },
    {
      name: 'no text',
      status: 400,
      run: async (s) =>
        exchange(s, 'GET', `${DRUGS_AND_LABS}?s_type=drug`, { token: (await signIn(s)).access }),
    },
    {
      name: 'throttled',
      status: 429,
      run: async (s) => {
        const token = (await signIn(s)).access;
        return withFaults(s, { throttleRate: 1 }, () =>
          exchange(s, 'GET', `${DRUGS_AND_LABS}?q=para`, { token }),
        );
      },
    },
  ],
  [`POST ${AADHAAR_INIT}`]: [
    {
      name: 'an encrypted valid number',
      status: 200,
      run: async (s) =>
        exchange(s, 'POST', AADHAAR_INIT, {
          token: (await signIn(s)).access,
          body: { aadhaar_number: AADHAAR },
          encrypt: true,
        }),
    },
    {
      name: 'a number failing its check digit',
      status: 400,
      run: async (s) =>
        exchange(s, 'POST', AADHAAR_INIT, {
          token: (await signIn(s)).access,
          body: { aadhaar_number: `${AADHAAR.slice(0, 11)}${(Number(AADHAAR[11]) + 1) % 10}` },
          encrypt: true,
        }),
    },
    {
      name: 'no token',
      status: 401,
      run: (s) => exchange(s, 'POST', AADHAAR_INIT, { body: { aadhaar_number: AADHAAR } }),
    },
  ],
  ...VOICE_SCENARIOS,
  ...CLINIC_SCENARIOS,
  ...ABDM_SCENARIOS,
  ...RECORDS_SCENARIOS,
};
