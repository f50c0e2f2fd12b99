// The pure parts of `npm run mutate` (scripts/mutate.ts): reading and checking the mutant lists in
// test/mutants/*.json, applying one mutant to a source text, the Vitest project a test file
// belongs to, and the summary line. docs/testing.md, "Mutants", describes the format.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Where the lists live, relative to the repository. */
export const MUTANTS_DIR = 'test/mutants';

/** Test folders and the Vitest project that runs each (vitest.config.ts). */
const PROJECTS: readonly (readonly [string, string])[] = [
  ['test/unit/node/', 'unit-node'],
  ['test/unit/dom/', 'unit-dom'],
  ['test/integration/', 'integration'],
];

const Mutant = z
  .object({
    name: z
      .string()
      .regex(/^\S(.{0,78}\S)?$/, 'must be 1 to 80 characters on one line, not blank at either end'),
    find: z.string().min(1, 'must not be empty'),
    replace: z.string(),
  })
  .strict()
  .refine((m) => m.find !== m.replace, { message: 'replace must differ from find' });

const MutantList = z
  .object({
    file: z.string().regex(/^src\/.+\.tsx?$/, 'must be a .ts or .tsx file under src/'),
    tests: z.array(z.string()).min(1, 'must name at least one test file'),
    mutants: z.array(Mutant).min(1, 'must list at least one mutant'),
  })
  .strict();

export type MutantList = z.infer<typeof MutantList>;
export type Mutant = MutantList['mutants'][number];

/** The Vitest project that runs a test file, or undefined when the script cannot run it. */
export function projectOf(testFile: string): string | undefined {
  if (!/\.test\.tsx?$/.test(testFile)) return undefined;
  return PROJECTS.find(([folder]) => testFile.startsWith(folder))?.[1];
}

/** Test files grouped by project, in the order first named. */
export function testsByProject(tests: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const test of tests) {
    const project = projectOf(test);
    if (project === undefined) throw new Error(`${test} is in no project the script runs.`);
    groups.set(project, [...(groups.get(project) ?? []), test]);
  }
  return groups;
}

/**
 * Reads and checks one list: its shape, that the source and test files exist, that each test
 * file belongs to a project the script runs, and that mutant names are unique. Throws one
 * sentence naming the list and the first problem.
 */
export function parseMutantList(text: string, where: string, root: string): MutantList {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${where} is not valid JSON.`);
  }
  const parsed = MutantList.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const at = issue.path.length > 0 ? issue.path.join('.') : 'the list';
    throw new Error(`${where}: ${at} ${issue.message}.`);
  }
  const list = parsed.data;
  if (!existsSync(path.join(root, list.file))) {
    throw new Error(`${where}: the source file ${list.file} does not exist.`);
  }
  for (const test of list.tests) {
    if (projectOf(test) === undefined) {
      throw new Error(
        `${where}: ${test} is not a .test.ts(x) file under test/unit/node, test/unit/dom or test/integration.`,
      );
    }
    if (!existsSync(path.join(root, test))) {
      throw new Error(`${where}: the test file ${test} does not exist.`);
    }
  }
  const names = new Set<string>();
  for (const mutant of list.mutants) {
    if (names.has(mutant.name)) throw new Error(`${where}: the name ${mutant.name} is used twice.`);
    names.add(mutant.name);
  }
  return list;
}

/** Every list in `root`/test/mutants, sorted by file name, each with its path. */
export function loadMutantLists(root: string): { where: string; list: MutantList }[] {
  const dir = path.join(root, MUTANTS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const where = `${MUTANTS_DIR}/${name}`;
      return {
        where,
        list: parseMutantList(readFileSync(path.join(dir, name), 'utf8'), where, root),
      };
    });
}

/** How many times `find` occurs in `text`, overlapping occurrences included. */
export function occurrences(text: string, find: string): number {
  let count = 0;
  for (let at = text.indexOf(find); at !== -1; at = text.indexOf(find, at + 1)) count += 1;
  return count;
}

export type Applied = { ok: true; text: string } | { ok: false; problem: string };

/** The source with the mutant's edit made, or why it cannot be made (absent, or not unique). */
export function applyMutant(source: string, mutant: Mutant): Applied {
  const count = occurrences(source, mutant.find);
  if (count === 0) return { ok: false, problem: 'its find text is not in the file' };
  if (count > 1) return { ok: false, problem: `its find text occurs ${count} times, not once` };
  const at = source.indexOf(mutant.find);
  return {
    ok: true,
    text: source.slice(0, at) + mutant.replace + source.slice(at + mutant.find.length),
  };
}

export type Verdict = 'killed' | 'survived' | 'error';

/** "12 killed, 0 survived", with ", 1 error(s)" when a mutant could not be run. */
export function summaryLine(verdicts: readonly Verdict[]): string {
  const count = (v: Verdict) => verdicts.filter((x) => x === v).length;
  const errors = count('error');
  const tail = errors === 0 ? '' : `, ${errors} ${errors === 1 ? 'error' : 'errors'}`;
  return `${count('killed')} killed, ${count('survived')} survived${tail}`;
}

/** The exit code: 1 when a mutant survived, 2 when none did but one could not be run, else 0. */
export function exitCodeOf(verdicts: readonly Verdict[]): number {
  if (verdicts.includes('survived')) return 1;
  return verdicts.includes('error') ? 2 : 0;
}
