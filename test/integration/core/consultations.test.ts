import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../../src/main/compose';
import { seedAppointments, seedPatients } from '../../../src/sandbox/clinic-seed';
import { localDay } from '../../../src/sandbox/clinic-store';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { record } from '../../helpers/recording';
import { createFakeClock } from '../../helpers/fake-clock';
import { until } from '../../helpers/until';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';

const CLIENT = TEST_CLIENT_ID;

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function storedText(target: TestCompanion): string {
  return readdirSync(target.dataDir)
    .filter((name) => name.startsWith(DATABASE_FILE_NAME))
    .map((name) => readFileSync(path.join(target.dataDir, name)).toString('latin1'))
    .join('\n');
}

/** The seeded day, worked out here from the seed rather than read back from the app. */
function seededDay() {
  const today = localDay(Date.now());
  const patients = seedPatients(today);
  const appointments = seedAppointments(today).map((a) => ({
    ...a,
    patient: patients.find((p) => p.oid === a.patient_id)!,
  }));
  return { today, appointments };
}

describe('the day’s queue, patients and consultations through the core and the sandbox', () => {
  it('shows the seeded day in order with each patient named, and starts one consultation per appointment', async () => {
    app = await startTestCompanion();
    const seeded = seededDay();
    const today = await app.value('consultation:today', {});
    expect(today.queue.source).toBe('platform');
    expect(today.queue.date).toBe(seeded.today);
    expect(today.queue.appointments.map((a) => [a.id, a.patient?.name, a.state])).toEqual(
      seeded.appointments.map((a) => [
        a.appointment_id,
        a.patient.fln,
        a.status === 'CM' ? 'completed' : 'booked',
      ]),
    );
    const first = today.queue.appointments[1]!;
    const expected = seeded.appointments[1]!.patient;
    expect(first.patient).toMatchObject({
      platformId: expected.oid,
      sex: expected.gen === 'F' ? 'female' : 'male',
      birthDate: expected.dob,
      delivery: 'sent',
    });

    const started = await app.value('consultation:start', { appointmentId: first.id });
    expect(started).toMatchObject({ status: 'in_progress', appointmentId: first.id });
    expect(started.patient.name).toBe(expected.fln);
    // Opening the same appointment again gives the same consultation and the same pad.
    const again = await app.value('consultation:start', { appointmentId: first.id });
    expect(again.id).toBe(started.id);
    expect(again.padId).toBe(started.padId);
    const pad = await app.value('pad:get', { id: started.padId });
    expect(pad.pad.patientId).toBe(expected.oid);

    const after = await app.value('consultation:today', {});
    expect(after.inProgress.map((c) => c.id)).toEqual([started.id]);
    expect(after.queue.appointments[1]).toMatchObject({
      consultationId: started.id,
      state: 'in_consultation',
    });
    // Names are patient data: sealed at rest.
    expect(storedText(app)).not.toContain(expected.fln);
  });

  it('shows the ABHA address the directory holds for a patient whose ABHA was made elsewhere', async () => {
    // A day whose seeded queue has a waiting patient with an ABHA address in the directory.
    let at = Date.parse('2026-11-21T09:30:00Z');
    const withAbha = () => {
      const today = localDay(at);
      const patients = seedPatients(today);
      return seedAppointments(today)
        .slice(1)
        .map((a) => patients.find((p) => p.oid === a.patient_id)!)
        .find((p) => p.abha !== undefined);
    };
    while (!withAbha()) at += 24 * 3_600_000;
    const expected = withAbha()!;
    const clock = createFakeClock(at);
    app = await startTestCompanion({ clock, sandbox: { now: () => clock.now() } });
    const today = await app.value('consultation:today', {});
    const shown = today.queue.appointments.find((a) => a.patient?.platformId === expected.oid);
    expect(shown?.patient?.abhaAddress).toBe(expected.abha);
    // A patient without one in the directory shows none.
    const other = today.queue.appointments.find(
      (a) =>
        a.patient && a.patient.platformId !== expected.oid && a.patient.abhaAddress === undefined,
    );
    expect(other).toBeDefined();
  });

  it('finishing completes the appointment on the platform exactly once, also after going offline', async () => {
    app = await startTestCompanion();
    const today = await app.value('consultation:today', {});
    const appointment = today.queue.appointments[2]!;
    const consultation = await app.value('consultation:start', { appointmentId: appointment.id });
    app.core.network.setOsOnline(false);
    const finished = await app.value('consultation:finish', { id: consultation.id });
    expect(finished.status).toBe('finished');
    expect(finished.appointmentCompletion?.state).toBe('waiting');
    await app.restart();
    app.core.network.setOsOnline(true);
    await until(
      async () =>
        (await app!.value('consultation:get', { id: consultation.id })).appointmentCompletion
          ?.state === 'sent',
      'the appointment to be completed',
    );
    expect(app.sandbox.appointmentCompletions(CLIENT).map((c) => c.appointmentId)).toEqual([
      appointment.id,
    ]);
    const later = await app.value('consultation:today', {});
    expect(later.finished.map((c) => c.id)).toEqual([consultation.id]);
    expect(later.queue.appointments[2]?.state).toBe('completed');
  });

  it('refuses to finish while the pad holds an unfinalized draft, saying so', async () => {
    app = await startTestCompanion();
    const today = await app.value('consultation:today', {});
    const consultation = await app.value('consultation:start', {
      appointmentId: today.queue.appointments[3]!.id,
    });
    const pad = await app.value('pad:get', { id: consultation.padId });
    await app.value('pad:save-draft', {
      pad: { ...pad.pad, vitals: [{ vitalId: 'pulse', value: '72' }] },
      expectedRevision: pad.revision,
    });
    const refused = await app.call('consultation:finish', { id: consultation.id });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.code).toBe('CONFLICT');
      expect(refused.error.message).toContain('finalize it');
    }
    expect((await app.value('consultation:get', { id: consultation.id })).status).toBe(
      'in_progress',
    );
  });

  it('a walk-in for a patient created offline: the patient is created on the platform once, then found by search', async () => {
    app = await startTestCompanion();
    app.core.network.setOsOnline(false);
    const patient = await app.value('patients:create', {
      name: 'Zoya Hassan',
      sex: 'female',
      ageYears: 29,
      mobile: '+91 98450 12345',
    });
    expect(patient).toMatchObject({
      delivery: 'waiting',
      ageText: '29 Years',
      mobile: '9845012345',
    });
    expect(patient.platformId).toBeUndefined();
    const offline = await app.value('patients:search', { text: 'zoya' });
    expect(offline.source).toBe('saved');
    expect(offline.patients.map((p) => p.id)).toEqual([patient.id]);
    const walkIn = await app.value('consultation:start', { patientId: patient.id });
    expect(walkIn.appointmentId).toBeUndefined();
    await app.restart();
    app.core.network.setOsOnline(true);
    await until(
      async () => (await app!.value('patients:get', { id: patient.id })).delivery === 'sent',
      'the patient to be created',
    );
    const created = app.sandbox.patientsCreatedBy(CLIENT);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ fln: 'Zoya Hassan', gen: 'F', mobile: '9845012345' });
    const online = await app.value('patients:search', { text: '9845012345' });
    expect(online.source).toBe('platform');
    // The same patient, not a second copy from the directory.
    expect(online.patients.map((p) => p.id)).toEqual([patient.id]);
    expect((await app.value('patients:get', { id: patient.id })).platformId).toBe(created[0]!.oid);
  });

  it('finds consultations by patient name, mobile and day', async () => {
    app = await startTestCompanion();
    const today = await app.value('consultation:today', {});
    const [a, b] = [today.queue.appointments[4]!, today.queue.appointments[5]!];
    const first = await app.value('consultation:start', { appointmentId: a.id });
    const second = await app.value('consultation:start', { appointmentId: b.id });
    const byName = await app.value('consultation:search', {
      text: a.patient!.name.split(' ')[0]!,
    });
    expect(byName.map((c) => c.id)).toContain(first.id);
    expect(byName.map((c) => c.id)).not.toContain(second.id);
    const byMobile = await app.value('consultation:search', { text: b.patient!.mobile! });
    expect(byMobile.map((c) => c.id)).toEqual([second.id]);
    const byDay = await app.value('consultation:search', {
      from: today.queue.date,
      to: today.queue.date,
    });
    expect(byDay.map((c) => c.id).sort()).toEqual([first.id, second.id].sort());
    expect(
      await app.value('consultation:search', { from: '2001-01-01', to: '2001-01-02' }),
    ).toEqual([]);
  });

  it('records consent before a recording and refuses a recording without it', async () => {
    app = await startTestCompanion();
    const today = await app.value('consultation:today', {});
    const consultation = await app.value('consultation:start', {
      appointmentId: today.queue.appointments[6]!.id,
    });
    const refused = await app.call('recording:start', { consultationId: consultation.id });
    expect(refused).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    await app.value('consultation:save-settings', {
      consentText: 'I agree to this consultation being recorded for my notes.',
    });
    const consented = await app.value('consultation:record-consent', { id: consultation.id });
    expect(consented.consent?.text).toBe(
      'I agree to this consultation being recorded for my notes.',
    );
    const session = await app.value('recording:start', { consultationId: consultation.id });
    // A consultation's recording asks for the EMR structure (the scribe's suggestions) by default.
    expect(session.templates).toEqual(['eka_emr_template']);
    expect(
      (await app.value('recording:list', { consultationId: consultation.id })).map((s) => s.id),
    ).toEqual([session.id]);
    const other = await app.value('consultation:start', {
      appointmentId: today.queue.appointments[7]!.id,
    });
    expect(await app.value('recording:list', { consultationId: other.id })).toEqual([]);
    // The Sync screen names the recording's steps by the consultation's patient and start.
    app.core.network.setOsOnline(false);
    await record(app, session.id, 2);
    const waiting = (await app.value('sync:list', {})).items.filter((item) => item.bundle);
    expect(waiting.length).toBeGreaterThan(0);
    for (const item of waiting) {
      expect(item.visit?.id).toBe(consultation.id);
      expect(item.about).toEqual({
        patient: { kind: 'named', name: consented.patient.name },
        what: 'Recording of the visit',
        when: consented.startedAt,
        whenIs: 'visit',
      });
      expect(item.bundle).toMatchObject({
        id: `recording:${session.id}`,
        label: 'Recording of the visit',
      });
    }
    const cancelled = await app.value('recording:cancel', { sessionId: session.id });
    expect(cancelled.phase).toBe('cancelled');
  });

  it('discarding keeps the record, with its reason, out of the day’s lists', async () => {
    app = await startTestCompanion();
    const today = await app.value('consultation:today', {});
    const consultation = await app.value('consultation:start', {
      appointmentId: today.queue.appointments[8]!.id,
    });
    const discarded = await app.value('consultation:discard', {
      id: consultation.id,
      reason: 'Opened for the wrong patient',
    });
    expect(discarded).toMatchObject({
      status: 'discarded',
      discardReason: 'Opened for the wrong patient',
    });
    const after = await app.value('consultation:today', {});
    expect(after.inProgress).toEqual([]);
    expect(after.finished).toEqual([]);
    expect(storedText(app)).not.toContain('Opened for the wrong patient');
  });
});

describe('a recording on the Sync screen', () => {
  it('is discarded whole, never one audio part, and then says it was not sent', async () => {
    app = await startTestCompanion();
    app.core.network.setOsOnline(false);
    const { id, templates } = await app.value('recording:start', {});
    expect(templates).toEqual([]);
    await record(app, id, 2);
    await app.value('recording:stop', { sessionId: id });
    const waiting = (await app.value('sync:list', {})).items;
    const part = waiting.find((item) => /Part 1 of a recording/.test(item.summary));
    expect(part).toBeDefined();
    expect(waiting.length).toBeGreaterThan(3);
    await app.value('sync:discard', { id: part!.id });
    // Every step of that recording went with it.
    expect((await app.value('sync:list', {})).items).toEqual([]);
    const after = await app.value('recording:get', { sessionId: id });
    expect(after.session.phase).toBe('cancelled');
    expect(after.session.problem).toMatch(/^Discarded on the Sync screen/);
    app.core.network.setOsOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.sandbox.voiceSessionsFor(CLIENT)).toEqual([]);
  });
});

describe('documents of a consultation', () => {
  it('are listed in their consultation only, and go to its patient’s record', async () => {
    app = await startTestCompanion();
    const today = await app.value('consultation:today', {});
    const appointment = today.queue.appointments[1]!;
    const consultation = await app.value('consultation:start', { appointmentId: appointment.id });
    const other = await app.value('consultation:start', {
      appointmentId: today.queue.appointments[2]!.id,
    });
    const pdf = new TextEncoder().encode('%PDF-1.4\n% a lab report\n%%EOF\n');
    const saved = await app.value('documents:upload', {
      fileName: 'cbc-report.pdf',
      mediaType: 'application/pdf',
      bytes: pdf,
      documentType: 'lr',
      destination: 'record',
      consultationId: consultation.id,
    });
    expect(saved.consultationId).toBe(consultation.id);
    expect(saved.hasPatientId).toBe(true);
    expect(
      (await app.value('documents:list', { consultationId: consultation.id })).map((d) => d.id),
    ).toEqual([saved.id]);
    expect(await app.value('documents:list', { consultationId: other.id })).toEqual([]);
    await until(
      async () =>
        (await app!.value('documents:list', { consultationId: consultation.id }))[0]?.state ===
        'uploaded',
      'the document to be uploaded',
    );
    expect(app.sandbox.recordsFor(CLIENT).map((d) => [d.patientOid, d.dt])).toEqual([
      [appointment.patient!.platformId, 'lr'],
    ]);
    const refused = await app.call('documents:upload', {
      fileName: 'x.pdf',
      mediaType: 'application/pdf',
      bytes: pdf,
      documentType: 'lr',
      destination: 'record',
      consultationId: 'no-such-consultation',
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });
});

describe('a walk-in’s prescription', () => {
  it('and its documents wait for the patient created offline, then name the platform’s id for them', async () => {
    // The structured copy is turned on too: both the record and the PUT wait for the create.
    app = await startTestCompanion({ structured: true });
    app.core.network.setOsOnline(false);
    const patient = await app.value('patients:create', {
      name: 'Meher Ali',
      sex: 'male',
      birthDate: '1988-07-14',
    });
    const walkIn = await app.value('consultation:start', { patientId: patient.id });
    const pad = await app.value('pad:get', { id: walkIn.padId });
    await app.value('pad:save-draft', {
      pad: { ...pad.pad, vitals: [{ vitalId: 'pulse', value: '76' }] },
      expectedRevision: pad.revision,
    });
    await app.value('pad:finalize', { id: walkIn.padId });
    // A document brought by the walk-in, added while the patient is not on the platform yet.
    const document = await app.value('documents:upload', {
      fileName: 'old-prescription.pdf',
      mediaType: 'application/pdf',
      bytes: new TextEncoder().encode('%PDF-1.4\n% old prescription\n%%EOF\n'),
      documentType: 'ps',
      destination: 'record',
      consultationId: walkIn.id,
    });
    expect(document.hasPatientId).toBe(false);
    await app.restart();
    app.core.network.setOsOnline(true);
    await until(
      async () => (await app!.value('pad:get', { id: walkIn.padId })).sync.state === 'sent',
      'the prescription to reach the record',
    );
    await until(
      () => app!.sandbox.prescriptionJournal(CLIENT).length === 1,
      'the prescription to arrive',
    );
    const [created] = app.sandbox.patientsCreatedBy(CLIENT);
    expect(created?.fln).toBe('Meher Ali');
    // The PDF is on the record of the patient created offline, and was presigned only after the
    // create: the record's row waited for it.
    const prescriptions = app.sandbox
      .recordsFor(CLIENT)
      .filter((doc) => doc.title?.startsWith('Prescription, '));
    expect(prescriptions).toHaveLength(1);
    expect(prescriptions[0]).toMatchObject({ patientOid: created!.oid, dt: 'ps', uploadCount: 1 });
    expect(prescriptions[0]!.files[0]!.bytes?.subarray(0, 4).toString()).toBe('%PDF');
    const requests = app.sandbox.requests();
    const lastCreate = requests.findLastIndex(
      (r) => r.method === 'POST' && r.path === '/profiles/v1/patient/',
    );
    const firstPresign = requests.findIndex(
      (r) => r.method === 'POST' && r.path === '/mr/api/v1/docs',
    );
    expect(lastCreate).toBeGreaterThanOrEqual(0);
    expect(firstPresign).toBeGreaterThan(lastCreate);
    const [version] = app.sandbox.prescriptionJournal(CLIENT);
    expect(version!.record['patient_id']).toBe(created!.oid);
    // The walk-in's own document, on the same record: two documents in all.
    await until(
      () =>
        app!.sandbox
          .recordsFor(CLIENT)
          .some((doc) => doc.uploadCount === 1 && doc.title === 'old-prescription'),
      'the document to arrive',
    );
    expect(app.sandbox.recordsFor(CLIENT)).toHaveLength(2);
    expect(app.sandbox.recordsFor(CLIENT).map((doc) => doc.patientOid)).toEqual([
      created!.oid,
      created!.oid,
    ]);
  });

  it('goes on the record of a patient whose create was done just before the app was killed', async () => {
    app = await startTestCompanion();
    const patient = await app.value('patients:create', {
      name: 'Kiran Rao',
      sex: 'female',
      birthDate: '1990-02-11',
    });
    const walkIn = await app.value('consultation:start', { patientId: patient.id });
    await until(
      async () => (await app!.value('patients:get', { id: patient.id })).platformId !== undefined,
      'the patient to be created on the platform',
    );
    const [created] = app.sandbox.patientsCreatedBy(CLIENT);
    // What a kill leaves between the create's row committed done (its answer, the platform's id,
    // kept with it) and the patient being given that id: the row done, the patient without it.
    await app.restart(() => {
      const db = new Database(path.join(app!.dataDir, DATABASE_FILE_NAME));
      try {
        db.prepare('UPDATE patients SET platform_id = NULL WHERE id = ?').run(patient.id);
      } finally {
        db.close();
      }
    });
    expect((await app.value('patients:get', { id: patient.id })).platformId).toBe(created!.oid);
    const pad = await app.value('pad:get', { id: walkIn.padId });
    await app.value('pad:save-draft', {
      pad: { ...pad.pad, vitals: [{ vitalId: 'pulse', value: '80' }] },
      expectedRevision: pad.revision,
    });
    await app.value('pad:finalize', { id: walkIn.padId });
    await until(
      async () => (await app!.value('pad:get', { id: walkIn.padId })).sync.state === 'sent',
      'the prescription to reach the record',
    );
    expect(app.sandbox.recordsFor(CLIENT)).toMatchObject([
      { patientOid: created!.oid, dt: 'ps', uploadCount: 1 },
    ]);
    // Created once: the done row was not sent again.
    expect(app.sandbox.patientsCreatedBy(CLIENT)).toHaveLength(1);
  });
});

describe('a patient’s EMR profile extras', () => {
  it('are saved on the patient, refused with each broken rule named, and sent after the patient’s create', async () => {
    app = await startTestCompanion();
    app.core.network.setOsOnline(false);
    const patient = await app.value('patients:create', {
      name: 'Tara Menon',
      sex: 'female',
      ageYears: 41,
    });
    const refused = await app.call('patients:save-extras', {
      id: patient.id,
      extras: { preferred_language: 'ml' }, // 18 characters: keys are at most 16
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(Object.keys(refused.error.fields ?? {})).toEqual(['extras.preferred_language']);
    }
    const saved = await app.value('patients:save-extras', {
      id: patient.id,
      extras: { language: 'ml', city: 'Kochi' },
    });
    expect(saved.extras).toEqual({ language: 'ml', city: 'Kochi' });
    await app.restart();
    expect((await app.value('patients:get-extras', { id: patient.id })).extras).toEqual({
      language: 'ml',
      city: 'Kochi',
    });
    app.core.network.setOsOnline(true);
    await until(() => app!.sandbox.profileUpdates(CLIENT).length === 1, 'the profile to be saved');
    const [created] = app.sandbox.patientsCreatedBy(CLIENT);
    expect(app.sandbox.profileUpdates(CLIENT)[0]!.oid).toBe(created!.oid);
    expect(app.sandbox.patientOf(CLIENT, created!.oid)?.extras).toEqual({
      language: 'ml',
      city: 'Kochi',
    });
    // The extras are patient data: sealed at rest.
    expect(storedText(app)).not.toContain('Kochi');
  });
});
