// `npm test`: typecheck, lint, formatting, then every Vitest project (unit, integration, browser).
// Ends with one line `N passed, N failed` over all of it; exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

interface Step {
  name: string;
  command: string;
  args: string[];
}

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

let passed = 0;
let failed = 0;

function run(step: Step): number {
  console.log(`\n== ${step.name}`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', shell: false });
  return result.status ?? 1;
}

for (const step of checks) {
  if (run(step) === 0) passed += 1;
  else {
    failed += 1;
    console.log(`FAILED: ${step.name}`);
  }
}

const reportDir = path.resolve('test-results');
const report = path.join(reportDir, 'vitest.json');
mkdirSync(reportDir, { recursive: true });
rmSync(report, { force: true });
const extra = process.argv.slice(2);
const vitestStatus = run({
  name: 'vitest (unit-node, unit-dom, integration, chaos, browser)',
  command: 'vitest',
  args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra],
});

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { status: string; assertionResults: unknown[] }[];
}
let counted = 0;
try {
  const json = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  // A test file that fails to load has no tests in it; count it once so it cannot pass silently.
  const brokenFiles = json.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  ).length;
  failed += brokenFiles;
  counted = json.numFailedTests + brokenFiles;
} catch {
  console.log('FAILED: vitest wrote no report');
}
if (vitestStatus !== 0 && counted === 0) failed += 1;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
