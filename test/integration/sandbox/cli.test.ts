import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLI_PORT, parseCliArgs } from '../../../src/sandbox/cli-args';
import { adminAuthorization } from '../../../src/sandbox/credentials';
import { LOGIN } from './helpers';

const ROOT = path.resolve(import.meta.dirname, '../../..');
// tsx's own CLI under this Node, rather than `npx tsx`: npm does not relay SIGTERM to the
// child it runs, so only a direct tsx parent lets the test see the sandbox's own exit status.
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const started: ChildProcess[] = [];

function runCli(args: string[]): ChildProcess {
  const child = spawn(process.execPath, [TSX, 'src/sandbox/cli.ts', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  return child;
}

async function finish(
  child: ChildProcess,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

afterAll(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Starts the CLI and reads its start-up printout: the listening line and the credentials block. */
async function startCli(args: string[]): Promise<{
  url: string;
  printed: string;
  child: ChildProcess;
  exited: ReturnType<typeof finish>;
}> {
  const child = runCli(['--port', '0', ...args]);
  const exited = finish(child);
  const lines = createInterface({ input: child.stdout! });
  let url = '';
  const printed: string[] = [];
  for await (const line of lines) {
    printed.push(line);
    const match = /^listening on (http:\/\/127\.0\.0\.1:(\d+))$/.exec(line);
    if (match?.[1]) url = match[1];
    // The credentials block ends with the line naming curl.
    if (line.startsWith('(curl')) break;
  }
  return { url, printed: printed.join('\n'), child, exited };
}

/** The value printed after `label` in the credentials block. */
function printedValue(printed: string, label: string): string {
  const match = new RegExp(`^  ${label} +(\\S+)$`, 'm').exec(printed);
  if (!match?.[1]) throw new Error(`no ${label} in the printout:\n${printed}`);
  return match[1];
}

async function loginStatus(url: string, clientId: string, clientSecret: string): Promise<number> {
  const response = await fetch(`${url}${LOGIN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: clientId, client_secret: clientSecret }),
  });
  await response.arrayBuffer();
  return response.status;
}

async function faultsStatus(url: string, authorization?: string): Promise<number> {
  const response = await fetch(`${url}/__sandbox/faults`, {
    headers: authorization ? { authorization } : {},
  });
  await response.arrayBuffer();
  return response.status;
}

async function stop(cli: Awaited<ReturnType<typeof startCli>>): Promise<void> {
  cli.child.kill('SIGTERM');
  const { code, stderr } = await cli.exited;
  expect(stderr).toBe('');
  expect(code).toBe(0);
}

describe('sandbox CLI', () => {
  it('uses the credentials its flags give, prints none of the secrets, and exits 0 on SIGTERM', async () => {
    const cli = await startCli([
      '--client-id',
      'cli-client',
      '--client-secret',
      'cli-secret-value',
      '--jwe-secret',
      'cli-jwe-secret16',
    ]);
    expect(cli.url).not.toBe('');
    expect(await loginStatus(cli.url, 'cli-client', 'cli-secret-value')).toBe(200);
    expect(await loginStatus(cli.url, 'sandbox-client', 'sandbox-secret')).toBe(401);
    // The admin routes take the flags' id and secret, and nothing else.
    const basic = adminAuthorization({ clientId: 'cli-client', clientSecret: 'cli-secret-value' });
    expect(await faultsStatus(cli.url, basic)).toBe(200);
    expect(await faultsStatus(cli.url)).toBe(401);
    expect(cli.printed).toContain('credentials, as given by the flags:');
    expect(cli.printed).toContain('(as given by --client-secret)');
    expect(cli.printed).not.toContain('cli-secret-value');
    expect(cli.printed).not.toContain('cli-jwe-secret16');
    await stop(cli);
  });

  it('without flags makes random credentials, prints them once, and refuses the old fixed ones', async () => {
    const first = await startCli([]);
    const second = await startCli([]);
    try {
      for (const cli of [first, second]) {
        expect(cli.printed).toContain('credentials, made at random for this run');
        expect(cli.printed.match(/made at random/g)).toHaveLength(1);
        const clientId = printedValue(cli.printed, 'client id');
        const clientSecret = printedValue(cli.printed, 'client secret');
        expect(printedValue(cli.printed, 'JWE secret')).toHaveLength(16);
        expect(await loginStatus(cli.url, clientId, clientSecret)).toBe(200);
        expect(await faultsStatus(cli.url, adminAuthorization({ clientId, clientSecret }))).toBe(
          200,
        );
        expect(await loginStatus(cli.url, 'sandbox-client', 'sandbox-secret')).toBe(401);
        const old = adminAuthorization({
          clientId: 'sandbox-client',
          clientSecret: 'sandbox-secret',
        });
        expect(await faultsStatus(cli.url, old)).toBe(401);
      }
      // Each run its own.
      for (const label of ['client id', 'client secret', 'JWE secret']) {
        expect(printedValue(first.printed, label)).not.toBe(printedValue(second.printed, label));
      }
    } finally {
      await stop(first);
      await stop(second);
    }
  });

  it('exits 2 with a message for a bad port and for an unknown flag', async () => {
    const badPort = await finish(runCli(['--port', '70000']));
    expect(badPort.code).toBe(2);
    expect(badPort.stderr).toContain("--port must be an integer from 0 to 65535, not '70000'");
    const unknown = await finish(runCli(['--colour', 'blue']));
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--colour');
  });

  it('--help prints the flags with their defaults and exits 0', async () => {
    const help = await finish(runCli(['--help']));
    expect(help.code).toBe(0);
    for (const text of [
      '--port',
      '(default 4010)',
      '--jwe-secret',
      'random, printed at start',
      'HTTP Basic',
      '/__sandbox/faults',
      '/__sandbox/records',
    ]) {
      expect(help.stdout).toContain(text);
    }
  });
});

describe('parseCliArgs', () => {
  it('fills the defaults and leaves the credentials to the sandbox (random)', () => {
    expect(parseCliArgs([])).toEqual({
      kind: 'run',
      options: { host: '127.0.0.1', port: DEFAULT_CLI_PORT, jweKid: 'sandbox-kid' },
    });
  });

  it('takes every flag', () => {
    const parsed = parseCliArgs([
      '--port=0',
      '--host',
      '::1',
      '--client-id',
      'a',
      '--client-secret',
      'b',
      '--jwe-kid',
      'k',
      '--jwe-secret',
      '0123456789abcdef',
    ]);
    expect(parsed).toEqual({
      kind: 'run',
      options: {
        host: '::1',
        port: 0,
        clientId: 'a',
        clientSecret: 'b',
        jweKid: 'k',
        jweSecret: '0123456789abcdef',
      },
    });
  });

  it.each([
    [['--port', '-1'], '--port'],
    [['--port', '1.5'], '--port'],
    [['--port', 'abc'], '--port'],
    [['--port', '65536'], '--port'],
    [['--host', '10.0.0.5'], 'loopback'],
    [['--jwe-secret', 'short'], 'exactly 16 characters'],
    [['--client-id', ''], '--client-id'],
    [['--client-id', 'a:b'], "must not contain ':'"],
    [['--client-secret', ''], '--client-secret'],
    [['stray'], 'stray'],
  ])('refuses %j', (args, mentions) => {
    const parsed = parseCliArgs(args);
    expect(parsed.kind).toBe('error');
    expect(parsed.kind === 'error' && parsed.message).toContain(mentions);
  });
});
