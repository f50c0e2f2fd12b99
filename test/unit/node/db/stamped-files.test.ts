import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backupName, listBackups } from '../../../../src/main/core/db/backups';
import { listUpdateBackups, updateBackupName } from '../../../../src/main/core/db/update-backups';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function folderWith(names: string[]): string {
  dir = mkdtempSync(path.join(tmpdir(), 'stamped-'));
  for (const name of names) writeFileSync(path.join(dir, name), '');
  return dir;
}

const at = (iso: string): number => Date.parse(iso);

describe('copies found by the time in their names', () => {
  it('lists daily backups newest first, with the time of each name, and nothing else', () => {
    const older = backupName(at('2026-11-20T08:00:00.000Z'));
    const newest = backupName(at('2026-11-28T14:05:09.123Z'));
    const middle = backupName(at('2026-11-25T23:59:59.999Z'));
    const folder = folderWith([
      older,
      newest,
      `${middle}.tmp`,
      middle,
      'clinic-companion-2026-13-40T25-61-61-000Z.sqlite', // a stamp that is no time
      'notes.txt',
    ]);
    expect(listBackups(folder)).toEqual([
      { file: path.join(folder, newest), takenAt: at('2026-11-28T14:05:09.123Z') },
      { file: path.join(folder, middle), takenAt: at('2026-11-25T23:59:59.999Z') },
      { file: path.join(folder, older), takenAt: at('2026-11-20T08:00:00.000Z') },
    ]);
  });

  it('reads the schema versions of a copy taken before a migration, newest first', () => {
    const first = updateBackupName(24, 26, at('2026-10-01T09:30:00.000Z'));
    const second = updateBackupName(26, 27, at('2026-11-02T10:00:00.500Z'));
    const folder = folderWith([first, second, backupName(at('2026-11-03T00:00:00.000Z'))]);
    expect(listUpdateBackups(folder)).toEqual([
      {
        file: path.join(folder, second),
        takenAt: at('2026-11-02T10:00:00.500Z'),
        fromVersion: 26,
        toVersion: 27,
      },
      {
        file: path.join(folder, first),
        takenAt: at('2026-10-01T09:30:00.000Z'),
        fromVersion: 24,
        toVersion: 26,
      },
    ]);
  });

  it('finds none in a folder that is missing or is a file', () => {
    const folder = folderWith(['a-file']);
    expect(listBackups(path.join(folder, 'missing'))).toEqual([]);
    expect(listUpdateBackups(path.join(folder, 'a-file'))).toEqual([]);
  });
});
