import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../../src/main/compose';
import type { Allergy, PatientAlerts } from '../../../src/shared/patient-alerts';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';

/*
 * A patient's allergies and chronic conditions through the real core on a real SQLite file:
 * saved and read back, sealed at rest, kept when the directory is read again, never sent to the
 * platform, and refused in words when the list says two things at once.
 */

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Unlikely to appear anywhere by chance: the test looks for it on disk. */
const MARKER = 'Zyxolamide-Q7';

const allergy = (substance: string, extra: Partial<Allergy> = {}): Allergy => ({
  id: `a-${substance}`.slice(0, 64),
  substance,
  category: 'drug',
  severity: 'severe',
  type: 'allergy',
  reaction: 'rash',
  recordedAt: '2026-11-28T10:00:00+05:30',
  ...extra,
});

const RECORDED: PatientAlerts = {
  allergyStatus: 'recorded',
  allergies: [
    allergy('Penicillin', { drug: { id: 'drug-amox', genericName: 'Amoxicillin' } }),
    allergy(MARKER, { category: 'food', severity: 'mild', type: 'intolerance' }),
  ],
  conditions: [
    {
      id: 'c-1',
      name: 'Hypertension',
      platformId: 'dx-htn',
      note: 'since 2019',
      recordedAt: '2026-11-28T10:00:00+05:30',
    },
  ],
};

/** Every byte the database holds now: the file, its WAL and its shared memory. */
function storedText(target: TestCompanion): string {
  return readdirSync(target.dataDir)
    .filter((name) => name.startsWith(DATABASE_FILE_NAME))
    .map((name) => readFileSync(path.join(target.dataDir, name)).toString('latin1'))
    .join('\n');
}

const outboxRows = (target: TestCompanion): number =>
  (target.core.db.prepare('SELECT count(*) AS n FROM outbox').get() as { n: number }).n;

async function patientFromQueue(target: TestCompanion): Promise<string> {
  const today = await target.value('consultation:today', {});
  const appointment = today.queue.appointments[1]!;
  const started = await target.value('consultation:start', { appointmentId: appointment.id });
  return started.patient.id;
}

describe('patient alerts through the core', () => {
  it('reads "not asked" for a patient with nothing recorded, saves the whole list and reads it back after a restart', async () => {
    app = await startTestCompanion();
    const id = await patientFromQueue(app);
    expect(await app.value('patients:get-alerts', { id })).toEqual({
      allergyStatus: 'not-asked',
      allergies: [],
      conditions: [],
    });
    const saved = await app.value('patients:save-alerts', { id, alerts: RECORDED });
    expect(saved).toMatchObject(RECORDED);
    expect(saved.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await app.value('patients:get-alerts', { id })).toEqual(saved);
    await app.restart();
    expect(await app.value('patients:get-alerts', { id })).toEqual(saved);

    // "No known drug allergies" is an answer of its own, kept as such, not "not asked".
    const nkda = await app.value('patients:save-alerts', {
      id,
      alerts: { allergyStatus: 'none-known', allergies: [], conditions: [] },
    });
    expect((await app.value('patients:get-alerts', { id })).allergyStatus).toBe('none-known');
    expect(nkda.allergies).toEqual([]);
  });

  it('keeps the substance sealed: not in the database, its WAL or the log', async () => {
    app = await startTestCompanion();
    const id = await patientFromQueue(app);
    await app.value('patients:save-alerts', { id, alerts: RECORDED });
    expect(await app.value('patients:get-alerts', { id })).toMatchObject(RECORDED);
    for (const text of [storedText(app), app.logText()]) {
      expect(text).not.toContain(MARKER);
      expect(text).not.toContain('Hypertension');
    }
  });

  it('keeps the alerts when the directory is read again (the queue and a search refresh the patient)', async () => {
    app = await startTestCompanion();
    const id = await patientFromQueue(app);
    const saved = await app.value('patients:save-alerts', { id, alerts: RECORDED });
    const patient = await app.value('patients:get', { id });
    // The day's queue reads every patient of the day again from the platform's directory.
    await app.value('consultation:today', {});
    expect(await app.value('patients:get-alerts', { id })).toEqual(saved);
    // So does a search that finds them.
    const found = await app.value('patients:search', { text: patient.name });
    expect(found.source).toBe('platform');
    expect(found.patients.map((p) => p.id)).toContain(id);
    expect(await app.value('patients:get-alerts', { id })).toEqual(saved);
  });

  it('queues nothing for the platform: no published field holds them', async () => {
    app = await startTestCompanion();
    const id = await patientFromQueue(app);
    const before = outboxRows(app);
    await app.value('patients:save-alerts', { id, alerts: RECORDED });
    await app.value('patients:save-alerts', {
      id,
      alerts: { allergyStatus: 'none-known', allergies: [], conditions: [] },
    });
    expect(outboxRows(app)).toBe(before);
  });

  it('refuses a list that says two things, in words, and keeps what was saved', async () => {
    app = await startTestCompanion();
    const id = await patientFromQueue(app);
    const saved = await app.value('patients:save-alerts', { id, alerts: RECORDED });

    const recordedEmpty = await app.error('patients:save-alerts', {
      id,
      alerts: { allergyStatus: 'recorded', allergies: [], conditions: [] },
    });
    expect(recordedEmpty.code).toBe('INVALID_ARGUMENT');
    expect(recordedEmpty.fields).toEqual({
      'alerts.allergies': 'Record at least one allergy, or choose "No known drug allergies".',
    });

    const nkdaWithAllergy = await app.error('patients:save-alerts', {
      id,
      alerts: { allergyStatus: 'none-known', allergies: [allergy('Penicillin')], conditions: [] },
    });
    expect(nkdaWithAllergy.fields).toEqual({
      'alerts.allergyStatus': 'Allergies are listed: the status must be "recorded".',
    });

    const notAskedWithAllergy = await app.error('patients:save-alerts', {
      id,
      alerts: { allergyStatus: 'not-asked', allergies: [allergy('Penicillin')], conditions: [] },
    });
    expect(notAskedWithAllergy.fields).toEqual({
      'alerts.allergyStatus': 'Allergies are listed: the status must be "recorded".',
    });

    const blank = await app.error('patients:save-alerts', {
      id,
      alerts: { allergyStatus: 'recorded', allergies: [allergy('   ')], conditions: [] },
    });
    expect(blank.fields).toEqual({ 'alerts.allergies.0.substance': 'Name the substance.' });

    expect(await app.value('patients:get-alerts', { id })).toEqual(saved);
  });

  it('keeps 50 allergies and 50 conditions, and refuses the 51st of each in words', async () => {
    app = await startTestCompanion();
    const id = await patientFromQueue(app);
    const many = (n: number) => Array.from({ length: n }, (_, i) => allergy(`Drug ${i + 1}`));
    const conditions = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: `c-${i}`,
        name: `Condition ${i + 1}`,
        recordedAt: '2026-11-28T10:00:00+05:30',
      }));
    const fifty = await app.value('patients:save-alerts', {
      id,
      alerts: { allergyStatus: 'recorded', allergies: many(50), conditions: conditions(50) },
    });
    expect(fifty.allergies).toHaveLength(50);
    expect(fifty.conditions).toHaveLength(50);

    const allergies51 = await app.error('patients:save-alerts', {
      id,
      alerts: { allergyStatus: 'recorded', allergies: many(51), conditions: [] },
    });
    expect(allergies51.code).toBe('INVALID_ARGUMENT');
    expect(allergies51.fields).toEqual({
      'alerts.allergies': 'At most 50 allergies can be kept for a patient; remove one first.',
    });
    const conditions51 = await app.error('patients:save-alerts', {
      id,
      alerts: { allergyStatus: 'not-asked', allergies: [], conditions: conditions(51) },
    });
    expect(conditions51.fields).toEqual({
      'alerts.conditions':
        'At most 50 chronic conditions can be kept for a patient; remove one first.',
    });
    expect((await app.value('patients:get-alerts', { id })).allergies).toHaveLength(50);
  });

  it('says NOT_FOUND for a patient not saved here, on reading and on saving', async () => {
    app = await startTestCompanion();
    const id = 'no-such-patient';
    const read = await app.error('patients:get-alerts', { id });
    expect(read).toMatchObject({
      code: 'NOT_FOUND',
      message: 'That patient is not saved on this computer.',
    });
    const write = await app.error('patients:save-alerts', { id, alerts: RECORDED });
    expect(write.code).toBe('NOT_FOUND');
  });
});
