import { performance } from 'node:perf_hooks';
import { matchesSearch, type PatientRecord } from '../../src/main/core/patients/patient-record';
import { startTestCompanion } from '../helpers/companion';
import { median, report } from './report';

const PATIENTS = 1_000;
const ROUNDS = 7;
const CALLS = 20;
const FIRST = ['Asha', 'Ravi', 'Fatima', 'Suresh', 'Lakshmi', 'Arjun', 'Priya', 'Imran', 'Kavya'];
const LAST = ['Rao', 'Kumar', 'Sheikh', 'Patil', 'Narayan', 'Mehta', 'Nair', 'Khan', 'Reddy'];

/**
 * A walk-in searched offline among the patients saved on this computer: every saved record is
 * unsealed and matched (the records are patient data, sealed at rest). Baseline: the same match
 * over the same records held in clear in memory, i.e. the cost of the sealing and the IPC.
 */
export async function benchPatientsSearch(): Promise<void> {
  const app = await startTestCompanion();
  try {
    app.core.network.setOsOnline(false);
    const records: PatientRecord[] = [];
    for (let i = 0; i < PATIENTS; i += 1) {
      const record: PatientRecord = {
        name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`,
        sex: i % 2 === 0 ? 'female' : 'male',
        ageYears: 20 + (i % 60),
        mobile: `9${String(100_000_000 + i).padStart(9, '0')}`,
      };
      records.push(record);
      await app.value('patients:create', {
        name: record.name,
        sex: record.sex,
        ageYears: record.ageYears!,
        mobile: record.mobile!,
      });
    }
    const searched: number[] = [];
    const inMemory: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      let start = performance.now();
      for (let i = 0; i < CALLS; i += 1) {
        const found = await app.value('patients:search', { text: 'ravi kh' });
        if (found.source !== 'saved' || found.patients.length === 0) {
          throw new Error('expected saved patients to be found offline');
        }
      }
      searched.push((performance.now() - start) / CALLS);
      start = performance.now();
      for (let i = 0; i < CALLS; i += 1) {
        if (records.filter((record) => matchesSearch(record, 'ravi kh')).length === 0) {
          throw new Error('expected a match in memory');
        }
      }
      inMemory.push((performance.now() - start) / CALLS);
    }
    report(
      `patients_search_offline_${PATIENTS}_sealed`,
      median(searched),
      'ms/search',
      `patients_match_in_memory_${PATIENTS}_clear`,
      median(inMemory),
    );
  } finally {
    await app.close();
  }
}
