import { afterEach, describe, expect, it } from 'vitest';
import type { Allergy, PatientAlerts } from '../../../src/shared/patient-alerts';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';

/*
 * The patient's allergies and chronic conditions on the printout, through the real core: always
 * an allergy line (recorded, none known, or not recorded), the conditions when any; a finalized
 * pad prints those of the day it was finalized, kept sealed with it, so a later edit does not
 * change an old printout.
 */

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const penicillin: Allergy = {
  id: 'a-1',
  substance: 'Penicillin',
  category: 'drug',
  reaction: 'rash',
  severity: 'severe',
  type: 'allergy',
  recordedAt: '2026-11-26T10:00:00+05:30',
};
const RECORDED: PatientAlerts = {
  allergyStatus: 'recorded',
  allergies: [penicillin],
  conditions: [
    {
      id: 'c-1',
      name: 'Hypertension',
      note: 'since 2019',
      recordedAt: '2026-11-26T10:00:00+05:30',
    },
  ],
};
const NKDA: PatientAlerts = { allergyStatus: 'none-known', allergies: [], conditions: [] };

async function walkIn(companion: TestCompanion): Promise<{ patientId: string; padId: string }> {
  const patient = await companion.value('patients:create', {
    name: 'Asha Rao',
    sex: 'female',
    ageYears: 34,
  });
  const consultation = await companion.value('consultation:start', { patientId: patient.id });
  // A pulse, so that the pad can be finalized (an empty pad cannot).
  const pad = await companion.value('pad:get', { id: consultation.padId });
  await companion.value('pad:save-draft', {
    pad: { ...pad.pad, vitals: [{ vitalId: 'pulse', value: '88' }] },
    expectedRevision: pad.revision,
  });
  return { patientId: patient.id, padId: consultation.padId };
}

const html = async (companion: TestCompanion, padId: string) =>
  (await companion.value('printout:html', { padId, paper: 'A4' })).html;

describe('allergies and conditions on the printout', () => {
  it('prints "not recorded", "NKDA" and the allergies with reaction and severity, each as it is now on a draft', async () => {
    app = await startTestCompanion();
    const { patientId, padId } = await walkIn(app);
    const notAsked = await html(app, padId);
    expect(notAsked).toContain('<p class="alerts">Allergies: not recorded</p>');
    expect(notAsked).not.toContain('Chronic conditions');

    await app.value('patients:save-alerts', { id: patientId, alerts: NKDA });
    expect(await html(app, padId)).toContain('<p class="alerts">NKDA: no known drug allergies</p>');

    await app.value('patients:save-alerts', { id: patientId, alerts: RECORDED });
    const recorded = await html(app, padId);
    // Severe: set apart in bold, and its words say so.
    expect(recorded).toContain(
      '<p class="alerts alerts--severe"><strong>Allergies: Penicillin (rash, severe)</strong></p>',
    );
    expect(recorded).toContain(
      '<p class="alerts">Chronic conditions: Hypertension (since 2019)</p>',
    );
    expect(await app.value('pad:alerts', { id: padId })).toEqual({
      alerts: expect.objectContaining({ allergyStatus: 'recorded' }) as unknown,
      asOf: 'today',
    });
  });

  it('a finalized pad prints the allergies of the day it was finalized, after an edit and a restart; reopened, today’s', async () => {
    app = await startTestCompanion();
    const { patientId, padId } = await walkIn(app);
    await app.value('patients:save-alerts', { id: patientId, alerts: RECORDED });
    // Offline: the finalized pad waits to be sent, so it can be reopened below.
    app.sandbox.faults.set({ offline: true });
    await app.value('pad:finalize', { id: padId });
    // The kept alerts are the printout's and the export's: the pad reads as it always did.
    expect((await app.value('pad:get', { id: padId })).pad).not.toHaveProperty('finalizedAlerts');

    // Later, the allergy is struck off and the patient said to have none known.
    await app.value('patients:save-alerts', { id: patientId, alerts: NKDA });
    const printed = await app.value('printout:html', { padId, paper: 'A4' });
    expect(printed.html).toContain('Allergies: Penicillin (rash, severe)');
    expect(printed.html).toContain('Chronic conditions: Hypertension (since 2019)');
    expect(printed.html).not.toContain('NKDA');
    expect(printed.gaps.join(' ')).not.toContain('allergies');
    const kept = await app.value('pad:alerts', { id: padId });
    expect(kept.asOf).toBe('finalize');
    expect(kept.alerts?.allergies.map((a) => a.substance)).toEqual(['Penicillin']);

    await app.restart();
    expect(await html(app, padId)).toContain('Allergies: Penicillin (rash, severe)');

    await app.value('pad:reopen', { id: padId });
    const draft = await html(app, padId);
    expect(draft).toContain('NKDA: no known drug allergies');
    expect(draft).not.toContain('Penicillin');
    expect((await app.value('pad:alerts', { id: padId })).asOf).toBe('today');
  });

  it('keeps the alerts sealed with the pad: the finalized copy holds no substance in clear', async () => {
    app = await startTestCompanion();
    const { patientId, padId } = await walkIn(app);
    const marker = 'Qorvanide-X9';
    await app.value('patients:save-alerts', {
      id: patientId,
      alerts: { ...RECORDED, allergies: [{ ...penicillin, substance: marker }] },
    });
    await app.value('pad:finalize', { id: padId });
    const rows = app.core.db.prepare('SELECT pad_sealed FROM pads WHERE id = ?').all(padId) as {
      pad_sealed: Buffer;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.pad_sealed.toString('latin1')).not.toContain(marker);
    expect(await html(app, padId)).toContain(`Allergies: ${marker} (rash, severe)`);
  });
});
