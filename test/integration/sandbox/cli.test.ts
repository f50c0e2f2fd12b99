import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CLI_PORT, parseCliArgs } from '../../../src/sandbox/cli-args';
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

describe('sandbox CLI', () => {
  it('prints the listening line, serves logins and exits 0 on SIGTERM', async () => {
    const child = runCli([
      '--port',
      '0',
      '--client-id',
      'cli-client',
      '--client-secret',
      'cli-secret',
    ]);
    const exited = finish(child);
    const lines = createInterface({ input: child.stdout! });
    let url = '';
    for await (const line of lines) {
      const match = /^listening on (http:\/\/127\.0\.0\.1:(\d+))$/.exec(line);
      if (match?.[1]) {
        url = match[1];
        break;
      }
    }
    expect(url).not.toBe('');
    const response = await fetch(`${url}${LOGIN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: 'cli-client', client_secret: 'cli-secret' }),
    });
    expect(response.status).toBe(200);
    child.kill('SIGTERM');
    const { code, stderr } = await exited;
    expect(stderr).toBe('');
    expect(code).toBe(0);
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
      'sandbox-client',
      '/__sandbox/faults',
      '/__sandbox/records',
    ]) {
      expect(help.stdout).toContain(text);
    }
  });
});

describe('parseCliArgs', () => {
  it('fills the defaults', () => {
    expect(parseCliArgs([])).toEqual({
      kind: 'run',
      options: {
        host: '127.0.0.1',
        port: DEFAULT_CLI_PORT,
        clientId: 'sandbox-client',
        clientSecret: 'sandbox-secret',
        jweKid: 'sandbox-kid',
        jweSecret: 'sandbox-jwekey16',
      },
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
    [['stray'], 'stray'],
  ])('refuses %j', (args, mentions) => {
    const parsed = parseCliArgs(args);
    expect(parsed.kind).toBe('error');
    expect(parsed.kind === 'error' && parsed.message).toContain(mentions);
  });
});
