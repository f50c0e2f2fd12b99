import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach } from 'vitest';
import { createDataKeyStore } from '../../../../src/main/core/crypto/data-key-store';
import { createDataVault, type DataVault } from '../../../../src/main/core/crypto/data-vault';
import { KEY_FILE_NAME } from '../../../../src/main/core/crypto/key-file';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';
import {
  matchesSearch,
  PatientRecordSchema,
  recordContext,
  type PatientRecord,
} from '../../../../src/main/core/patients/patient-record';
import {
  createPatientSearchIndex,
  type PatientSearchIndex,
} from '../../../../src/main/core/patients/patient-search-index';
import {
  createPatientsRepository,
  type PatientsRepository,
} from '../../../../src/main/core/patients/patients-repository';
import { createSettingsRepository } from '../../../../src/main/core/settings/settings-repository';
import { createFakeKeychain } from '../../../helpers/fake-keychain';
import { createMemoryLogger } from '../../../helpers/memory-log';
import { makeTempDir } from '../../../helpers/temp-dir';

/* A clinic's patients saved, sealed and filed in the search index, for the index's tests. */

const temps: (() => void)[] = [];
afterEach(() => temps.splice(0).forEach((remove) => remove()));

/** A real data key (wrapped by a stand-in keychain, kept in a temp folder) and its vault. */
export function keyed(db: Database.Database) {
  const temp = makeTempDir('search-index-');
  temps.push(temp.remove);
  const keychain = createFakeKeychain();
  const store = createDataKeyStore({
    file: path.join(temp.dir, KEY_FILE_NAME),
    settings: createSettingsRepository(db, keychain, { now: () => 0 }),
    secrets: keychain,
    now: () => 0,
    logger: createMemoryLogger().logger,
  });
  const vault = createDataVault(store);
  vault.ensureKey();
  return { vault, dataKey: store.load()!.key };
}

export interface Keyed {
  db: Database.Database;
  vault: DataVault;
  dataKey: Buffer;
}

export function setup(migrations = MIGRATIONS): Keyed {
  const db = new Database(':memory:');
  migrate(db, migrations);
  const { vault, dataKey } = keyed(db);
  return { db, vault, dataKey };
}

export const open = (vault: DataVault) => (row: { id: string; recordSealed: Buffer }) =>
  PatientRecordSchema.parse(JSON.parse(vault.openText(row.recordSealed, recordContext(row.id))));

export interface Clinic extends Keyed {
  index: PatientSearchIndex;
  repository: PatientsRepository;
  /** Saves a patient (one change later than the last), sealed and filed; its id. */
  save: (record: PatientRecord, platformId?: string) => string;
  /** The ids the index names for `text` that matchesSearch keeps, in the index's order. */
  found: (text: string, unsentOnly?: boolean, wanted?: number) => string[];
  /** The ids the index names for `text`, in its order. */
  candidates: (text: string, wanted?: number) => string[];
}

export function clinic(): Clinic {
  const { db, vault, dataKey } = setup();
  const index = createPatientSearchIndex(db, vault);
  const repository = createPatientsRepository(db, index);
  let at = 1;
  const save = (record: PatientRecord, platformId?: string): string => {
    const id = randomUUID();
    repository.insert(
      {
        id,
        account: 'acct',
        platformId,
        recordSealed: vault.sealText(JSON.stringify(record), recordContext(id)),
        outboxId: undefined,
        createdAt: at,
        updatedAt: (at += 1),
      },
      record,
    );
    return id;
  };
  // A list's worth wanted (the recent window first, then the whole lists), unless told.
  const found = (text: string, unsentOnly = false, wanted = 1_000_000): string[] =>
    [...index.candidates('acct', text, { unsentOnly, wanted })]
      .filter((row) => matchesSearch(open(vault)(row), text))
      .map((row) => row.id);
  const candidates = (text: string, wanted = 1_000_000): string[] =>
    [...index.candidates('acct', text, { unsentOnly: false, wanted })].map((row) => row.id);
  return { db, vault, dataKey, index, repository, save, found, candidates };
}

/** SQLite's plan of `sql`, one line per step, every `?` bound to 1. */
export function planOf(db: Database.Database, sql: string): string[] {
  const params = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => 1);
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map(
    (row) => row.detail,
  );
}
