import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Fetch } from '../../../src/main/core/platform/http';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../../src/main/compose';
import { createFinding, writeNote, writeSince } from '../../../src/shared/pad/finding';
import { addFinding, addProcedure, type Pad } from '../../../src/shared/pad/pad';
import { createProcedure, writeDate } from '../../../src/shared/pad/procedure';
import type { PadView } from '../../../src/shared/pad-view';
import { seedAppointments, seedPatients } from '../../../src/sandbox/clinic-seed';
import { localDay } from '../../../src/sandbox/clinic-store';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { createCountingFetch } from '../../helpers/counting-fetch';
import { until } from '../../helpers/until';
import { testPadDetails } from './pad-details';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';

const CLIENT = TEST_CLIENT_ID;
const SINCE = 'pg-sandbox-since';
const NOTE = 'pg-5243973452';
const DATE = 'pg-31705165';
/** Patient data that would be recognisable in the database file or the log if it ever leaked. */
const MARKER = 'PATIENT-MARKER-Ramesh-Iyer-4411';
/**
 * A man of working age booked today in the sandbox's seeded day (worked out from the seed): the
 * pads are his consultation's, so the prescription goes on his record and the prescribing checks
 * read an adult.
 */
const VISIT = (() => {
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
})();
const PATIENT_ID = VISIT.oid;

/** The pad of a consultation for the seeded appointment (each finalized pad is a visit's). */
async function visitPad(target: TestCompanion): Promise<PadView> {
  await target.value('consultation:today', {});
  const started = await target.value('consultation:start', { appointmentId: VISIT.appointmentId });
  return target.value('pad:get', { id: started.padId });
}
const putPath = (id: string): string => `/dr/v1/prescription/${id}`;

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function edited<T>(result: { ok: true; value: T } | { ok: false }): T {
  if (!result.ok) throw new Error('the test pad edit was refused');
  return result.value;
}

function padded(result: { ok: true; pad: Pad } | { ok: false }): Pad {
  if (!result.ok) throw new Error('the test pad edit was refused');
  return result.pad;
}

/** A pad with a symptom (Since + Note), a free-text finding with a legacy note, a procedure and vitals. */
function writeTestPad(start: Pad, note = `Worse at night; ${MARKER}`): Pad {
  let fever = createFinding({
    localId: randomUUID(),
    kind: 'symptom',
    name: 'Fever',
    id: 'sym-fever',
  });
  fever = edited(writeSince(fever, SINCE, { value: '3', unit: 'Day' }));
  fever = edited(writeNote(fever, note));
  const pallor = {
    ...createFinding({ localId: randomUUID(), kind: 'examination', name: 'Pallor' }),
    notes: 'legacy note, kept for reading',
    properties: { 'pg-from-a-newer-platform': { score: 3.25, sides: ['left'], seen: null } },
  };
  let ecg = createProcedure({ localId: randomUUID(), name: 'ECG', id: 'proc-ecg' });
  ecg = edited(writeDate(ecg, '2025-03-14'));
  ecg = { ...ecg, date: 'last week' };
  let pad: Pad = { ...start, patientId: PATIENT_ID };
  pad = padded(addFinding(pad, fever));
  pad = padded(addFinding(pad, pallor));
  pad = padded(addProcedure(pad, ecg));
  return {
    ...pad,
    vitals: [
      { vitalId: 'temperature-f', value: '98.40' },
      { vitalId: 'weight', value: '61.50' },
      { vitalId: 'pulse', value: '72' },
    ],
  };
}

/** What the platform must receive for `pad`, written out here rather than by the app's builder. */
function expectedRecord(pad: Pad): unknown {
  const [fever, pallor] = pad.findings;
  const [ecg] = pad.procedures;
  return {
    id: pad.id,
    patient_id: PATIENT_ID,
    examination_findings: [
      {
        id: 'sym-fever',
        name: 'Fever',
        source: 'symptom',
        properties: {
          [SINCE]: { value: 3, unit: 'Day' },
          [NOTE]: fever!.properties[NOTE],
        },
      },
      {
        name: 'Pallor',
        notes: 'legacy note, kept for reading',
        properties: pallor!.properties,
      },
    ],
    procedures: [
      { id: 'proc-ecg', name: 'ECG', properties: { [DATE]: '2025-03-14' }, date: ecg!.date },
    ],
    vitals: [
      { code: '8310-5', name: 'Temperature', value: '98.40', unit: '[degF]' },
      { code: '29463-7', name: 'Weight', value: '61.50', unit: 'kg' },
      { code: '8867-4', name: 'Pulse', value: '72', unit: '/min' },
    ],
    // The same entries as the published prescription record's items (pad-plan.test.ts checks
    // medicines, investigations, advice and the follow-up).
    prescription_details: testPadDetails(fever!.properties[NOTE]),
    updated_at: pad.updatedAt,
  };
}

async function padState(target: TestCompanion, id: string): Promise<PadView> {
  return target.value('pad:get', { id });
}

/**
 * On the patient's record, and (these tests turn the structured copy on) its structured record
 * sent after it, unless `structured` is false.
 */
async function sentOnce(target: TestCompanion, id: string, structured = true): Promise<PadView> {
  await until(async () => (await padState(target, id)).sync.state === 'sent', 'the pad to be sent');
  if (structured) {
    await until(
      () => target.sandbox.prescriptionsFor(CLIENT).some((stored) => stored.id === id),
      'the structured copy to arrive',
    );
  }
  return padState(target, id);
}

/** The database file and its WAL as text, to search for leaks. */
function storedText(target: TestCompanion): string {
  return readdirSync(target.dataDir)
    .filter((name) => name.startsWith(DATABASE_FILE_NAME))
    .map((name) => readFileSync(path.join(target.dataDir, name)).toString('latin1'))
    .join('\n');
}

describe('prescription pads through the core and the sandbox', () => {
  it('a saved draft comes back exactly after a restart, precision included', async () => {
    app = await startTestCompanion({ structured: true });
    const current = await app.value('pad:get-current', {});
    expect(current).toMatchObject({
      status: 'draft',
      revision: 1,
      canEdit: true,
      sync: { state: 'draft' },
    });
    // Asking again gives the same draft, not another one.
    expect((await app.value('pad:get-current', {})).pad.id).toBe(current.pad.id);

    const pad = writeTestPad(current.pad);
    const saved = await app.value('pad:save-draft', { pad, expectedRevision: 1 });
    expect(saved).toMatchObject({ id: pad.id, revision: 2 });

    await app.restart();
    const back = await app.value('pad:get-current', {});
    expect(back.revision).toBe(2);
    expect(back.pad).toEqual({ ...pad, updatedAt: saved.updatedAt });
    expect(back.pad.vitals[0]).toEqual({ vitalId: 'temperature-f', value: '98.40' });
    expect(back.pad.vitals[1]?.value).toBe('61.50');
  });

  it('keeps drafts sealed: no name, note or patient id in the database, its WAL or the log', async () => {
    app = await startTestCompanion({ structured: true });
    const current = await app.value('pad:get-current', {});
    const pad = writeTestPad(current.pad);
    await app.value('pad:save-draft', { pad });
    const text = storedText(app);
    expect(text).toContain('pads'); // the table is there: the search reads the right files
    for (const secret of [MARKER, PATIENT_ID, 'Worse at night', 'legacy note', '98.40']) {
      expect(text).not.toContain(secret);
      expect(app.logText()).not.toContain(secret);
    }
  });

  it('copes with rapid saves: each is durable, the last one wins, and a stale one is refused', async () => {
    app = await startTestCompanion({ structured: true });
    const current = await app.value('pad:get-current', {});
    let pad = writeTestPad(current.pad);
    let revision = current.revision;
    for (let i = 0; i < 50; i += 1) {
      pad = { ...pad, vitals: [{ vitalId: 'pulse', value: String(60 + i) }] };
      revision = (await app.value('pad:save-draft', { pad, expectedRevision: revision })).revision;
    }
    expect(revision).toBe(51);
    const stale = await app.call('pad:save-draft', { pad, expectedRevision: 10 });
    expect(stale).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    await app.restart();
    expect((await app.value('pad:get', { id: pad.id })).pad.vitals).toEqual([
      { vitalId: 'pulse', value: '109' },
    ]);
  });

  it('is not counted as sent when the platform’s 2xx names another prescription', async () => {
    // A platform (or a proxy in between) answering the PUT with another record's id.
    const misnaming: Fetch = async (input, init) => {
      const response = await fetch(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (init?.method !== 'PUT' || !url.pathname.startsWith('/dr/v1/prescription/'))
        return response;
      return new Response(JSON.stringify({ id: 'another-prescription', status: 'updated' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    app = await startTestCompanion({
      structured: true,
      fetch: misnaming,
      core: { sync: { debounceMs: 5, backoff: { baseMs: 10, maxMs: 20 } } },
    });
    const current = await visitPad(app);
    await app.value('pad:save-draft', { pad: writeTestPad(current.pad) });
    await app.value('pad:finalize', { id: current.pad.id });
    await until(
      async () =>
        (await app!.value('sync:list', {})).items.some((item) =>
          /names another record/.test(item.lastError ?? ''),
        ),
      'the answer to be judged as not confirming the change',
    );
    // The PDF is on the record; the structured copy waits to be sent again with the same key:
    // pending, or in flight again (it is retried every few ms here), or set aside, never done.
    expect((await padState(app, current.pad.id)).sync.state).toBe('sent');
    const counts = app.core.outbox.counts();
    expect(counts.pending + counts.inFlight + counts.dead).toBe(1);
  });

  it('finalized offline, it waits through a restart and arrives exactly once when online', async () => {
    const counting = createCountingFetch();
    app = await startTestCompanion({ fetch: counting, structured: true });
    const current = await visitPad(app);
    app.core.network.setOsOnline(false);
    await app.value('pad:save-draft', { pad: writeTestPad(current.pad) });
    const finalized = await app.value('pad:finalize', { id: current.pad.id });
    expect(finalized).toMatchObject({
      status: 'finalized',
      canEdit: false,
      canReopen: true,
      sync: { state: 'waiting' },
    });
    // The PDF to the patient's record, then the structured copy (turned on for this test).
    expect(app.core.outbox.counts().pending).toBe(2);
    // The finalized pad is read-only: a late autosave does not change it.
    const late = await app.call('pad:save-draft', { pad: finalized.pad });
    expect(late).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    await app.core.sync.runNow();
    expect(counting.count(putPath(current.pad.id))).toBe(0);

    await app.restart();
    // A new draft is the current one now; the finalized pad is not.
    expect((await app.value('pad:get-current', {})).pad.id).not.toBe(current.pad.id);
    const sent = await sentOnce(app, current.pad.id);
    expect(sent.sync.sentAt).toBeDefined();
    expect(counting.count(putPath(current.pad.id))).toBe(1);
    const stored = app.sandbox.prescriptionsFor(CLIENT);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.record).toEqual(expectedRecord(finalized.pad));
    expect(app.sandbox.prescriptionJournal(CLIENT)).toHaveLength(1);
  });

  it('lost answers are sent again: one document on the record, one version of the prescription', async () => {
    // Every change is applied by the sandbox, then its answer is lost on the way back, until the
    // pad's structured copy has been applied once.
    let lose: (path: string) => boolean = () => true;
    const lost: string[] = [];
    const losing: Fetch = async (input, init) => {
      const response = await fetch(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input));
      const change = init?.method === 'POST' || init?.method === 'PUT';
      if (!change || url.pathname.startsWith('/connect-auth/') || !lose(url.pathname)) {
        return response;
      }
      await response.arrayBuffer();
      lost.push(
        `${init.method} ${url.pathname.startsWith('/dr/') ? 'prescription' : url.pathname}`,
      );
      throw new TypeError('fetch failed: the answer was lost');
    };
    app = await startTestCompanion({
      structured: true,
      fetch: losing,
      core: { sync: { backoff: { baseMs: 5, maxMs: 20 } } },
    });
    await app.value('webhooks:list', { refresh: true }); // signed in before answers start to vanish
    const current = await visitPad(app);
    await app.value('pad:save-draft', { pad: writeTestPad(current.pad) });
    const finalized = await app.value('pad:finalize', { id: current.pad.id });
    // The presign applied with its answer lost, more than once: still one document.
    await until(
      () => app!.sandbox.recordsFor(CLIENT).some((doc) => doc.presignCount >= 2),
      'the presign applied twice without an answer',
    );
    // Then the upload applied with its answer lost: the next attempt reads the record back, finds
    // the PDF there, and does not send it again.
    lose = (path) => path.startsWith('/__records/upload/') || path.startsWith('/dr/');
    await until(
      () => lost.some((entry) => entry.startsWith('POST /__records/upload/')),
      'the upload applied without an answer',
    );
    lose = (path) => path.startsWith('/dr/');
    await until(async () => (await padState(app!, current.pad.id)).sync.state === 'sent', 'sent');
    await until(() => app!.sandbox.prescriptionJournal(CLIENT).length === 1, 'the first version');
    await until(() => lost.includes('PUT prescription'), 'a lost answer of the PUT');
    lose = () => false;
    await sentOnce(app, current.pad.id);
    const documents = app.sandbox.recordsFor(CLIENT);
    expect(documents).toHaveLength(1);
    expect(documents[0]!.presignCount).toBeGreaterThanOrEqual(2);
    expect(documents[0]!.uploadCount).toBe(1);
    expect(documents[0]!.files[0]!.bytes?.subarray(0, 4).toString()).toBe('%PDF');
    expect(app.sandbox.prescriptionJournal(CLIENT)).toHaveLength(1);
    expect(app.sandbox.prescriptionsFor(CLIENT)[0]!.record).toEqual(expectedRecord(finalized.pad));
  });

  it('refuses to finalize a pad with a bad field, naming each field, and queues nothing', async () => {
    app = await startTestCompanion({ structured: true });
    const current = await visitPad(app);
    const empty = await app.call('pad:finalize', { id: current.pad.id });
    expect(empty).toMatchObject({
      ok: false,
      error: {
        code: 'INVALID_ARGUMENT',
        fields: { pad: expect.stringMatching(/empty/) as unknown },
      },
    });

    const pad = writeTestPad(current.pad);
    const [fever, pallor] = pad.findings;
    const [ecg] = pad.procedures;
    const broken: Pad = {
      ...pad,
      findings: [
        { ...fever!, properties: { ...fever!.properties, [SINCE]: { value: 1.5, unit: 'Day' } } },
        { ...pallor!, properties: { ...pallor!.properties, [NOTE]: `bad\u0007${MARKER}` } },
      ],
      procedures: [{ ...ecg!, properties: { [DATE]: '2025-02-30' } }],
    };
    await app.value('pad:save-draft', { pad: broken });
    const refused = await app.call('pad:finalize', { id: pad.id });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.code).toBe('INVALID_ARGUMENT');
    expect(refused.error.message).toMatch(/3 entries need correcting/);
    expect(refused.error.fields).toEqual({
      [`findings.${fever!.localId}.since.value`]: expect.stringMatching(/whole number/) as unknown,
      [`findings.${pallor!.localId}.note`]: expect.stringMatching(/control characters/) as unknown,
      [`procedures.${ecg!.localId}.date`]: expect.stringMatching(
        /February 2025 has 28 days/,
      ) as unknown,
    });
    expect(JSON.stringify(refused.error)).not.toContain(MARKER);
    expect(app.core.outbox.counts().pending).toBe(0);
    expect((await padState(app, pad.id)).status).toBe('draft');

    // A vital that is not a plain decimal is kept in the draft as typed, and stops Finalize.
    const withComma = { ...pad, vitals: [{ vitalId: 'temperature-f', value: '98,4' }] };
    await app.value('pad:save-draft', { pad: withComma });
    expect((await app.value('pad:get', { id: pad.id })).pad.vitals).toEqual(withComma.vitals);
    const comma = await app.call('pad:finalize', { id: pad.id });
    expect(comma).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    if (!comma.ok) {
      expect(comma.error.fields?.['vitals.temperature-f.value']).toMatch(/write 98\.4/);
    }
  });

  it('checks a Since under the group id the lookup gave, whatever shape it holds', async () => {
    app = await startTestCompanion({ structured: true });
    const symptoms = await app.value('properties:lookup', { context: 'symptoms' });
    const symptom = symptoms.items.find((item) => item.groups.some((g) => g.kind === 'since'))!;
    const current = await visitPad(app);
    const finding = {
      ...createFinding({
        localId: randomUUID(),
        kind: 'symptom',
        name: symptom.name,
        id: symptom.id,
      }),
      properties: { [SINCE]: '3 days' },
    };
    await app.value('pad:save-draft', { pad: padded(addFinding(current.pad, finding)) });
    const refused = await app.call('pad:finalize', { id: current.pad.id });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        fields: { [`findings.${finding.localId}.since.value`]: expect.any(String) as unknown },
      },
    });
  });

  it('a refused pad shows the reason, is reopened, corrected and arrives', async () => {
    // The account may not write to patients' records (the presign answers 403) until it is allowed.
    app = await startTestCompanion({ sandbox: { recordsReadOnlyClients: [CLIENT] } });
    const changed: string[] = [];
    app.core.onEvent((channel, payload) => {
      if (channel === 'pad:changed') changed.push((payload as { id: string }).id);
    });
    const current = await visitPad(app);
    await app.value('pad:save-draft', { pad: writeTestPad(current.pad) });
    const first = await app.value('pad:finalize', { id: current.pad.id });
    await until(
      async () => (await padState(app!, current.pad.id)).sync.state === 'rejected',
      'the refusal',
    );
    const refused = await padState(app, current.pad.id);
    expect(refused.sync.lastError).toMatch(/may not write to patients’ records/);
    expect(refused).toMatchObject({ status: 'finalized', canReopen: true, canEdit: false });
    await until(
      () => changed.filter((id) => id === current.pad.id).length >= 3,
      'events for finalize, sending, refusal',
    );
    // Nothing reached the record; the PDF waits sealed on this computer.
    expect(app.sandbox.recordsFor(CLIENT).filter((doc) => doc.uploadCount > 0)).toEqual([]);

    const reopened = await app.value('pad:reopen', { id: current.pad.id });
    expect(reopened).toMatchObject({
      status: 'draft',
      canEdit: true,
      sync: { state: 'draft', previousRefusal: refused.sync.lastError },
    });
    expect(app.core.outbox.get(first.sync.outboxId!)?.state).toBe('discarded');
    const correction = {
      ...reopened.pad,
      vitals: [...reopened.pad.vitals.slice(1), { vitalId: 'spo2', value: '97' }],
    };
    await app.value('pad:save-draft', { pad: correction, expectedRevision: reopened.revision });
    app.sandbox.records.set({ readOnlyClients: [] });
    const second = await app.value('pad:finalize', { id: current.pad.id });
    expect(second.sync.outboxId).not.toBe(first.sync.outboxId);
    expect(second.sync.previousRefusal).toBeUndefined();
    await sentOnce(app, current.pad.id, false);
    const onRecord = app.sandbox.recordsFor(CLIENT).filter((doc) => doc.uploadCount > 0);
    expect(onRecord).toHaveLength(1);
    expect(onRecord[0]).toMatchObject({ patientOid: PATIENT_ID, dt: 'ps', uploadCount: 1 });
    // With the structured copy off (the default), the unpublished PUT is never called.
    expect(app.sandbox.requests().some((r) => r.path.startsWith('/dr/v1/prescription'))).toBe(
      false,
    );
    // On the record: it can no longer be reopened.
    expect(await app.call('pad:reopen', { id: current.pad.id })).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT' },
    });
  });

  it('a pad waiting offline can be reopened and corrected before it goes', async () => {
    const counting = createCountingFetch();
    app = await startTestCompanion({ fetch: counting, structured: true });
    const current = await visitPad(app);
    app.core.network.setOsOnline(false);
    await app.value('pad:save-draft', { pad: writeTestPad(current.pad) });
    await app.value('pad:finalize', { id: current.pad.id });
    const reopened = await app.value('pad:reopen', { id: current.pad.id });
    expect(reopened.sync).toMatchObject({ state: 'draft' });
    expect(reopened.sync.previousRefusal).toBeUndefined();
    const final = await app.value('pad:finalize', { id: current.pad.id });
    app.core.network.setOsOnline(true);
    await sentOnce(app, current.pad.id);
    expect(counting.count(putPath(current.pad.id))).toBe(1);
    expect(app.sandbox.prescriptionsFor(CLIENT)[0]!.record).toEqual(expectedRecord(final.pad));
    // The reopened revision's rows (the record's and the structured copy's) were discarded:
    // one document reached the record, the corrected one.
    expect(app.sandbox.recordsFor(CLIENT)).toHaveLength(1);
  });

  it('a new pad becomes current; an empty draft is dropped, a written one is listed', async () => {
    app = await startTestCompanion({ structured: true });
    const first = await app.value('pad:get-current', {});
    const second = await app.value('pad:new', { patientId: 'PT-2' });
    expect(second.pad.patientId).toBe('PT-2');
    expect(await app.call('pad:get', { id: first.pad.id })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    await app.value('pad:save-draft', { pad: writeTestPad(second.pad) });
    const third = await app.value('pad:new', {});
    expect((await app.value('pad:get-current', {})).pad.id).toBe(third.pad.id);
    const list = await app.value('pad:list', {});
    expect(list.map((p) => p.id)).toEqual([third.pad.id, second.pad.id]);
    expect(list[1]).toMatchObject({
      status: 'draft',
      syncState: 'draft',
      findings: 2,
      procedures: 1,
      vitals: 3,
    });
  });

  it('without a keychain a draft is neither saved nor opened, and nothing is lost', async () => {
    app = await startTestCompanion({ structured: true });
    const current = await app.value('pad:get-current', {});
    const pad = writeTestPad(current.pad);
    const saved = await app.value('pad:save-draft', { pad });

    app.keychain.setAvailable(false);
    await app.restart();
    const opened = await app.call('pad:get-current', {});
    expect(opened).toMatchObject({
      ok: false,
      error: {
        code: 'KEYCHAIN_UNAVAILABLE',
        message: expect.stringMatching(/pad cannot be opened/) as unknown,
      },
    });
    const save = await app.call('pad:save-draft', { pad: { ...pad, vitals: [] } });
    expect(save).toMatchObject({
      ok: false,
      error: {
        code: 'KEYCHAIN_UNAVAILABLE',
        message: expect.stringMatching(/pad was not saved/) as unknown,
      },
    });
    expect(await app.call('pad:finalize', { id: pad.id })).toMatchObject({
      ok: false,
      error: { code: 'KEYCHAIN_UNAVAILABLE' },
    });
    expect(await app.call('pad:new', {})).toMatchObject({
      ok: false,
      error: { code: 'KEYCHAIN_UNAVAILABLE' },
    });
    expect(app.core.outbox.counts().pending).toBe(0);

    app.keychain.setAvailable(true);
    await app.restart();
    const back = await app.value('pad:get-current', {});
    expect(back.pad).toEqual({ ...pad, updatedAt: saved.updatedAt });
    expect(back.revision).toBe(saved.revision);
  });

  it('a pad of another account waits for it and is not finalized for the current one', async () => {
    app = await startTestCompanion({ structured: true });
    const current = await app.value('pad:get-current', {});
    await app.value('pad:save-draft', { pad: writeTestPad(current.pad) });
    app.core.db
      .prepare("UPDATE pads SET account = 'another-account' WHERE id = ?")
      .run(current.pad.id);
    const view = await app.value('pad:get', { id: current.pad.id });
    expect(view).toMatchObject({ otherAccount: true, canEdit: false });
    expect(await app.call('pad:finalize', { id: current.pad.id })).toMatchObject({
      ok: false,
      error: {
        code: 'CONFLICT',
        message: expect.stringMatching(/another platform account/) as unknown,
      },
    });
    // The current account gets a draft of its own.
    expect((await app.value('pad:get-current', {})).pad.id).not.toBe(current.pad.id);
  });
});

describe('a pad with a choice group', () => {
  it('sends the Severity chosen for a symptom as the lookup named it', async () => {
    app = await startTestCompanion({ structured: true });
    const lookup = await app.value('properties:lookup', { context: 'symptoms' });
    const headache = lookup.items.find((item) => item.name === 'Headache')!;
    const severity = headache.groups.find((group) => group.kind === 'select')!;
    expect(severity).toMatchObject({ name: 'Severity', options: ['Mild', 'Moderate', 'Severe'] });
    const current = await visitPad(app);
    const symptom = {
      ...createFinding({
        localId: randomUUID(),
        kind: 'symptom',
        name: 'Headache',
        id: headache.id,
      }),
      properties: { [severity.id]: 'Moderate' },
    };
    const pad = padded(addFinding(current.pad, symptom));
    await app.value('pad:save-draft', { pad });
    await app.value('pad:finalize', { id: pad.id });
    await sentOnce(app, pad.id);
    const [stored] = app.sandbox.prescriptionsFor(CLIENT);
    const findings = stored!.record['examination_findings'] as { properties: unknown }[];
    expect(findings[0]!.properties).toEqual({ [severity.id]: 'Moderate' });
  });
});
