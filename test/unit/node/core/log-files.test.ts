import { readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openLogFiles, type LogFiles } from '../../../../src/main/core/log/log-files';
import { createLogger } from '../../../../src/main/core/log/logger';
import { makeTempDir } from '../../../helpers/temp-dir';

const temps: { remove(): void }[] = [];
let files: LogFiles | undefined;
afterEach(() => {
  files?.close();
  files = undefined;
  for (const temp of temps.splice(0)) temp.remove();
});

function tempDir(): string {
  const temp = makeTempDir('logs-');
  temps.push(temp);
  return temp.dir;
}

const logNames = (dir: string): string[] => readdirSync(dir).sort();

describe('log files', () => {
  it('rotate by size: the live file starts again and the old lines are kept beside it', () => {
    const dir = tempDir();
    let now = Date.UTC(2026, 10, 26, 9, 0, 0);
    files = openLogFiles(dir, { maxBytes: 2_000, now: () => now });
    const log = createLogger(files.destination);
    for (let i = 0; i < 40; i += 1) log.info({ i }, 'a line of the app');
    files.rotateIfDue();
    log.info('after rotation');
    files.destination.flushSync();

    expect(logNames(dir)).toEqual(['main-20261126T090000Z.log', 'main.log']);
    expect(readFileSync(path.join(dir, 'main.log'), 'utf8')).toContain('after rotation');
    expect(readFileSync(path.join(dir, 'main.log'), 'utf8')).not.toContain('"i":39');
    const recent = files.recentLines(3);
    expect(recent).toHaveLength(3);
    expect(recent[2]).toContain('after rotation');
    expect(recent[1]).toContain('"i":39');
    now += 1_000;
  });

  it('keep at most `keep` rotated files and none older than the age limit', () => {
    const dir = tempDir();
    const now = Date.UTC(2026, 10, 26, 9, 0, 0);
    for (let day = 1; day <= 8; day += 1) {
      const name = path.join(dir, `main-202611${String(day).padStart(2, '0')}T080000Z.log`);
      writeFileSync(name, 'old\n');
      const at = new Date(Date.UTC(2026, 10, day, 8));
      utimesSync(name, at, at);
    }
    writeFileSync(path.join(dir, 'unrelated.txt'), 'kept');
    files = openLogFiles(dir, { keep: 5, maxAgeMs: 30 * 24 * 3600_000, now: () => now });
    expect(logNames(dir)).toEqual([
      'main-20261104T080000Z.log',
      'main-20261105T080000Z.log',
      'main-20261106T080000Z.log',
      'main-20261107T080000Z.log',
      'main-20261108T080000Z.log',
      'main.log',
      'unrelated.txt',
    ]);
    files.close();
    files = openLogFiles(dir, {
      keep: 5,
      maxAgeMs: 19.5 * 24 * 3600_000,
      now: () => now,
    });
    expect(logNames(dir).filter((n) => n.startsWith('main-'))).toHaveLength(2);
  });

  it('a large live file from the last run is rotated at start', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'main.log'), `${'x'.repeat(100)}\n`.repeat(50));
    files = openLogFiles(dir, { maxBytes: 1_000, now: () => Date.UTC(2026, 0, 2, 3, 4, 5) });
    expect(logNames(dir)).toEqual(['main-20260102T030405Z.log', 'main.log']);
    expect(readFileSync(path.join(dir, 'main.log'), 'utf8')).toBe('');
  });
});
