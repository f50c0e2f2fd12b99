import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { seedAppointments, seedPatients } from '../../../src/sandbox/clinic-seed';
import { localDay } from '../../../src/sandbox/clinic-store';
import type { LoggedRequest } from '../../../src/sandbox/request-log';
import type { PadView } from '../../../src/shared/pad-view';
import { createFinding } from '../../../src/shared/pad/finding';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { until } from '../../helpers/until';
import { operationsOf, publishedFiles } from '../../support/published-spec';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';

const CLIENT = TEST_CLIENT_ID;
let app: TestCompanion | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A man of working age booked today in the seeded day, worked out from the seed. */
function adultVisit(): { appointmentId: string; oid: string; day: string } {
  const day = localDay(Date.now());
  const patients = seedPatients(day);
  const year = Number(day.slice(0, 4));
  for (const appointment of seedAppointments(day)) {
    const patient = patients.find((each) => each.oid === appointment.patient_id)!;
    const age = year - Number(patient.dob.slice(0, 4));
    if (appointment.status === 'BK' && patient.gen === 'M' && age >= 25 && age <= 60) {
      return { appointmentId: appointment.appointment_id, oid: patient.oid, day };
    }
  }
  throw new Error('The seeded day has no man of working age booked.');
}

/** Each published path template as a pattern, and the seed contract's properties lookup. */
const KNOWN_ROUTES: { method: string; pattern: RegExp; template: string }[] = [
  ...publishedFiles().flatMap((file) =>
    operationsOf(file).map((op) => ({
      method: op.method,
      template: op.pathTemplate,
      pattern: new RegExp(`^${op.pathTemplate.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
    })),
  ),
  // The seed contract (docs/platform.md) has it; no published file does.
  { method: 'GET', template: 'contract', pattern: /^\/v1\/sym-and-diag\/properties$/ },
  // The presigned form the platform handed out (the storage service; its URL is the platform's).
  { method: 'POST', template: 'presigned form', pattern: /^\/__records\/upload\/[^/]+$/ },
];

function unknownRoutes(requests: readonly LoggedRequest[]): string[] {
  return requests
    .filter((r) => !KNOWN_ROUTES.some((k) => k.method === r.method && k.pattern.test(r.path)))
    .map((r) => `${r.method} ${r.path}`);
}

/** A consultation with one finding, finalized; the pad's id. */
async function finalizedVisit(
  target: TestCompanion,
  appointmentId: string,
): Promise<{ padId: string; consultationId: string }> {
  await target.value('consultation:today', {});
  const started = await target.value('consultation:start', { appointmentId });
  const pad = (await target.value('pad:get', { id: started.padId })).pad;
  const fever = createFinding({ localId: randomUUID(), kind: 'symptom', name: 'Fever' });
  await target.value('pad:save-draft', { pad: { ...pad, findings: [fever] } });
  await target.value('pad:finalize', { id: started.padId });
  return { padId: started.padId, consultationId: started.id };
}

async function padState(target: TestCompanion, id: string): Promise<PadView['sync']> {
  return (await target.value('pad:get', { id })).sync;
}

describe('the finalized prescription on the patient’s record', () => {
  it('a whole consultation ends with its PDF on the record, the visit completed, nothing waiting, and only published routes called', async () => {
    const visit = adultVisit();
    app = await startTestCompanion();
    const { padId, consultationId } = await finalizedVisit(app, visit.appointmentId);
    await until(async () => (await padState(app!, padId)).state === 'sent', 'the record upload');
    await app.value('consultation:finish', { id: consultationId });
    await until(
      async () =>
        (await app!.value('consultation:get', { id: consultationId })).appointmentCompletion
          ?.state === 'sent',
      'the appointment to be completed',
    );

    const [document, ...others] = app.sandbox.recordsFor(CLIENT);
    expect(others).toEqual([]);
    expect(document).toMatchObject({
      patientOid: visit.oid,
      dt: 'ps',
      tags: ['clinic-companion'],
      ddE: Date.parse(`${visit.day}T00:00:00Z`) / 1000,
      presignCount: 1,
      uploadCount: 1,
      deleted: false,
    });
    expect(document!.title).toMatch(/^Prescription, \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    const file = document!.files[0]!;
    expect(file.contentType).toBe('application/pdf');
    expect(file.bytes?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.bytes?.byteLength).toBe(file.fileSize);
    expect(app.sandbox.appointmentCompletions(CLIENT).map((c) => c.appointmentId)).toEqual([
      visit.appointmentId,
    ]);
    const status = await app.value('sync:get-status', {});
    expect(status).toMatchObject({ waiting: 0, rejected: 0, dead: 0 });

    const requests = app.sandbox.requests();
    expect(unknownRoutes(requests)).toEqual([]);
    expect(requests.some((r) => r.path.startsWith('/dr/v1/prescription'))).toBe(false);
    // The presigned form got the file with no platform credentials.
    const upload = requests.find((r) => r.path.startsWith('/__records/upload/'))!;
    expect(upload.headerNames).not.toContain('authorization');
    expect(upload.headerNames).not.toContain('auth');
    const presign = requests.find((r) => r.method === 'POST' && r.path === '/mr/api/v1/docs')!;
    expect(presign.headerNames).toEqual(expect.arrayContaining(['authorization', 'x-pt-id']));
    // The record was read back after the upload, before the pad said "on the record".
    const after = requests.slice(requests.indexOf(upload) + 1);
    expect(
      after.filter((r) => r.method === 'GET' && r.path.startsWith('/mr/api/v1/docs/')),
    ).toHaveLength(1);
    // Confirmed: the sealed copy of the PDF is let go of.
    await until(async () => {
      const { readdirSync } = await import('node:fs');
      const path = await import('node:path');
      return readdirSync(path.join(app!.dataDir, 'prescriptions')).length === 0;
    }, 'the sealed PDF to be removed');
  });

  it('finalized offline, the PDF waits and goes once when the platform is back, as one document', async () => {
    const visit = adultVisit();
    app = await startTestCompanion();
    await app.value('consultation:today', {});
    app.core.network.setOsOnline(false);
    const { padId } = await finalizedVisit(app, visit.appointmentId);
    expect((await padState(app, padId)).state).toBe('waiting');
    await app.restart();
    app.core.network.setOsOnline(true);
    await until(async () => (await padState(app!, padId)).state === 'sent', 'the record upload');
    expect(app.sandbox.recordsFor(CLIENT)).toHaveLength(1);
    expect(app.sandbox.recordsFor(CLIENT)[0]!.uploadCount).toBe(1);
  });

  it('an upload place that expired is asked for again for the same document; both expired: refused in words, Retry puts it on the record', async () => {
    const visit = adultVisit();
    // Forms live 1 ms: the first expires before its upload, and so does the one asked again.
    app = await startTestCompanion({ sandbox: { recordsUploadTtlMs: 1 } });
    const { padId } = await finalizedVisit(app, visit.appointmentId);
    await until(async () => (await padState(app!, padId)).state === 'rejected', 'the refusal');
    const refused = await padState(app, padId);
    expect(refused.lastError).toMatch(/expired/i);
    const [document] = app.sandbox.recordsFor(CLIENT);
    // Asked again once, for the same document: never a second one.
    expect(document).toMatchObject({ presignCount: 2, uploadCount: 0 });
    expect(app.sandbox.recordsFor(CLIENT)).toHaveLength(1);

    app.sandbox.records.set({ uploadTtlMs: 15 * 60 * 1000 });
    await app.value('sync:retry', { id: refused.outboxId! });
    await until(async () => (await padState(app!, padId)).state === 'sent', 'the record upload');
    expect(app.sandbox.recordsFor(CLIENT)).toHaveLength(1);
    expect(app.sandbox.recordsFor(CLIENT)[0]).toMatchObject({ presignCount: 3, uploadCount: 1 });
  });

  it('a presign the platform cannot answer now is tried again by itself', async () => {
    const visit = adultVisit();
    app = await startTestCompanion({
      core: { sync: { debounceMs: 5, backoff: { baseMs: 10, maxMs: 20 } } },
    });
    app.sandbox.records.set({ failNextPresigns: 2, presignFailureStatus: 503 });
    const { padId } = await finalizedVisit(app, visit.appointmentId);
    await until(async () => (await padState(app!, padId)).state === 'sent', 'the record upload');
    expect(app.sandbox.recordsFor(CLIENT)).toHaveLength(1);
    expect(app.sandbox.recordsFor(CLIENT)[0]!.uploadCount).toBe(1);
  });

  it('a core without the desktop shell cannot make the PDF: the prescription waits, saying so, and nothing is sent', async () => {
    const visit = adultVisit();
    app = await startTestCompanion({
      withoutPrinter: true,
      core: { sync: { debounceMs: 5, backoff: { baseMs: 10, maxMs: 20 } } },
    });
    const { padId } = await finalizedVisit(app, visit.appointmentId);
    await until(
      async () => /made by the desktop app/.test((await padState(app!, padId)).lastError ?? ''),
      'the reason to be kept',
    );
    expect(['waiting', 'sending']).toContain((await padState(app, padId)).state);
    expect(app.sandbox.requests().some((r) => r.path === '/mr/api/v1/docs')).toBe(false);
  });

  it('an account that may not write to records: said in words on the pad and the Sync screen, the PDF kept sealed', async () => {
    const visit = adultVisit();
    app = await startTestCompanion({ sandbox: { recordsReadOnlyClients: [CLIENT] } });
    const { padId } = await finalizedVisit(app, visit.appointmentId);
    await until(async () => (await padState(app!, padId)).state === 'rejected', 'the refusal');
    expect((await padState(app, padId)).lastError).toMatch(
      /may not write to patients’ records.*stays on this computer/,
    );
    const items = (await app.value('sync:list', {})).items;
    const line = items.find((item) => item.state === 'rejected')!;
    expect(line.message).toMatch(/Prescription to the patient’s record/);
    expect(line.lastError).toMatch(/may not write to patients’ records/);
    const { readdirSync } = await import('node:fs');
    const path = await import('node:path');
    expect(readdirSync(path.join(app.dataDir, 'prescriptions'))).toHaveLength(1);
    expect(app.sandbox.recordsFor(CLIENT).filter((doc) => doc.uploadCount > 0)).toEqual([]);
  });
});
