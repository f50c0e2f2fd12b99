import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { localDay } from '../../../src/main/core/patients/patient-record';
import { reviewedLine, repeatedLines } from '../../../src/shared/pad/medicine-repeat';
import { createFakeClock } from '../../helpers/fake-clock';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import {
  AMLODIPINE,
  METFORMIN,
  PARACETAMOL,
  recordVisit,
  type PastVisit,
} from '../../helpers/history-visits';

/*
 * The history beside the pad through the real core on a real SQLite file: a patient's visits
 * before the one on screen, newest first (5 unless asked), only theirs, never the one on screen;
 * the trend of BP, weight and glucose over the last 10; the allergies and conditions; and the last
 * finalized prescription, which "Repeat last prescription" copies as new lines Finalize waits on.
 */

const DAY = 86_400_000;

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start() {
  const clock = createFakeClock(Date.parse('2026-10-01T04:30:00Z'));
  app = await startTestCompanion({ clock, sandbox: { now: () => clock.now() } });
  const patient = (name: string) =>
    app!.value('patients:create', { name, sex: 'female', ageYears: 54 });
  /** One visit a day: the visit, then the clock moves to the next day. */
  const visit = async (patientId: string, content: PastVisit) => {
    const day = localDay(clock.now());
    const made = await recordVisit(app!, patientId, content);
    clock.advance(DAY);
    return { ...made, day };
  };
  return { app, clock, patient, visit };
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

  it('repeats the last finalized prescription, not a later draft, as new lines Finalize waits on', async () => {
    const { app, patient, visit } = await start();
    const asha = await patient('Asha Rao');
    const finalized = await visit(asha.id, { medicines: [AMLODIPINE, METFORMIN], finalize: true });
    // A later visit whose pad was never finalized: not "the last prescription".
    await visit(asha.id, { medicines: [PARACETAMOL] });
    const today = await app.value('consultation:start', { patientId: asha.id });
    const history = await app.value('consultation:history', { id: today.id });
    const last = history.lastPrescription;
    if (!last.available) throw new Error(`expected a prescription to repeat: ${last.reason}`);
    expect(last.consultationId).toBe(finalized.consultationId);
    expect(last.day).toBe(finalized.day);
    expect(last.medicines.map((m) => m.name)).toEqual([AMLODIPINE.name, METFORMIN.name]);
    const earlier = await app.value('pad:get', { id: finalized.padId });

    // Copied into today's pad as new lines, marked for review.
    const pad = await app.value('pad:get', { id: today.padId });
    const lines = repeatedLines(last.medicines, last.day, randomUUID);
    const saved = await app.value('pad:save-draft', {
      pad: { ...pad.pad, medicines: lines },
      expectedRevision: pad.revision,
    });
    const stored = (await app.value('pad:get', { id: today.padId })).pad.medicines;
    expect(stored.map((m) => m.localId)).toEqual(lines.map((m) => m.localId));
    for (const line of stored) {
      expect(earlier.pad.medicines.map((m) => m.localId)).not.toContain(line.localId);
      expect(line).toMatchObject({ origin: 'doctor', repeatedFrom: finalized.day });
    }
    expect(stored.map(({ localId: _l, repeatedFrom: _r, ...rest }) => rest)).toEqual(
      earlier.pad.medicines.map(({ localId: _l, ...rest }) => rest),
    );

    // Finalize is refused while any copied line is not reviewed, naming each.
    const refused = await app.error('pad:finalize', {
      id: today.padId,
      expectedRevision: saved.revision,
    });
    expect(refused.message).toBe('The pad was not finalized: 2 entries need correcting.');
    const fields = refused.fields ?? {};
    expect(Object.keys(fields).sort()).toEqual(
      lines.map((l) => `medicines.${l.localId}.question`).sort(),
    );
    expect(fields[`medicines.${lines[0]!.localId}.question`]).toMatch(
      /^Repeated from the prescription of \d+ \w+ 2026: is it right for today\?/,
    );
    // One kept: the other still waits.
    const one = await app.value('pad:save-draft', {
      pad: { ...pad.pad, medicines: [reviewedLine(lines[0]!), lines[1]!] },
      expectedRevision: saved.revision,
    });
    const still = await app.error('pad:finalize', {
      id: today.padId,
      expectedRevision: one.revision,
    });
    expect(Object.keys(still.fields ?? {})).toEqual([`medicines.${lines[1]!.localId}.question`]);
    // Both reviewed (the second edited): finalized.
    const both = await app.value('pad:save-draft', {
      pad: {
        ...pad.pad,
        medicines: [
          reviewedLine(lines[0]!),
          { ...reviewedLine(lines[1]!), dose: { value: '2', unit: 'tablet' } },
        ],
      },
      expectedRevision: one.revision,
    });
    const done = await app.value('pad:finalize', {
      id: today.padId,
      expectedRevision: both.revision,
    });
    expect(done.status).toBe('finalized');
    expect(done.pad.medicines.every((m) => m.repeatedFrom === undefined)).toBe(true);
  });

  it('finds the last finalized prescription past the ten visits read, and says why there is none', async () => {
    const { app, patient, visit } = await start();
    const asha = await patient('Asha Rao');
    const old = await visit(asha.id, { medicines: [PARACETAMOL], finalize: true });
    for (let i = 0; i < 10; i += 1) await visit(asha.id, { diagnoses: [`Draft ${i}`] });
    const today = await app.value('consultation:start', { patientId: asha.id });
    const history = await app.value('consultation:history', { id: today.id });
    expect(history.earlierVisits).toBe(11);
    expect(history.lastPrescription).toMatchObject({
      available: true,
      consultationId: old.consultationId,
      day: old.day,
    });

    const ravi = await patient('Ravi Kumar');
    await visit(ravi.id, { medicines: [PARACETAMOL] });
    const raviToday = await app.value('consultation:start', { patientId: ravi.id });
    expect(
      (await app.value('consultation:history', { id: raviToday.id })).lastPrescription,
    ).toEqual({
      available: false,
      reason:
        'Nothing to repeat: no earlier prescription of this patient was finalized on this computer.',
    });

    const meera = await patient('Meera Nair');
    const empty = await visit(meera.id, { diagnoses: ['Viral fever'], finalize: true });
    const meeraToday = await app.value('consultation:start', { patientId: meera.id });
    const words = (await app.value('consultation:history', { id: meeraToday.id })).lastPrescription;
    expect(words).toEqual({
      available: false,
      reason: `Nothing to repeat: the last finalized prescription (${longDay(empty.day)}) has no medicines.`,
    });
  });
});

function longDay(day: string): string {
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${months[m - 1]} ${y}`;
}
