import { chmodSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  copyPrivateSync,
  mkdirPrivateSync,
  openPrivate,
  openPrivateSync,
  preparePrivateFile,
  REPAIR_MAX_DEPTH,
  repairPrivateTree,
} from '../../../../src/main/core/storage/private-files';
import { closeSync } from 'node:fs';
import { underDesktopUmask } from '../../../helpers/desktop-umask';

const { tempDir: makeDir } = underDesktopUmask();
const tempDir = (): string => makeDir('private-');

const modeOf = (target: string): number => statSync(target).mode & 0o777;

/** `<root>/d1/d2/.../dN/file`: a file at depth N + 1 (a file directly in root is at depth 1). */
function fileAtDepth(root: string, depth: number): string {
  const dirs = Array.from({ length: depth - 1 }, (_, i) => `d${i + 1}`);
  const dir = path.join(root, ...dirs);
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const file = path.join(dir, `at-${depth}`);
  writeFileSync(file, 'x', { mode: 0o644 });
  return file;
}

describe('private files under umask 022', () => {
  it('creates files 0600 and folders 0700', async () => {
    const dir = tempDir();
    mkdirPrivateSync(path.join(dir, 'a', 'b'));
    expect(modeOf(path.join(dir, 'a'))).toBe(0o700);
    expect(modeOf(path.join(dir, 'a', 'b'))).toBe(0o700);
    closeSync(openPrivateSync(path.join(dir, 'sync'), 'a'));
    expect(modeOf(path.join(dir, 'sync'))).toBe(0o600);
    await (await openPrivate(path.join(dir, 'async'), 'w')).close();
    expect(modeOf(path.join(dir, 'async'))).toBe(0o600);
  });

  it('tightens an existing file on open, keeping its content and its owner bits', async () => {
    const dir = tempDir();
    const wide = path.join(dir, 'wide');
    writeFileSync(wide, 'kept', { mode: 0o644 });
    preparePrivateFile(wide);
    expect(modeOf(wide)).toBe(0o600);
    expect(readFileSync(wide, 'utf8')).toBe('kept');
    const readOnly = path.join(dir, 'read-only');
    writeFileSync(readOnly, 'x', { mode: 0o444 });
    closeSync(openPrivateSync(readOnly, 'r'));
    expect(modeOf(readOnly)).toBe(0o400);
    const viaPromise = path.join(dir, 'via-promise');
    writeFileSync(viaPromise, 'x', { mode: 0o664 });
    await (await openPrivate(viaPromise, 'r+')).close();
    expect(modeOf(viaPromise)).toBe(0o600);
  });

  it('gives a copy 0600 whatever the mode of its source', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'source'), 'bytes', { mode: 0o644 });
    copyPrivateSync(path.join(dir, 'source'), path.join(dir, 'copy'));
    expect(modeOf(path.join(dir, 'copy'))).toBe(0o600);
    expect(readFileSync(path.join(dir, 'copy'), 'utf8')).toBe('bytes');
  });
});

describe('the walk at start', () => {
  it('makes files 0600 and folders 0700, the root included, and counts them', () => {
    const root = path.join(tempDir(), 'data');
    mkdirSync(path.join(root, 'logs'), { recursive: true, mode: 0o755 });
    chmodSync(root, 0o755);
    writeFileSync(path.join(root, 'db.sqlite'), 'x', { mode: 0o644 });
    writeFileSync(path.join(root, 'logs', 'main.log'), 'x', { mode: 0o640 });
    writeFileSync(path.join(root, 'already'), 'x', { mode: 0o600 });
    expect(repairPrivateTree(root)).toEqual({ fixed: 4, failed: 0, cut: false });
    expect(modeOf(root)).toBe(0o700);
    expect(modeOf(path.join(root, 'logs'))).toBe(0o700);
    expect(modeOf(path.join(root, 'db.sqlite'))).toBe(0o600);
    expect(modeOf(path.join(root, 'logs', 'main.log'))).toBe(0o600);
    // Nothing left to do the second time.
    expect(repairPrivateTree(root)).toEqual({ fixed: 0, failed: 0, cut: false });
  });

  it('neither follows nor changes symbolic links', () => {
    const top = tempDir();
    const outside = path.join(top, 'outside');
    mkdirSync(outside, { mode: 0o755 });
    chmodSync(outside, 0o755);
    writeFileSync(path.join(outside, 'file'), 'x', { mode: 0o644 });
    const root = path.join(top, 'data');
    mkdirSync(root, { mode: 0o700 });
    symlinkSync(path.join(outside, 'file'), path.join(root, 'link-to-file'));
    symlinkSync(outside, path.join(root, 'link-to-folder'));
    expect(repairPrivateTree(root)).toEqual({ fixed: 0, failed: 0, cut: false });
    expect(modeOf(outside)).toBe(0o755);
    expect(modeOf(path.join(outside, 'file'))).toBe(0o644);
  });

  it('goes REPAIR_MAX_DEPTH folders down: a file at that depth is fixed, one deeper is not', () => {
    const root = tempDir();
    const under = fileAtDepth(root, REPAIR_MAX_DEPTH - 1);
    const at = fileAtDepth(path.join(root, 'second'), REPAIR_MAX_DEPTH - 1);
    const over = fileAtDepth(path.join(root, 'third'), REPAIR_MAX_DEPTH);
    repairPrivateTree(root);
    expect(modeOf(under)).toBe(0o600);
    expect(modeOf(at)).toBe(0o600); // 'second' adds one level: at REPAIR_MAX_DEPTH
    expect(modeOf(over)).toBe(0o644); // one level deeper than the limit
    expect(modeOf(path.dirname(over))).toBe(0o700); // the last folder listed is still tightened
  });

  it('looks at a bounded number of entries and says when it stopped', () => {
    const root = tempDir();
    for (const name of ['a', 'b', 'c']) writeFileSync(path.join(root, name), 'x', { mode: 0o644 });
    expect(repairPrivateTree(root, { maxEntries: 4 })).toMatchObject({ fixed: 3, cut: false });
    for (const name of ['a', 'b', 'c']) chmodSync(path.join(root, name), 0o644);
    expect(repairPrivateTree(root, { maxEntries: 3 })).toMatchObject({ fixed: 3, cut: false });
    for (const name of ['a', 'b', 'c']) chmodSync(path.join(root, name), 0o644);
    expect(repairPrivateTree(root, { maxEntries: 2 })).toMatchObject({ fixed: 2, cut: true });
  });

  it('does nothing for a data folder that does not exist yet', () => {
    expect(repairPrivateTree(path.join(tempDir(), 'none'))).toEqual({
      fixed: 0,
      failed: 0,
      cut: false,
    });
  });
});
