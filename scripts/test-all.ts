// `npm test`: typecheck, lint, formatting, then every Vitest project (unit, integration, chaos,
// browser). Ends with one line `N passed, N failed` over all of it; exits non-zero if anything
// failed.
//
// On two cores one Vitest process runs one file at a time, and the browser project (which must
// run its files one after another) is the longest single step. So the run is laid out in two lanes
// that share the machine: lane 1 is the browser project, then the chaos project (its deliberate-bug
// runs, mutants.test.ts, which only have to be caught, then the chaos run and the recording
// crash); lane 2 the static checks, then the unit and integration projects. Measured in CI on two
// cores (2026-11-28): browser 815 s + mutants 239 s + chaos 84 s against checks 300 s + units
// 618 s; since then the browser files share a module graph (-100 s) and the chaos worker is
// bundled once per run (mutants and chaos about a third faster), which leaves the lanes about
// even. The chaos run tolerates a loaded machine (its stall limit is 30 s, its deadline 200 s).
// `npm test -- <args>` runs one Vitest process with the arguments instead (one file, one project,
// a name filter).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';

interface Step {
  name: string;
  command: string;
  args: string[];
}

const reportDir = path.resolve('test-results');
mkdirSync(reportDir, { recursive: true });

const checks: Step[] = [
  {
    name: 'typecheck (main, preload, shared, sandbox, tests)',
    command: 'tsc',
    args: ['-p', 'tsconfig.node.json', '--noEmit'],
  },
  { name: 'typecheck (renderer)', command: 'tsc', args: ['-p', 'tsconfig.web.json', '--noEmit'] },
  { name: 'lint', command: 'eslint', args: ['--max-warnings', '0', '.'] },
  { name: 'formatting', command: 'prettier', args: ['--check', '.'] },
];

/** A Vitest run writing its JSON report to `test-results/<report>.json`. */
function vitest(name: string, report: string, args: string[]): Step & { report: string } {
  const file = path.join(reportDir, `${report}.json`);
  rmSync(file, { force: true });
  return {
    name,
    report: file,
    command: 'vitest',
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args],
  };
}

interface Outcome {
  name: string;
  status: number;
}

/**
 * Runs one step. A lane that shares the terminal (`output` given) has its lines kept in a file
 * and printed whole when the step ends, so two lanes never interleave line by line.
 */
async function run(step: Step, output?: string): Promise<Outcome> {
  const child = spawn(step.command, step.args, {
    stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    shell: false,
  });
  if (output) {
    const sink = createWriteStream(output);
    child.stdout?.pipe(sink, { end: false });
    child.stderr?.pipe(sink, { end: false });
    const status = await exitOf(child);
    sink.end();
    await finished(sink);
    console.log(`\n== ${step.name}\n${readFileSync(output, 'utf8')}`);
    return { name: step.name, status };
  }
  console.log(`\n== ${step.name}`);
  return { name: step.name, status: await exitOf(child) };
}

function exitOf(child: ReturnType<typeof spawn>): Promise<number> {
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('close', (code) => resolve(code ?? 1));
  });
}

async function lane(steps: Step[], output?: string): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of steps) outcomes.push(await run(step, output));
  return outcomes;
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { status: string; assertionResults: unknown[] }[];
}

/** Passed and failed tests of one Vitest run; a run that wrote no report counts as one failure. */
function counts(report: string, status: number): { passed: number; failed: number } {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
    // A test file that fails to load has no tests in it; count it once so it cannot pass silently.
    const brokenFiles = json.testResults.filter(
      (r) => r.status === 'failed' && r.assertionResults.length === 0,
    ).length;
    const failed = json.numFailedTests + brokenFiles;
    return { passed: json.numPassedTests, failed: failed === 0 && status !== 0 ? 1 : failed };
  } catch {
    console.log(`FAILED: vitest wrote no report (${path.basename(report)})`);
    return { passed: 0, failed: 1 };
  }
}

type VitestStep = ReturnType<typeof vitest>;
const extra = process.argv.slice(2);
const runs:
  | { one: VitestStep }
  | { browser: VitestStep; mutants: VitestStep; units: VitestStep; chaos: VitestStep } =
  extra.length > 0
    ? { one: vitest('vitest', 'vitest', extra) }
    : {
        browser: vitest('vitest (browser)', 'vitest-browser', ['--project', 'browser']),
        mutants: vitest('vitest (chaos: deliberate bugs)', 'vitest-mutants', [
          ...['--project', 'chaos', 'test/chaos/mutants.test.ts'],
        ]),
        units: vitest('vitest (unit-node, unit-dom, integration)', 'vitest-units', [
          ...['--project', 'unit-node', '--project', 'unit-dom', '--project', 'integration'],
        ]),
        chaos: vitest('vitest (chaos)', 'vitest-chaos', [
          ...['--project', 'chaos', '--exclude', 'test/chaos/mutants.test.ts'],
        ]),
      };

const outcomes: Outcome[] = [];
if ('one' in runs) {
  outcomes.push(...(await lane([...checks, runs.one])));
} else {
  const [browserLane, mainLane] = await Promise.all([
    lane([runs.browser, runs.mutants, runs.chaos], path.join(reportDir, 'browser-lane.log')),
    lane([...checks, runs.units]),
  ]);
  outcomes.push(...browserLane, ...mainLane);
}

let passed = 0;
let failed = 0;
const vitestSteps: VitestStep[] = Object.values(runs);
const reports = new Map(vitestSteps.map((step) => [step.name, step.report]));
for (const outcome of outcomes) {
  const report = reports.get(outcome.name);
  if (report) {
    const tally = counts(report, outcome.status);
    passed += tally.passed;
    failed += tally.failed;
  } else if (outcome.status === 0) passed += 1;
  else {
    failed += 1;
    console.log(`FAILED: ${outcome.name}`);
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
