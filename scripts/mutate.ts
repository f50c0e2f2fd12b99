// `npm run mutate -- [src/file.ts ...]`: re-runs the hand-made mutants listed for a source file
// (test/mutants/*.json) against the tests listed with them. Each mutant's edit is made in turn,
// the tests run with Vitest on the project's Node 22, and the file gets its original text back
// (also on Ctrl+C or a crash: scripts/mutate-restore.ts). A mutant is "killed" when a test fails,
// "SURVIVED" when all pass. The tests are first run on the untouched file: if they fail there, the
// file's mutants are errors, not kills. With no argument every listed file is run. Exit code 1
// when a mutant survived, 2 when none did but one could not be run. docs/testing.md, "Mutants".
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  applyMutant,
  exitCodeOf,
  loadMutantLists,
  summaryLine,
  testsByProject,
  type MutantList,
  type Verdict,
} from './mutate-list';
import { holdOriginal } from './mutate-restore';

const ROOT = path.resolve(import.meta.dirname, '..');
const NODE = path.join(ROOT, 'node_modules/.bin/node');
const VITEST = path.join(ROOT, 'node_modules/.bin/vitest');
/** A mutant that makes a test hang is stopped after this long and counts as killed. */
const RUN_LIMIT_MS = Number(process.env.MUTATE_RUN_LIMIT_MS ?? 600_000);

let child: ChildProcess | undefined;
const stopChild = (): void => {
  if (child?.pid !== undefined && child.exitCode === null) child.kill('SIGTERM');
};

type RunOutcome = 'passed' | 'failed' | 'timed-out';

/** Runs one project's test files, quietly; its output is kept for a failing baseline. */
function runProject(
  project: string,
  files: string[],
): Promise<{ outcome: RunOutcome; output: string }> {
  return new Promise((resolve) => {
    const args = [VITEST, 'run', '--project', project, '--bail=1', '--reporter=dot', ...files];
    const started = spawn(NODE, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    let output = '';
    const keep = (data: Buffer) => {
      output = (output + data.toString()).slice(-4000);
    };
    started.stdout.on('data', keep);
    started.stderr.on('data', keep);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      started.kill('SIGKILL');
    }, RUN_LIMIT_MS);
    started.on('close', (code) => {
      clearTimeout(timer);
      child = undefined;
      resolve({ outcome: timedOut ? 'timed-out' : code === 0 ? 'passed' : 'failed', output });
    });
  });
}

/** Every listed test, project by project; stops at the first project with a failure. */
async function runTests(list: MutantList): Promise<{ outcome: RunOutcome; output: string }> {
  for (const [project, files] of testsByProject(list.tests)) {
    const run = await runProject(project, files);
    if (run.outcome !== 'passed') return run;
  }
  return { outcome: 'passed', output: '' };
}

async function mutateFile(where: string, list: MutantList): Promise<Verdict[]> {
  const file = path.join(ROOT, list.file);
  const original = readFileSync(file, 'utf8');
  console.log(`${list.file} (${where}; tests: ${list.tests.join(', ')})`);
  const baseline = await runTests(list);
  if (baseline.outcome !== 'passed') {
    console.log(`  error     the tests do not pass on the unchanged file (${baseline.outcome}):`);
    console.log(baseline.output.trimEnd().replace(/^/gm, '    | '));
    return list.mutants.map(() => 'error');
  }
  const verdicts: Verdict[] = [];
  const held = holdOriginal(file, original, { onSignal: stopChild });
  try {
    for (const mutant of list.mutants) {
      const applied = applyMutant(original, mutant);
      if (!applied.ok) {
        console.log(`  error     ${mutant.name}: ${applied.problem}`);
        verdicts.push('error');
        continue;
      }
      held.write(applied.text);
      try {
        const run = await runTests(list);
        const killed = run.outcome !== 'passed';
        const note = run.outcome === 'timed-out' ? ' (timed out)' : '';
        console.log(`  ${killed ? 'killed  ' : 'SURVIVED'}  ${mutant.name}${note}`);
        verdicts.push(killed ? 'killed' : 'survived');
      } finally {
        held.restore();
      }
    }
  } finally {
    held.release();
  }
  return verdicts;
}

async function main(): Promise<number> {
  const lists = loadMutantLists(ROOT);
  const asked = process.argv.slice(2).map((arg) => path.relative(ROOT, path.resolve(arg)));
  for (const file of asked) {
    if (!lists.some(({ list }) => list.file === file)) {
      console.error(`No mutants are listed for ${file} in test/mutants/*.json.`);
      return 2;
    }
  }
  const chosen = asked.length === 0 ? lists : lists.filter(({ list }) => asked.includes(list.file));
  const verdicts: Verdict[] = [];
  for (const { where, list } of chosen) verdicts.push(...(await mutateFile(where, list)));
  console.log(summaryLine(verdicts));
  return exitCodeOf(verdicts);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  },
);
