import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewedLine, repeatedLines } from '../../../src/shared/pad/medicine-repeat';
import type { TestCompanion } from '../../helpers/companion';
import {
  AMLODIPINE,
  METFORMIN,
  PARACETAMOL,
  startHistoryCompanion,
} from '../../helpers/history-visits';

/*
 * "Repeat last prescription" through the real core on a real SQLite file: the last finalized
 * prescription before the visit on screen (never a later draft, found past the visits read), why
 * there is none in words, and its copies as new lines of today's pad that Finalize waits on until
 * each is reviewed.
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

describe('the last prescription and its repeat, through the core', () => {
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
