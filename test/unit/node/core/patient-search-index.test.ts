import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';
import {
  matchesSearch,
  recordContext,
  type PatientRecord,
} from '../../../../src/main/core/patients/patient-record';
import {
  candidatesSql,
  createPatientSearchIndex,
  SEARCH_KEY_PURPOSE,
  tokenOf,
} from '../../../../src/main/core/patients/patient-search-index';
import { clinic, open, planOf, setup } from './patient-search-fixture';

const ASHA: PatientRecord = {
  name: 'Asha Devi Rao',
  sex: 'female',
  mobile: '9845012345',
  uhid: 'MRN-00417',
  abhaNumber: '91-2345-6789-0123',
};
const RAVI: PatientRecord = { name: 'Ravi Kumar', sex: 'male', mobile: '9000011111' };

describe('the patient search index', () => {
  it('tokens are keyed by a key of their own: derived, not the data key, stable, and key-bound', () => {
    const { vault, dataKey } = setup();
    const key = vault.deriveKey(SEARCH_KEY_PURPOSE);
    expect(key).toHaveLength(32);
    expect(key.equals(dataKey)).toBe(false);
    expect(vault.deriveKey(SEARCH_KEY_PURPOSE).equals(key)).toBe(true);
    expect(vault.deriveKey('another purpose').equals(key)).toBe(false);
    expect(tokenOf(key, 'n:asha')).toBe(tokenOf(key, 'n:asha'));
    expect(tokenOf(key, 'n:asha')).not.toBe(tokenOf(key, 'n:ashb'));
    const other = setup().vault.deriveKey(SEARCH_KEY_PURPOSE);
    expect(tokenOf(other, 'n:asha')).not.toBe(tokenOf(key, 'n:asha'));
    expect(Number.isSafeInteger(tokenOf(key, 'n:asha'))).toBe(true);
  });

  it('finds every kind of search that worked before: name words, mobile, its last digits, UHID, ABHA', () => {
    const { save, found } = clinic();
    const asha = save(ASHA);
    const ravi = save(RAVI);
    for (const text of [
      'asha',
      'a',
      'DEVI',
      'rao as',
      'asha devi rao',
      '9845012345',
      '+91 98450 12345',
      '09845012345',
      '2345',
      '845',
      'mrn-00417',
      '00417',
      '91234567890123',
      '91-2345',
    ]) {
      expect(found(text), text).toEqual([asha]);
    }
    expect(found('kumar')).toEqual([ravi]);
    expect(found('11111')).toEqual([ravi]);
    expect(found('asha kumar')).toEqual([]);
    expect(found('  ')).toEqual([]);
  });

  it('finds what matchesSearch finds, for each prefix and run of digits of the saved patients', () => {
    const { save, found, candidates } = clinic();
    const records: PatientRecord[] = [
      ASHA,
      RAVI,
      { name: 'José  Müller', sex: 'male', uhid: 'A1' },
      { name: 'Ærin O\u0301lafsdóttir', sex: 'female', mobile: '+91 99887 76655' },
    ];
    const ids = records.map((record) => save(record));
    const texts = new Set<string>(['a1', 'jose', 'muller', 'olafs', 'ærin']);
    for (const record of records) {
      for (const word of record.name.split(/\s+/)) {
        for (let end = 1; end <= word.length; end += 1) texts.add(word.slice(0, end));
      }
      const digits = (record.mobile ?? '') + (record.abhaNumber ?? '');
      for (let from = 0; from < digits.length; from += 1) texts.add(digits.slice(from, from + 5));
    }
    for (const text of texts) {
      const expected = ids.filter((_, at) => matchesSearch(records[at]!, text));
      expect(found(text).sort(), text).toEqual(expected.sort());
    }
    // Terms are filed without diacritics: "jose" names José as a candidate, the match decides.
    expect(candidates('jose')).toEqual([ids[2]]);
    expect(found('jose')).toEqual([]);
  });

  it('forgets an edited name and a deleted patient', () => {
    const { db, save, found, repository, vault } = clinic();
    const id = save(ASHA);
    const renamed: PatientRecord = { ...ASHA, name: 'Meera Iyer' };
    repository.updateRecord(
      id,
      vault.sealText(JSON.stringify(renamed), recordContext(id)),
      99,
      renamed,
    );
    expect(found('asha')).toEqual([]);
    expect(found('meera')).toEqual([id]);
    const before = (
      db.prepare('SELECT count(*) AS c FROM patient_search_tokens').get() as { c: number }
    ).c;
    expect(before).toBeGreaterThan(0);
    db.prepare('DELETE FROM patients WHERE id = ?').run(id);
    expect(found('meera')).toEqual([]);
    expect(db.prepare('SELECT count(*) AS c FROM patient_search_tokens').get()).toEqual({ c: 0 });
    expect(db.prepare('SELECT count(*) AS c FROM patient_search_rows').get()).toEqual({ c: 0 });
  });

  it('filters patients already on the platform out in SQL when only the unsent are asked for', () => {
    const { save, found, candidates, repository } = clinic();
    const sent = save(ASHA, 'platform-1');
    const unsent = save({ ...ASHA, uhid: 'MRN-2' });
    expect(found('asha').sort()).toEqual([sent, unsent].sort());
    expect(found('asha', true)).toEqual([unsent]);
    // Newest change first, as the list was before.
    expect(candidates('asha')).toEqual([unsent, sent]);
    // The platform made it: no longer unsent, and its change is now the newest.
    expect(repository.setPlatformId(sent, 'platform-9', 500)).toBe(false);
    expect(repository.setPlatformId(unsent, 'platform-2', 400)).toBe(true);
    expect(found('asha', true)).toEqual([]);
    repository.updateRecord(sent, repository.get(sent)!.recordSealed, 600, ASHA);
    expect(candidates('asha')).toEqual([sent, unsent]);
  });

  it('files the patients saved before the index (migration 0028) once, then finds them', () => {
    const { db, vault } = setup(MIGRATIONS.slice(0, 27));
    const id = randomUUID();
    db.prepare(
      `INSERT INTO patients (id, account, platform_id, record_sealed, outbox_id, created_at, updated_at)
       VALUES (?, 'acct', NULL, ?, NULL, 1, 1)`,
    ).run(id, vault.sealText(JSON.stringify(ASHA), recordContext(id)));
    migrate(db, MIGRATIONS);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    const index = createPatientSearchIndex(db, vault);
    expect(index.someUnfiled()).toBe(true);
    expect([...index.candidates('acct', 'asha', { unsentOnly: false })]).toEqual([]);
    expect(index.fill(open(vault))).toBe(1);
    expect(index.someUnfiled()).toBe(false);
    expect(index.needsFill()).toBe(false);
    expect(index.fill(open(vault))).toBe(0);
    expect([...index.candidates('acct', 'asha', { unsentOnly: false })].map((r) => r.id)).toEqual([
      id,
    ]);
  });

  it('keeps no term in clear: a name, a mobile or a UHID is nowhere in the index', () => {
    const { db, save } = clinic();
    save(ASHA);
    const stored = JSON.stringify([
      db.prepare('SELECT * FROM patient_search_rows').all(),
      db.prepare('SELECT * FROM patient_search_tokens').all(),
    ]);
    for (const clear of ['asha', 'Asha', '9845012345', '012345', 'mrn', '00417']) {
      expect(stored).not.toContain(clear);
    }
  });

  it('reads only the patients filed under the tokens: EXPLAIN QUERY PLAN shows no table scan', () => {
    const { db } = clinic();
    for (const [sizes, unsent] of [
      [[1], false],
      [[2], true],
      [[8, 1, 8], false],
    ] as const) {
      const plan = planOf(db, candidatesSql(sizes, unsent));
      expect(
        plan.filter((line) => /^SCAN (?!\(subquery)/.test(line)),
        plan.join('\n'),
      ).toEqual([]);
      expect(plan[0]).toMatch(/^SEARCH patient_search_rows USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(plan).toContain('SEARCH patient_search_tokens USING PRIMARY KEY (token=?)');
    }
  });
});
