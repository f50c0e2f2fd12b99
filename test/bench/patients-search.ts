import { performance } from 'node:perf_hooks';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE_NAME } from '../../src/main/compose';
import { matchesSearch } from '../../src/main/core/patients/patient-record';
import { startTestCompanion, type TestCompanion } from '../helpers/companion';
import { benchPatient, fillPatients, fillVisits } from './patients-fill';
import { report } from './report';

const SIZES = [1_000, 10_000, 50_000] as const;
const VISITS = [0, 10_000, 30_000] as const;
const CALLS = 60;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** What a front desk types, in turn: a name and its start, a mobile, its last digits, a first name. */
function texts(size: number): string[] {
  const some = benchPatient(size - 7);
  return ['ravi kh', some.name, some.mobile!, some.mobile!.slice(-4), 'priy', 'imran'];
}

/** p95 (ms) of `calls` searches through the core's IPC dispatch, texts in turn. */
async function p95(
  app: TestCompanion,
  channel: 'patients:search' | 'consultation:search',
  list: string[],
  mustFind = false,
) {
  const times: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const text = list[i % list.length]!;
    const start = performance.now();
    const found = await app.value(channel, { text });
    times.push(performance.now() - start);
    const count = Array.isArray(found) ? found.length : found.patients.length;
    // Offline every text names a saved patient (online the directory answers: the sandbox's).
    if (mustFind && count === 0)
      throw new Error(`expected a patient found for text #${i % list.length}`);
  }
  return percentile(times, 95);
}

function accountOf(app: TestCompanion): string {
  const db = new Database(path.join(app.dataDir, DATABASE_FILE_NAME), { readonly: true });
  try {
    return (db.prepare('SELECT account FROM patients LIMIT 1').get() as { account: string })
      .account;
  } finally {
    db.close();
  }
}

/**
 * Patient search among 1k / 10k / 50k saved patients (sealed, filed in the search index; 1 in
 * 100 not yet on the platform), offline (the saved patients only) and online (the platform's
 * directory, plus the saved patients it cannot know yet): p95 of mixed searches through the
 * core's IPC dispatch. Baselines, same run: the 1k figure for the larger sizes, and for 1k the
 * same match over the same 1k records held in clear in memory. Then "Find a consultation" by
 * name among 1k patients at 0 / 10k / 30k past visits, beside the 0-visit figure.
 */
export async function benchPatientsSearch(): Promise<void> {
  const app = await startTestCompanion();
  try {
    app.core.network.setOsOnline(false);
    await app.value('patients:create', { name: 'Bench Anchor', sex: 'other', ageYears: 40 });
    const account = accountOf(app);
    const ids: string[] = [];
    const offline = new Map<number, number>();
    const online = new Map<number, number>();
    for (const size of SIZES) {
      ids.push(...(await fillPatients(app, account, ids.length, size)));
      const list = texts(size);
      app.core.network.setOsOnline(false);
      await p95(app, 'patients:search', list); // warm: the first search checks the index once
      offline.set(size, await p95(app, 'patients:search', list, true));
      app.core.network.setOsOnline(true);
      online.set(size, await p95(app, 'patients:search', list));
      if (size === 1_000) {
        const records = Array.from({ length: size }, (_, i) => benchPatient(i));
        const times: number[] = [];
        for (let i = 0; i < CALLS; i += 1) {
          const text = list[i % list.length]!;
          const start = performance.now();
          records.filter((record) => matchesSearch(record, text)).slice(0, 10);
          times.push(performance.now() - start);
        }
        const clear = percentile(times, 95);
        report(
          'patients_search_offline_p95_1000',
          offline.get(size)!,
          'ms',
          'patients_match_in_memory_p95_1000_clear',
          clear,
        );
        report(
          'patients_search_online_p95_1000',
          online.get(size)!,
          'ms',
          'patients_match_in_memory_p95_1000_clear',
          clear,
        );
      } else {
        report(
          `patients_search_offline_p95_${size}`,
          offline.get(size)!,
          'ms',
          'patients_search_offline_p95_1000',
          offline.get(1_000)!,
        );
        report(
          `patients_search_online_p95_${size}`,
          online.get(size)!,
          'ms',
          'patients_search_online_p95_1000',
          online.get(1_000)!,
        );
      }
    }
  } finally {
    await app.close();
  }
  await benchFindConsultation();
}

async function benchFindConsultation(): Promise<void> {
  const app = await startTestCompanion();
  try {
    app.core.network.setOsOnline(false);
    await app.value('patients:create', { name: 'Bench Anchor', sex: 'other', ageYears: 40 });
    const account = accountOf(app);
    const ids = await fillPatients(app, account, 0, 1_000);
    const names = [
      benchPatient(17).name,
      benchPatient(523).name,
      'kavya nair 9',
      benchPatient(988).mobile!,
    ];
    let visits = 0;
    const figures = new Map<number, number>();
    for (const size of VISITS) {
      if (size > visits) await fillVisits(app, account, ids, size - visits);
      visits = size;
      app.core.network.setOsOnline(false);
      await p95(app, 'consultation:search', names);
      figures.set(size, await p95(app, 'consultation:search', names));
      report(
        `find_consultation_by_name_p95_${size}_visits`,
        figures.get(size)!,
        'ms',
        'find_consultation_by_name_p95_0_visits',
        figures.get(0)!,
      );
    }
  } finally {
    await app.close();
  }
}
