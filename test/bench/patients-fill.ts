import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE_NAME } from '../../src/main/compose';
import { createConsultationsRepository } from '../../src/main/core/consultations/consultations-repository';
import { createDataKeyStore } from '../../src/main/core/crypto/data-key-store';
import { createDataVault } from '../../src/main/core/crypto/data-vault';
import { KEY_FILE_NAME } from '../../src/main/core/crypto/key-file';
import {
  localDay,
  recordContext,
  type PatientRecord,
} from '../../src/main/core/patients/patient-record';
import { createPatientSearchIndex } from '../../src/main/core/patients/patient-search-index';
import { createPatientsRepository } from '../../src/main/core/patients/patients-repository';
import { createSettingsRepository } from '../../src/main/core/settings/settings-repository';
import { silentLogger } from '../../src/main/core/log/logger';
import type { TestCompanion } from '../helpers/companion';

const FIRST = ['Asha', 'Ravi', 'Fatima', 'Suresh', 'Lakshmi', 'Arjun', 'Priya', 'Imran', 'Kavya'];
const LAST = ['Rao', 'Kumar', 'Sheikh', 'Patil', 'Narayan', 'Mehta', 'Nair', 'Khan', 'Reddy'];

/**
 * The bench's patient number `i`: a name, an age, and a mobile as a city's are: 98 or 99, then
 * eight digits spread by a fixed permutation of `i` (distinct for every `i` below 10^8).
 */
export function benchPatient(i: number): PatientRecord {
  const spread = (i * 48_271 + 12_345) % 100_000_000;
  return {
    name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`,
    sex: i % 2 === 0 ? 'female' : 'male',
    ageYears: 20 + (i % 60),
    mobile: `9${8 + (i % 2)}${String(spread).padStart(8, '0')}`,
  };
}

/** The app's own pieces on its closed data folder: vault, patients' writer, consultations'. */
function writers(app: TestCompanion, db: Database.Database) {
  const now = (): number => Date.now();
  const keys = createDataKeyStore({
    file: path.join(app.dataDir, KEY_FILE_NAME),
    settings: createSettingsRepository(db, app.keychain, { now }),
    secrets: app.keychain,
    now,
    logger: silentLogger,
  });
  const vault = createDataVault(keys);
  const patients = createPatientsRepository(db, createPatientSearchIndex(db, vault));
  return { vault, patients, consultations: createConsultationsRepository(db) };
}

/**
 * Saves patients `from` to `to` (exclusive) straight through the patients feature's writer, in
 * one transaction while the app is stopped (a restart), so each is sealed and filed as the app
 * would; all but every 100th already on the platform. Returns the ids, in order.
 */
export async function fillPatients(
  app: TestCompanion,
  account: string,
  from: number,
  to: number,
): Promise<string[]> {
  const ids: string[] = [];
  await app.restart(() => {
    const db = new Database(path.join(app.dataDir, DATABASE_FILE_NAME));
    try {
      const { vault, patients } = writers(app, db);
      db.transaction(() => {
        for (let i = from; i < to; i += 1) {
          const id = randomUUID();
          const record = benchPatient(i);
          const at = 1_700_000_000_000 + i;
          patients.insert(
            {
              id,
              account,
              platformId: i % 100 === 0 ? undefined : `bench-${i}`,
              recordSealed: vault.sealText(JSON.stringify(record), recordContext(id)),
              outboxId: undefined,
              createdAt: at,
              updatedAt: at,
            },
            record,
          );
          ids.push(id);
        }
      })();
    } finally {
      db.close();
    }
  });
  return ids;
}

/** Adds `count` finished past visits, spread over `patientIds` and the days before today. */
export async function fillVisits(
  app: TestCompanion,
  account: string,
  patientIds: readonly string[],
  count: number,
): Promise<void> {
  await app.restart(() => {
    const db = new Database(path.join(app.dataDir, DATABASE_FILE_NAME));
    try {
      const { consultations } = writers(app, db);
      const start = Date.now() - 3 * 365 * 86_400_000;
      db.transaction(() => {
        for (let i = 0; i < count; i += 1) {
          const at = start + Math.floor((i / count) * 3 * 365 * 86_400_000);
          const id = randomUUID();
          consultations.insert({
            id,
            account,
            patientId: patientIds[(i * 7919) % patientIds.length]!,
            appointmentId: undefined,
            padId: randomUUID(),
            day: localDay(at),
            startedAt: at,
          });
          consultations.finish(id, at + 600_000);
        }
      })();
    } finally {
      db.close();
    }
  });
}
