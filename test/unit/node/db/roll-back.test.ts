import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';
import { openCheckedDatabase } from '../../../../src/main/core/db/recovery';
import {
  restoreBeforeUpdate,
  restoreOutcome,
  rolledBackMessage,
} from '../../../../src/main/core/db/roll-back';
import { RESTORE_SWITCH, wantsRestore } from '../../../../src/main/shell/policy/restore-switch';
import { isCoreError } from '../../../../src/main/core/errors';
import { createOutboxRepository } from '../../../../src/main/core/outbox/outbox-repository';
import { createFakeClock } from '../../../helpers/fake-clock';
import { createMemoryLogger } from '../../../helpers/memory-log';
import { makeTempDir } from '../../../helpers/temp-dir';

const temps: (() => void)[] = [];
afterEach(() => temps.splice(0).forEach((remove) => remove()));

const LATEST = MIGRATIONS.length;
const OLDER = LATEST - 1;
const clock = createFakeClock();
const now = (): number => clock.now();

function setMarker(db: Database.Database, value: string): void {
  db.prepare(
    `INSERT INTO settings (key, value, secret, updated_at) VALUES ('marker', ?, NULL, 'x')
     ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
  ).run(value);
}

function read(file: string): { version: number; marker: string } {
  const { db } = openCheckedDatabase(file, {
    now,
    logger: createMemoryLogger().logger,
    // Opened as the previous version would: its migrations only, so a newer file is refused.
    migrations: MIGRATIONS.slice(0, OLDER),
  });
  try {
    const row = db.prepare("SELECT value FROM settings WHERE key = 'marker'").get() as {
      value: string;
    };
    return { version: Number(db.pragma('user_version', { simple: true })), marker: row.value };
  } finally {
    db.close();
  }
}

/**
 * The previous version's database, then the update (its migration takes the copy), then a day of
 * work on the new version: a prescription (two rows), a recording (three parts), a document the
 * platform refused, and a webhook change already sent.
 */
function updatedDatabase(): { file: string; dir: string; ids: number[] } {
  const temp = makeTempDir('roll-back-');
  temps.push(temp.remove);
  const file = path.join(temp.dir, 'clinic-companion.sqlite');
  const logger = createMemoryLogger().logger;
  const previous = openCheckedDatabase(file, {
    now,
    logger,
    migrations: MIGRATIONS.slice(0, OLDER),
  });
  setMarker(previous.db, 'before the update');
  previous.db.close();
  clock.advance(60_000);

  const { db } = openCheckedDatabase(file, { now, logger });
  setMarker(db, 'entered since the update');
  const outbox = createOutboxRepository(db, clock);
  const add = (operation: string, orderingKey: string) =>
    outbox.enqueue({ operation, orderingKey, account: 'a', payload: {} }).id;
  const ids = [
    add('pad.finalize', 'pad:p1'),
    add('pad.record', 'pad:p1'),
    add('recording.create', 'recording:r1'),
    add('recording.chunk', 'recording:r1'),
    add('recording.end', 'recording:r1'),
    add('document.upload', 'document:d1'),
  ];
  const sent = add('webhook.register', 'webhook:w1');
  const claimed = outbox.claimReady(10, 'a');
  for (const row of claimed) {
    if (row.id === sent) outbox.markDone(row.id);
    else if (row.operation === 'document.upload') outbox.markRejected(row.id, 'refused');
    else outbox.release(row.id);
  }
  db.close();
  return { file, dir: temp.dir, ids };
}

/** The sync loop's part: each row handed out and confirmed, in order, but for `except`. */
function sendAll(file: string, except?: number): void {
  const { db } = openCheckedDatabase(file, { now, logger: createMemoryLogger().logger });
  const outbox = createOutboxRepository(db, clock);
  for (;;) {
    const claimed = outbox.claimReady(10, 'a');
    const others = claimed.filter((row) => row.id !== except);
    for (const row of claimed) if (row.id === except) outbox.release(row.id);
    if (others.length === 0) break;
    for (const row of others) outbox.markDone(row.id);
  }
  const rejected = outbox.open().filter((row) => row.state === 'rejected');
  for (const row of rejected) outbox.discard(row.id, 'the user discarded it');
  db.close();
}

function refusal(file: string): string {
  try {
    restoreBeforeUpdate(file, { now, logger: createMemoryLogger().logger });
  } catch (error) {
    if (isCoreError(error)) return `${error.code}: ${error.message}`;
    throw error;
  }
  throw new Error('restored');
}

describe('going back to the previous version', () => {
  it('refuses while changes wait, says what waits in words, and changes nothing', () => {
    const { file, dir } = updatedDatabase();
    expect(refusal(file)).toBe(
      'CONFLICT: Not restored, so that nothing entered since the update is lost: 1 prescription and 1 recording waiting to be sent; 1 document refused by the platform. Open Clinic Companion while connected until its Sync screen shows nothing waiting (retry or discard there what was refused), quit it, then run this again.',
    );
    expect(existsSync(path.join(dir, 'rolled-back'))).toBe(false);
    const { db } = openCheckedDatabase(file, { now, logger: createMemoryLogger().logger });
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST);
    db.close();
  });

  it('once every change reached the platform, restores the copy the previous version opens', () => {
    const { file, dir, ids } = updatedDatabase();
    // Sent, one row after another, but for the recording's last part: refused, and it says so.
    sendAll(file, ids[4]);
    expect(refusal(file)).toMatch(/lost: 1 recording waiting to be sent\. Open/);
    sendAll(file);

    clock.advance(60_000);
    const done = restoreBeforeUpdate(file, { now, logger: createMemoryLogger().logger });
    expect(done.restored).toMatchObject({ fromVersion: OLDER, toVersion: LATEST });
    expect(read(file)).toEqual({ version: OLDER, marker: 'before the update' });
    // The database in use until now is kept, unchanged, beside it.
    expect(path.dirname(done.keptCopy)).toBe(path.join(dir, 'rolled-back'));
    expect(readdirSync(done.keptCopy)).toContain('clinic-companion.sqlite');
    expect(existsSync(`${file}.restore-tmp`)).toBe(false);
    expect(rolledBackMessage(done)).toMatch(
      /^The local data is back as it was on \d{4}-\d\d-\d\d \d\d:\d\d UTC, before the update; .* Now install the previous version of Clinic Companion, before opening it again\.$/,
    );
  });

  it('says so when no copy from before the update to this version is kept', () => {
    const temp = makeTempDir('roll-back-');
    temps.push(temp.remove);
    const file = path.join(temp.dir, 'clinic-companion.sqlite');
    openCheckedDatabase(file, { now, logger: createMemoryLogger().logger }).db.close();
    expect(refusal(file)).toMatch(
      new RegExp(
        `^NOT_FOUND: No copy from before the update to this database's version \\(${LATEST}\\) is kept`,
      ),
    );
    expect(refusal(path.join(temp.dir, 'none.sqlite'))).toMatch(
      /^NOT_FOUND: There is no local database/,
    );
  });

  it('is the command IT runs, answering in one sentence whatever happens', () => {
    expect(RESTORE_SWITCH).toBe('--restore-before-update');
    expect(
      wantsRestore(['/opt/Clinic Companion/clinic-companion', '--restore-before-update']),
    ).toBe(true);
    expect(wantsRestore(['/opt/Clinic Companion/clinic-companion'])).toBe(false);
    expect(wantsRestore(['--restore-before-update'])).toBe(false);

    const { file } = updatedDatabase();
    const log = createMemoryLogger();
    const options = { now, logger: log.logger, logDir: '/data/logs' };
    expect(restoreOutcome(file, options)).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^Not restored, so that nothing entered since the update is lost: /,
      ) as string,
    });
    sendAll(file);
    expect(restoreOutcome(file, options)).toMatchObject({ ok: true });
    // A folder where the database should be: not a refusal, a failure, logged by name and code.
    expect(restoreOutcome(path.dirname(file), options)).toEqual({
      ok: false,
      message:
        'Going back to the previous version failed (SqliteError:SQLITE_CANTOPEN); the log in /data/logs says where.',
    });
    expect(log.text()).toContain('"err":"SqliteError:SQLITE_CANTOPEN"');
  });
});
