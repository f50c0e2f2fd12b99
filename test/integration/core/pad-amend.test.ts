import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createFinding } from '../../../src/shared/pad/finding';
import { addFinding, type Pad } from '../../../src/shared/pad/pad';
import type { PadView } from '../../../src/shared/pad-view';
import { seedAppointments, seedPatients } from '../../../src/sandbox/clinic-seed';
import { localDay } from '../../../src/sandbox/clinic-store';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';
import { until } from '../../helpers/until';

const CLIENT = TEST_CLIENT_ID;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A man of working age booked today in the sandbox's seeded day (his prescription has no child checks). */
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

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function withFinding(pad: Pad, name: string): Pad {
  const added = addFinding(pad, {
    ...createFinding({ localId: randomUUID(), kind: 'diagnosis', name }),
    notes: 'as heard',
  });
  if (!added.ok) throw new Error('the test finding was refused');
  return added.pad;
}

/** The consultation's pad, written, finalized, and on the patient's record. */
async function finalizedVisitPad(target: TestCompanion): Promise<PadView> {
  await target.value('consultation:today', {});
  const started = await target.value('consultation:start', { appointmentId: VISIT.appointmentId });
  const draft = await target.value('pad:get', { id: started.padId });
  await target.value('pad:save-draft', { pad: withFinding(draft.pad, 'Viral fever') });
  await target.value('pad:finalize', { id: started.padId });
  await sentPad(target, started.padId);
  return target.value('pad:get', { id: started.padId });
}

async function sentPad(target: TestCompanion, id: string): Promise<void> {
  await until(
    async () => (await target.value('pad:get', { id })).sync.state === 'sent',
    'the prescription to reach the patient’s record',
  );
}

describe('amending a prescription the platform has', () => {
  it('starts a new version copying the content, linked to the earlier pad, which stays as it was', async () => {
    app = await startTestCompanion();
    const earlier = await finalizedVisitPad(app);
    expect(earlier.versionLink).toEqual({ version: 1 });

    const amendment = await app.value('pad:amend', { padId: earlier.pad.id });
    expect(amendment).toMatchObject({
      status: 'draft',
      canEdit: true,
      revision: 1,
      sync: { state: 'draft' },
      versionLink: { version: 2, amends: earlier.pad.id },
    });
    expect(amendment.pad.id).not.toBe(earlier.pad.id);
    const { id: _newId, updatedAt: _newAt, ...copied } = amendment.pad;
    const { id: _oldId, updatedAt: _oldAt, ...original } = earlier.pad;
    expect(copied).toEqual(original);
    expect(copied.findings.map((f) => f.name)).toEqual(['Viral fever']);

    // The earlier pad is unchanged, and now names its amendment.
    const after = await app.value('pad:get', { id: earlier.pad.id });
    expect(after.pad).toEqual(earlier.pad);
    expect(after).toMatchObject({
      status: 'finalized',
      revision: earlier.revision,
      sync: { state: 'sent', sentAt: earlier.sync.sentAt },
      versionLink: { version: 1, amendedBy: amendment.pad.id },
    });
    // Asked again while the amendment is a draft: the same draft, not another.
    expect((await app.value('pad:amend', { padId: earlier.pad.id })).pad.id).toBe(amendment.pad.id);

    // Corrected and finalized, it goes to the same patient's record as a document of its own.
    const corrected = withFinding(amendment.pad, 'Dengue fever');
    await app.value('pad:save-draft', { pad: corrected, expectedRevision: 1 });
    const final = await app.value('pad:finalize', { id: amendment.pad.id });
    await sentPad(app, amendment.pad.id);
    const onRecord = app.sandbox.recordsFor(CLIENT).filter((doc) => doc.uploadCount > 0);
    expect(onRecord.map((doc) => doc.patientOid)).toEqual([VISIT.oid, VISIT.oid]);
    // Once the amendment is there, the earlier document is marked so (its own tags kept), never
    // before: the record does not hold two prescriptions that disagree without a word.
    await until(
      () => app!.sandbox.recordsFor(CLIENT)[0]!.tags.includes('superseded'),
      'the earlier prescription to be marked as amended',
    );
    const [first, second] = app.sandbox.recordsFor(CLIENT);
    expect(first!.tags).toEqual(['clinic-companion', 'superseded']);
    expect(second!.tags).toEqual(['clinic-companion']);
    expect(second!.files[0]!.bytes!.subarray(0, 5).toString()).toBe('%PDF-');
    const patches = app.sandbox.requests().filter((r) => r.method === 'PATCH');
    expect(patches.map((r) => r.path)).toEqual([`/mr/api/v1/docs/${first!.documentId}`]);
    await until(
      async () => (await app!.value('sync:get-status', {})).waiting === 0,
      'the mark to be confirmed',
    );
    expect(app.sandbox.requests().filter((r) => r.method === 'PATCH')).toHaveLength(1);

    // Its printout says it is an amendment, with the time it was finalized; the earlier one does not.
    const at = new Date(final.sync.finalizedAt!);
    const hhmm = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
    const printed = await app.value('printout:html', { padId: amendment.pad.id, paper: 'A4' });
    expect(printed.html).toContain(
      `Amended ${at.getDate()} ${MONTHS[at.getMonth()]} ${at.getFullYear()}, ${hhmm}`,
    );
    const firstPrinted = await app.value('printout:html', { padId: earlier.pad.id, paper: 'A4' });
    expect(firstPrinted.html).not.toContain('Amended');

    // The earlier pad cannot be amended twice; the newest version can, as version 3.
    const twice = await app.error('pad:amend', { padId: earlier.pad.id });
    expect(twice.message).toBe(
      'This prescription was already amended; amend its newest version instead.',
    );
    await app.restart();
    const third = await app.value('pad:amend', { padId: amendment.pad.id });
    expect(third.versionLink).toEqual({ version: 3, amends: amendment.pad.id });
    expect(third.pad.findings.map((f) => f.name)).toEqual(['Viral fever', 'Dengue fever']);
  });

  it('refuses in words a pad that is not finalized, or not yet on the platform', async () => {
    app = await startTestCompanion();
    await app.value('consultation:today', {});
    const started = await app.value('consultation:start', { appointmentId: VISIT.appointmentId });
    const draft = await app.error('pad:amend', { padId: started.padId });
    expect(draft).toMatchObject({
      code: 'CONFLICT',
      message:
        'This prescription is not finalized, so there is nothing to amend: correct the draft itself.',
    });

    app.core.network.setOsOnline(false);
    const written = await app.value('pad:get', { id: started.padId });
    await app.value('pad:save-draft', { pad: withFinding(written.pad, 'Viral fever') });
    const waiting = await app.value('pad:finalize', { id: started.padId });
    expect(waiting.sync.state).toBe('waiting');
    const offline = await app.error('pad:amend', { padId: waiting.pad.id });
    expect(offline).toMatchObject({
      code: 'CONFLICT',
      message:
        'This prescription has not reached the platform yet: reopen it to correct it instead.',
    });
    const missing = await app.error('pad:amend', { padId: randomUUID() });
    expect(missing.code).toBe('NOT_FOUND');
    // Nothing was started by the refusals.
    expect((await app.value('pad:get', { id: waiting.pad.id })).versionLink).toEqual({
      version: 1,
    });
  });
});
