import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestCompanion } from '../../helpers/companion';
import { AMLODIPINE, METFORMIN, startHistoryCompanion } from '../../helpers/history-visits';

/*
 * The history beside the pad through the real core on a real SQLite file: a patient's visits
 * before the one on screen, newest first (5 unless asked), only theirs, never the one on screen;
 * the trend of BP, weight and glucose over the last 10; the allergies and conditions. The last
 * prescription and its repeat: consultation-history-repeat.test.ts.
 */

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start() {
  const started = await startHistoryCompanion();
  app = started.app;
  return started;
}

describe('the history beside the pad, through the core', () => {
  it('lists the five visits before this one, newest first; the sixth is counted, not listed', async () => {
    const { app, clock, patient, visit } = await start();
    const asha = await patient('Asha Rao');
    const ravi = await patient('Ravi Kumar');
    const made: { consultationId: string; padId: string; day: string }[] = [];
    for (let i = 1; i <= 6; i += 1) {
      made.push(await visit(asha.id, { diagnoses: [`Visit ${i}`], finalize: true }));
      // Another patient's visit in between is never listed.
      if (i === 3) await visit(ravi.id, { diagnoses: ['Not Asha'], finalize: true });
    }
    const today = await app.value('consultation:start', { patientId: asha.id });
    // A visit started a minute after the one on screen is not "before" it.
    clock.advance(60_000);
    await visit(asha.id, { diagnoses: ['Later'] });

    const history = await app.value('consultation:history', { id: today.id });
    expect(history.visits.map((v) => v.diagnoses[0]?.name)).toEqual([
      'Visit 6',
      'Visit 5',
      'Visit 4',
      'Visit 3',
      'Visit 2',
    ]);
    expect(history.visits.map((v) => v.day)).toEqual(
      made
        .slice(1)
        .reverse()
        .map((m) => m.day),
    );
    expect(history.visits.map((v) => v.consultationId)).not.toContain(today.id);
    expect(history.earlierVisits).toBe(6);
    expect(history.visits[0]).toMatchObject({ status: 'finished', prescription: 'finalized' });

    // Asked for more: all six, and no more than there are.
    const all = await app.value('consultation:history', { id: today.id, visits: 20 });
    expect(all.visits.map((v) => v.consultationId)).toEqual(
      made.map((m) => m.consultationId).reverse(),
    );
    // An older visit's history holds only what came before it.
    const third = await app.value('consultation:history', { id: made[2]!.consultationId });
    expect(third.visits.map((v) => v.consultationId)).toEqual([
      made[1]!.consultationId,
      made[0]!.consultationId,
    ]);
    // Asking for 0 or past the limit is refused in words, not cut silently.
    expect((await app.error('consultation:history', { id: today.id, visits: 21 })).code).toBe(
      'INVALID_ARGUMENT',
    );
    expect((await app.error('consultation:history', { id: 'no-such' })).message).toBe(
      'There is no such consultation on this computer.',
    );
  });

  it('lists exactly five earlier visits in full, and a first visit as none', async () => {
    const { app, patient, visit } = await start();
    const ravi = await patient('Ravi Kumar');
    const first = await app.value('consultation:start', { patientId: ravi.id });
    const none = await app.value('consultation:history', { id: first.id });
    expect(none).toMatchObject({ visits: [], earlierVisits: 0, trend: [] });
    expect(none.lastPrescription).toEqual({
      available: false,
      reason: 'Nothing to repeat: this is the patient’s first visit on this computer.',
    });
    const asha = await patient('Asha Rao');
    for (let i = 1; i <= 5; i += 1) await visit(asha.id, { diagnoses: [`Visit ${i}`] });
    const today = await app.value('consultation:start', { patientId: asha.id });
    const history = await app.value('consultation:history', { id: today.id });
    expect(history.visits.map((v) => v.diagnoses[0]?.name)).toEqual([
      'Visit 5',
      'Visit 4',
      'Visit 3',
      'Visit 2',
      'Visit 1',
    ]);
    expect(history.earlierVisits).toBe(5);
    // Visits never finalized are listed too, said as such.
    expect(history.visits[0]).toMatchObject({ status: 'in_progress', prescription: 'draft' });
  });

  it('says each visit’s diagnoses, medicines as printed, vitals, status; and the allergies and conditions', async () => {
    const { app, patient, visit } = await start();
    const asha = await patient('Asha Rao');
    await app.value('patients:save-alerts', {
      id: asha.id,
      alerts: {
        allergyStatus: 'recorded',
        allergies: [
          {
            id: randomUUID(),
            substance: 'Penicillin',
            category: 'drug',
            reaction: 'rash',
            severity: 'moderate',
            type: 'allergy',
            recordedAt: '2026-09-01T10:00:00Z',
          },
        ],
        conditions: [
          { id: randomUUID(), name: 'Hypertension', recordedAt: '2026-09-01T10:00:00Z' },
        ],
      },
    });
    await visit(asha.id, {
      diagnoses: ['Essential hypertension', 'Type 2 diabetes mellitus'],
      vitals: [
        { vitalId: 'bp-systolic', value: '150' },
        { vitalId: 'bp-diastolic', value: '95' },
        { vitalId: 'weight', value: '72.5' },
        { vitalId: 'capillary-blood-glucose', value: '182' },
      ],
      medicines: [AMLODIPINE, METFORMIN],
      finalize: true,
    });
    const today = await app.value('consultation:start', { patientId: asha.id });
    const history = await app.value('consultation:history', { id: today.id });
    expect(history.visits[0]).toMatchObject({
      status: 'finished',
      prescription: 'finalized',
      diagnoses: [
        { name: 'Essential hypertension', provisional: false },
        { name: 'Type 2 diabetes mellitus', provisional: false },
      ],
      medicines: [
        { name: 'Tab. AMLODIPINE 5 mg', directions: '1 tablet in the morning, for 30 days' },
        {
          name: 'Tab. METFORMIN 500 mg',
          directions: '1 tablet, morning and night, after food, to continue',
        },
      ],
      vitals: [
        { name: 'Blood pressure', value: '150/95', unit: 'mmHg' },
        { name: 'Weight', value: '72.5', unit: 'kg' },
        { name: 'Capillary blood glucose', value: '182', unit: 'mg/dL' },
      ],
    });
    expect(history.alerts.allergies.map((a) => a.substance)).toEqual(['Penicillin']);
    expect(history.alerts.conditions.map((c) => c.name)).toEqual(['Hypertension']);
  });

  it('trends BP, weight and glucose over the last ten visits, with their values and days', async () => {
    const { app, patient, visit } = await start();
    const asha = await patient('Asha Rao');
    const made: { consultationId: string; padId: string; day: string }[] = [];
    for (let i = 0; i < 12; i += 1) {
      made.push(
        await visit(asha.id, {
          vitals:
            i === 9
              ? [{ vitalId: 'pulse', value: '80' }] // none of the three: left out
              : i === 10
                ? [{ vitalId: 'weight', value: '7O' }] // half typed on a draft: left out
                : [
                    { vitalId: 'bp-systolic', value: String(140 - i) },
                    ...(i === 11 ? [] : [{ vitalId: 'bp-diastolic', value: String(90 - i) }]),
                    { vitalId: 'weight', value: `${70 + i}.0` },
                    ...(i === 8
                      ? [
                          {
                            vitalId: 'capillary-blood-glucose',
                            value: '40',
                            context: 'random' as const,
                          },
                        ]
                      : []),
                  ],
          // Visit 8 stays a draft: it keeps when the glucose was taken.
          finalize: i !== 10 && i !== 8,
        }),
      );
    }
    const today = await app.value('consultation:start', { patientId: asha.id });
    const { trend } = await app.value('consultation:history', { id: today.id });
    // Visits 11 back to 2 (the last ten); 10 and 9 have none of the three values.
    expect(trend).toEqual([
      {
        consultationId: made[11]!.consultationId,
        day: made[11]!.day,
        bloodPressure: '129/?',
        weight: '81.0',
      },
      ...[8, 7, 6, 5, 4, 3, 2].map((i) => ({
        consultationId: made[i]!.consultationId,
        day: made[i]!.day,
        bloodPressure: `${140 - i}/${90 - i}`,
        weight: `${70 + i}.0`,
        ...(i === 8 ? { glucose: { value: '40', context: 'random' } } : {}),
      })),
    ]);
  });
});
