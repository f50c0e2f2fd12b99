import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../../src/main/compose';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const count = (db: Database.Database, table: string): number =>
  (db.prepare(`SELECT count(*) AS c FROM ${table}`).get() as { c: number }).c;

describe('patient search through the index', () => {
  it('files the patients saved before the index at start, then finds them offline by name and mobile', async () => {
    app = await startTestCompanion();
    app.core.network.setOsOnline(false);
    const patient = await app.value('patients:create', {
      name: 'Nirmala Joseph',
      sex: 'female',
      ageYears: 61,
      mobile: '9812300456',
    });
    // A database from before the index: the patient saved, nothing filed.
    await app.restart(() => {
      const db = new Database(path.join(app!.dataDir, DATABASE_FILE_NAME));
      try {
        expect(count(db, 'patient_search_rows')).toBe(1);
        db.exec('DELETE FROM patient_search_tokens; DELETE FROM patient_search_rows;');
      } finally {
        db.close();
      }
    });
    expect(app.logText()).toContain('patients filed for search');
    app.core.network.setOsOnline(false);
    for (const text of ['nirmala', 'jos', '9812300456', '456']) {
      const found = await app.value('patients:search', { text });
      expect(
        found.patients.map((p) => p.id),
        text,
      ).toEqual([patient.id]);
    }
  });

  it('a start with the keychain switched off still starts; the search then says why it cannot', async () => {
    app = await startTestCompanion();
    app.core.network.setOsOnline(false);
    await app.value('patients:create', { name: 'Ira Sen', sex: 'female', ageYears: 30 });
    await app.restart(() => {
      const db = new Database(path.join(app!.dataDir, DATABASE_FILE_NAME));
      db.exec('DELETE FROM patient_search_tokens; DELETE FROM patient_search_rows;');
      db.close();
      app!.keychain.setAvailable(false);
    });
    app.core.network.setOsOnline(false);
    const refused = await app.error('patients:search', { text: 'ira' });
    expect(refused.code).toBe('KEYCHAIN_UNAVAILABLE');
    expect(refused.message).toMatch(/^Patients cannot be shown\. /);
    app.keychain.setAvailable(true);
    const found = await app.value('patients:search', { text: 'ira' });
    expect(found.patients.map((p) => p.name)).toEqual(['Ira Sen']);
  });
});
