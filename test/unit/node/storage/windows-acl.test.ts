import { chmodSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { secureDataFolder } from '../../../../src/main/core/storage/data-folder';
import {
  icaclsCommand,
  restrictWindowsDataFolder,
  windowsAccount,
  type IcaclsCommand,
} from '../../../../src/main/core/storage/windows-acl';
import { createMemoryLogger } from '../../../helpers/memory-log';
import { underDesktopUmask } from '../../../helpers/desktop-umask';
import { until } from '../../../helpers/until';

// icacls is never run here (Linux): these tests check the command the app would run on Windows.

const { tempDir } = underDesktopUmask();

const DIR = 'C:\\Users\\Asha Rao\\AppData\\Roaming\\Clinic Companion';

describe('the Windows ACL of the data folder', () => {
  it('builds one icacls call, without a shell: inherited entries off, the user and SYSTEM only', () => {
    expect(icaclsCommand(DIR, 'CLINIC-PC\\Asha Rao')).toEqual({
      file: 'icacls',
      args: [
        DIR,
        '/inheritance:r',
        '/grant:r',
        'CLINIC-PC\\Asha Rao:(OI)(CI)F',
        '/grant:r',
        '*S-1-5-18:(OI)(CI)F',
        '/Q',
      ],
    });
  });

  it('names the account from the environment Windows sets, or none when it is missing or odd', () => {
    expect(windowsAccount({ USERNAME: 'asha', USERDOMAIN: 'CLINIC' })).toBe('CLINIC\\asha');
    expect(windowsAccount({ USERNAME: 'asha' })).toBe('asha');
    expect(windowsAccount({ USERNAME: 'asha', USERDOMAIN: 'a/b' })).toBe('asha');
    expect(windowsAccount({})).toBeUndefined();
    expect(windowsAccount({ USERNAME: '  ' })).toBeUndefined();
    expect(windowsAccount({ USERNAME: 'a:b' })).toBeUndefined();
  });

  it('runs only on Windows, only at the first start, and reports a failure without throwing', async () => {
    const ran: IcaclsCommand[] = [];
    const run = (command: IcaclsCommand) => {
      ran.push(command);
      return Promise.resolve();
    };
    const env = { USERNAME: 'asha', USERDOMAIN: 'CLINIC' };
    const base = { dir: DIR, env, run };
    expect(await restrictWindowsDataFolder({ ...base, firstStart: true, platform: 'linux' })).toBe(
      'not-windows',
    );
    expect(await restrictWindowsDataFolder({ ...base, firstStart: false, platform: 'win32' })).toBe(
      'not-first-start',
    );
    expect(ran).toEqual([]);
    expect(await restrictWindowsDataFolder({ ...base, firstStart: true, platform: 'win32' })).toBe(
      'set',
    );
    expect(ran).toEqual([icaclsCommand(DIR, 'CLINIC\\asha')]);
    const failing = () => Promise.reject(new Error('icacls exited with 5'));
    expect(
      await restrictWindowsDataFolder({
        ...base,
        run: failing,
        firstStart: true,
        platform: 'win32',
      }),
    ).toBe('failed');
    expect(
      await restrictWindowsDataFolder({
        dir: DIR,
        env: {},
        run,
        firstStart: true,
        platform: 'win32',
      }),
    ).toBe('no-account');
  });
});

describe('securing the data folder at start', () => {
  it('makes the folder, tightens what it holds, logs counts only, and asks for the ACL on a first start', async () => {
    const base = tempDir('secure-');
    const dir = path.join(base, 'data');
    mkdirSync(path.join(dir, 'logs'), { recursive: true });
    chmodSync(dir, 0o755);
    chmodSync(path.join(dir, 'logs'), 0o755);
    writeFileSync(path.join(dir, 'logs', 'main.log'), 'x', { mode: 0o644 });
    const log = createMemoryLogger();
    const ran: IcaclsCommand[] = [];
    secureDataFolder({
      dir,
      databaseFile: path.join(dir, 'clinic-companion.sqlite'),
      logger: log.logger,
      platform: 'win32',
      env: { USERNAME: 'asha', USERDOMAIN: 'CLINIC' },
      runCommand: (command) => {
        ran.push(command);
        return Promise.resolve();
      },
    });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dir, 'logs')).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dir, 'logs', 'main.log')).mode & 0o777).toBe(0o600);
    expect(log.text()).toContain('"fixed":3');
    expect(log.text()).not.toContain('main.log');
    await until(() => ran.length === 1, 'the ACL command');
    expect(ran).toEqual([icaclsCommand(dir, 'CLINIC\\asha')]);
  });

  it('does not ask for the ACL again once the database exists, and makes a missing folder 0700', () => {
    const base = tempDir('secure-');
    const dir = path.join(base, 'new', 'data');
    const ran: IcaclsCommand[] = [];
    const run = (command: IcaclsCommand) => {
      ran.push(command);
      return Promise.resolve();
    };
    const log = createMemoryLogger();
    const file = path.join(dir, 'clinic-companion.sqlite');
    secureDataFolder({
      dir,
      databaseFile: file,
      logger: log.logger,
      platform: 'linux',
      runCommand: run,
    });
    expect(existsSync(dir)).toBe(true);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    writeFileSync(file, '', { mode: 0o600 });
    secureDataFolder({
      dir,
      databaseFile: file,
      logger: log.logger,
      platform: 'win32',
      runCommand: run,
    });
    expect(ran).toEqual([]);
    // Nothing to tighten: nothing logged.
    expect(log.text()).toBe('');
  });
});
