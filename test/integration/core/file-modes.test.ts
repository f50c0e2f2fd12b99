import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../../src/main/compose';
import { KEY_FILE_NAME } from '../../../src/main/core/crypto/key-file';
import { listBackups } from '../../../src/main/core/db/backups';
import { openDatabase } from '../../../src/main/core/db/connection';
import { MIGRATIONS } from '../../../src/main/core/db/migrations';
import { listUpdateBackups } from '../../../src/main/core/db/update-backups';
import { openLogFiles, type LogFiles } from '../../../src/main/core/log/log-files';
import { createLogger } from '../../../src/main/core/log/logger';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { record, RECORDING_FAST } from '../../helpers/recording';
import { makeTempDir } from '../../helpers/temp-dir';
import { until } from '../../helpers/until';

// Under the usual umask (022) nothing in the data folder is open to others.

let app: TestCompanion | undefined;
let logs: LogFiles | undefined;
let umask: number;
const temps: { remove(): void }[] = [];
beforeEach(() => {
  umask = process.umask(0o022);
});
afterEach(async () => {
  logs?.close();
  logs = undefined;
  await app?.close();
  app = undefined;
  for (const temp of temps.splice(0)) temp.remove();
  process.umask(umask);
});

/** Every file and folder under `root` (symbolic links aside) with its mode, as "rel 600". */
function modes(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const target = path.join(dir, name);
      const stat = lstatSync(target);
      const rel = path.relative(root, target);
      out.push(`${rel} ${(stat.mode & 0o777).toString(8)}`);
      if (stat.isDirectory()) walk(target);
    }
  };
  walk(root);
  return out;
}

/** What is open to anyone but the user: files not 0600, folders not 0700. */
function opened(root: string): string[] {
  return modes(root).filter((line) => {
    const [rel, mode] = line.split(' ');
    const isDir = lstatSync(path.join(root, rel!)).isDirectory();
    return mode !== (isDir ? '700' : '600');
  });
}

const rootMode = (dir: string) => (lstatSync(dir).mode & 0o777).toString(8);

describe('file modes in the data folder (umask 022)', () => {
  it('after real use: database, -wal, -shm, key file, log, backup, recording, document, diagnostics, crash dump copy', async () => {
    const crash = makeTempDir('crashes-');
    temps.push(crash);
    mkdirSync(path.join(crash.dir, 'completed'), { mode: 0o755 });
    // Crashpad's own file, readable by others: its copy must not be.
    writeFileSync(path.join(crash.dir, 'completed', 'a.dmp'), randomBytes(64), { mode: 0o644 });
    app = await startTestCompanion({
      withoutPrinter: true,
      core: {
        ...RECORDING_FAST,
        backupCheckEveryMs: 10,
        diagnostics: { crashDumpsDir: crash.dir },
      },
    });
    const dataDir = app.dataDir;
    // The log as the shell opens it, in the data folder.
    logs = openLogFiles(path.join(dataDir, 'logs'));
    createLogger(logs.destination).info('a line of the app');
    // A recording chunk saved as the renderer saves it.
    const started = await app.value('recording:start', {});
    await record(app, started.id, 1);
    // A document waiting (offline): a sealed file beside the database.
    app.core.network.setOsOnline(false);
    await app.value('documents:upload', {
      fileName: 'report.pdf',
      bytes: new Uint8Array(randomBytes(4_000)),
      documentType: 'lr',
      destination: 'parse',
      task: 'smart',
    });
    await until(() => listBackups(path.join(dataDir, 'backups')).length === 1, 'the first backup');
    await app.value('app:save-diagnostics', {});
    await app.value('app:save-crash-dumps', {});

    const present = modes(dataDir).map((line) => line.split(' ')[0]!);
    for (const expected of [
      DATABASE_FILE_NAME,
      `${DATABASE_FILE_NAME}-wal`,
      `${DATABASE_FILE_NAME}-shm`,
      KEY_FILE_NAME,
      path.join('logs', 'main.log'),
      'backups',
      'documents',
      'recordings',
      'prescriptions',
      'diagnostics',
    ]) {
      expect(present).toContain(expected);
    }
    expect(
      present.filter((rel) => rel.startsWith(`backups${path.sep}clinic-companion-`)),
    ).toHaveLength(1);
    expect(present.filter((rel) => rel.startsWith(`documents${path.sep}`))).toHaveLength(1);
    expect(
      present.filter((rel) => rel.endsWith('.json') && rel.startsWith('diagnostics')),
    ).toHaveLength(1);
    expect(present.filter((rel) => rel.endsWith('1-a.dmp'))).toHaveLength(1);
    expect(opened(dataDir)).toEqual([]);
    expect(rootMode(dataDir)).toBe('700');
  });

  it('the copy taken before a migration, and a damaged database moved aside, are private too', async () => {
    app = await startTestCompanion({ withoutPrinter: true, core: { backupCheckEveryMs: 10 } });
    const dataDir = app.dataDir;
    const file = path.join(dataDir, DATABASE_FILE_NAME);
    await until(() => listBackups(path.join(dataDir, 'backups')).length === 1, 'the first backup');
    // The previous version's database: the next start migrates it, copying it first (VACUUM INTO).
    await app.restart(() => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
      openDatabase(file, { migrations: MIGRATIONS.slice(0, -1) }).close();
    });
    const before = listUpdateBackups(path.join(dataDir, 'backups', 'before-update'));
    expect(before).toHaveLength(1);
    expect(opened(dataDir)).toEqual([]);
    // Damaged: moved aside into damaged/<time>/, the backup put in its place.
    await app.restart(() => {
      writeFileSync(file, Buffer.alloc(16_384, 1));
    });
    expect(readdirSync(path.join(dataDir, 'damaged'))).toHaveLength(1);
    expect(opened(dataDir)).toEqual([]);
  });

  it('repairs at start what an older version left open: a 0644 database and a 0755 logs folder', async () => {
    app = await startTestCompanion({ withoutPrinter: true });
    const dataDir = app.dataDir;
    const file = path.join(dataDir, DATABASE_FILE_NAME);
    const outside = makeTempDir('outside-');
    temps.push(outside);
    await app.restart(() => {
      chmodSync(dataDir, 0o755);
      chmodSync(file, 0o644);
      mkdirSync(path.join(dataDir, 'logs'), { mode: 0o755 });
      chmodSync(path.join(dataDir, 'logs'), 0o755);
      writeFileSync(path.join(dataDir, 'logs', 'main-20261101T090000Z.log'), 'old\n', {
        mode: 0o644,
      });
      // A link out of the data folder is neither followed nor changed.
      writeFileSync(path.join(outside.dir, 'theirs'), 'x', { mode: 0o644 });
      chmodSync(outside.dir, 0o755);
      symlinkSync(outside.dir, path.join(dataDir, 'link-out'));
    });
    expect(rootMode(dataDir)).toBe('700');
    expect(rootMode(file)).toBe('600');
    expect(rootMode(path.join(dataDir, 'logs'))).toBe('700');
    expect(rootMode(path.join(dataDir, 'logs', 'main-20261101T090000Z.log'))).toBe('600');
    expect(opened(dataDir).filter((line) => !line.startsWith('link-out'))).toEqual([]);
    expect(lstatSync(path.join(dataDir, 'link-out')).isSymbolicLink()).toBe(true);
    expect(rootMode(outside.dir)).toBe('755');
    expect(rootMode(path.join(outside.dir, 'theirs'))).toBe('644');
    // Counts only in the log: no file name.
    expect(app.logText()).toMatch(
      /"fixed":4,"failed":0,"cut":false.*data folder permissions tightened/,
    );
    expect(app.logText()).not.toContain('main-20261101T090000Z');
    expect(existsSync(file)).toBe(true);
  });
});
