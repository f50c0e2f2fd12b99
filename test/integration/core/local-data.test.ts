import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../../src/main/compose';
import { KEY_FILE_NAME } from '../../../src/main/core/crypto/key-file';
import { listBackups } from '../../../src/main/core/db/backups';
import { noticeTime } from '../../../src/main/core/local-data/local-data-notices';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { createFakeClock } from '../../helpers/fake-clock';
import { until } from '../../helpers/until';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';

const CLIENT = TEST_CLIENT_ID;
const DAY = 24 * 60 * 60 * 1000;

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const databaseFile = (target: TestCompanion) => path.join(target.dataDir, DATABASE_FILE_NAME);
const backupsOf = (target: TestCompanion) => listBackups(path.join(target.dataDir, 'backups'));

/** Saves a document while offline: a sealed file on disk and its rows, not sent yet. */
async function saveDocumentOffline(target: TestCompanion): Promise<{ id: string; sum: string }> {
  target.core.network.setOsOnline(false);
  const bytes = new Uint8Array(randomBytes(40_000));
  const saved = await target.value('documents:upload', {
    fileName: 'lab report.pdf',
    bytes,
    documentType: 'lr',
    destination: 'parse',
    task: 'smart',
  });
  expect(saved.state).toBe('waiting');
  return { id: saved.id, sum: sha256(bytes) };
}

/** The document reaches the sandbox with its bytes: its sealed file opened with the data key. */
async function documentArrives(target: TestCompanion, id: string, sum: string): Promise<void> {
  await until(async () => {
    const list = await target.value('documents:list', {});
    return list.find((d) => d.id === id)?.state === 'uploaded';
  }, 'the document to reach the platform');
  expect(target.sandbox.documentsFor(CLIENT).map((d) => d.sha256)).toEqual([sum]);
}

function dataKeyCiphertext(file: string): Buffer | undefined {
  const db = new Database(file, { readonly: true });
  try {
    const row = db.prepare("SELECT secret FROM settings WHERE key = 'data.key'").get() as
      { secret: Buffer } | undefined;
    return row?.secret;
  } finally {
    db.close();
  }
}

/** Garbage over one 4 KiB page in the middle of the file. */
function damageMiddle(file: string): Buffer {
  const bytes = readFileSync(file);
  // The page size from the file's header (new files have 8 KiB pages): a whole page is garbled.
  const size = bytes.readUInt16BE(16) === 1 ? 65_536 : bytes.readUInt16BE(16);
  const page = Math.floor(bytes.length / size / 2) * size;
  randomBytes(size).copy(bytes, page);
  writeFileSync(file, bytes);
  return bytes;
}

describe('local data: the key file, the check at start, backups and recovery', () => {
  it('keeps the wrapped data key in its own file and puts it back when the database loses it', async () => {
    app = await startTestCompanion();
    const { id, sum } = await saveDocumentOffline(app);
    const keyFile = path.join(app.dataDir, KEY_FILE_NAME);
    const content = JSON.parse(readFileSync(keyFile, 'utf8')) as { version: number; key: string };
    expect(content.version).toBe(1);
    // Keychain ciphertext only: the same bytes as the settings row, never the key in clear.
    expect(Buffer.from(content.key, 'base64')).toEqual(dataKeyCiphertext(databaseFile(app)));
    const clearKey = app.keychain.decrypt(Buffer.from(content.key, 'base64'));
    expect(readFileSync(keyFile, 'utf8')).not.toContain(clearKey);
    expect((statSync(keyFile).mode & 0o777).toString(8)).toBe('600');

    await app.restart(() => {
      const db = new Database(databaseFile(app!));
      db.prepare("DELETE FROM settings WHERE key = 'data.key'").run();
      db.close();
    });
    expect(dataKeyCiphertext(databaseFile(app))).toEqual(Buffer.from(content.key, 'base64'));
    await documentArrives(app, id, sum);
  });

  it('writes the key file at start for an install that kept the key only in its database', async () => {
    app = await startTestCompanion();
    const { id, sum } = await saveDocumentOffline(app);
    const keyFile = path.join(app.dataDir, KEY_FILE_NAME);
    await app.restart(() => rmSync(keyFile));
    await documentArrives(app, id, sum);
    const content = JSON.parse(readFileSync(keyFile, 'utf8')) as { version: number; key: string };
    expect(content.version).toBe(1);
    expect(Buffer.from(content.key, 'base64')).toEqual(dataKeyCiphertext(databaseFile(app)));
    expect(app.logText()).toContain('the data key was copied into its own file');
  });

  it('moves a damaged database aside, restores the last good backup and says so; a document saved before opens', async () => {
    const clock = createFakeClock();
    app = await startTestCompanion({ clock, core: { backupCheckEveryMs: 10 } });
    // The first start has no backup yet: it takes one at once.
    await until(() => backupsOf(app!).length === 1, 'the first backup');
    const { id, sum } = await saveDocumentOffline(app);
    clock.advance(DAY + 60_000);
    await until(() => backupsOf(app!).length === 2, 'the daily backup');
    const takenAt = backupsOf(app)[0]!.takenAt;
    expect(takenAt).toBe(clock.now());
    // Saved after the backup: the restored database will not know it.
    const later = await saveDocumentOffline(app);
    const sealedFiles = readdirSync(path.join(app.dataDir, 'documents')).sort();
    expect(sealedFiles).toHaveLength(2);

    let damaged: Buffer | undefined;
    await app.restart(() => {
      damaged = damageMiddle(databaseFile(app!));
    });

    const [notice] = await app.value('local-data:get-notices', {});
    expect(notice).toMatchObject({ kind: 'database-restored', severity: 'notice' });
    expect(notice!.message).toContain(`last good backup, from ${noticeTime(takenAt)}`);
    expect(notice!.steps.join(' ')).toMatch(/had not reached the platform may be missing/);
    const moved = readdirSync(path.join(app.dataDir, 'damaged'));
    expect(moved).toHaveLength(1);
    const copy = path.join(app.dataDir, 'damaged', moved[0]!, DATABASE_FILE_NAME);
    expect(notice!.message).toContain(path.dirname(copy));
    // Kept byte for byte, never deleted.
    expect(readFileSync(copy)).toEqual(damaged);
    expect(app.logText()).toContain('the damaged local database was moved aside');
    // The later document's row is gone with the damaged file; its sealed copy and the key that
    // opens it stay with the damaged copy, even once the live folder is swept.
    expect((await app.value('documents:list', {})).map((d) => d.id)).toEqual([id]);
    expect(later.id).not.toBe(id);
    await until(
      () => readdirSync(path.join(app!.dataDir, 'documents')).length === 1,
      'the sweep of the live folder',
    );
    expect(readdirSync(path.join(path.dirname(copy), 'documents')).sort()).toEqual(sealedFiles);
    expect(readFileSync(path.join(path.dirname(copy), KEY_FILE_NAME))).toEqual(
      readFileSync(path.join(app.dataDir, KEY_FILE_NAME)),
    );

    await documentArrives(app, id, sum);
  });

  it('with garbage over the header and no backup: an empty database, said so, and the key kept', async () => {
    app = await startTestCompanion();
    await until(() => backupsOf(app!).length === 1, 'the first backup');
    await saveDocumentOffline(app);
    const keyFile = readFileSync(path.join(app.dataDir, KEY_FILE_NAME), 'utf8');
    await app.restart(() => {
      rmSync(path.join(app!.dataDir, 'backups'), { recursive: true });
      const file = databaseFile(app!);
      const bytes = readFileSync(file);
      Buffer.from('this is not a database at all..').copy(bytes, 0);
      writeFileSync(file, bytes);
    });
    const notices = await app.value('local-data:get-notices', {});
    expect(notices.map((n) => n.kind)).toEqual(['database-emptied']);
    expect(notices[0]!.message).toMatch(/no good backup was found.*started with an empty one/);
    expect(await app.value('documents:list', {})).toEqual([]);
    // Once dismissed, the notice stays gone for this run (a reload of the window asks again).
    const { id: noticeId } = notices[0]!;
    expect(await app.value('local-data:dismiss-notice', { id: noticeId })).toEqual({
      dismissed: true,
    });
    expect(await app.value('local-data:get-notices', {})).toEqual([]);
    expect(await app.error('local-data:dismiss-notice', { id: noticeId })).toMatchObject({
      code: 'NOT_FOUND',
    });
    // The sealed files' key survives in its file and is put back into the new database.
    expect(readFileSync(path.join(app.dataDir, KEY_FILE_NAME), 'utf8')).toBe(keyFile);
    const wrapped = (JSON.parse(keyFile) as { key: string }).key;
    expect(dataKeyCiphertext(databaseFile(app))).toEqual(Buffer.from(wrapped, 'base64'));
  });

  it('refuses a database from a newer app in its own words and leaves it where it is', async () => {
    app = await startTestCompanion();
    const file = databaseFile(app);
    let refused: unknown;
    await app
      .restart(() => {
        const db = new Database(file);
        db.pragma('user_version = 999');
        db.close();
      })
      .catch((error: unknown) => {
        refused = error;
      });
    expect(refused).toMatchObject({
      code: 'DATABASE_TOO_NEW',
      message: expect.stringMatching(/newer version of Clinic Companion/) as unknown,
    });
    expect(existsSync(path.join(app.dataDir, 'damaged'))).toBe(false);
    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(999);
    db.close();
  });

  it('shows the keychain alert with the package to install when the OS keychain cannot be used', async () => {
    app = await startTestCompanion();
    app.keychain.setAvailable(false);
    const [notice] = await app.value('local-data:get-notices', {});
    expect(notice).toMatchObject({ kind: 'keychain-unavailable', severity: 'alert' });
    expect(notice!.message).toContain('the test keychain is switched off.');
    if (process.platform === 'linux') {
      expect(notice!.steps.join(' ')).toMatch(/gnome-keyring.*restart Clinic Companion/s);
    }
    // An alert stays until fixed: dismissing it is refused in words and it is still shown.
    expect(await app.error('local-data:dismiss-notice', { id: notice!.id })).toEqual({
      code: 'REJECTED',
      message: 'This alert stays until the problem it describes is fixed; it cannot be dismissed.',
    });
    expect(await app.value('local-data:get-notices', {})).toHaveLength(1);
  });
});
