import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { flattenedDecrypt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jweKeyBytes } from '../../../src/main/core/crypto/jwe';
import { postDocument } from '../../../src/main/core/documents/documents-api';
import type { TokenManager } from '../../../src/main/core/platform/auth';
import { createPlatformClient } from '../../../src/main/core/platform/client';
import { bytesSource, type ByteSource } from '../../../src/main/core/storage/byte-source';
import { CoreError } from '../../../src/main/core/errors';
import { netFetchStandIn } from '../../helpers/net-fetch-stand-in';

// The encrypted upload as it reaches a loopback peer through the net.fetch stand-in (what the
// app's shell gives the core): its headers (a Content-Length the stack derives from a body of
// known length, never one set by hand, which Chromium refuses; no chunked encoding), its bytes (a
// JWE that jose opens to the file), the replay after a 401 (the same bytes), and a source that
// fails its check at its end (the app's own error, never "cannot be reached", and never a whole
// body on the wire). The Node transport's streamed form is in node-transport.test.ts.

const JWE = { kid: 'clinic-kid', secret: 'clinic-jwe-key16' };

interface Seen {
  headers: IncomingHttpHeaders;
  body: Buffer;
  complete: boolean;
}
const seen: Seen[] = [];
/** Answers 401 to this token, to make the client renew and replay. */
let rejectToken: string | undefined;
/** Answers every request with a redirect to this address. */
let redirectTo: string | undefined;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const parts: Buffer[] = [];
    const entry: Seen = { headers: request.headers, body: Buffer.alloc(0), complete: false };
    seen.push(entry);
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('error', () => undefined);
    request.on('end', () => {
      entry.body = Buffer.concat(parts);
      entry.complete = true;
      if (redirectTo) {
        response.writeHead(307, { location: redirectTo });
        response.end();
        return;
      }
      const rejected = request.headers.authorization === `Bearer ${rejectToken}`;
      response.writeHead(rejected ? 401 : 200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          rejected
            ? { error: { message: 'expired', code: 'INVALID_REQUEST' } }
            : { document_id: 'doc-1' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  seen.length = 0;
  rejectToken = undefined;
  redirectTo = undefined;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

/** Tokens are the edge here: the first is refused when `rejectToken` names it, the renewal is not. */
const tokens: TokenManager = {
  getAccessToken: () => Promise.resolve('token-1'),
  renewAfterRejection: () => Promise.resolve('token-2'),
  signOut: () => undefined,
};
const client = () => createPlatformClient({ fetch: netFetchStandIn(), baseUrl, tokens, jwe: JWE });

function post(source: ByteSource, onProgress?: (sent: number, total: number) => void) {
  return postDocument(
    client(),
    { source, fileName: 'scan.pdf', mediaType: 'application/pdf', form: 'jwe', task: 'smart' },
    { idempotencyKey: 'key-1', timeoutBaseMs: 10_000, ...(onProgress ? { onProgress } : {}) },
  );
}

async function opened(body: Buffer): Promise<Buffer> {
  const envelope = JSON.parse(body.toString('utf8')) as Record<string, string>;
  const { plaintext } = await flattenedDecrypt(
    {
      protected: envelope.protected!,
      iv: envelope.iv!,
      ciphertext: envelope.ciphertext!,
      tag: envelope.tag!,
    },
    jweKeyBytes(JWE.secret),
  );
  const payload = JSON.parse(Buffer.from(plaintext).toString('utf8')) as { file: string };
  return Buffer.from(payload.file, 'base64');
}

describe('the encrypted document on the wire', () => {
  it('announces its exact length ahead, is not chunked, and jose opens it to the file', async () => {
    const file = randomBytes(3_333_333);
    const progress: [number, number][] = [];
    expect(await post(bytesSource(file), (sent, total) => progress.push([sent, total]))).toBe(
      'doc-1',
    );
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.headers['content-length']).toBe(String(request!.body.length));
    expect(request!.headers['transfer-encoding']).toBeUndefined();
    expect(request!.headers['x-encryption']).toBe('JWE');
    expect(request!.headers['content-type']).toBe('application/json');
    expect((await opened(request!.body)).equals(file)).toBe(true);
    expect(progress.at(-1)).toEqual([request!.body.length, request!.body.length]);
  });

  it('replays the same bytes after a token renewal (one IV per request)', async () => {
    rejectToken = 'token-1';
    const file = randomBytes(500_000);
    expect(await post(bytesSource(file))).toBe('doc-1');
    expect(seen.map((s) => s.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(seen[0]!.body.equals(seen[1]!.body)).toBe(true);
    expect((await opened(seen[1]!.body)).equals(file)).toBe(true);
  });

  it('is never sent on to where a redirect points, and says it was a redirect', async () => {
    const elsewhere: string[] = [];
    const other = createServer((request, response) => {
      elsewhere.push(request.url ?? '');
      request.resume();
      response.end('{}');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      redirectTo = `http://127.0.0.1:${(other.address() as AddressInfo).port}/stolen`;
      await expect(post(bytesSource(randomBytes(1_000_000)))).rejects.toMatchObject({
        code: 'OFFLINE',
        message: expect.stringMatching(/redirect/) as unknown,
      });
      expect(elsewhere).toEqual([]);
    } finally {
      other.closeAllConnections();
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });

  it('a source failing its check at its end fails with its own error, and no whole body arrives', async () => {
    const file = randomBytes(2_000_000);
    const damaged: ByteSource = {
      size: file.length,
      async *chunks() {
        yield* bytesSource(file.subarray(0, 1_500_000)).chunks();
        await Promise.resolve();
        throw new CoreError(
          'LOCAL_DATA_DAMAGED',
          'Stored patient data failed its integrity check.',
        );
      },
    };
    await expect(post(damaged)).rejects.toMatchObject({ code: 'LOCAL_DATA_DAMAGED' });
    // A fetch is handed the body whole (its length known), so the failing source stops it
    // before the request starts; whatever reached the peer never ended.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.every((s) => !s.complete)).toBe(true);
  });
});
