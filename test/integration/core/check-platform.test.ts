import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';

// `npm run check-platform` as a user runs it: the real script in a child process, against a real
// sandbox on loopback, reading its JSON lines and exit status.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const CLIENT = 'sandbox-client';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await startSandbox({ port: 0, transcriptionDelayMs: 300 });
});
afterEach(async () => {
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

const account = (secret = 'sandbox-secret') => [
  '--base-url',
  sandbox.url,
  '--client-id',
  CLIENT,
  '--client-secret',
  secret,
];

function expectStepShape(line: Record<string, unknown>): void {
  expect(Object.keys(line).sort()).toEqual(
    'problem' in line
      ? ['check', 'ms', 'ok', 'problem', 'status']
      : ['check', 'ms', 'ok', 'status'],
  );
  expect(typeof line.check).toBe('string');
  expect(typeof line.ok).toBe('boolean');
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
      '--jwe-secret',
      sandbox.options.jweSecret,
      '--write',
    ]);
    const summary = run.lines.at(-1);
    const steps = run.lines.slice(0, -1);
    for (const step of steps) expectStepShape(step);
    expect(steps.filter((step) => step.ok !== true)).toEqual([]);
    expect(summary).toEqual({ passed: steps.length, failed: 0 });
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
    expect(run.stdout + run.stderr).not.toContain('sandbox-secret');
    expect(run.stdout + run.stderr).not.toContain(sandbox.options.jweSecret);
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
        problem: 'The platform refused the client id and secret. Check them in Settings.',
      },
      {
        check: 'auth.refresh',
        ok: false,
        status: null,
        ms: 0,
        problem: 'Not run: auth.login did not pass.',
      },
      { passed: 0, failed: 2 },
    ]);
    expect(run.code).toBe(1);
  });

  it('answers a bad flag with its usage and exit 2', async () => {
    for (const args of [
      ['--only', 'voice'],
      [...account(), '--only', 'mail'],
      [...account(), '--colour'],
    ]) {
      const run = await checkPlatform(args);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^check-platform: .*\nusage: npm run check-platform/);
      expect(run.lines).toEqual([]);
    }
  });
});
