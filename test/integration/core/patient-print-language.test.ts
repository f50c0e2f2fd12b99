import { afterEach, describe, expect, it } from 'vitest';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';

/*
 * A patient's printout language through the real core on a real SQLite file: the doctor's
 * default until the patient has their own, sealed inside the patient's record (no column, no
 * clear text), kept when the directory reads the patient again, and never sent to the platform.
 */

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const outboxRows = (target: TestCompanion): number =>
  (target.core.db.prepare('SELECT count(*) AS n FROM outbox').get() as { n: number }).n;

async function patientFromQueue(target: TestCompanion): Promise<string> {
  const today = await target.value('consultation:today', {});
  const appointment = today.queue.appointments[1]!;
  const started = await target.value('consultation:start', { appointmentId: appointment.id });
  return started.patient.id;
}

describe('a patient’s printout language', () => {
  it('follows the doctor’s default until the patient has one, and keeps it across a restart', async () => {
    app = await startTestCompanion();
    const id = await patientFromQueue(app);
    expect(await app.value('patients:get-print-language', { id })).toEqual({
      own: null,
      printed: 'en',
    });
    await app.value('settings:save-print-language', { language: 'ta' });
    expect(await app.value('patients:get-print-language', { id })).toEqual({
      own: null,
      printed: 'ta',
    });
    const before = outboxRows(app);
    await app.value('patients:save-print-language', { id, language: 'mr' });
    // Local only: no published platform field holds it.
    expect(outboxRows(app)).toBe(before);
    await app.restart();
    expect(await app.value('patients:get-print-language', { id })).toEqual({
      own: 'mr',
      printed: 'mr',
    });
    expect(await app.value('settings:get-print-language', {})).toEqual({ language: 'ta' });
  });

  it('is sealed in the record and kept when the directory reads the patient again', async () => {
    app = await startTestCompanion();
    const id = await patientFromQueue(app);
    await app.value('patients:save-print-language', { id, language: 'hi' });
    const columns = app.core.db.prepare('PRAGMA table_info(patients)').all() as { name: string }[];
    expect(columns.map((c) => c.name).join(' ')).not.toMatch(/language/);
    const patient = await app.value('patients:get', { id });
    // The day's queue and a search read the patient again from the platform's directory.
    await app.value('consultation:today', {});
    await app.value('patients:search', { text: patient.name });
    expect(await app.value('patients:get-print-language', { id })).toEqual({
      own: 'hi',
      printed: 'hi',
    });
  });

  it('refuses a language it has no template for, and a patient not saved here, in words', async () => {
    app = await startTestCompanion();
    const id = await patientFromQueue(app);
    const unknown = await app.error('patients:save-print-language', {
      id,
      // Sent as a renderer might: the channel checks what it receives.
      language: 'fr' as never,
    });
    expect(unknown.code).toBe('INVALID_ARGUMENT');
    const missing = await app.error('patients:get-print-language', { id: 'no-such-patient' });
    expect(missing).toMatchObject({
      code: 'NOT_FOUND',
      message: 'That patient is not saved on this computer.',
    });
    const unknownDefault = await app.error('settings:save-print-language', {
      language: 'xx' as never,
    });
    expect(unknownDefault.code).toBe('INVALID_ARGUMENT');
  });
});
