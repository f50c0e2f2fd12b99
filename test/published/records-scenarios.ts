import type { Sandbox } from '../../src/sandbox/server';
import {
  RECORDS,
  SEEDED_PATIENT,
  prescriptionEntry,
  presign,
  readHeaders,
  storedDocument,
} from './records-exchange';
import { exchange, signIn, type SandboxAnswer } from './sandbox-exchange';
import { withFaults, type Scenario } from './sandbox-scenarios';
import { adminOk, sandboxAdmin } from '../helpers/sandbox-admin';

/**
 * The sandbox answers of records.json's operations: the v1 Records API (presign, list, details,
 * delete) and the parsing upload (`POST /mr/api/v2/docs`). Only statuses the file publishes.
 */

const PARSE = '/mr/api/v2/docs';

async function token(s: Sandbox): Promise<string> {
  return (await signIn(s)).access;
}

/** Switches the Records controls through the admin route for one request. */
async function withRecords(
  s: Sandbox,
  settings: Record<string, unknown>,
  request: () => Promise<SandboxAnswer>,
): Promise<SandboxAnswer> {
  await adminOk(sandboxAdmin(s, 'POST', '/__sandbox/records', settings));
  try {
    return await request();
  } finally {
    await adminOk(sandboxAdmin(s, 'DELETE', '/__sandbox/records'));
  }
}

function labReport(): FormData {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array([37, 80, 68, 70])], { type: 'application/pdf' }),
    'cbc.pdf',
  );
  return form;
}

const read = async (s: Sandbox, method: string, path: string, patient = SEEDED_PATIENT) =>
  exchange(s, method, path, { token: await token(s), headers: readHeaders(patient) });

export const RECORDS_SCENARIOS: Record<string, Scenario[]> = {
  [`POST ${RECORDS}`]: [
    {
      name: 'a prescription PDF for a patient of the directory',
      status: 200,
      run: async (s) => presign(s, await token(s), [prescriptionEntry(50_000)]),
    },
    {
      name: 'five documents, one of them two images and a PDF',
      status: 200,
      run: async (s) =>
        presign(s, await token(s), [
          prescriptionEntry(1000),
          prescriptionEntry(1000, { dt: 'lr', title: null }),
          prescriptionEntry(1000, {
            dt: 'sc',
            files: [
              { contentType: 'image/jpeg', file_size: 110_000 },
              { contentType: 'image/png', file_size: 90_000 },
              { contentType: 'application/pdf', file_size: 2_000 },
            ],
          }),
          { files: [{ contentType: 'image/png', file_size: 1 }] },
          prescriptionEntry(1000, { dt: 'ot', tg: [] }),
        ]),
    },
    {
      name: 'an unknown document type',
      status: 400,
      run: async (s) => presign(s, await token(s), [prescriptionEntry(1000, { dt: 'rx' })]),
    },
    {
      name: 'a patient the directory does not know',
      status: 400,
      run: async (s) =>
        presign(s, await token(s), [prescriptionEntry(1000)], { patient: '999999999999999' }),
    },
    {
      name: 'no X-Pt-Id',
      status: 400,
      run: async (s) => presign(s, await token(s), [prescriptionEntry(1000)], { patient: null }),
    },
    {
      name: 'six documents at once',
      status: 400,
      run: async (s) =>
        presign(
          s,
          await token(s),
          Array.from({ length: 6 }, () => prescriptionEntry(1000)),
        ),
    },
    {
      name: 'a presign that fails on the platform',
      status: 503,
      run: async (s) => {
        const access = await token(s);
        return withRecords(s, { failNextPresigns: 1 }, () =>
          presign(s, access, [prescriptionEntry(1000)]),
        );
      },
    },
  ],
  [`GET ${RECORDS}`]: [
    {
      name: 'the patient’s documents',
      status: 200,
      run: async (s) => {
        await storedDocument(s, await token(s));
        return read(s, 'GET', RECORDS);
      },
    },
    {
      name: 'the first page of many',
      status: 200,
      run: async (s) => {
        const access = await token(s);
        await storedDocument(s, access);
        await storedDocument(s, access, { dt: 'lr', title: null, dd_e: undefined });
        return withRecords(s, { pageSize: 1 }, () => read(s, 'GET', RECORDS));
      },
    },
    {
      name: 'no X-Pt-Id',
      status: 400,
      run: async (s) =>
        exchange(s, 'GET', RECORDS, {
          token: await token(s),
          headers: { accept: 'application/json' },
        }),
    },
    {
      name: 'no token',
      status: 401,
      run: (s) => exchange(s, 'GET', RECORDS, { headers: readHeaders() }),
    },
    {
      name: 'a server failure',
      status: 500,
      run: async (s) => {
        const access = await token(s);
        return withFaults(s, { failRate: 1 }, () =>
          exchange(s, 'GET', RECORDS, { token: access, headers: readHeaders() }),
        );
      },
    },
  ],
  [`GET ${RECORDS}/{id}`]: [
    {
      name: 'an uploaded prescription',
      status: 200,
      run: async (s) => read(s, 'GET', `${RECORDS}/${await storedDocument(s, await token(s))}`),
    },
    {
      name: 'a document of another patient',
      status: 404,
      run: async (s) =>
        read(s, 'GET', `${RECORDS}/${await storedDocument(s, await token(s))}`, '174000000000002'),
    },
    {
      name: 'a server failure',
      status: 500,
      run: async (s) => {
        const access = await token(s);
        return withFaults(s, { failRate: 1 }, () =>
          exchange(s, 'GET', `${RECORDS}/any`, { token: access, headers: readHeaders() }),
        );
      },
    },
  ],
  [`PATCH ${RECORDS}/{id}`]: [
    {
      name: 'tags of an uploaded prescription',
      status: 200,
      run: async (s) => {
        const access = await token(s);
        return exchange(s, 'PATCH', `${RECORDS}/${await storedDocument(s, access)}`, {
          token: access,
          headers: readHeaders(),
          body: { tg: ['clinic-companion', 'superseded'] },
        });
      },
    },
    {
      name: 'a document of another patient',
      status: 404,
      run: async (s) => {
        const access = await token(s);
        return exchange(s, 'PATCH', `${RECORDS}/${await storedDocument(s, access)}`, {
          token: access,
          headers: readHeaders('174000000000002'),
          body: { tg: ['superseded'] },
        });
      },
    },
    {
      name: 'a server failure',
      status: 500,
      run: async (s) => {
        const access = await token(s);
        return withFaults(s, { failRate: 1 }, () =>
          exchange(s, 'PATCH', `${RECORDS}/any`, {
            token: access,
            headers: readHeaders(),
            body: { tg: ['superseded'] },
          }),
        );
      },
    },
  ],
  [`DELETE ${RECORDS}/{id}`]: [
    {
      name: 'an uploaded document',
      status: 200,
      run: async (s) => read(s, 'DELETE', `${RECORDS}/${await storedDocument(s, await token(s))}`),
    },
    {
      name: 'a document deleted already',
      status: 404,
      run: async (s) => {
        const id = await storedDocument(s, await token(s));
        await read(s, 'DELETE', `${RECORDS}/${id}`);
        return read(s, 'DELETE', `${RECORDS}/${id}`);
      },
    },
  ],
  [`POST ${PARSE}`]: [
    {
      name: 'a lab report to parse',
      status: 200,
      run: async (s) =>
        exchange(s, 'POST', `${PARSE}?task=smart&dt=lr`, {
          token: await token(s),
          form: labReport(),
        }),
    },
    {
      name: 'a prescription (not a lab report)',
      status: 400,
      run: async (s) =>
        exchange(s, 'POST', `${PARSE}?task=smart&dt=ps`, {
          token: await token(s),
          form: labReport(),
        }),
    },
    {
      name: 'an account that may not write records',
      status: 403,
      run: async (s) => {
        const access = await token(s);
        return withRecords(s, { readOnlyClients: [s.options.clientId] }, () =>
          exchange(s, 'POST', `${PARSE}?task=smart&dt=lr`, { token: access, form: labReport() }),
        );
      },
    },
  ],
};
