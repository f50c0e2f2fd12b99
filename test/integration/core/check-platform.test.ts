import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROPERTIES_NOT_OFFERED_WARNING } from '../../../src/main/core/platform/check/check-steps';
import { NO_TEST_PATIENT } from '../../../src/main/core/platform/check/run-checks';
import { TEST_PDF_TEXT } from '../../../src/main/core/platform/check/test-pdf';
import { PROPERTIES_LOOKUP_PATH } from '../../../src/shared/properties';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { startNotOfferedProxy, type NotOfferedProxy } from '../../helpers/not-offered-proxy';
import { createRecordsStandIn } from '../../helpers/records-stand-in';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';

// `npm run check-platform` as a user runs it: the real script in a child process, against a real
// sandbox on loopback, reading its JSON lines and exit status.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const CLIENT = TEST_CLIENT_ID;

let sandbox: Sandbox;
let proxy: NotOfferedProxy | undefined;
beforeEach(async () => {
  sandbox = await startSandbox({ port: 0, clientId: CLIENT, transcriptionDelayMs: 300 });
});
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
  await sandbox.close();
});

interface Run {
  code: number | null;
  lines: Record<string, unknown>[];
  stdout: string;
  stderr: string;
}

function checkPlatform(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, 'scripts/check-platform.ts', ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (part: Buffer) => (stdout += part.toString('utf8')));
    child.stderr.on('data', (part: Buffer) => (stderr += part.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      const lines = stdout
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      resolve({ code, lines, stdout, stderr });
    });
  });
}

const account = (secret = sandbox.options.clientSecret, baseUrl = sandbox.url) => [
  '--base-url',
  baseUrl,
  '--client-id',
  CLIENT,
  // `=`: a secret may start with `-`, which after a separate flag reads as another option.
  `--client-secret=${secret}`,
];

function expectStepShape(line: Record<string, unknown>): void {
  expect(Object.keys(line).sort()).toEqual(
    [
      'check',
      'ms',
      ...('note' in line ? ['note'] : []),
      'ok',
      'outcome',
      ...('problem' in line ? ['problem'] : []),
      'status',
    ].sort(),
  );
  expect(typeof line.check).toBe('string');
  expect(typeof line.ok).toBe('boolean');
  expect(['passed', 'warning', 'skipped', 'failed']).toContain(line.outcome);
  expect(line.ok).toBe(line.outcome !== 'failed');
  expect(line.status === null || typeof line.status === 'number').toBe(true);
  expect(typeof line.ms).toBe('number');
}

describe('npm run check-platform', () => {
  it('--write: every group passes against the sandbox, which then holds the session and the document, not the webhook', async () => {
    const webhooksBefore = sandbox.webhooksFor(CLIENT).length;
    const run = await checkPlatform([
      ...account(),
      '--jwe-kid',
      sandbox.options.jweKid,
      `--jwe-secret=${sandbox.options.jweSecret}`,
      '--write',
    ]);
    const summary = run.lines.at(-1);
    const steps = run.lines.slice(0, -1);
    for (const step of steps) expectStepShape(step);
    expect(steps.filter((step) => step.ok !== true)).toEqual([]);
    // The records checks need a test patient: without one they are skipped, saying why.
    const records = steps.filter((step) => String(step.check).startsWith('records.'));
    expect(records.map((step) => [step.check, step.outcome, step.note])).toEqual(
      ['records.list', 'records.presign', 'records.upload', 'records.read', 'records.delete'].map(
        (check) => [check, 'skipped', NO_TEST_PATIENT],
      ),
    );
    expect(summary).toEqual({
      passed: steps.length - records.length,
      warnings: 0,
      skipped: records.length,
      failed: 0,
    });
    expect(run.code).toBe(0);
    expect(steps.map((step) => step.check)).toEqual(
      expect.arrayContaining([
        'auth.login',
        'auth.refresh',
        'webhooks.register',
        'webhooks.delete',
        'properties.lookup',
        'voice.chunks',
        'voice.poll',
        'voice.details',
        'documents.upload',
        'prescription.reachable',
      ]),
    );
    const [session] = sandbox.voiceSessionsFor(CLIENT);
    expect(session?.chunks.map((chunk) => chunk.fileName)).toEqual(['audio_0.wav', 'audio_1.wav']);
    expect(session?.userStatusJournal.map((change) => change.to)).toEqual([
      'init',
      'recording_started',
      'commit',
    ]);
    expect(sandbox.documentsFor(CLIENT)).toHaveLength(1);
    expect(sandbox.webhooksFor(CLIENT)).toHaveLength(webhooksBefore);
    // Secrets never reach the output.
    expect(run.stdout + run.stderr).not.toContain(sandbox.options.clientSecret);
    expect(run.stdout + run.stderr).not.toContain(sandbox.options.jweSecret);
  }, 60_000);

  it('--write with a test patient of the sandbox: every group passes, records included, and the TEST PDF is put on the record and deleted', async () => {
    // A patient of the sandbox's seeded directory stands for the clinic's test patient.
    const testPatient = '174000000000001';
    const run = await checkPlatform([
      ...account(),
      '--jwe-kid',
      sandbox.options.jweKid,
      `--jwe-secret=${sandbox.options.jweSecret}`,
      '--test-patient-oid',
      testPatient,
      '--write',
    ]);
    const steps = run.lines.slice(0, -1);
    expect(steps.filter((step) => step.outcome !== 'passed')).toEqual([]);
    // With the run's stderr, so a run cut short says why.
    expect(
      steps.filter((step) => String(step.check).startsWith('records.')).length,
      `exit ${String(run.code)}; stderr: ${run.stderr}`,
    ).toBe(5);
    expect(run.lines.at(-1)).toEqual({ passed: steps.length, warnings: 0, skipped: 0, failed: 0 });
    expect(run.code).toBe(0);
    const [document, ...others] = sandbox.recordsFor(CLIENT);
    expect(others).toEqual([]);
    expect(document).toMatchObject({
      patientOid: testPatient,
      dt: 'ot',
      uploadCount: 1,
      deleted: true,
    });
    expect(document!.files[0]!.bytes?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 60_000);

  it('is read-only without --write, and runs only the groups asked for', async () => {
    const run = await checkPlatform([...account(), '--only', 'voice']);
    expect(run.lines.slice(0, -1).map((step) => step.check)).toEqual([
      'voice.discovery',
      'voice.templates',
    ]);
    expect(run.code).toBe(0);
    expect(sandbox.voiceSessionsFor(CLIENT)).toEqual([]);
  });

  it('fails with the reason in words when the secret is wrong, and exits 1', async () => {
    const run = await checkPlatform([...account('wrong-secret'), '--only', 'auth']);
    expect(run.lines).toEqual([
      {
        check: 'auth.login',
        ok: false,
        status: 401,
        ms: expect.any(Number) as number,
        outcome: 'failed',
        problem: 'The platform refused the client id and secret. Check them in Clinic setup.',
      },
      {
        check: 'auth.refresh',
        ok: false,
        outcome: 'failed',
        status: null,
        ms: 0,
        problem: 'Not run: auth.login did not pass.',
      },
      { passed: 0, warnings: 0, skipped: 0, failed: 2 },
    ]);
    expect(run.code).toBe(1);
  });

  it('answers a bad flag with its usage and exit 2', async () => {
    for (const args of [
      ['--only', 'voice'],
      [...account(), '--only', 'mail'],
      [...account(), '--colour'],
      [...account(), '--test-patient-oid', 'Asha Rao'],
      [...account(), '--test-patient-oid', ''],
    ]) {
      const run = await checkPlatform(args);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^check-platform: .*\nusage: npm run check-platform/);
      expect(run.lines).toEqual([]);
    }
  });

  it('lists the properties lookup answered 404 as a warning, not a failure, and exits 0', async () => {
    proxy = await startNotOfferedProxy(sandbox.url, [PROPERTIES_LOOKUP_PATH]);
    const run = await checkPlatform([
      ...account(sandbox.options.clientSecret, proxy.url),
      '--only',
      'properties',
    ]);
    const [lookup, search, summary] = run.lines;
    expect(lookup).toEqual({
      check: 'properties.lookup',
      ok: true,
      outcome: 'warning',
      status: 404,
      ms: expect.any(Number) as number,
      note: PROPERTIES_NOT_OFFERED_WARNING,
    });
    expect(search).toMatchObject({ check: 'properties.search', outcome: 'passed' });
    expect(summary).toEqual({ passed: 1, warnings: 1, skipped: 0, failed: 0 });
    expect(run.code).toBe(0);
    expect(proxy.refused()).toEqual([`GET ${PROPERTIES_LOOKUP_PATH}`]);
  });

  // The sandbox on main does not answer the Records routes yet: a stand-in in front of it does,
  // held to records.json (requests checked, answers validated closed).
  it('records, --write with a test patient: lists, puts a PDF marked TEST on the record as ot, reads it back and deletes it', async () => {
    const records = createRecordsStandIn();
    proxy = await startNotOfferedProxy(sandbox.url, [], records);
    const run = await checkPlatform([
      ...account(sandbox.options.clientSecret, proxy.url),
      '--only',
      'records',
      '--write',
      '--test-patient-oid',
      'pt-test-0001',
    ]);
    const steps = run.lines.slice(0, -1);
    for (const step of steps) expectStepShape(step);
    expect(steps.map((step) => [step.check, step.outcome, step.status])).toEqual([
      ['records.list', 'passed', 200],
      ['records.presign', 'passed', 200],
      ['records.upload', 'passed', 204],
      ['records.read', 'passed', 200],
      ['records.delete', 'passed', 200],
    ]);
    expect(run.lines.at(-1)).toEqual({ passed: 5, warnings: 0, skipped: 0, failed: 0 });
    expect(run.code).toBe(0);
    const [stored] = records.records();
    expect(records.records()).toHaveLength(1);
    expect(stored).toMatchObject({ patientOid: 'pt-test-0001', dt: 'ot', deleted: true });
    expect(stored!.title).toMatch(/^TEST/);
    const upload = stored!.upload!.toString('latin1');
    expect(upload).toContain('%PDF-1.4');
    expect(upload).toContain('(TEST)');
    expect(upload).toContain(`name="key"\r\n\r\n${stored!.documentId}`);
    expect(TEST_PDF_TEXT).toMatch(/^TEST — .*not a patient document$/);
    expect(records.log()).toEqual([
      'GET /mr/api/v1/docs 200',
      'POST /mr/api/v1/docs 200',
      `POST /__records-upload/${stored!.documentId} 204`,
      `GET /mr/api/v1/docs/${stored!.documentId} 200`,
      `DELETE /mr/api/v1/docs/${stored!.documentId} 200`,
    ]);
  });

  it('records without --write: only the list of the test patient; without a test patient: nothing sent', async () => {
    const records = createRecordsStandIn();
    proxy = await startNotOfferedProxy(sandbox.url, [], records);
    const read = await checkPlatform([
      ...account(sandbox.options.clientSecret, proxy.url),
      '--only',
      'records',
      '--test-patient-oid',
      'pt-test-0001',
    ]);
    expect(read.lines.map((line) => line.check ?? line)).toEqual([
      'records.list',
      { passed: 1, warnings: 0, skipped: 0, failed: 0 },
    ]);
    const none = await checkPlatform([
      ...account(sandbox.options.clientSecret, proxy.url),
      '--only',
      'records',
      '--write',
    ]);
    expect(none.lines.at(-1)).toEqual({ passed: 0, warnings: 0, skipped: 5, failed: 0 });
    expect(none.code).toBe(0);
    expect(records.log()).toEqual(['GET /mr/api/v1/docs 200']);
    expect(records.records()).toEqual([]);
  });
});
