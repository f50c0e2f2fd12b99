import { afterEach, describe, expect, it } from 'vitest';
import { decryptRequest } from '../../../src/main/core/crypto/jwe-decrypt';
import { verhoeffCheckDigit } from '../../../src/shared/aadhaar';
import {
  ABHA_CONSENT_VERSION,
  OTP_RESEND_WAIT_MS,
  SANDBOX_OTPS,
} from '../../../src/shared/abha-registration';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { createFakeClock } from '../../helpers/fake-clock';
import { record, session } from '../../helpers/recording';
import { until } from '../../helpers/until';
import { APP_OPERATIONS } from '../../published/app-operations';
import {
  createRecordingFetch,
  pathPattern,
  type SentRequest,
} from '../../published/recording-fetch';
import { parameterProblems, requestValidator } from '../../support/published-schema';
import { getOperation, requestSchema } from '../../support/published-spec';

const AADHAAR = `23412341234${verhoeffCheckDigit('23412341234')}`;
const PLAIN = {
  event_names: ['appointment.created' as const],
  endpoint: 'https://audit.clinic.example/plain',
  protocol: 'https' as const,
};
const SIGNED = {
  event_names: ['receipt.created' as const, 'receipt.updated' as const],
  endpoint: 'https://audit.clinic.example/signed',
  signing_key: 'a-signing-key-of-24-chars',
  protocol: 'https' as const,
};

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The JSON the request carried: its body, or an encrypted body's plaintext. */
async function jsonOf(request: SentRequest, sandbox: TestCompanion['sandbox']): Promise<unknown> {
  const json: unknown = JSON.parse(request.text ?? 'null');
  if (request.headers['x-encryption'] !== 'JWE') return json;
  const { jweKid, jweSecret } = sandbox.options;
  return decryptRequest(json, (kid) => (kid === jweKid ? jweSecret : undefined));
}

/** Drives the core through every operation of the table, as the renderer would. */
async function useEveryOperation(companion: TestCompanion, advance: (ms: number) => void) {
  await companion.value('webhooks:list', {});
  await companion.value('webhooks:register', PLAIN);
  const signed = await companion.value('webhooks:register', SIGNED);
  if (signed.state !== 'sent') throw new Error('expected the registration to be sent at once');
  await companion.value('webhooks:delete', { id: signed.value.id });
  await companion.value('properties:search', { context: 'symptoms', text: 'fe' });
  await companion.value('properties:search', { context: 'diagnosis', text: 'fe' });
  await companion.value('medical-db:search', { kind: 'drug', text: 'para' });
  await companion.value('medical-db:search', { kind: 'lab', text: 'cbc', limit: 5 });
  await companion.value('abdm:aadhaar-init', { aadhaar_number: AADHAAR });
  // A whole recording: catalogue, create, init, recording_started, parts, commit, end, polls.
  await companion.value('recording:catalogue', {});
  const { id } = await companion.value('recording:start', {});
  await record(companion, id, 2);
  await companion.value('recording:stop', { sessionId: id });
  await until(
    async () => (await session(companion, id)).phase === 'completed',
    'the recording to be transcribed',
  );
  await companion.value('recording:platform-details', { sessionId: id });
  // The day's queue (clinics and doctors, appointments, the patients they name), a directory
  // search, the doctor's profile, a new patient, and a finished consultation that completes its
  // appointment.
  const today = await companion.value('consultation:today', {});
  await companion.value('patients:search', { text: 'asha' });
  await companion.value('doctor:refresh', {});
  const created = await companion.value('patients:create', {
    name: 'Zoya Hassan',
    sex: 'female',
    ageYears: 29,
    mobile: '9845012345',
  });
  await companion.value('patients:save-extras', {
    id: created.id,
    extras: { language: 'kn', city: 'Bengaluru' },
  });
  const consultation = await companion.value('consultation:start', {
    appointmentId: today.queue.appointments[1]!.id,
  });
  // Its prescription finalized: the PDF to the patient's record, then the record read back.
  const pad = (await companion.value('pad:get', { id: consultation.padId })).pad;
  await companion.value('pad:save-draft', {
    pad: { ...pad, vitals: [{ vitalId: 'pulse', value: '72' }] },
  });
  await companion.value('pad:finalize', { id: consultation.padId });
  await until(
    async () =>
      (await companion.value('pad:get', { id: consultation.padId })).sync.state === 'sent',
    'the prescription to reach the patient’s record',
  );
  // Amended: the new version to the record, then the earlier document's tags marked.
  const amendment = await companion.value('pad:amend', { padId: consultation.padId });
  await companion.value('pad:finalize', { id: amendment.pad.id });
  await until(
    async () =>
      (await companion.value('pad:get', { id: amendment.pad.id })).sync.state === 'sent' &&
      (await companion.value('sync:get-status', {})).waiting === 0,
    'the amendment to reach the record and the earlier one to be marked',
  );
  await companion.value('consultation:finish', { id: consultation.id });
  await until(
    async () =>
      (await companion.value('patients:get', { id: created.id })).delivery === 'sent' &&
      (await companion.value('sync:get-status', {})).waiting === 0 &&
      (await companion.value('consultation:get', { id: consultation.id })).appointmentCompletion
        ?.state === 'sent',
    'the patient and the completion to reach the platform',
  );
  // A document for the patient's record (the presign, then the file to its form), and a lab
  // report for the platform to read (the parsing route).
  const oid = today.queue.appointments[1]!.patient!.platformId!;
  const documents = [
    await companion.value('documents:upload', {
      fileName: 'x-ray.png',
      mediaType: 'image/png',
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      documentType: 'sc',
      destination: 'record',
      patientId: oid,
    }),
    await companion.value('documents:upload', {
      fileName: 'cbc.pdf',
      mediaType: 'application/pdf',
      bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'),
      documentType: 'lr',
      destination: 'parse',
      task: 'smart',
      patientId: oid,
    }),
  ];
  await until(
    async () =>
      (await companion.value('documents:list', {})).filter(
        (document) =>
          documents.some((saved) => saved.id === document.id) && document.state === 'uploaded',
      ).length === documents.length,
    'the documents to reach the platform',
  );
  // A whole ABHA registration for the new patient: init, resend (refused by the sandbox's own
  // wait, but sent), verify with another mobile, mobile resend and verify, suggestions, a check,
  // the creation, and the address sent to the patient directory.
  const patientId = created.id;
  await companion.value('abdm:registration-start', {
    patientId,
    consentVersion: ABHA_CONSENT_VERSION,
    aadhaar_number: AADHAAR,
  });
  advance(OTP_RESEND_WAIT_MS + 1_000);
  await companion.call('abdm:registration-resend', { patientId });
  await companion.value('abdm:registration-verify-otp', {
    patientId,
    otp: SANDBOX_OTPS.aadhaar,
    mobile: '9876543210',
  });
  advance(OTP_RESEND_WAIT_MS + 1_000);
  await companion.call('abdm:registration-resend', { patientId });
  const address = await companion.value('abdm:registration-verify-mobile', {
    patientId,
    otp: SANDBOX_OTPS.mobile,
  });
  await companion.value('abdm:registration-check-address', {
    patientId,
    address: 'zoya.hassan.test',
  });
  await companion.value('abdm:registration-create', {
    patientId,
    address: address.suggestions[0] ?? 'zoya.hassan.test',
  });
  await until(
    async () => (await companion.value('sync:get-status', {})).waiting === 0,
    'the ABHA address to reach the patient directory',
  );
  // Past the access token's life: the next call refreshes it first.
  advance(31 * 60_000);
  await companion.value('webhooks:list', { refresh: true });
}

describe('requests the app builds, against the published request schemas', () => {
  it('every request for a published operation carries a body and parameters the file accepts', async () => {
    const recorder = createRecordingFetch();
    const clock = createFakeClock(Date.now());
    app = await startTestCompanion({
      fetch: recorder.fetch,
      clock,
      sandbox: { transcriptionDelayMs: 0 },
      core: { recording: { poller: { firstDelayMs: 10, intervalMs: 20, maxIntervalMs: 50 } } },
    });
    await useEveryOperation(app, (ms) => clock.advance(ms));

    for (const entry of APP_OPERATIONS) {
      const key = `${entry.method} ${entry.pathTemplate}`;
      const op = getOperation(entry.file, key);
      const pattern = pathPattern(entry.pathTemplate);
      const sent = recorder.sent.filter(
        (request) => request.method === entry.method && pattern.test(request.url.pathname),
      );
      expect(sent.length, `the app sent no ${key}`).toBeGreaterThan(0);
      const validate = requestSchema(op) === undefined ? undefined : requestValidator(op);
      for (const request of sent) {
        const query = request.url.searchParams;
        expect(parameterProblems(op, { query, headers: request.headers }), key).toEqual([]);
        if (!validate) continue;
        expect(validate(await jsonOf(request, app.sandbox)).problems, key).toEqual([]);
      }
    }
  });

  it('a webhook registration sends exactly what the user gave, nothing added', async () => {
    const recorder = createRecordingFetch();
    app = await startTestCompanion({ fetch: recorder.fetch });
    await app.value('webhooks:register', PLAIN);
    await app.value('webhooks:register', SIGNED);
    const bodies = recorder.sent
      .filter(
        (request) => request.method === 'POST' && request.url.pathname.endsWith('/subscriptions'),
      )
      .map((request) => JSON.parse(request.text ?? 'null') as unknown);
    expect(bodies).toEqual([PLAIN, SIGNED]);
  });
});
