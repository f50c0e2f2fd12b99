import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INVOKE_CHANNELS, invokeArgs } from '../../../../src/shared/ipc/contract';
import { lazyArgs, mergeLazyArgs } from '../../../../src/shared/ipc/lazy-args';

const SRC = path.resolve(import.meta.dirname, '../../../../src/main');

/**
 * A fresh Node process (as Electron's main is) imports the whole core, then makes one request
 * through the core's own transport to a loopback server that speaks raw HTTP over `node:net`
 * (so the server loads no HTTP module itself). Prints which HTTP modules Node had loaded at each
 * point (`process.moduleLoadList`).
 */
const SCRIPT = `
  const [compose, transport] = process.argv.slice(1);
  const HTTP = ['NativeModule http', 'NativeModule https', 'NativeModule internal/deps/undici/undici'];
  const loaded = () => HTTP.filter((name) => process.moduleLoadList.includes(name));
  const net = await import('node:net');
  await import(compose);
  const { createNodeExchange } = await import(transport);
  const atImport = loaded();
  const server = net.createServer((socket) => socket.once('data', () =>
    socket.end('HTTP/1.1 200 OK\\r\\ncontent-length: 2\\r\\nconnection: close\\r\\n\\r\\nok')));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { exchange, close } = createNodeExchange();
  const answer = await exchange({ method: 'GET', url: 'http://127.0.0.1:' + server.address().port + '/', headers: {} });
  const afterRequest = loaded();
  close();
  server.close();
  process.stdout.write(JSON.stringify({ atImport, afterRequest, status: answer.status, text: answer.text }));`;

describe('the core at start', () => {
  // A fresh process compiling the core's sources: seconds on a loaded machine, not a speed limit.
  it('loads no HTTP client (node:http, node:https, undici) until its first request', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        SCRIPT,
        path.join(SRC, 'compose.ts'),
        path.join(SRC, 'core/platform/node-transport.ts'),
      ],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      atImport: [],
      // The answer's headers are a web `Headers`, whose class is undici's.
      afterRequest: [
        'NativeModule http',
        'NativeModule https',
        'NativeModule internal/deps/undici/undici',
      ],
      status: 200,
      text: 'ok',
    });
  }, 30_000);
});

describe('IPC argument schemas', () => {
  it('are built on first read, once: the same schema object afterwards', () => {
    let builds = 0;
    const args = lazyArgs({
      'x:one': () => {
        builds += 1;
        return z.object({ n: z.number() }).strict();
      },
    });
    expect(builds).toBe(0);
    const first = args['x:one'];
    expect(builds).toBe(1);
    expect(args['x:one']).toBe(first);
    expect(builds).toBe(1);
    expect(first.safeParse({ n: 1 }).success).toBe(true);
    expect(first.safeParse({ n: 1, extra: 1 }).success).toBe(false);
  });

  it('stay unbuilt when features are merged, and a later feature naming a channel wins', () => {
    const built: string[] = [];
    const schema = (name: string) => () => {
      built.push(name);
      return z.literal(name);
    };
    const merged = mergeLazyArgs<Record<string, z.ZodType>>(
      lazyArgs({ 'a:x': schema('a'), 'a:y': schema('first') }),
      lazyArgs({ 'a:y': schema('second') }),
    );
    expect(built).toEqual([]);
    expect(Object.keys(merged).sort()).toEqual(['a:x', 'a:y']);
    expect(merged['a:y']!.safeParse('second').success).toBe(true);
    expect(built).toEqual(['second']);
  });

  it('cover every invoke channel of the contract, each read through its own builder', () => {
    expect(Object.keys(invokeArgs).sort()).toEqual([...INVOKE_CHANNELS].sort());
    for (const channel of INVOKE_CHANNELS) {
      const descriptor = Object.getOwnPropertyDescriptor(invokeArgs, channel);
      expect(typeof descriptor?.get, channel).toBe('function');
      expect(invokeArgs[channel]).toBe(invokeArgs[channel]);
    }
    // What a channel validates is unchanged: the closing handshake's token is 1 to 100 characters.
    expect(invokeArgs['app:ready-to-close'].safeParse({ token: 'abc' }).success).toBe(true);
    expect(invokeArgs['app:ready-to-close'].safeParse({ token: '' }).success).toBe(false);
    expect(invokeArgs['app:ready-to-close'].safeParse({ token: 'a'.repeat(101) }).success).toBe(
      false,
    );
  });
});
