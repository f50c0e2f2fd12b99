import Database from 'better-sqlite3';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DATABASE_FILE_NAME } from '../../src/main/compose';
import { localDay } from '../../src/main/core/patients/patient-record';
import { startTestCompanion } from '../helpers/companion';
import { createFakeClock } from '../helpers/fake-clock';
import { median, report } from './report';

const SIZES = [0, 10_000, 30_000] as const;
const PATIENTS = 60;
const CALLS = 40;
const DAY = 86_400_000;

/** The median time of `CALLS` calls of one channel, in ms, after 20 unmeasured ones (the first warm the JIT). */
async function p50(call: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 20; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return median(times);
}

/**
 * Today's list and "Find a consultation" by day, through the core's IPC dispatch on the real
 * SQLite file, at 0, 10,000 and 30,000 past visits (three years of a busy clinic), each size
 * beside the same figure at 0 past visits in the same run. Today holds the same visits at every
 * size (3 in progress, 5 finished today), and the search by day asks for today, so only the
 * years behind them grow. The past visits are written straight into the file (finished, over the
 * three years before today, the clinic's patients); "by a past day" also reports a day among them.
 */
export async function benchConsultationLists(): Promise<void> {
  const clock = createFakeClock(Date.parse('2026-01-05T04:30:00Z'));
  const app = await startTestCompanion({ clock, sandbox: { now: () => clock.now() } });
  const file = new Database(path.join(app.dataDir, DATABASE_FILE_NAME));
  try {
    app.core.network.setOsOnline(false);
    const patientIds: string[] = [];
    for (let i = 0; i < PATIENTS; i += 1) {
      const patient = await app.value('patients:create', {
        name: `Bench Patient ${String(i)}`,
        sex: i % 2 ? 'female' : 'male',
        ageYears: 20 + (i % 60),
      });
      patientIds.push(patient.id);
    }
    for (let i = 0; i < 8; i += 1) {
      const visit = await app.value('consultation:start', { patientId: patientIds[i]! });
      if (i >= 3) await app.value('consultation:finish', { id: visit.id });
      clock.advance(60_000);
    }
    const account = file
      .prepare<[], string>('SELECT account FROM consultations LIMIT 1')
      .pluck()
      .get()!;
    const today = localDay(clock.now());
    const pastDay = localDay(clock.now() - 400 * DAY);
    const figures = new Map<number, { today: number; byDay: number; pastDay: number }>();
    let written = 0;
    for (const size of SIZES) {
      writePastVisits(file, account, patientIds, written, size - written, clock.now());
      written = size;
      figures.set(size, {
        today: await p50(() => app.value('consultation:today', {})),
        byDay: await p50(() => app.value('consultation:search', { from: today, to: today })),
        pastDay: await p50(() => app.value('consultation:search', { from: pastDay, to: pastDay })),
      });
    }
    const none = figures.get(0)!;
    for (const size of SIZES.slice(1)) {
      const at = figures.get(size)!;
      const k = `${String(size / 1000)}k`;
      report(`today_open_${k}_past_visits`, at.today, 'ms', 'today_open_0_past_visits', none.today);
      report(
        `find_consultation_by_day_${k}_past_visits`,
        at.byDay,
        'ms',
        'find_consultation_by_day_0_past_visits',
        none.byDay,
      );
    }
    // A day among the past visits (about 27 of them at 30k) beside today's (5 finished, 3 open).
    report(
      'find_consultation_by_a_past_day_30k_past_visits',
      figures.get(30_000)!.pastDay,
      'ms',
      'find_consultation_by_day_30k_past_visits',
      figures.get(30_000)!.byDay,
    );
  } finally {
    file.close();
    await app.close();
  }
}

/** `count` finished visits spread over the three years before `now`, in one transaction. */
function writePastVisits(
  file: Database.Database,
  account: string,
  patientIds: readonly string[],
  first: number,
  count: number,
  now: number,
): void {
  const insert = file.prepare(
    `INSERT INTO consultations (id, account, patient_id, appointment_id, pad_id, status, day,
       started_at, updated_at, finished_at)
     VALUES (?, ?, ?, NULL, ?, 'finished', ?, ?, ?, ?)`,
  );
  file.transaction(() => {
    for (let n = first; n < first + count; n += 1) {
      const at = now - DAY - Math.floor(((n * 7_919) % 1_095) * DAY + (n % 600) * 60_000);
      insert.run(
        `bench-visit-${String(n)}`,
        account,
        patientIds[n % patientIds.length]!,
        `bench-pad-${String(n)}`,
        localDay(at),
        at,
        at,
        at + 600_000,
      );
    }
  })();
}
