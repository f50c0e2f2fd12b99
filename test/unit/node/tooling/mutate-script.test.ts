import { EventEmitter } from 'node:events';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyMutant,
  exitCodeOf,
  loadMutantLists,
  occurrences,
  parseMutantList,
  projectOf,
  summaryLine,
  testsByProject,
} from '../../../../scripts/mutate-list';
import { holdOriginal } from '../../../../scripts/mutate-restore';
import { makeTempDir } from '../../../helpers/temp-dir';

// The pure parts of `npm run mutate` (scripts/mutate-list.ts, scripts/mutate-restore.ts); the
// script itself runs Vitest, which is not run from inside Vitest here.

const ROOT = path.resolve(import.meta.dirname, '../../../..');

let temp: ReturnType<typeof makeTempDir> | undefined;
afterEach(() => {
  temp?.remove();
  temp = undefined;
});

/** A repository of one source file and one test file, in a temp folder. */
function miniRepo() {
  temp = makeTempDir('mutate-');
  const root = temp.dir;
  mkdirSync(path.join(root, 'src'), { recursive: true });
  mkdirSync(path.join(root, 'test/unit/node'), { recursive: true });
  writeFileSync(path.join(root, 'src/a.ts'), 'export const adult = (y: number) => y >= 18;\n');
  writeFileSync(path.join(root, 'test/unit/node/a.test.ts'), '');
  return root;
}

const list = (change: object = {}) =>
  JSON.stringify({
    file: 'src/a.ts',
    tests: ['test/unit/node/a.test.ts'],
    mutants: [{ name: 'adult-late', find: 'y >= 18', replace: 'y > 18' }],
    ...change,
  });

describe('the mutant lists (test/mutants/*.json)', () => {
  it('every list in the repository is valid and each of its edits applies exactly once', () => {
    const lists = loadMutantLists(ROOT);
    expect(lists.length).toBeGreaterThan(0);
    for (const { where, list: each } of lists) {
      const source = readFileSync(path.join(ROOT, each.file), 'utf8');
      for (const mutant of each.mutants) {
        expect(applyMutant(source, mutant), `${where} ${mutant.name}`).toMatchObject({ ok: true });
      }
    }
  });

  it('reads a valid list', () => {
    const root = miniRepo();
    expect(parseMutantList(list(), 'a.json', root)).toEqual(JSON.parse(list()));
  });

  it('refuses a broken list in one sentence naming it and the problem', () => {
    const root = miniRepo();
    const refusal = (text: string) => () => parseMutantList(text, 'a.json', root);
    expect(refusal('{')).toThrow('a.json is not valid JSON.');
    expect(refusal(list({ tests: [] }))).toThrow('a.json: tests must name at least one test file.');
    expect(refusal(list({ file: 'src/b.ts' }))).toThrow(
      'a.json: the source file src/b.ts does not exist.',
    );
    expect(refusal(list({ file: 'README.md' }))).toThrow(
      'a.json: file must be a .ts or .tsx file under src/.',
    );
    expect(refusal(list({ tests: ['test/browser/a.test.ts'] }))).toThrow(
      'a.json: test/browser/a.test.ts is not a .test.ts(x) file under test/unit/node, test/unit/dom or test/integration.',
    );
    expect(refusal(list({ tests: ['test/unit/node/b.test.ts'] }))).toThrow(
      'a.json: the test file test/unit/node/b.test.ts does not exist.',
    );
    const twice = { name: 'adult-late', find: '18', replace: '19' };
    const first = { name: 'adult-late', find: 'y >= 18', replace: 'y > 18' };
    expect(refusal(list({ mutants: [first, twice] }))).toThrow(
      'a.json: the name adult-late is used twice.',
    );
    expect(refusal(list({ mutants: [{ name: 'same', find: 'y', replace: 'y' }] }))).toThrow(
      'a.json: mutants.0 replace must differ from find.',
    );
    expect(refusal(list({ extra: 1 }))).toThrow(/^a\.json: /);
    expect(refusal(list({ mutants: [{ ...first, name: ' ' }] }))).toThrow(
      'a.json: mutants.0.name must be 1 to 80 characters on one line, not blank at either end.',
    );
  });

  it('picks the Vitest project from the test file’s folder', () => {
    expect(projectOf('test/unit/node/shared/age.test.ts')).toBe('unit-node');
    expect(projectOf('test/unit/dom/pad/Pad.test.tsx')).toBe('unit-dom');
    expect(projectOf('test/integration/core/sync.test.ts')).toBe('integration');
    expect(projectOf('test/browser/pad.test.ts')).toBeUndefined();
    expect(projectOf('test/unit/node/helpers.ts')).toBeUndefined();
    expect(
      testsByProject([
        'test/integration/a.test.ts',
        'test/unit/node/b.test.ts',
        'test/integration/c.test.ts',
      ]),
    ).toEqual(
      new Map([
        ['integration', ['test/integration/a.test.ts', 'test/integration/c.test.ts']],
        ['unit-node', ['test/unit/node/b.test.ts']],
      ]),
    );
  });
});

describe('applying a mutant', () => {
  const mutant = { name: 'm', find: 'a >= b', replace: 'a > b' };

  it('replaces the one occurrence and nothing else', () => {
    expect(applyMutant('if (a >= b) x();\n', mutant)).toEqual({
      ok: true,
      text: 'if (a > b) x();\n',
    });
    // The replacement is taken as written: no `$&` or `$1` patterns.
    expect(applyMutant('x a >= b', { ...mutant, replace: '$& $1' })).toEqual({
      ok: true,
      text: 'x $& $1',
    });
  });

  it('is an error, not a survivor, when the find text is absent or not unique', () => {
    expect(applyMutant('if (a > b) x();', mutant)).toEqual({
      ok: false,
      problem: 'its find text is not in the file',
    });
    expect(applyMutant('a >= b; a >= b;', mutant)).toEqual({
      ok: false,
      problem: 'its find text occurs 2 times, not once',
    });
    // Overlapping occurrences count too: "aa" is twice in "aaa".
    expect(occurrences('aaa', 'aa')).toBe(2);
    expect(applyMutant('aaa', { name: 'o', find: 'aa', replace: 'b' })).toMatchObject({
      ok: false,
    });
  });

  it('sums up the verdicts and gives the exit code', () => {
    expect(summaryLine(['killed', 'killed', 'survived'])).toBe('2 killed, 1 survived');
    expect(summaryLine(['killed', 'error'])).toBe('1 killed, 0 survived, 1 error');
    expect(exitCodeOf(['killed', 'killed'])).toBe(0);
    expect(exitCodeOf(['killed', 'survived', 'error'])).toBe(1);
    expect(exitCodeOf(['killed', 'error'])).toBe(2);
    expect(exitCodeOf([])).toBe(0);
  });
});

describe('the original text comes back', () => {
  function heldFile() {
    const root = miniRepo();
    const file = path.join(root, 'src/a.ts');
    const original = readFileSync(file, 'utf8');
    const proc = new EventEmitter();
    const exits: number[] = [];
    const stopped: string[] = [];
    const held = holdOriginal(file, original, {
      process: proc,
      exit: (code) => void exits.push(code),
      onSignal: () => void stopped.push('child'),
    });
    return { file, original, proc, exits, stopped, held, text: () => readFileSync(file, 'utf8') };
  }

  it('after each mutant and on release, and the signal handlers go with the release', () => {
    const { original, proc, held, text } = heldFile();
    held.write('mutated 1');
    expect(text()).toBe('mutated 1');
    held.restore();
    expect(text()).toBe(original);
    held.write('mutated 2');
    held.release();
    expect(text()).toBe(original);
    for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'exit']) {
      expect(proc.listenerCount(event), event).toBe(0);
    }
  });

  it('on Ctrl+C, SIGTERM or SIGHUP: restored first, the child stopped, then the exit code', () => {
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
      ['SIGHUP', 129],
    ] as const) {
      const { original, proc, exits, stopped, held, text } = heldFile();
      held.write('mutated');
      proc.emit(signal);
      expect(text(), signal).toBe(original);
      expect(stopped).toEqual(['child']);
      expect(exits).toEqual([code]);
      temp?.remove();
    }
  });

  it('when the process exits on an uncaught error', () => {
    const { original, proc, held, text } = heldFile();
    held.write('mutated');
    proc.emit('exit');
    expect(text()).toBe(original);
  });
});
