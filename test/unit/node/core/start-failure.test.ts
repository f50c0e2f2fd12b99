import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startFailure } from '../../../../src/main/core/app/start-failure';
import { CoreError } from '../../../../src/main/core/errors';
import { createLogger } from '../../../../src/main/core/log/logger';
import { makeTempDir } from '../../../helpers/temp-dir';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const THIS_FILE = 'test/unit/node/core/start-failure.test.ts';
const LOGS = '/home/clinic/.config/Clinic Companion/logs';
const temps: { remove(): void }[] = [];
afterEach(() => temps.splice(0).forEach((t) => t.remove()));

/** The line the shell's `fail` writes, through the app's real logger. */
function logLine(log: object): Record<string, unknown> {
  const lines: string[] = [];
  createLogger({ write: (line) => lines.push(line) }).error(log, 'the app could not start');
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('a failure while the app starts', () => {
  it('shows a core error’s own words, and logs its name and code', () => {
    const failure = startFailure(
      new CoreError(
        'DATABASE_TOO_NEW',
        'The data was saved by a newer version of Clinic Companion.',
      ),
      { logDir: LOGS, appDir: ROOT },
    );
    expect(failure.message).toMatch(
      /^The data was saved by a newer version of Clinic Companion\. The app will now close/,
    );
    expect(failure.log).toMatchObject({ err: 'CoreError', code: 'DATABASE_TOO_NEW' });
  });

  it('logs a system error’s code, number, call and stack frames, never its message or path', () => {
    const temp = makeTempDir('companion-fail-');
    temps.push(temp);
    const patientFile = path.join(temp.dir, 'Asha Rao.pdf');
    writeFileSync(patientFile, '');
    // A data folder where a file stands: Node's real ENOTDIR, its message quoting the path.
    const error = thrown(() => mkdirSync(path.join(patientFile, 'logs'), { recursive: true }));
    expect(String(error)).toContain('Asha Rao');

    const failure = startFailure(error, { logDir: LOGS, appDir: ROOT });
    const line = logLine(failure.log);
    expect(line).toMatchObject({
      err: 'Error',
      code: 'ENOTDIR',
      syscall: 'mkdir',
      msg: 'the app could not start',
    });
    expect(typeof line.errno).toBe('number');
    const frames = line.frames as string[];
    // The throwing call's frame, named relative to the app's folder.
    expect(frames.some((f) => f.includes(`(${THIS_FILE}:`))).toBe(true);
    expect(JSON.stringify(line)).not.toMatch(/Asha|not a directory|companion-fail/);
    expect(JSON.stringify(failure.log)).not.toContain(temp.dir);
    expect(failure.message).toMatch(/^Clinic Companion could not start \(Error ENOTDIR\)\./);
    expect(failure.message).not.toContain('Asha');
  });

  it('names a file outside the app by its name only (a full path can hold a person’s name)', async () => {
    const temp = makeTempDir('companion-fail-');
    temps.push(temp);
    const folder = path.join(temp.dir, 'Users', 'Dr Asha Rao', 'plugins');
    mkdirSync(folder, { recursive: true });
    const module = path.join(folder, 'boom.mjs');
    writeFileSync(module, 'export function boom() {\n  throw new TypeError("x");\n}\n');
    const { boom } = (await import(pathToFileURL(module).href)) as { boom: () => void };
    const failure = startFailure(thrown(boom), { logDir: LOGS, appDir: ROOT });
    expect(failure.log.err).toBe('TypeError');
    // The line depends on how the test runner loaded the file; the file is named by its name only.
    expect(failure.log.frames[0]).toMatch(/^boom \(boom\.mjs:\d+:\d+\)$/);
    expect(JSON.stringify(failure.log)).not.toMatch(/Asha|Users/);
  });

  it('keeps a multi-line message out, even lines shaped like frames', () => {
    const error = new TypeError('bad row\n    at Asha Rao (/home/dr/Asha Rao.js:1:1)');
    const failure = startFailure(error, { logDir: LOGS, appDir: ROOT });
    expect(failure.log.frames.length).toBeGreaterThan(0);
    expect(JSON.stringify(failure)).not.toContain('Asha');
    expect(failure.log).toMatchObject({ err: 'TypeError' });
    expect(failure.log).not.toHaveProperty('code');
  });

  it('logs the kind and code of the error it wraps', () => {
    const cause = Object.assign(new Error('open /home/dr/x'), { code: 'EACCES' });
    const failure = startFailure(new Error('wrapped', { cause }), { appDir: ROOT });
    expect(failure.log.cause).toEqual({ err: 'Error', code: 'EACCES' });
  });

  it('names the log folder in the dialog, or says no log could be written', () => {
    const failure = startFailure(new TypeError('cannot read /home/dr/Asha Rao.pdf'), {
      logDir: LOGS,
    });
    expect(failure.message).toBe(
      `Clinic Companion could not start (TypeError). The app will now close; nothing you saved is lost. If this happens again, send the log files in ${LOGS} to your support contact.`,
    );
    expect(JSON.stringify(failure)).not.toContain('Asha');
    expect(startFailure(new TypeError('x')).message).toMatch(
      /tell your support contact; no log file could be written\.$/,
    );
  });
});
