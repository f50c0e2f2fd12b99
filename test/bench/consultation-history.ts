import { performance } from 'node:perf_hooks';
import { startTestCompanion, type TestCompanion } from '../helpers/companion';
import { createFakeClock } from '../helpers/fake-clock';
import { AMLODIPINE, METFORMIN, recordVisit } from '../helpers/history-visits';
import { benchConsultationLists } from './consultation-lists';
import { median, report } from './report';

const PAST_VISITS = 50;
const ROUNDS = 7;
const CALLS = 20;
const DAY = 86_400_000;

/** Opening a consultation as the screen does: the consultation, its pad, and its history. */
async function openWithHistory(app: TestCompanion, id: string, padId: string): Promise<number> {
  const start = performance.now();
  await app.value('consultation:get', { id });
  await app.value('pad:get', { id: padId });
  const history = await app.value('consultation:history', { id });
  const elapsed = performance.now() - start;
  if (history.consultationId !== id) throw new Error('expected the history of this consultation');
  return elapsed;
}

/**
 * A follow-up patient's consultation opened with its history beside the pad, at 50 earlier
 * visits (each a finalized pad with vitals, a diagnosis and two medicines): the consultation,
 * its pad and `consultation:history` (5 visits listed, 10 pads opened for the trend, the patient's
 * alerts) through the core's IPC dispatch on the real SQLite file. Baseline, same run: the same
 * for a patient with no earlier visit (the history's fixed cost without any pad to open).
 */
export async function benchConsultationHistory(): Promise<void> {
  const clock = createFakeClock(Date.parse('2026-01-05T04:30:00Z'));
  const app = await startTestCompanion({ clock, sandbox: { now: () => clock.now() } });
  try {
    // Offline: the finalized pads wait in the outbox, so no sending runs while measuring.
    app.core.network.setOsOnline(false);
    const regular = await app.value('patients:create', {
      name: 'Lakshmi Narayan',
      sex: 'female',
      ageYears: 61,
    });
    for (let i = 0; i < PAST_VISITS; i += 1) {
      await recordVisit(app, regular.id, {
        diagnoses: ['Essential hypertension'],
        vitals: [
          { vitalId: 'bp-systolic', value: String(130 + (i % 20)) },
          { vitalId: 'bp-diastolic', value: String(80 + (i % 10)) },
          { vitalId: 'weight', value: `${60 + (i % 5)}.5` },
          { vitalId: 'capillary-blood-glucose', value: String(110 + i) },
        ],
        medicines: [AMLODIPINE, METFORMIN],
        finalize: true,
      });
      clock.advance(7 * DAY);
    }
    const followUp = await app.value('consultation:start', { patientId: regular.id });
    const newcomer = await app.value('patients:create', {
      name: 'Imran Sheikh',
      sex: 'male',
      ageYears: 34,
    });
    const first = await app.value('consultation:start', { patientId: newcomer.id });
    const check = await app.value('consultation:history', { id: followUp.id });
    if (check.earlierVisits !== PAST_VISITS || check.trend.length !== 10) {
      throw new Error('expected 50 earlier visits and a trend of 10');
    }

    const withHistory: number[] = [];
    const empty: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      let total = 0;
      for (let i = 0; i < CALLS; i += 1) {
        total += await openWithHistory(app, followUp.id, followUp.padId);
      }
      withHistory.push(total / CALLS);
      total = 0;
      for (let i = 0; i < CALLS; i += 1) total += await openWithHistory(app, first.id, first.padId);
      empty.push(total / CALLS);
    }
    report(
      `consultation_open_with_history_${PAST_VISITS}_visits`,
      median(withHistory),
      'ms/open',
      'consultation_open_with_history_no_visits',
      median(empty),
    );
  } finally {
    await app.close();
  }
  await benchConsultationLists();
}
